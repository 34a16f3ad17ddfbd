import { HELP_TOPICS, type StaffHelpMessage } from '@app/contract/help';
import { buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { site } from '../../../lib/site';
import { useSetHandled } from '../api/help-messages';
import entries from '../../../components/admin/entry-list.module.css';
import styles from './feedback-moderation.module.css';

/** A reply by mail that quotes the message, or a call when the member has only a phone. */
function replyLink(entry: StaffHelpMessage) {
  if (entry.email) {
    const subject = `Tu mensaje a ${site.productName}: ${HELP_TOPICS[entry.topic]}`;
    const body = `Hola, ${entry.user.firstname}:\n\n\n\n> ${entry.message.replace(/\n/g, '\n> ')}`;
    return {
      href: `mailto:${entry.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`,
      label: `Responder a ${entry.email}`,
    };
  }
  if (entry.phone) return { href: `tel:${entry.phone}`, label: `Llamar al ${entry.phone}` };
  return null;
}

/** One message to the team: who, about what, their words, and the way to answer it. */
export function HelpMessageItem({ entry }: { entry: StaffHelpMessage }) {
  const setHandled = useSetHandled();
  const titleId = `help-${entry.id}`;
  const reply = replyLink(entry);
  return (
    <li className={entries.item} aria-labelledby={titleId}>
      <div className={entries.head}>
        <strong id={titleId}>
          {entry.user.firstname} · {HELP_TOPICS[entry.topic]}
        </strong>
        <span className={entry.handledAt ? styles.published : styles.hidden}>
          {entry.handledAt ? 'Atendido' : 'Pendiente'}
        </span>
      </div>
      <p className={styles.text}>{entry.message}</p>
      <p className={styles.date}>
        Miembro n.º {entry.user.id} ·{' '}
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
        {entry.handledAt &&
          ` · Atendido el ${formatDateTime(entry.handledAt)}${entry.handledBy ? ` por ${entry.handledBy.firstname}` : ''}`}
      </p>
      <div className={entries.foot}>
        {reply ? (
          <a href={reply.href} className={styles.reply}>
            {reply.label}
          </a>
        ) : (
          <span className={styles.date}>Sin correo ni teléfono en la cuenta</span>
        )}
        <button
          type="button"
          className={buttonClassName(entry.handledAt ? 'secondary' : 'primary', { size: 'small' })}
          onClick={() => setHandled.mutate({ id: entry.id, handled: !entry.handledAt })}
          disabled={setHandled.isPending}
          aria-busy={setHandled.isPending || undefined}
          aria-describedby={titleId}
        >
          {setHandled.isPending && <Spinner size={16} />}
          {entry.handledAt ? 'Volver a pendiente' : 'Marcar como atendido'}
        </button>
      </div>
      {setHandled.isError && (
        <p className={styles.failure} role="alert">
          No se ha podido cambiar: {setHandled.error.message}
        </p>
      )}
    </li>
  );
}
