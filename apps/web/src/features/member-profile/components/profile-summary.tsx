import type { OwnUser, PublicUser } from '@app/contract/users';
import { Avatar } from '../../../components/ui/avatar';
import { LocationIcon } from '../../../components/icons/app-icons';
import { useAvatarUrl } from '../../../lib/avatar';
import styles from './profile.module.css';

/** Whole years since a YYYY-MM-DD birthdate, on today's calendar date. */
export function ageOn(birthdate: string, today = new Date()): number {
  const [year, month, day] = birthdate.split('-').map(Number) as [number, number, number];
  const birthdayPassed =
    today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  return today.getFullYear() - year - (birthdayPassed ? 0 : 1);
}

/** The top of a profile: the avatar (or the first letter), the name, the city and the age. */
export function ProfileSummary({ user }: { user: OwnUser | PublicUser }) {
  const avatar = useAvatarUrl(user);
  const name = [user.firstname, user.lastname].filter(Boolean).join(' ');
  const details = [
    'birthdate' in user && user.birthdate ? `${ageOn(user.birthdate)} años` : undefined,
    user.gender?.name,
    user.social_state?.name,
  ].filter(Boolean);
  return (
    <header className={styles.summary}>
      <Avatar name={user.firstname} src={avatar} size={96} />
      <div className={styles.identity}>
        <h2 className={styles.name}>{name}</h2>
        {user.city && (
          <p className={styles.city}>
            <LocationIcon size={16} />
            {user.city.name}
          </p>
        )}
        {details.length > 0 && <p className={styles.details}>{details.join(' · ')}</p>}
      </div>
    </header>
  );
}
