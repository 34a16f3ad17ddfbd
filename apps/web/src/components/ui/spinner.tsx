import styles from './spinner.module.css';

/** A small turning ring in the current text colour; decorative, the button says what runs. */
export function Spinner({ size = 18 }: { size?: number }) {
  return (
    <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />
  );
}
