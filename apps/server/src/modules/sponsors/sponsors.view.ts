import type { Sponsor } from '@app/contract/sponsors';
import type { sponsors } from './sponsors.schema.js';

/** A sponsor brand as plans and challenges show it: name, link and logo stamp. */
export const sponsorView = (row: typeof sponsors.$inferSelect): Sponsor => ({
  id: row.id,
  name: row.name,
  link: row.link,
  logoUpdatedAt: row.logoUpdatedAt?.toISOString() ?? null,
});
