import { ApiError } from '@app/sdk/http/api-error';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { memberPaths } from '../../../lib/paths';
import { forgetPushHere } from '../api/push';
import { useDeleteAccount } from '../api/settings';
import styles from './settings.module.css';

/** Where the welcome page says the account is gone. */
export type AccountDeletedState = { notice: string };

/**
 * "Eliminar cuenta", as /web/info/delete-account tells people: a question first, then the
 * account and everything in it is erased and the session ends.
 */
export function DeleteAccount({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [asking, setAsking] = useState(false);

  const confirm = async () => {
    setAsking(false);
    try {
      await remove.mutateAsync(userId);
    } catch {
      return; // The alert (or the message below) says why; the account is still there.
    }
    // The server forgot this browser with the account; the browser forgets its subscription.
    await forgetPushHere().catch(() => undefined);
    const state: AccountDeletedState = {
      notice: 'Tu cuenta se ha eliminado. Sentimos verte marchar.',
    };
    await navigate(memberPaths.welcome, { replace: true, state });
  };

  return (
    <section className={`${styles.card} ${styles.danger}`} aria-labelledby="delete-title">
      <h2 id="delete-title" className={styles.cardTitle}>
        Eliminar cuenta
      </h2>
      <p className={styles.text}>
        Se borran tu perfil, tus fotos, tus planes, tus solicitudes y tus mensajes. No se puede
        deshacer.
      </p>
      <button
        type="button"
        className={styles.dangerButton}
        onClick={() => setAsking(true)}
        disabled={remove.isPending}
        aria-busy={remove.isPending || undefined}
      >
        {remove.isPending && <Spinner />}
        Eliminar cuenta
      </button>
      {remove.isError && (
        <p className={styles.error} role="alert">
          {remove.error instanceof ApiError && remove.error.status === 503 && remove.error.message
            ? remove.error.message
            : 'No hemos podido eliminar la cuenta. Inténtalo de nuevo.'}
        </p>
      )}
      {asking && (
        <ConfirmDialog
          title="¿Eliminar tu cuenta?"
          text="Se borrará todo lo que tienes en la app y no podrás recuperarlo."
          confirmLabel="Sí, eliminar"
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        />
      )}
    </section>
  );
}
