import type { Invitation } from '@app/contract/friends';
import { ActivityCard } from '../../../components/member/activity-card';
import { InvitationAnswer } from './invitation-answer';
import styles from './invitation-card.module.css';

/** A friend's invitation to their plan: the plan, then "Rechazar" and "Aceptar" (a place). */
export function InvitationCard({ invitation }: { invitation: Invitation }) {
  const { activity } = invitation;
  return (
    <div className={styles.invitation}>
      <ActivityCard activity={activity} note={`Te invita ${activity.user.firstname}`} />
      <InvitationAnswer activity={activity} />
    </div>
  );
}
