import type { ReactNode } from 'react';
import styles from './form-section.module.css';

/** A part of a longer form under its own small title: a fieldset named by its legend. */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
