import type { AppType } from '@app/contract/deploys';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, FieldError } from '../../../components/form/field-message';
import { APP_TYPE_OPTIONS } from '../app-types';
import styles from './app-type-field.module.css';

/** Tipo: Android, IOS or the API SDK, as radio cards. */
export function AppTypeField({
  registration,
  value,
  error,
}: {
  registration: UseFormRegisterReturn<'appType'>;
  value: AppType;
  error?: string | undefined;
}) {
  const id = 'deploy-app-type';
  return (
    <fieldset className={styles.group} aria-describedby={describedBy(id, { error })}>
      <legend className={styles.legend}>Tipo</legend>
      <div className={styles.options}>
        {APP_TYPE_OPTIONS.map((option) => (
          <label
            key={option.value}
            className={[styles.option, value === option.value && styles.checked]
              .filter(Boolean)
              .join(' ')}
          >
            <input type="radio" value={option.value} className={styles.radio} {...registration} />
            <span className={styles.text}>
              <span className={styles.name}>{option.label}</span>
              <span className={styles.detail}>{option.detail}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
