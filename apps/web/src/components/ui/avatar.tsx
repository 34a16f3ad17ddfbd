import { useState, type CSSProperties } from 'react';
import styles from './avatar.module.css';

/**
 * A person's picture, or the first letter of their name in a circle when there is none or it
 * fails to load (spec, section 3). Decorative: the name is always written beside it.
 */
export function Avatar({ name, src, size = 48 }: { name: string; src?: string; size?: number }) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const showImage = src !== undefined && src !== failedSrc;
  return (
    <span className={styles.avatar} style={{ '--avatar-size': `${size}px` } as CSSProperties}>
      {showImage ? (
        <img
          className={styles.image}
          src={src}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span aria-hidden="true">{initial(name)}</span>
      )}
    </span>
  );
}

function initial(name: string) {
  return Array.from(name.trim())[0] ?? '?';
}
