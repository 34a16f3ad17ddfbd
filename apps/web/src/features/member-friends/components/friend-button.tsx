import { useState } from 'react';
import { FriendsIcon, UserPlusIcon } from '../../../components/icons/secondary-icons';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { showToast } from '../../../lib/toasts';
import { useFriendship } from '../../../lib/friendship';
import { useFriendshipActions } from '../api/friends';
import styles from './friend-button.module.css';
import { gendered, groupGender, type Gender } from '@app/contract/spanish-gender';

/**
 * Friendship on someone's profile, for each way the pair can stand: "Añadir a amigos"; the
 * request sent, with "Cancelar"; theirs received, with "Aceptar" and "Rechazar"; friends, with
 * "Eliminar de amigos" (asked first). The server's answer is the new state. Both genders are
 * known here (the profile's and the member's): "Lucía quiere ser tu amiga", "Sois amigas".
 */
export function FriendButton({
  userId,
  name,
  genders,
}: {
  userId: number;
  name: string;
  genders: { me: Gender; them: Gender };
}) {
  const friendship = useFriendship(userId);
  const { request, remove } = useFriendshipActions();
  const [asking, setAsking] = useState(false);
  const busy = request.isPending || remove.isPending;
  const say = (answer: { message: string }) => showToast({ text: answer.message });
  const ask = () => void request.mutateAsync(userId).then(say, () => undefined);
  const drop = () => void remove.mutateAsync(userId).then(say, () => undefined);
  const status = friendship.data?.status;
  if (!status) return <div className={styles.zone} aria-busy="true" />;

  let body;
  if (status === 'none') {
    body = (
      <button type="button" className={buttonClassName('primary')} onClick={ask} disabled={busy}>
        {request.isPending ? <Spinner /> : <UserPlusIcon size={20} />}
        Añadir a amigos
      </button>
    );
  } else if (status === 'sent') {
    body = (
      <>
        <p className={styles.state}>Solicitud de amistad enviada</p>
        <button
          type="button"
          className={buttonClassName('secondary', { size: 'small' })}
          onClick={drop}
          disabled={busy}
        >
          {remove.isPending && <Spinner />}
          Cancelar solicitud
        </button>
      </>
    );
  } else if (status === 'received') {
    body = (
      <>
        <p className={styles.state}>
          {gendered(genders.them, {
            female: `${name} quiere ser tu amiga`,
            male: `${name} quiere ser tu amigo`,
            other: `${name} te ha enviado una solicitud de amistad`,
          })}
        </p>
        <span className={styles.pair}>
          <button
            type="button"
            className={buttonClassName('secondary', { size: 'small' })}
            onClick={drop}
            disabled={busy}
          >
            {remove.isPending && <Spinner />}
            Rechazar
          </button>
          <button
            type="button"
            className={buttonClassName('primary', { size: 'small' })}
            onClick={ask}
            disabled={busy}
          >
            {request.isPending && <Spinner />}
            Aceptar
          </button>
        </span>
      </>
    );
  } else {
    body = (
      <>
        <p className={`${styles.state} ${styles.friends}`}>
          <FriendsIcon size={20} />
          {gendered(groupGender(genders.me, genders.them), {
            female: 'Sois amigas',
            male: 'Sois amigos',
          })}
        </p>
        <button
          type="button"
          className={styles.quiet}
          onClick={() => setAsking(true)}
          disabled={busy}
        >
          Eliminar de amigos
        </button>
      </>
    );
  }
  return (
    <div className={styles.zone}>
      {body}
      {(request.isError || remove.isError) && (
        <p className={styles.error} role="alert">
          No hemos podido hacerlo. Inténtalo de nuevo.
        </p>
      )}
      {asking && (
        <ConfirmDialog
          title={`¿Eliminar a ${name} de tus amigos?`}
          text="Dejaréis de ver primero los planes del otro. No le avisaremos."
          confirmLabel="Eliminar"
          onConfirm={() => {
            setAsking(false);
            drop();
          }}
          onCancel={() => setAsking(false)}
        />
      )}
    </div>
  );
}
