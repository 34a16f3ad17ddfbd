import type { SeriesScope } from '@app/contract/series';
import fieldStyles from '../../../components/form/field.module.css';
import styles from './series-scope-choice.module.css';

const CHOICES: ReadonlyArray<{ value: SeriesScope; label: string }> = [
  { value: 'one', label: 'Solo este plan' },
  { value: 'following', label: 'Este y los siguientes' },
];

/**
 * Which plans of a series a change or a removal reaches (issue 38): this one alone, or it and
 * the later ones (those already under way or over are kept).
 */
export function SeriesScopeChoice({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: SeriesScope;
  onChange: (scope: SeriesScope) => void;
}) {
  return (
    <fieldset className={styles.choice}>
      <legend className={fieldStyles.label}>{legend}</legend>
      {CHOICES.map((choice) => (
        <label key={choice.value} className={styles.option}>
          <input
            type="radio"
            name="series-scope"
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
