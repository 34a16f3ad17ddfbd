import type { Sponsor } from '@app/contract/sponsors';
import { useState, type CSSProperties } from 'react';

/** The API's address, as the SDK's environment gives it (no SDK import: this is on lists). */
const API = (import.meta.env.VITE_API_URL || '/api').replace(/\/$/, '');

// Inline, not a CSS module: one file fewer in the preload map of every first screen.
const tile: CSSProperties = {
  flex: 'none',
  display: 'inline-grid',
  placeItems: 'center',
  padding: 2,
  border: '1px solid var(--color-line)',
  borderRadius: 8,
  background: '#fff',
  color: 'var(--color-brand-deep)',
  fontWeight: 750,
  lineHeight: 1,
  textTransform: 'uppercase',
};

/**
 * A sponsor brand's logo, whole on a light tile (logos are wide, a circle would crop them), or
 * its initial when it has none. Decorative: the brand's name is written beside it.
 */
export function SponsorMark({ sponsor, size = 32 }: { sponsor: Sponsor; size?: number }) {
  const src = sponsor.logoUpdatedAt
    ? `${API}/sponsor/${sponsor.id}/logo?v=${Date.parse(sponsor.logoUpdatedAt)}`
    : undefined;
  const [failed, setFailed] = useState<string>();
  return (
    <span style={{ ...tile, width: size, height: size, fontSize: size * 0.45 }}>
      {src && src !== failed ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          style={{ width: '100%', height: '100%', objectFit: 'contain' }}
          onError={() => setFailed(src)}
        />
      ) : (
        <span aria-hidden="true">{Array.from(sponsor.name.trim())[0] ?? '?'}</span>
      )}
    </span>
  );
}

// Lists load it lazily (activity-card.tsx), as its default.
export default SponsorMark;
