import { z } from 'zod';
import { clearable } from './fields.js';

/**
 * Sponsor brands (member-features.md, section 6; issue 21): staff keep their name, logo and
 * link; events are plans in a brand's name and challenges carry one.
 */
export const SPONSOR_LIMITS = { nameMax: 60, linkMax: 300 } as const;

export const sponsor = z
  .object({
    id: z.number().int(),
    name: z.string(),
    link: z.string().nullable().meta({ description: 'La web de la marca' }),
    logoUpdatedAt: z
      .string()
      .nullable()
      .meta({ description: 'Cuándo se subió el logo (GET /sponsor/{id}/logo); null sin logo' }),
  })
  .meta({ id: 'Sponsor' });
export type Sponsor = z.infer<typeof sponsor>;

export const sponsorList = z.object({ data: z.array(sponsor) }).meta({ id: 'SponsorList' });

const name = z
  .string()
  .trim()
  .min(2, 'El nombre es demasiado corto.')
  .max(SPONSOR_LIMITS.nameMax, `Como mucho ${SPONSOR_LIMITS.nameMax} caracteres.`);
const link = z
  .url({ protocol: /^https?$/, error: 'Debe ser una dirección web (https://…).' })
  .max(SPONSOR_LIMITS.linkMax);

/** `POST /admin/sponsors`: a brand. */
export const createSponsorRequest = z.object({ name, link: clearable(link).optional() });

/** `POST /admin/sponsors/{id}`: what changes (an empty link removes it). */
export const updateSponsorRequest = z.object({
  name: name.optional(),
  link: clearable(link).optional(),
});

/**
 * Where a brand's logo is read (`GET /sponsor/{id}/logo`, public, under the API's base),
 * versioned by its upload so a new logo is a new address; null without one.
 * @example img.src = `/api${sponsorLogoPath(sponsor)}`;
 */
export function sponsorLogoPath(brand: Pick<Sponsor, 'id' | 'logoUpdatedAt'>): string | null {
  if (!brand.logoUpdatedAt) return null;
  return `/sponsor/${brand.id}/logo?v=${Date.parse(brand.logoUpdatedAt)}`;
}
