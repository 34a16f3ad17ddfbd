import type { OwnFeedback } from '@app/sdk/calls/feedback';
import { EyeIcon, EyeOffIcon } from '../../../components/icons/admin-icons';
import { StarIcon } from '../../../components/icons/ui-icons';
import { buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { useSetPublished } from '../api/set-published';
import entries from '../../../components/admin/entry-list.module.css';
import styles from './feedback-moderation.module.css';

/** One feedback entry: its stars, text, date and whether the home page shows it. */
export function FeedbackItem({ entry }: { entry: OwnFeedback }) {
  const setPublished = useSetPublished();
  const titleId = `feedback-${entry.id}`;
  return (
    <li className={entries.item} aria-labelledby={titleId}>
      <div className={entries.head}>
        <span id={titleId} className={styles.stars}>
          <span className="visually-hidden">
            Opinión {entry.id}, {entry.stars} de 5 estrellas
          </span>
          {Array.from({ length: 5 }, (_, index) => (
            <StarIcon
              key={index}
              size={16}
              className={index < entry.stars ? styles.on : styles.off}
            />
          ))}
        </span>
        <span className={entry.published ? styles.published : styles.hidden}>
          {entry.published ? 'Publicada' : 'Oculta'}
        </span>
      </div>
      <p className={styles.text}>{entry.description}</p>
      <div className={entries.foot}>
        <time className={styles.date} dateTime={entry.createdAt}>
          {formatDateTime(entry.createdAt)}
        </time>
        <button
          type="button"
          className={buttonClassName(entry.published ? 'secondary' : 'primary', { size: 'small' })}
          onClick={() => setPublished.mutate({ id: entry.id, published: !entry.published })}
          disabled={setPublished.isPending}
          aria-busy={setPublished.isPending || undefined}
          aria-describedby={titleId}
        >
          {setPublished.isPending ? (
            <Spinner size={16} />
          ) : entry.published ? (
            <EyeOffIcon size={18} />
          ) : (
            <EyeIcon size={18} />
          )}
          {entry.published ? 'Ocultar' : 'Publicar'}
        </button>
      </div>
      {setPublished.isError && (
        <p className={styles.failure} role="alert">
          No se ha podido cambiar: {setPublished.error.message}
        </p>
      )}
    </li>
  );
}
