import type { NotificationItem } from '@app/contract/notification-centre';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { useAvatarUrl } from '../../../lib/avatar';
import { agoText } from '../../../lib/ago-text';
import { useReadNotifications } from '../api/notifications';
import { notificationText } from '../lib/notification-text';
import styles from './notification-list.module.css';

function Row({ item, now }: { item: NotificationItem; now: number }) {
  const read = useReadNotifications();
  const avatar = useAvatarUrl(item.actor ?? { id: 0, avatarUpdatedAt: null });
  const { text, to } = notificationText(item);
  return (
    <li className={item.read ? styles.row : `${styles.row} ${styles.unread}`}>
      <Link
        to={to}
        className={styles.link}
        onClick={() => {
          if (!item.read) read.mutate([item.id]);
        }}
      >
        <Avatar
          name={item.actor?.firstname ?? '?'}
          size={40}
          {...(item.actor && avatar ? { src: avatar } : {})}
        />
        <span className={styles.text}>
          <span className={styles.sentence}>{text}</span>
          <time className={styles.when} dateTime={item.createdAt}>
            {agoText(item.createdAt, now)}
          </time>
        </span>
        {!item.read && <span className="visually-hidden">, sin leer</span>}
      </Link>
    </li>
  );
}

/** The centre's notifications, the latest first; unread ones stand out until opened. */
export function NotificationList({ items }: { items: NotificationItem[] }) {
  const [now] = useState(() => Date.now());
  return (
    <ul className={styles.list} aria-label="Actividad">
      {items.map((item) => (
        <Row key={item.id} item={item} now={now} />
      ))}
    </ul>
  );
}
