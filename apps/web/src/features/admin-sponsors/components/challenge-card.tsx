import type { Challenge } from '@app/contract/challenges';
import { coinsRewardText, goalText, membersText, STATUS_LABELS } from '../lib/challenge-texts';
import { periodText } from '../lib/staff-time';
import { BrandLogo } from './brand-logo';
import cards from '../../../components/admin/card-list.module.css';
import styles from './challenges.module.css';

/** One challenge as staff follow it: its goal, period, reward, brand, people and state. */
export function ChallengeCard({ challenge }: { challenge: Challenge }) {
  const titleId = `challenge-${challenge.id}`;
  return (
    <li className={cards.item} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h3 id={titleId} className={cards.title}>
          {challenge.title}
        </h3>
        <span className={styles[challenge.status]}>{STATUS_LABELS[challenge.status]}</span>
      </div>
      <p className={styles.description}>{challenge.description}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Meta</dt>
          <dd>
            {goalText(challenge.metric, challenge.goal)}
            {challenge.discipline && ` de ${challenge.discipline.name}`}
          </dd>
        </div>
        <div>
          <dt>Periodo</dt>
          <dd>{periodText(challenge.starts_at, challenge.ends_at)}</dd>
        </div>
        <div>
          <dt>Premio</dt>
          <dd>
            {coinsRewardText(challenge.reward_coins)}
            {challenge.badge && (
              <>
                {' · '}
                <span className={styles.badge}>{challenge.badge}</span> {challenge.badge_name}
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>Marca</dt>
          <dd>
            {challenge.sponsor ? (
              <span className={styles.brand}>
                <BrandLogo brand={challenge.sponsor} size={24} />
                {challenge.sponsor.name}
              </span>
            ) : (
              'Sin marca'
            )}
          </dd>
        </div>
        <div>
          <dt>Participan</dt>
          <dd>{membersText(challenge.members)}</dd>
        </div>
      </dl>
    </li>
  );
}
