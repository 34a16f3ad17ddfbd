import type { BlockedUser } from '@app/contract/blocks';
import { PersonList, PersonRow } from '../../../components/member/person-row';
import { buttonClassName } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { useBlocking } from '../api/blocks';

function BlockedRow({ entry }: { entry: BlockedUser }) {
  const { unblock } = useBlocking();
  const busy = unblock.isPending && unblock.variables === entry.user.id;
  return (
    <PersonRow
      user={entry.user}
      linked={false}
      detail={`Bloqueado el ${formatDate(entry.blockedAt)}`}
    >
      <button
        type="button"
        className={buttonClassName('secondary', { size: 'small' })}
        disabled={busy}
        onClick={() => unblock.mutate(entry.user.id)}
        aria-label={`Desbloquear a ${entry.user.firstname}`}
      >
        Desbloquear
      </button>
    </PersonRow>
  );
}

/** The people the member blocked, each with "Desbloquear". */
export function BlockedList({ entries }: { entries: BlockedUser[] }) {
  return (
    <PersonList>
      {entries.map((entry) => (
        <BlockedRow key={entry.user.id} entry={entry} />
      ))}
    </PersonList>
  );
}
