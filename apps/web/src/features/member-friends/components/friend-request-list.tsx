import type { FriendEntry } from '@app/contract/friends';
import { PersonList, PersonRow } from '../../../components/member/person-row';
import { buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { showToast } from '../../../lib/toasts';
import { useFriendshipActions } from '../api/friends';

function RequestRow({ entry, received }: { entry: FriendEntry; received: boolean }) {
  const { request, remove } = useFriendshipActions();
  const id = entry.user.id;
  const name = entry.user.firstname;
  const busy = request.isPending || remove.isPending;
  const say = (answer: { message: string }) => showToast({ text: answer.message });
  return (
    <PersonRow
      user={entry.user}
      detail={received ? 'Te ha enviado una solicitud de amistad' : 'Esperando respuesta'}
    >
      <button
        type="button"
        className={buttonClassName('secondary', { size: 'small' })}
        disabled={busy}
        onClick={() => void remove.mutateAsync(id).then(say, () => undefined)}
        aria-label={received ? `Rechazar a ${name}` : `Cancelar la solicitud a ${name}`}
      >
        {remove.isPending && <Spinner />}
        {received ? 'Rechazar' : 'Cancelar'}
      </button>
      {received && (
        <button
          type="button"
          className={buttonClassName('primary', { size: 'small' })}
          disabled={busy}
          onClick={() => void request.mutateAsync(id).then(say, () => undefined)}
          aria-label={`Aceptar a ${name}`}
        >
          {request.isPending && <Spinner />}
          Aceptar
        </button>
      )}
    </PersonRow>
  );
}

/** Friend requests, each with its answers: received ones "Aceptar"/"Rechazar", sent "Cancelar". */
export function FriendRequestList({
  entries,
  received,
  label,
}: {
  entries: FriendEntry[];
  received: boolean;
  label: string;
}) {
  return (
    <PersonList label={label}>
      {entries.map((entry) => (
        <RequestRow key={entry.user.id} entry={entry} received={received} />
      ))}
    </PersonList>
  );
}
