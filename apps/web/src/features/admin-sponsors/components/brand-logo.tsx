import type { Sponsor } from '@app/contract/sponsors';
import { initialOf, logoSrc } from '../lib/brand';
import styles from './brand-logo.module.css';

/** A brand's logo, or its initial while it has none. The name beside it says whose it is. */
export function BrandLogo({ brand, size = 48 }: { brand: Sponsor; size?: number }) {
  const src = logoSrc(brand);
  return (
    <span className={styles.logo} style={{ width: size, height: size }}>
      {src ? (
        <img src={src} alt={`Logo de ${brand.name}`} width={size} height={size} />
      ) : (
        <span className={styles.initial} aria-hidden="true" style={{ fontSize: size * 0.45 }}>
          {initialOf(brand.name)}
        </span>
      )}
    </span>
  );
}
