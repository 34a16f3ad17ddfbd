import { useId } from 'react';
import styles from './upload-progress.module.css';

/** How much of the upload has gone, 0 to 100 (spec, section 4). */
export function UploadProgress({ value }: { value: number }) {
  const labelId = useId();
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div className={styles.progress}>
      <div className={styles.row}>
        <span id={labelId}>Progreso de la subida</span>
        <span className={styles.value} aria-hidden="true">
          {percent} %
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent} %`}
        className={styles.track}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
