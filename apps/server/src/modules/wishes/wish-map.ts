import { boxRanges } from '@app/contract/geo-cells';
import {
  pinText,
  WISH_LIMITS,
  type WishArea,
  type WishAreaQuery,
  type WishMap,
  type WishPlace,
} from '@app/contract/wishes';
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

/**
 * The map: an area's active wishes (whole, or as the map draws them: places and first words),
 * or clusters of them when zoomed out.
 */
export function wishMap(ctx: WishesContext) {
  const { db, blocks, now, active, views } = ctx;
  /** The wishes a member may see in the box, now. */
  const visibleIn = (actor: Actor, query: WishAreaQuery) =>
    and(active(now()), inBox(query), blocks.notBlockedWith(actor.userId, wishes.userId))!;

  /** The counts of a wide view: squares of `clusterDegrees(zoom)`, at their mean place. */
  async function clusters(where: SQL, zoom: number) {
    const size = clusterDegrees(zoom);
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
    return clusterViews(rows);
  }

  return {
    /** The active wishes of a box from zoom 11 up, whole; below, clusters of them. */
    async area(actor: Actor, query: WishAreaQuery): Promise<WishArea> {
      const where = visibleIn(actor, query);
      if (query.zoom < WISH_LIMITS.wishesFromZoom) {
        return { wishes: [], clusters: await clusters(where, query.zoom) };
      }
      const rows = await db
        .select()
        .from(wishes)
        .where(where)
        .orderBy(desc(wishes.createdAt), asc(wishes.id))
        .limit(AREA_WISHES_MAX);
      return { wishes: await views(rows, actor.userId), clusters: [] };
    },

    /**
     * What the map draws of a box (decision 0054): from zoom 11 up, the same wishes as `area`
     * grouped by their place, each its id and first words, in one statement that reads no
     * owner, option or answer; below, the same clusters.
     */
    async map(actor: Actor, query: WishAreaQuery): Promise<WishMap> {
      const where = visibleIn(actor, query);
      if (query.zoom < WISH_LIMITS.wishesFromZoom) {
        return { places: [], clusters: await clusters(where, query.zoom) };
      }
      // Newest first by id (given in the order wishes are made), as clients order pins.
      const rows = await db
        .select({
          id: wishes.id,
          text: wishes.text,
          lat: wishes.lat,
          lon: wishes.lon,
          userId: wishes.userId,
        })
        .from(wishes)
        .where(where)
        .orderBy(desc(wishes.id))
        .limit(AREA_WISHES_MAX);
      return { places: placesOf(rows, actor.userId), clusters: [] };
    },
  };
}

/**
 * Wishes, newest first, grouped by their place: places in the order of their newest. The
 * viewer's own say so (`mine`), the others carry nothing more.
 */
function placesOf(
  rows: Array<{ id: number; text: string; lat: number; lon: number; userId: number }>,
  viewerId: number,
) {
  const places = new Map<string, WishPlace>();
  for (const row of rows) {
    const key = `${row.lat},${row.lon}`;
    let place = places.get(key);
    if (!place) places.set(key, (place = { lat: row.lat, lon: row.lon, wishes: [] }));
    const text = pinText(row.text);
    place.wishes.push(
      row.userId === viewerId ? { id: row.id, text, mine: true } : { id: row.id, text },
    );
  }
  return [...places.values()];
}
