import type { Activity } from '@app/contract/activities';
import type { CappedPaged } from '@app/contract/paging';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import type { Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { apiSuite } from '../../test/suite.js';
import { LIST_TOTAL_AHEAD } from './activities.service.js';
import { cellOf } from '@app/contract/geo-cells';
import { deckCellOf } from './deck-grid.js';

// What the list's scale changes (decision 0019) must not change: "within km" finds exactly
// the activities the great-circle distance says, wherever the point is (the grid's edges, the
// antimeridian, near a pole), and the capped total is exact until the cap and says when not.

const EARTH_KM = 6371;
const rad = (degrees: number) => (degrees * Math.PI) / 180;
function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(h));
}

/** A small deterministic generator, so a failure names a case that can be run again. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe.each(backends)('the activity list at scale, on $name', (backend) => {
  const api = apiSuite(backend, { emails: 'escala' });
  let host: Session;
  let guest: Session;
  let madrid: number;
  let social: number;

  /** Activities inserted in one statement (the API would take minutes for thousands). */
  async function insertAt(tag: string, points: Array<{ lat: number; lon: number }>) {
    const values = points.map(
      (point, index) =>
        sql`(${host.user.id}, ${social}, ${`${tag} ${index}`}, now() + interval '2 days', 60, 4, ${madrid}, ${point.lat}, ${point.lon})`,
    );
    const rows = await queryRows<{ id: number; lat: number; lon: number; cell: number }>(
      api.database.db,
      sql`insert into activities (host_id, type_option_id, description, start_at,
            duration_minutes, participants, city_id, lat, lon)
          values ${sql.join(values, sql`, `)}
          returning id, lat, lon, cell`,
    );
    return rows;
  }

  function find(query: Record<string, string | number | object>) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    return api.send(guest, 'GET', `/activity?${params}`);
  }

  /** Every id the list gives for a query, page after page. */
  async function allIds(query: Record<string, string | number | object>): Promise<number[]> {
    const ids: number[] = [];
    for (let page = 1; ; page += 1) {
      const response = await find({ ...query, page, pageSize: 100 });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<CappedPaged<Activity>>();
      ids.push(...body.data.map((activity) => activity.id));
      if (page >= body.last_page) return ids;
    }
  }

  beforeAll(async () => {
    madrid = api.ref.city('Madrid');
    social = api.ref.optionTagged('activity_types', 'activity_types-social');
    host = await api.member();
    guest = await api.member();
  });

  it('stores the cells the grids give each place (the list’s and the deck’s)', async () => {
    const next = random(52);
    const rows = await insertAt('[celda]', [
      { lat: 40.4168, lon: -3.7038 },
      { lat: -90, lon: -180 },
      { lat: 90, lon: 180 },
      { lat: 0.25, lon: -0.25 },
      { lat: 40.25, lon: -3.75 },
      { lat: -17.7, lon: 179.99 },
      // On the deck's lines, where a division's last bit decides the square.
      ...Array.from({ length: 40 }, (_, n) => ({
        lat: Number((35 + n * 0.05).toFixed(2)),
        lon: Number((-9.5 + n * 0.35).toFixed(2)),
      })),
      ...Array.from({ length: 40 }, () => ({ lat: next() * 180 - 90, lon: next() * 360 - 180 })),
    ]);
    const deckCells = await queryRows<{ id: number; deck_cell: number }>(
      api.database.db,
      sql`select id, deck_cell from activities where id in ${rows.map((row) => row.id)}`,
    );
    const deckCellById = new Map(deckCells.map((row) => [row.id, row.deck_cell]));
    for (const row of rows) {
      expect(row.cell).toBe(cellOf(row.lat, row.lon));
      expect(deckCellById.get(row.id), `${row.lat}, ${row.lon}`).toBe(deckCellOf(row.lat, row.lon));
    }
  });

  it('finds within km exactly what the great-circle distance finds', async () => {
    const next = random(19);
    const centres = [
      { name: 'madrid', lat: 40.4168, lon: -3.7038 },
      { name: 'fiyi', lat: -17.75, lon: 179.95 }, // the antimeridian
      { name: 'svalbard', lat: 89.2, lon: 15 }, // near the pole
      { name: 'borde', lat: 40.25, lon: -3.5 }, // on the grid's lines
    ];
    for (const centre of centres) {
      const tag = `[cerca ${centre.name}]`;
      const points = Array.from({ length: 120 }, () => {
        const lat = Math.max(-90, Math.min(90, centre.lat + (next() - 0.5) * 1.6));
        const lon = ((centre.lon + (next() - 0.5) * 2.4 + 540) % 360) - 180;
        return { lat, lon };
      });
      const rows = await insertAt(tag, points);
      for (const km of [0.5, 5, 20, 45, 90]) {
        const near = { lat: centre.lat, lon: centre.lon, km };
        const expected = rows
          .filter((row) => distanceKm(near, row) <= km)
          .map((row) => row.id)
          .sort((a, b) => a - b);
        const found = (await allIds({ search: tag, filter: { near } })).sort((a, b) => a - b);
        expect(found, `${centre.name} within ${km} km`).toEqual(expected);
      }
    }
  });

  it('counts exactly up to the cap past the page, then says the total is a minimum', async () => {
    const few = await insertAt(
      '[pocos]',
      Array.from({ length: 30 }, () => ({ lat: 40.4, lon: -3.7 })),
    );
    const exact = (await find({ search: '[pocos]', pageSize: 20 })).json<CappedPaged<Activity>>();
    expect(exact).toMatchObject({ total: few.length, total_capped: false, last_page: 2 });

    const many = LIST_TOTAL_AHEAD + 100;
    await insertAt(
      '[muchos]',
      Array.from({ length: many }, () => ({ lat: 40.4, lon: -3.7 })),
    );
    const first = (await find({ search: '[muchos]', pageSize: 20 })).json<CappedPaged<Activity>>();
    expect(first).toMatchObject({ total: 20 + LIST_TOTAL_AHEAD, total_capped: true });
    expect(first.last_page).toBe((20 + LIST_TOTAL_AHEAD) / 20);
    // Further on, the count reaches the end: exact again.
    const late = (await find({ search: '[muchos]', pageSize: 20, page: 10 })).json<
      CappedPaged<Activity>
    >();
    expect(late).toMatchObject({ total: many, total_capped: false });
    expect(late.data).toHaveLength(20);
  });
});
