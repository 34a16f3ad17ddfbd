import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../icons/close-icon';
import styles from './modal-sheet.module.css';

/**
 * A modal window for a task (cropping a picture, looking at a photo): the browser's own
 * `<dialog>` (focus kept inside, Escape closes), a title and a close button. A sheet from
 * the bottom on phones, a centred card on wide screens; `wide` gives photos more room.
 */
export function ModalSheet({
  title,
  onClose,
  children,
  wide = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className={[styles.sheet, wide && styles.wide].filter(Boolean).join(' ')}
      onClose={onClose}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button
          type="button"
          className={styles.close}
          onClick={() => dialog.current?.close()}
          aria-label="Cerrar"
        >
          <CloseIcon size={20} />
        </button>
      </div>
      {children}
    </dialog>
  );
}
