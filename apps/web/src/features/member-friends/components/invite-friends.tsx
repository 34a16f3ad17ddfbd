import type { FriendEntry } from '@app/contract/friends';
import { useState } from 'react';
import { Link } from 'react-router';
import { UserPlusIcon } from '../../../components/icons/secondary-icons';
import { Avatar } from '../../../components/ui/avatar';
import { buttonClassName } from '../../../components/ui/button';
import { ModalSheet } from '../../../components/ui/modal-sheet';
import { Spinner } from '../../../components/ui/spinner';
import { useAvatarUrl } from '../../../lib/avatar';
import { memberPaths } from '../../../lib/paths';
import { showToast } from '../../../lib/toasts';
import { useFriends } from '../api/friends';
import { useActivityInvites, useInviteFriends } from '../api/invitations';
import styles from './invite-friends.module.css';

/** A friend to tick in a sheet that invites (to a plan or a group); `invited` ones are marked. */
export function FriendChoice({
  entry,
  invited,
  checked,
  onToggle,
  invitedLabel = 'Invitado',
}: {
  entry: FriendEntry;
  invited: boolean;
  checked: boolean;
  onToggle: () => void;
  invitedLabel?: string;
}) {
  const src = useAvatarUrl(entry.user);
  return (
    <li>
      <label className={styles.choice}>
        <input
          type="checkbox"
          className={styles.check}
          checked={invited || checked}
          disabled={invited}
          onChange={onToggle}
        />
        <Avatar name={entry.user.firstname} size={40} {...(src ? { src } : {})} />
        <span className={styles.name}>{entry.user.firstname}</span>
        {invited && <span className={styles.invited}>{invitedLabel}</span>}
      </label>
    </li>
  );
}

function InviteSheet({ activityId, onClose }: { activityId: number; onClose: () => void }) {
  const friends = useFriends();
  const invites = useActivityInvites(activityId);
  const invite = useInviteFriends(activityId);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const invited = new Set(invites.data?.data.map((entry) => entry.user.id));
  const list = friends.data?.data ?? [];
  const toggle = (id: number) =>
    setChosen((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const send = () =>
    void invite.mutateAsync([...chosen]).then(
      ({ message }) => {
        showToast({ text: message });
        onClose();
      },
      () => undefined,
    );

  let body;
  if (friends.isPending || invites.isPending) body = <p className={styles.note}>Cargando…</p>;
  else if (friends.isError || invites.isError)
    body = (
      <p className={styles.error} role="alert">
        No hemos podido cargar tus amigos. Comprueba tu conexión.
      </p>
    );
  else if (list.length === 0)
    body = (
      <p className={styles.note}>
        Aún no tienes amigos aquí. Entra en el perfil de alguien y pulsa «Añadir a amigos».
      </p>
    );
  else
    body = (
      <>
        <p className={styles.note}>Les llegará la invitación y podrán aceptarla en un paso.</p>
        <ul className={styles.list}>
          {list.map((entry) => (
            <FriendChoice
              key={entry.user.id}
              entry={entry}
              invited={invited.has(entry.user.id)}
              checked={chosen.has(entry.user.id)}
              onToggle={() => toggle(entry.user.id)}
            />
          ))}
        </ul>
      </>
    );
  return (
    <ModalSheet title="Invitar a amigos" onClose={onClose}>
      {body}
      {invite.isError && (
        <p className={styles.error} role="alert">
          {(invite.error as { status?: number }).status === 409
            ? 'El plan ya está completo o ha empezado.'
            : 'No hemos podido enviar las invitaciones. Inténtalo de nuevo.'}
        </p>
      )}
      <div className={styles.footer}>
        {list.length === 0 ? (
          <Link to={memberPaths.friends} className={buttonClassName('secondary')}>
            Ver mis amigos
          </Link>
        ) : (
          <button
            type="button"
            className={buttonClassName('primary')}
            disabled={chosen.size === 0 || invite.isPending}
            onClick={send}
          >
            {invite.isPending && <Spinner />}
            {chosen.size === 0 ? 'Elige a quién invitar' : `Invitar (${chosen.size})`}
          </button>
        )}
      </div>
    </ModalSheet>
  );
}

/** "Invitar a amigos" for a plan's host, and the sheet where they choose whom. */
export function InviteFriends({
  activityId,
  className,
}: {
  activityId: number;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonClassName('secondary', className ? { className } : {})}
        onClick={() => setOpen(true)}
      >
        <UserPlusIcon size={20} />
        Invitar a amigos
      </button>
      {open && <InviteSheet activityId={activityId} onClose={() => setOpen(false)} />}
    </>
  );
}
