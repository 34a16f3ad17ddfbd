import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { currentToasts, dismissToast, subscribeToToasts } from '../../lib/toasts';
import styles from './toaster.module.css';

const none: readonly never[] = [];

/** The toasts, above the tab bar, read out politely by screen readers. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, () => none);
  return (
    <div className={styles.stack} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={styles.toast}>
          <p className={styles.text}>{toast.text}</p>
          {toast.link && (
            <Link to={toast.link.to} className={styles.link} onClick={() => dismissToast(toast.id)}>
              {toast.link.label}
            </Link>
          )}
          <button
            type="button"
            className={styles.close}
            aria-label="Cerrar aviso"
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
