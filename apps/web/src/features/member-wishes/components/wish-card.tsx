import type { Wish } from '@app/contract/wishes';
import { ApiError } from '@app/sdk/http/api-error';
import { CloseIcon } from '../../../components/icons/admin-icons';
import { SparkIcon } from '../../../components/icons/secondary-icons';
import { CheckIcon } from '../../../components/icons/ui-icons';
import { ReportLink } from '../../../components/report/report-link';
import { buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { loadFailureHint } from '../../../lib/throttled';
import { useAnswerWish } from '../api/wishes';
import type { WishPin } from '../lib/wish-items';
import { answersText, endText, WINDOW_LABELS } from '../lib/wish-texts';
import { WriteButton } from '../../../components/member/write-button';
import { WisherAvatar } from './wisher';
import styles from './wish-card.module.css';

/**
 * What a wish's marker opens: the wish (what, until when, who), how many said "¡Me apunto!",
 * and the member's answer; their own wish leads to its answers. Several wishes of one place
 * are a list, each opening its own card.
 */
export function WishCard({
  wishes,
  total = wishes.length,
  now,
  timeZone,
  onClose,
  onPick,
  onOwn,
}: {
  /** One wish, or the wishes of one place, newest first. */
  wishes: Wish[];
  /** How many wishes the place holds: a card shows its newest 50. */
  total?: number;
  now: number;
  /** The member's zone, for the hour a wish ends. */
  timeZone: string;
  onClose: () => void;
  /** A wish of the list chosen. */
  onPick: (wish: Wish) => void;
  /** "Ver respuestas", on one's own wish. */
  onOwn: () => void;
}) {
  const answer = useAnswerWish();
  const [first] = wishes;
  if (!first) return null;
  const close = (
    <button type="button" className={styles.close} onClick={onClose} aria-label="Cerrar">
      <CloseIcon size={18} />
    </button>
  );
  if (wishes.length > 1) {
    return (
      <section className={styles.card} aria-label={`${total} deseos en el mismo sitio`}>
        <header className={styles.header}>
          <h2 className={styles.title}>{total} deseos por aquí</h2>
          {close}
        </header>
        <ul className={styles.list}>
          {wishes.map((wish) => (
            <li key={wish.id}>
              <button type="button" className={styles.pick} onClick={() => onPick(wish)}>
                <WisherAvatar user={wish.user} size={28} />
                <span className={styles.pickText}>
                  <span className={styles.pickWish}>{wish.text}</span>
                  <span className={styles.pickWho}>
                    {wish.mine ? 'Tu deseo' : wish.user.firstname} ·{' '}
                    {WINDOW_LABELS[wish.window].toLowerCase()}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    );
  }

  const wish = first;
  const failure =
    answer.error instanceof ApiError
      ? answer.error.message
      : answer.error
        ? 'No se ha podido.'
        : '';
  const busy = answer.isPending;
  return (
    <section className={styles.card} aria-label="Deseo seleccionado">
      <header className={styles.header}>
        <p className={styles.tags}>
          <span className={styles.window}>
            <SparkIcon size={13} />
            {WINDOW_LABELS[wish.window]}
          </span>
          {wish.type && <span className={styles.tag}>{wish.type.name}</span>}
          {wish.discipline && <span className={styles.tag}>{wish.discipline.name}</span>}
        </p>
        {close}
      </header>
      <h2 className={styles.wish}>{wish.text}</h2>
      <p className={styles.who}>
        <WisherAvatar user={wish.user} />
        <span>
          <strong>{wish.mine ? 'Tú' : wish.user.firstname}</strong>
          <span className={styles.muted}> · {endText(wish.expiresAt, now, timeZone)}</span>
        </span>
      </p>
      <p className={styles.count}>{answersText(wish.answers)}</p>
      {wish.mine ? (
        <button
          type="button"
          className={buttonClassName('primary', { size: 'small', className: styles.action })}
          onClick={onOwn}
        >
          Ver respuestas
        </button>
      ) : wish.answered ? (
        <div className={styles.answered}>
          <span className={styles.done}>
            <CheckIcon size={16} />
            Te has apuntado
          </span>
          <button
            type="button"
            className={styles.undo}
            disabled={busy}
            onClick={() => answer.mutate({ wish, answer: false })}
          >
            Ya no me apunto
          </button>
          <WriteButton
            userId={wish.user.id}
            name={wish.user.firstname}
            label={`Escribir a ${wish.user.firstname}`}
            small
          />
        </div>
      ) : (
        <button
          type="button"
          className={buttonClassName('primary', { size: 'small', className: styles.action })}
          disabled={busy}
          onClick={() => answer.mutate({ wish, answer: true })}
        >
          {busy ? <Spinner size={16} /> : <SparkIcon size={16} />}
          ¡Me apunto!
        </button>
      )}
      {!wish.mine && !wish.answered && !busy && !failure && (
        <p className={styles.hint}>
          Si {wish.user.firstname} lo convierte en plan, entras por orden de respuesta mientras
          queden plazas.
        </p>
      )}
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      {!wish.mine && (
        <p className={styles.report}>
          <ReportLink subject="wish" id={wish.id} label="Denunciar este deseo" />
        </p>
      )}
    </section>
  );
}

/** A pin's card while its wishes come (one request): their first words, and a spinner. */
export function WishCardLoading({
  pins,
  failed,
  onRetry,
  onClose,
}: {
  pins: WishPin[];
  /** Why the cards could not be had (no network, too many requests): said, with a retry. */
  failed: unknown;
  onRetry: () => void;
  onClose: () => void;
}) {
  return (
    <section className={styles.card} aria-label="Deseo seleccionado" aria-busy={!failed}>
      <header className={styles.header}>
        <p className={styles.tags}>
          <span className={styles.window}>
            <SparkIcon size={13} />
            {pins.length > 1 ? `${pins.length} deseos por aquí` : 'Deseo'}
          </span>
        </p>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Cerrar">
          <CloseIcon size={18} />
        </button>
      </header>
      <h2 className={styles.wish}>{pins[0]?.text}</h2>
      {failed ? (
        <>
          <p className={styles.error} role="alert">
            No se ha podido abrir el deseo. {loadFailureHint(failed)}
          </p>
          <button
            type="button"
            className={buttonClassName('secondary', { size: 'small', className: styles.action })}
            onClick={onRetry}
          >
            Reintentar
          </button>
        </>
      ) : (
        <Spinner />
      )}
    </section>
  );
}
