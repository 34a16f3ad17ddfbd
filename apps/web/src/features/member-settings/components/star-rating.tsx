import { StarIcon } from '../../../components/icons/ui-icons';
import { FieldError } from '../../../components/form/field-message';
import styles from './star-rating.module.css';
import { plural } from '@app/contract/spanish-plural';

/**
 * One to five stars as a radio group: arrows move between them, each says how many it is.
 */
export function StarRating({
  name,
  value,
  onChange,
  onBlur,
  error,
}: {
  name: string;
  value: number | undefined;
  onChange: (stars: number) => void;
  onBlur?: () => void;
  error?: string | undefined;
}) {
  return (
    <fieldset className={styles.group} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className={styles.legend}>Tu valoración</legend>
      <div className={styles.stars}>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className={styles.star}>
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              onBlur={onBlur}
              className="visually-hidden"
            />
            <StarIcon
              size={36}
              className={value !== undefined && stars <= value ? styles.on : styles.off}
            />
            <span className="visually-hidden">{plural(stars, 'estrella')}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${name}-error`} message={error} />
    </fieldset>
  );
}
