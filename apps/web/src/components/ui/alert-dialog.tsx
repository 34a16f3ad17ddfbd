import type { Alert } from '@app/sdk/http/alerts';
import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { currentAlert, dismissAlert, subscribeToAlerts } from '../../lib/alerts';
import { AlertIcon } from '../icons/ui-icons';
import { buttonClassName } from './button';
import styles from './alert-dialog.module.css';

/** Shows the queued alerts (spec, section 8), one at a time, each until 'Aceptar'. */
export function AlertHost() {
  const alert = useSyncExternalStore(subscribeToAlerts, currentAlert, () => undefined);
  if (!alert) return null;
  return <AlertDialog key={`${alert.title}\n${alert.text}`} alert={alert} onClose={dismissAlert} />;
}

/**
 * A modal alert: the browser's `<dialog>` keeps focus inside and closes on Escape; the button
 * takes the focus first, so Enter or Space answers it.
 */
function AlertDialog({ alert, onClose }: { alert: Alert; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className={styles.dialog}
      onClose={onClose}
    >
      <span className={styles.icon}>
        <AlertIcon size={28} />
      </span>
      <h2 id={titleId} className={styles.title}>
        {alert.title}
      </h2>
      <p id={textId} className={styles.text}>
        {alert.text}
      </p>
      <button
        type="button"
        className={buttonClassName('primary', { className: styles.button })}
        autoFocus
        onClick={() => dialog.current?.close()}
      >
        {alert.button}
      </button>
    </dialog>
  );
}

/**
 * A question before something hard to undo, in the alerts' modal dialog: Cancel has the focus
 * first (as Escape, it answers no), the confirm button goes ahead.
 * @example
 * <ConfirmDialog title="¿Subir una versión anterior?" text={why} confirmLabel="Subir igualmente"
 *   onConfirm={upload} onCancel={close} />
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel = 'Cancelar',
  onConfirm,
  onCancel,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const confirmed = useRef(false);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className={styles.dialog}
      onClose={() => (confirmed.current ? onConfirm() : onCancel())}
    >
      <span className={styles.icon}>
        <AlertIcon size={28} />
      </span>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p id={textId} className={styles.text}>
        {text}
      </p>
      <div className={styles.buttons}>
        <button
          type="button"
          className={buttonClassName('secondary')}
          autoFocus
          onClick={() => dialog.current?.close()}
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          className={buttonClassName('primary')}
          onClick={() => {
            confirmed.current = true;
            dialog.current?.close();
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
