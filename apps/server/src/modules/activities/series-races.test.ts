import type { Activity } from '@app/contract/activities';
import { addDays } from '@app/contract/series';
import { wallClockInZone } from '@app/contract/time-zones';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { queryRows } from '../../db/database.js';
import { loadSecrets } from '../../lib/secrets.js';
import { createServices, type Services } from '../../services.js';
import { postForm, type Session } from '../../test/accounts.js';
import { backends, tempDir } from '../../test/backends.js';
import { apiSuite } from '../../test/suite.js';

/**
 * A host changing or removing «este y los siguientes» at the moment a node's sweep makes the
 * series' next plan (issue 38, decision 0051). Both hold the series' row first, so whichever
 * goes second sees what the first did: a plan made before the edit is changed with the rest,
 * one made after it follows the new template; a removal leaves no plan after the series' end.
 * Without that turn, a plan made from the template read before the edit keeps the old text.
 * PostgreSQL races them; PGlite runs them in turn.
 */
const DAY_MS = 86_400_000;
/** A month from today at 19:00 in Madrid: the series' first plan. */
const FIRST = wallClockInZone(
  `${addDays(`${new Date().toISOString().slice(0, 10)}T19:00`, 30)}`,
  'Europe/Madrid',
);

describe.each(backends)('series edited as the sweep makes plans, on $name', (backend) => {
  const ROUNDS =
    backend.name === 'postgres' ? Math.max(20, Number(process.env.RACE_ROUNDS ?? 20)) : 2;
  const api = apiSuite(backend, { emails: 'carrera-serie' });
  const data = tempDir();
  let node: Services;
  let host: Session;
  beforeAll(async () => {
    host = await api.member('Lucía');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: data.dir });
    // Four days before the first plans: the sweep makes each series' second one.
    const at = new Date(Date.parse(FIRST) - 4 * DAY_MS);
    node = createServices(api.database, config, loadSecrets(config), null, { warn() {} }, () => at);
  });
  afterAll(() => {
    node?.notifier.close();
    data.remove();
  });

  const series = async (round: number) => {
    const made = await api.send(host, 'POST', '/activity', {
      type: api.ref.optionTagged('activity_types', 'activity_types-social'),
      city: api.ref.city('Madrid'),
      location: { lat: 40.42, lon: -3.7 },
      description: `Serie ${round}`,
      start_at: FIRST,
      duration: '01:00',
      participants: 4,
      repeat_weeks: 1,
      repeat_until: addDays(FIRST.slice(0, 16), 60).slice(0, 10),
    });
    expect(made.statusCode, made.body).toBe(200);
    return made.json<Activity>();
  };
  const plansOf = (seriesId: number) =>
    queryRows<{ series_index: number; description: string }>(
      api.database.db,
      sql`select series_index, description from activities
          where series_id = ${seriesId} order by series_index`,
    );

  it('changes every plan that follows, made before or after the edit', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const first = await series(round);
      const [, edited] = await Promise.all([
        node.seriesSweep.sweep(),
        postForm(
          api.app,
          `/api/activity/${first.id}?scope=following`,
          { description: `Cambiada ${round}` },
          host.token,
        ),
      ]);
      expect(edited.statusCode, edited.body).toBe(200);
      const rows = await plansOf(first.series!.id);
      expect(rows.map((row) => row.series_index)).toEqual([0, 1]);
      expect(rows.map((row) => row.description)).toEqual([
        `Cambiada ${round}`,
        `Cambiada ${round}`,
      ]);
    }
  });

  it('leaves no plan after a series ended by removing this one and the following', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const first = await series(round);
      const [, removed] = await Promise.all([
        node.seriesSweep.sweep(),
        api.send(host, 'DELETE', `/activity/${first.id}?scope=following`),
      ]);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await plansOf(first.series!.id)).toEqual([]);
    }
  });
});
