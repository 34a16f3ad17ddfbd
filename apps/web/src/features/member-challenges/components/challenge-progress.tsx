import type { Challenge } from '@app/contract/challenges';
import { progressPercent, progressText } from '../lib/challenge-texts';
import styles from './challenge-progress.module.css';

/** The member's bar in a challenge: how far, and done when the goal is reached. */
export function ChallengeProgress({
  challenge,
  me,
}: {
  challenge: Pick<Challenge, 'metric' | 'goal' | 'title'>;
  me: NonNullable<Challenge['me']>;
}) {
  const percent = progressPercent(challenge.goal, me.progress);
  const done = me.completedAt !== null;
  return (
    <div className={styles.progress} data-done={done || undefined}>
      <div className={styles.line}>
        <span>{done ? '¡Reto completado!' : 'Tu progreso'}</span>
        <strong>{progressText(challenge, me.progress)}</strong>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={`Progreso en «${challenge.title}»`}
        aria-valuemin={0}
        aria-valuemax={challenge.goal}
        aria-valuenow={Math.min(me.progress, challenge.goal)}
        aria-valuetext={progressText(challenge, me.progress)}
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
