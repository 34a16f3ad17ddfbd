import type { Intensity } from '@app/contract/calories';
import { Link } from 'react-router';
import { memberPaths } from '../../../lib/paths';
import { useCalorieEstimate } from '../api/sports';
import styles from './calorie-estimate.module.css';
import { formatNumber } from '@app/contract/spanish-numbers';

const INTENSITY_TEXT: Record<Intensity, string> = {
  light: 'suave',
  moderate: 'moderada',
  vigorous: 'intensa',
};

/**
 * "≈ 630 kcal · estimación" on a sport plan's page (decision 0027): MET × kg × hours, with the
 * member's weight or 70 kg, said as an estimate with what it assumed and its source.
 */
export function CalorieEstimate({ activityId, sport }: { activityId: number; sport: boolean }) {
  const estimate = useCalorieEstimate(activityId, sport).data;
  if (!estimate) return null;
  const hours = formatNumber(estimate.minutes / 60, { decimals: 2 });
  return (
    <section className={styles.box} aria-label="Calorías (estimación)">
      <p className={styles.figure}>
        ≈ {formatNumber(estimate.kcal)} kcal <span className={styles.tag}>estimación</span>
      </p>
      <p className={styles.detail}>
        Intensidad {INTENSITY_TEXT[estimate.intensity]} (
        {formatNumber(estimate.met, { decimals: 1 })} MET) × {formatNumber(estimate.weight_kg)} kg ×{' '}
        {hours} h.{' '}
        {estimate.weight_given ? (
          'Con el peso de tu perfil.'
        ) : (
          <>
            Con 70 kg: <Link to={`${memberPaths.profileEdit}#datos`}>añade tu peso</Link> para
            afinarla.
          </>
        )}
      </p>
      <p className={styles.source}>Fuente: {estimate.source}.</p>
    </section>
  );
}
