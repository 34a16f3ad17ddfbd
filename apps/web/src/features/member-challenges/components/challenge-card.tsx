import type { Challenge } from '@app/contract/challenges';
import { Link } from 'react-router';
import { SponsorMark } from '../../../components/member/sponsor-mark';
import { CalendarIcon, CheckIcon, StarIcon } from '../../../components/icons/ui-icons';
import { memberPaths } from '../../../lib/paths';
import { goalText, periodText, rewardText } from '../lib/challenge-texts';
import { ChallengeProgress } from './challenge-progress';
import styles from './challenge-card.module.css';
import { plural } from '@app/contract/spanish-plural';

const STATUS: Record<Challenge['status'], string | undefined> = {
  upcoming: 'Próximamente',
  open: undefined,
  ended: 'Terminado',
};

/** A challenge in a list: the brand, the goal, until when, the reward and the member's bar. */
export function ChallengeCard({ challenge }: { challenge: Challenge }) {
  const reward = rewardText(challenge);
  const status = STATUS[challenge.status];
  return (
    <article className={styles.card}>
      {challenge.sponsor && (
        <p className={styles.brand}>
          <SponsorMark sponsor={challenge.sponsor} size={28} />
          <span>
            Con <strong>{challenge.sponsor.name}</strong>
          </span>
        </p>
      )}
      <h3 className={styles.title}>
        <Link to={`${memberPaths.challenges}/${challenge.id}`} className={styles.open}>
          {challenge.title}
        </Link>
      </h3>
      <ul className={styles.facts}>
        <li>
          <CheckIcon size={16} />
          Meta: {goalText(challenge)}
        </li>
        <li>
          <CalendarIcon size={16} />
          {periodText(challenge)}
          {status && <span className={styles.status}>{status}</span>}
        </li>
        {reward && (
          <li>
            <StarIcon size={16} />
            {reward}
            {challenge.badge && <span aria-hidden="true"> {challenge.badge}</span>}
          </li>
        )}
      </ul>
      {challenge.me ? (
        <ChallengeProgress challenge={challenge} me={challenge.me} />
      ) : (
        <p className={styles.members}>
          {challenge.members === 0
            ? 'Nadie se ha apuntado todavía.'
            : `${plural(challenge.members, 'persona participa', 'personas participan')}.`}
        </p>
      )}
    </article>
  );
}
