import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAvatarUrl, type AvatarOwner } from '../../lib/avatar';
import { memberPaths } from '../../lib/paths';
import { Avatar } from '../ui/avatar';
import styles from './person-row.module.css';

/**
 * One person in a list (friends, requests, whom one blocked): the avatar and the name, a line
 * under it, and the row's buttons at the end. `linked` makes the name open their profile.
 */
export function PersonRow({
  user,
  detail,
  linked = true,
  children,
}: {
  user: AvatarOwner & { firstname: string };
  detail?: ReactNode;
  linked?: boolean;
  children?: ReactNode;
}) {
  const src = useAvatarUrl(user);
  const who = (
    <>
      <Avatar name={user.firstname} size={44} {...(src ? { src } : {})} />
      <span className={styles.text}>
        <span className={styles.name}>{user.firstname}</span>
        {detail && <span className={styles.detail}>{detail}</span>}
      </span>
    </>
  );
  return (
    <li className={styles.row}>
      {linked ? (
        <Link to={memberPaths.user(user.id)} className={styles.person}>
          {who}
        </Link>
      ) : (
        <span className={styles.person}>{who}</span>
      )}
      {children && <span className={styles.actions}>{children}</span>}
    </li>
  );
}

/** The list PersonRows go in. */
export function PersonList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}
