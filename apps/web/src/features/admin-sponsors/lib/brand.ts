import { createSponsorRequest, sponsorLogoPath, type Sponsor } from '@app/contract/sponsors';
import { z } from 'zod';

/** The pictures a logo may be (the server keeps it as a PNG). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const LOGO_ACCEPT = LOGO_TYPES.join(',');

/** Whether a chosen file is one of the pictures a logo may be. */
export const isLogoFile = (file: { type: string }) =>
  (LOGO_TYPES as readonly string[]).includes(file.type);

/** Where this site's API answers (the SDK's own base). */
const apiBase = () => (import.meta.env.VITE_API_URL || '/api').replace(/\/$/, '');

/**
 * Where an `<img>` finds a brand's logo (public, versioned by its upload); null without one.
 * @example logoSrc({ id: 3, logoUpdatedAt: '2026-11-20T10:00:00Z' }) // '/api/sponsor/3/logo?v=…'
 */
export function logoSrc(brand: Pick<Sponsor, 'id' | 'logoUpdatedAt'>, base = apiBase()) {
  const path = sponsorLogoPath(brand);
  return path && `${base}${path}`;
}

/** The letter shown instead of a missing logo. */
export const initialOf = (name: string) => (Array.from(name.trim())[0] ?? '?').toUpperCase();

/** A link as people read it: its host and path, without the scheme or a final slash. */
export const linkText = (link: string) => link.replace(/^https?:\/\//, '').replace(/\/$/, '');

/** The brand form's values, as its inputs hold them. */
export type BrandValues = { name: string; link: string };

/**
 * The brand form checked by the API's own rules (`POST /admin/sponsors`): a link typed without
 * its scheme gets https://, an empty one is none (null: an edit removes it).
 */
export const brandForm = z
  .object({ name: z.string(), link: z.string() })
  .transform(({ name, link }): z.input<typeof createSponsorRequest> => {
    const trimmed = link.trim();
    return {
      name,
      link: trimmed && !/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? `https://${trimmed}` : trimmed,
    };
  })
  .pipe(createSponsorRequest);

export type BrandRequest = z.output<typeof brandForm>;
