import type { BlockedUser } from '@app/contract/blocks';
import { Avatar } from '../../../components/ui/avatar';
import { buttonClassName } from '../../../components/ui/button';
import { useAvatarUrl } from '../../../lib/avatar';
import { formatDate } from '../../../lib/format';
import { useBlocking } from '../api/blocks';
import styles from './blocked-list.module.css';

function BlockedRow({ entry }: { entry: BlockedUser }) {
  const { unblock } = useBlocking();
  const src = useAvatarUrl(entry.user);
  const busy = unblock.isPending && unblock.variables === entry.user.id;
  return (
    <li className={styles.row}>
      <Avatar name={entry.user.firstname} size={44} {...(src ? { src } : {})} />
      <span className={styles.text}>
        <span className={styles.name}>{entry.user.firstname}</span>
        <span className={styles.when}>Bloqueado el {formatDate(entry.blockedAt)}</span>
      </span>
      <button
        type="button"
        className={buttonClassName('secondary', { size: 'small' })}
        disabled={busy}
        onClick={() => unblock.mutate(entry.user.id)}
        aria-label={`Desbloquear a ${entry.user.firstname}`}
      >
        Desbloquear
      </button>
    </li>
  );
}

/** The people the member blocked, each with "Desbloquear". */
export function BlockedList({ entries }: { entries: BlockedUser[] }) {
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <BlockedRow key={entry.user.id} entry={entry} />
      ))}
    </ul>
  );
}
