import type { ReactNode } from 'react';
import { CloseIcon } from '../icons/close-icon';
import { CheckIcon } from '../icons/ui-icons';
import styles from './notice.module.css';

/**
 * A message about something that just happened (a saved deploy), announced politely to screen
 * readers; it stays until closed or the page changes.
 */
export function Notice({
  children,
  onClose,
  className,
}: {
  children: ReactNode;
  onClose?: () => void;
  className?: string;
}) {
  return (
    <div role="status" className={[styles.notice, className].filter(Boolean).join(' ')}>
      <CheckIcon size={20} />
      <p className={styles.text}>{children}</p>
      {onClose && (
        <button type="button" className={styles.close} onClick={onClose} aria-label="Cerrar aviso">
          <CloseIcon size={18} />
        </button>
      )}
    </div>
  );
}
