import { boxRanges } from '@app/contract/geo-cells';
import { WISH_LIMITS, type WishArea, type WishAreaQuery } from '@app/contract/wishes';
import { and, asc, between, desc, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../auth/actor.js';
import { type WishesContext } from './wishes.context.js';
import { wishes } from './wishes.schema.js';
import { clusterViews } from './wishes.view.js';

/** At most this many wishes in one area answer. */
const AREA_WISHES_MAX = 300;

/** The square side of a cluster at a zoom: a quarter of a map tile's width, in degrees. */
export const clusterDegrees = (zoom: number) => 90 / 2 ** zoom;

/** The bounding box as SQL over the wishes' cells and places. */
function inBox({ south, west, north, east }: WishAreaQuery): SQL {
  const lon =
    west <= east
      ? between(wishes.lon, west, east)
      : or(gt(wishes.lon, west), lte(wishes.lon, east))!;
  const box = and(between(wishes.lat, south, north), lon)!;
  const ranges = boxRanges(south, west, north, east);
  if (!ranges) return box;
  const cells = ranges.map(([from, to]) =>
    from === to ? eq(wishes.cell, from) : between(wishes.cell, from, to),
  );
  return and(cells.length === 1 ? cells[0]! : or(...cells)!, box)!;
}

/** The map: an area's active wishes, or clusters of them when zoomed out. */
export function wishMap(ctx: WishesContext) {
  const { db, blocks, now, active, views } = ctx;
  return {
    /** The active wishes of a box from zoom 11 up; below, clusters of them. */
    async area(actor: Actor, query: WishAreaQuery): Promise<WishArea> {
      const at = now();
      const where = and(
        active(at),
        inBox(query),
        blocks.notBlockedWith(actor.userId, wishes.userId),
      );
      if (query.zoom >= WISH_LIMITS.wishesFromZoom) {
        const rows = await db
          .select()
          .from(wishes)
          .where(where)
          .orderBy(desc(wishes.createdAt), asc(wishes.id))
          .limit(AREA_WISHES_MAX);
        return { wishes: await views(rows, actor.userId), clusters: [] };
      }
      const size = clusterDegrees(query.zoom);
      const rows = await db
        .select({
          lat: sql<number>`avg(${wishes.lat})::float8`,
          lon: sql<number>`avg(${wishes.lon})::float8`,
          count: sql<number>`count(*)::int`,
        })
        .from(wishes)
        .where(where)
        .groupBy(
          sql`floor(${wishes.lat} / ${size}::float8)`,
          sql`floor(${wishes.lon} / ${size}::float8)`,
        );
      return { wishes: [], clusters: clusterViews(rows) };
    },
  };
}
