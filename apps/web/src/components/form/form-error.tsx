import { AlertIcon } from '../icons/ui-icons';
import styles from './form-error.module.css';

/** What went wrong with the whole form (a refused code, too many tries), read out at once. */
export function FormError({ message }: { message?: string | undefined }) {
  return (
    <div role="alert" className={styles.slot}>
      {message && (
        <p className={styles.error}>
          <AlertIcon size={18} />
          {message}
        </p>
      )}
    </div>
  );
}
