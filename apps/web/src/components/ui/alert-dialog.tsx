import type { Alert } from '@app/sdk/http/alerts';
import {
  useEffect,
  useId,
  useRef,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import { currentAlert, dismissAlert, subscribeToAlerts } from '../../lib/alerts';
import { AlertIcon } from '../icons/ui-icons';
import { buttonClassName } from './button';
import styles from './alert-dialog.module.css';
import { TextWithHelpLink } from './help-link';

/** Shows the queued alerts (spec, section 8), one at a time, each until 'Aceptar'. */
export function AlertHost() {
  const alert = useSyncExternalStore(subscribeToAlerts, currentAlert, () => undefined);
  if (!alert) return null;
  return <AlertDialog key={`${alert.title}\n${alert.text}`} alert={alert} onClose={dismissAlert} />;
}

/**
 * The modal shell both dialogs share: the browser's `<dialog>`, opened on mount, keeps focus
 * inside and closes on Escape; an icon, a title and a text, then the dialog's own buttons.
 * `onClose` hears every way it closes (a button, Escape).
 */
function ModalDialog({
  dialog,
  title,
  text,
  onClose,
  children,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  title: string;
  text: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, [dialog]);
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
        {title}
      </h2>
      <p id={textId} className={styles.text}>
        <TextWithHelpLink text={text} />
      </p>
      {children}
    </dialog>
  );
}

/** A modal alert; its button takes the focus first, so Enter or Space answers it. */
function AlertDialog({ alert, onClose }: { alert: Alert; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <ModalDialog dialog={dialog} title={alert.title} text={alert.text} onClose={onClose}>
      <button
        type="button"
        className={buttonClassName('primary', { className: styles.button })}
        autoFocus
        onClick={() => dialog.current?.close()}
      >
        {alert.button}
      </button>
    </ModalDialog>
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
  children,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** A choice the question asks for besides yes or no (which plans of a series). */
  children?: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const confirmed = useRef(false);
  return (
    <ModalDialog
      dialog={dialog}
      title={title}
      text={text}
      onClose={() => (confirmed.current ? onConfirm() : onCancel())}
    >
      {children}
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
    </ModalDialog>
  );
}
