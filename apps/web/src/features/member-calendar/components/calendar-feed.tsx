import { useState } from 'react';
import { buttonClassName } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { QueryStates } from '../../../components/ui/query-states';
import { Spinner } from '../../../components/ui/spinner';
import { showToast } from '../../../lib/toasts';
import { useCalendarFeed, useResetCalendarFeed } from '../api/calendar';
import styles from './calendar-feed.module.css';

/**
 * Ajustes, "Calendario" (issue 38): the member's calendar address. Subscribing (webcal://)
 * opens the device's calendar app; the address itself is for Google Calendar's "Desde URL".
 * A new address makes the old one stop answering.
 */
export function CalendarFeed() {
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const [asking, setAsking] = useState(false);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      showToast({ text: 'Dirección copiada.' });
    } catch {
      showToast({ text: 'No hemos podido copiarla: selecciónala y cópiala a mano.' });
    }
  }

  return (
    <QueryStates
      query={feed}
      empty={!feed.data}
      texts={{
        loading: 'Preparando tu calendario…',
        failed: 'No hemos podido cargar tu calendario. Comprueba tu conexión.',
        empty: 'Tu calendario aún no está listo.',
      }}
    >
      {feed.data && (
        <div className={styles.feed}>
          <p className={styles.lead}>
            Tus planes, los que organizas y a los que vas, en el calendario de tu móvil o de tu
            ordenador. Se actualiza solo cuando un plan cambia o se cancela.
          </p>
          <div className={styles.buttons}>
            <a className={buttonClassName('primary')} href={feed.data.webcal}>
              Suscribirme en mi calendario
            </a>
            <button
              type="button"
              className={buttonClassName('secondary')}
              onClick={() => void copy(feed.data.url)}
            >
              Copiar dirección
            </button>
          </div>
          <label className={styles.label} htmlFor="calendar-url">
            Dirección del calendario
          </label>
          <input
            id="calendar-url"
            className={styles.url}
            readOnly
            value={feed.data.url}
            onFocus={(event) => event.currentTarget.select()}
          />
          <p className={styles.hint}>
            En Google Calendar: Otros calendarios, Desde URL. Es secreta: quien la tenga ve tus
            planes.
          </p>
          <button
            type="button"
            className={buttonClassName('secondary', { className: styles.reset })}
            onClick={() => setAsking(true)}
            disabled={reset.isPending}
            aria-busy={reset.isPending || undefined}
          >
            {reset.isPending && <Spinner />}
            Cambiar la dirección
          </button>
          <p role="status" className={styles.hint}>
            {reset.isSuccess && 'Dirección nueva. La anterior ya no funciona.'}
            {reset.isError && 'No hemos podido cambiarla. Inténtalo de nuevo.'}
          </p>
        </div>
      )}
      {asking && (
        <ConfirmDialog
          title="¿Cambiar la dirección del calendario?"
          text="La dirección anterior dejará de funcionar: los calendarios suscritos a ella no recibirán más planes."
          confirmLabel="Cambiar la dirección"
          onConfirm={() => {
            setAsking(false);
            reset.mutate();
          }}
          onCancel={() => setAsking(false)}
        />
      )}
    </QueryStates>
  );
}
