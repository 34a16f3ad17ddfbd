import { Spinner } from '../ui/spinner';
import styles from './admin-loading.module.css';

/** What the staff area shows while it finds out who is signed in and loads its data. */
export function AdminLoading({ label = 'Cargando el panel…' }: { label?: string }) {
  return (
    <div className={styles.loading} role="status">
      <Spinner size={28} />
      <span>{label}</span>
    </div>
  );
}
