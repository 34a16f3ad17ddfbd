import { useEffect, useState } from 'react';
import { SwitchField } from '../../../components/form/switch-field';
import { site } from '../../../lib/site';
import { pushState, turnPushOff, turnPushOn, type PushState } from '../api/push';
import styles from './settings.module.css';

/** Why the switch cannot be used, or what just happened, in the member's words. */
function explanation(state: PushState | undefined, dismissed: boolean): string | undefined {
  switch (state?.kind) {
    case 'unsupported':
      return `Este navegador no admite notificaciones. Prueba con Chrome, Edge, Firefox o Safari; en iPhone y iPad, añade ${site.productName} a la pantalla de inicio y ábrelo desde allí.`;
    case 'denied':
      return `Has bloqueado las notificaciones de ${site.productName} en este navegador. Para recibirlas, permítelas en la configuración del sitio (el icono junto a la dirección) y vuelve aquí.`;
    case 'off':
      return dismissed ? 'Para activarlas, acepta el permiso que te pide el navegador.' : undefined;
    default:
      return undefined;
  }
}

/**
 * "Notificaciones": Web Push in this browser, on and off. On asks the browser's permission,
 * subscribes and saves the subscription; off undoes both. A browser that cannot, or a
 * permission refused, is said plainly, with what to do.
 */
export function PushSwitch({ userId }: { userId: number }) {
  // Undefined while this browser is asked where it stands.
  const [state, setState] = useState<PushState>();
  const [busy, setBusy] = useState<'on' | 'off'>();
  const [failed, setFailed] = useState<'on' | 'off'>();
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    let current = true;
    pushState(userId).then(
      (found) => current && setState(found),
      () => current && setState({ kind: 'off' }),
    );
    return () => {
      current = false;
    };
  }, [userId]);

  const change = async (on: boolean) => {
    const wanted = on ? 'on' : 'off';
    setBusy(wanted);
    setFailed(undefined);
    setDismissed(false);
    try {
      const next = on ? await turnPushOn(userId) : await turnPushOff();
      setState(next);
      setDismissed(on && next.kind === 'off');
    } catch {
      // Where this browser stands now, shown together with the failure (one render).
      const now = await pushState(userId).catch((): PushState => ({ kind: 'off' }));
      setState(now);
      setFailed(wanted);
    } finally {
      setBusy(undefined);
    }
  };

  const note = explanation(state, dismissed);
  const usable = state?.kind === 'on' || state?.kind === 'off';
  return (
    <section
      className={styles.card}
      aria-labelledby="push-title"
      aria-busy={busy ? true : undefined}
    >
      <h2 id="push-title" className={styles.cardTitle}>
        Notificaciones
      </h2>
      <div>
        <SwitchField
          id="setting-push"
          label="Avisos en este navegador"
          hint={`Solicitudes, respuestas, mensajes, amistades, invitaciones, grupos y quien se apunta a tus deseos, aunque no tengas ${site.productName} abierto.`}
          checked={busy ? busy === 'on' : state?.kind === 'on'}
          disabled={!usable || busy !== undefined}
          onChange={(event) => void change(event.target.checked)}
        />
        <p className={styles.note} role="status">
          {busy === 'on' && 'Activando las notificaciones…'}
          {busy === 'off' && 'Desactivando las notificaciones…'}
          {!busy && note}
        </p>
      </div>
      {failed && (
        <p className={styles.error} role="alert">
          {failed === 'on'
            ? 'No hemos podido activar las notificaciones en este navegador. Inténtalo de nuevo en un momento.'
            : 'No hemos podido desactivar las notificaciones. Inténtalo de nuevo en un momento.'}
        </p>
      )}
    </section>
  );
}
