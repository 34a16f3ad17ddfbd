import { useOnline } from '../../hooks/use-online';
import styles from './offline-banner.module.css';

/** Said at once, and kept in view, while the browser has no connection. */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" className={styles.slot}>
      {!online && (
        <p className={styles.banner}>
          Sin conexión. Lo que ves puede no estar al día y no podrás guardar cambios hasta que
          vuelva.
        </p>
      )}
    </div>
  );
}
