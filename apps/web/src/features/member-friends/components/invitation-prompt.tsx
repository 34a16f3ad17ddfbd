import type { Activity } from '@app/contract/activities';
import { useInvitations } from '../api/invitations';
import { InvitationAnswer } from './invitation-answer';
import styles from './invitation-card.module.css';

/**
 * On a plan's page, for a member its host invited: the invitation and its two answers. Shows
 * nothing otherwise.
 */
export function InvitationPrompt({ activity }: { activity: Activity }) {
  const invitations = useInvitations();
  const invited = invitations.data?.data.some((entry) => entry.activity.id === activity.id);
  if (!invited) return null;
  return (
    <div className={styles.prompt} role="group" aria-label="Invitación">
      <p className={styles.text}>
        <strong>{activity.user.firstname}</strong> te ha invitado a este plan.
      </p>
      <InvitationAnswer activity={activity} />
    </div>
  );
}
