import styles from './step-progress.module.css';

/** "Paso 2 de 3" with a bar, for flows of several screens. */
export function StepProgress({ step, of }: { step: number; of: number }) {
  return (
    <div className={styles.progress}>
      <p className={styles.label}>
        Paso {step} de {of}
      </p>
      <div className={styles.track} aria-hidden="true">
        <div className={styles.bar} style={{ width: `${(step / of) * 100}%` }} />
      </div>
    </div>
  );
}
