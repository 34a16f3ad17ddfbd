import type { Sponsor } from '@app/contract/sponsors';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { validationError, notFound } from '../../lib/http-errors.js';
import { reencodeAsPng } from '../../lib/images.js';
import { sponsors } from './sponsors.schema.js';
import { sponsorView } from './sponsors.view.js';

type Row = typeof sponsors.$inferSelect;

/** Logos are shown small, beside a challenge's or an event's title: 256 px is plenty. */
const LOGO_SIDE = 256;
const logoFile = (sponsorId: number) => `sponsors/${sponsorId}.png`;

/**
 * Sponsor brands (issue 21): staff keep them; their logos go through the same image pipeline
 * as groups' pictures (re-encoded as PNG, so what is served is never what was uploaded).
 */
export function createSponsorsService(
  db: Db,
  deps: { storage: Pick<FileStorage, 'write' | 'read'>; clock?: Clock | undefined },
) {
  const { storage, clock } = deps;

  async function get(id: number): Promise<Row> {
    const [row] = await db.select().from(sponsors).where(eq(sponsors.id, id));
    if (!row) throw notFound();
    return row;
  }

  return {
    get,

    async list(): Promise<Sponsor[]> {
      return (await db.select().from(sponsors).orderBy(asc(sponsors.name), asc(sponsors.id))).map(
        sponsorView,
      );
    },

    async create(input: { name: string; link?: string | null | undefined }): Promise<Sponsor> {
      const [row] = await db
        .insert(sponsors)
        .values({ name: input.name, link: input.link ?? null })
        .returning();
      return sponsorView(row!);
    },

    async update(
      id: number,
      input: { name?: string | undefined; link?: string | null | undefined },
    ): Promise<Sponsor> {
      const existing = await get(id);
      const changes = {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.link !== undefined && { link: input.link }),
      };
      // Nothing to change (an empty form): the brand as it is.
      if (Object.keys(changes).length === 0) return sponsorView(existing);
      const [row] = await db.update(sponsors).set(changes).where(eq(sponsors.id, id)).returning();
      return sponsorView(row!);
    },

    async setLogo(id: number, upload: Buffer): Promise<Sponsor> {
      await get(id);
      await storage.write(logoFile(id), await reencodeAsPng(upload, LOGO_SIDE));
      const [row] = await db
        .update(sponsors)
        .set({ logoUpdatedAt: clock?.() ?? new Date() })
        .where(eq(sponsors.id, id))
        .returning();
      return sponsorView(row!);
    },

    /** The logo, when the brand has one. */
    readLogo: (row: Row) =>
      row.logoUpdatedAt ? storage.read(logoFile(row.id)) : Promise.resolve(undefined),

    /** The views of these brands, by id. */
    async viewsOf(ids: number[]): Promise<Map<number, Sponsor>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db.select().from(sponsors).where(inArray(sponsors.id, unique));
      return new Map(rows.map((row) => [row.id, sponsorView(row)]));
    },

    /** A brand named by a form's `field`: 422 when there is none such. */
    async mustExist(id: number, field: string): Promise<void> {
      const [row] = await db.select({ id: sponsors.id }).from(sponsors).where(eq(sponsors.id, id));
      if (!row) throw validationError({ [field]: ['La marca no existe.'] });
    },
  };
}

export type SponsorsService = ReturnType<typeof createSponsorsService>;
