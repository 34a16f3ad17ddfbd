import type { ReactNode } from 'react';
import { AlertIcon } from '../icons/ui-icons';
import styles from './field.module.css';

/** A field's error, linked to its control through `id` (aria-describedby). */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      <AlertIcon size={16} />
      {message}
    </p>
  );
}

/**
 * A field's hint below it (nothing without one), linked to its control through `id` when the
 * control points to it (aria-describedby).
 */
export function FieldHint({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

/** The ids a control points to with aria-describedby: its hint and its error, when shown. */
export function describedBy(
  id: string,
  { hint, error }: { hint?: boolean; error?: string | undefined },
): string | undefined {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
