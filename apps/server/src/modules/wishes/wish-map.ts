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
import { slot } from '../../lib/prepared.js';
import { type WishesContext } from './wishes.context.js';
import { wishes } from './wishes.schema.js';
import { clusterViews } from './wishes.view.js';

/** At most this many wishes in one area answer. */
const AREA_WISHES_MAX = 300;

/** The square side of a cluster at a zoom: a quarter of a map tile's width, in degrees. */
export const clusterDegrees = (zoom: number) => 90 / 2 ** zoom;

/** The bounding box as SQL over the wishes' cells and places. */
function inBox(query: WishAreaQuery): SQL {
  return inBoxCells(query, boxRanges(query.south, query.west, query.north, query.east));
}

/**
 * `inBox` over the cell ranges `boxRanges` gave (or none): values, or the placeholders of a
 * prepared statement (decision 0055), where `crosses` says the box crosses the antimeridian.
 */
function inBoxCells(
  { south, west, north, east }: WishAreaQuery,
  ranges: ReadonlyArray<readonly [number, number]> | null,
  crosses = west > east,
): SQL {
  const lon = crosses
    ? or(gt(wishes.lon, west), lte(wishes.lon, east))!
    : between(wishes.lon, west, east);
  const box = and(between(wishes.lat, south, north), lon)!;
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

  /**
   * The map's statement for a box of `ranges` cell ranges (0: none), prepared once per shape
   * (decision 0055): every value a placeholder.
   */
  const pins = new Map<string, ReturnType<typeof pinsQuery>>();
  function pinsQuery(ranges: number, crosses: boolean) {
    const p = slot;
    const box = {
      south: p<number>('south'),
      west: p<number>('west'),
      north: p<number>('north'),
      east: p<number>('east'),
      zoom: 0,
    };
    const cells =
      ranges === 0
        ? null
        : Array.from(
            { length: ranges },
            (_, index) => [p<number>(`from${index}`), p<number>(`to${index}`)] as const,
          );
    return db
      .select({
        id: wishes.id,
        text: wishes.text,
        lat: wishes.lat,
        lon: wishes.lon,
        userId: wishes.userId,
      })
      .from(wishes)
      .where(
        and(
          active(p('now')),
          inBoxCells(box, cells, crosses),
          blocks.notBlockedWith(p('viewer'), wishes.userId),
        ),
      )
      .orderBy(desc(wishes.id))
      .limit(AREA_WISHES_MAX)
      .prepare(`wish_pins_${ranges}${crosses ? '_crossing' : ''}`);
  }
  function pinsStatement(ranges: number, crosses: boolean) {
    const key = `${ranges} ${crosses}`;
    let statement = pins.get(key);
    if (!statement) {
      statement = pinsQuery(ranges, crosses);
      pins.set(key, statement);
    }
    return statement;
  }

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
      if (query.zoom < WISH_LIMITS.wishesFromZoom) {
        return { places: [], clusters: await clusters(visibleIn(actor, query), query.zoom) };
      }
      // Newest first by id (given in the order wishes are made), as clients order pins.
      const ranges = boxRanges(query.south, query.west, query.north, query.east);
      // Rows as pg reads them (300 a call): drizzle's mapping of each field was a tenth of the
      // route's time, for columns pg already gives as numbers and text.
      const rows = await rawRows(pinsStatement(ranges?.length ?? 0, query.west > query.east)).all({
        ...query,
        viewer: actor.userId,
        now: now(),
        ...Object.fromEntries(
          (ranges ?? []).flatMap(([from, to], index) => [
            [`from${index}`, from],
            [`to${index}`, to],
          ]),
        ),
      });
      return { places: placesOf(rows, actor.userId), clusters: [] };
    },
  };
}

/**
 * Wishes, newest first, grouped by their place: places in the order of their newest. The
 * viewer's own say so (`mine`), the others carry nothing more.
 */
/**
 * A prepared statement's rows as the driver reads them, keyed by column name: drizzle's
 * `all`, which its select types leave out (both drivers have it; the wishes' tests run both).
 */
const rawRows = (statement: unknown) =>
  statement as { all(values: Record<string, unknown>): Promise<PinRow[]> };

type PinRow = { id: number; text: string; lat: number; lon: number; user_id: number };

function placesOf(rows: PinRow[], viewerId: number) {
  // By latitude, then longitude: numbers as keys, not strings made of them (a twentieth of
  // the route's time went to those strings).
  const places = new Map<number, Map<number, WishPlace>>();
  const ordered: WishPlace[] = [];
  for (const row of rows) {
    let atLat = places.get(row.lat);
    if (!atLat) places.set(row.lat, (atLat = new Map()));
    let place = atLat.get(row.lon);
    if (!place) {
      atLat.set(row.lon, (place = { lat: row.lat, lon: row.lon, wishes: [] }));
      ordered.push(place);
    }
    const text = pinText(row.text);
    place.wishes.push(
      row.user_id === viewerId ? { id: row.id, text, mine: true } : { id: row.id, text },
    );
  }
  return ordered;
}
