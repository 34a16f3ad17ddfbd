import { describe, expect, it } from 'vitest';
import { REPORT_SUBJECTS } from '@app/contract/reports';
import {
  createContainer,
  defineModule,
  erasersOf,
  exportFilesOf,
  reportSubjectsOf,
  type Platform,
} from './module.js';
import { modules } from './modules/index.js';

// The container's own rules, on made-up modules: the names are cast, as only real modules
// extend Services.
type Loose = Record<string, (s: Record<string, never>) => unknown>;
const platformWith = (list: Platform['modules']) => ({ modules: list }) as unknown as Platform;
const made = (services: Loose) =>
  defineModule({ name: Object.keys(services).join('+'), services: services as never });

describe('the container of services', () => {
  it('makes each service once, in whatever order modules ask for each other', () => {
    const calls: string[] = [];
    const s = createContainer(
      platformWith([
        made({ a: (s) => (calls.push('a'), { b: s.b as unknown }) }),
        made({ b: () => (calls.push('b'), { name: 'b' }) }),
      ]),
    ) as unknown as Record<string, { b?: unknown; name?: string }>;
    expect(s.a!.b).toBe(s.b);
    // a began, asked for b, which was made then: each once.
    expect(calls).toEqual(['a', 'b']);
  });

  it('fails the start on a cycle at construction, naming it, and not on a call made later', () => {
    expect(() =>
      createContainer(
        platformWith([made({ a: (s) => ({ b: s.b }) }), made({ b: (s) => ({ a: s.a }) })]),
      ),
    ).toThrow('A cycle while making services: a → b → a');
    const s = createContainer(
      platformWith([
        made({ a: (s) => ({ b: () => s.b }) }),
        made({ b: (s) => ({ a: () => s.a }) }),
      ]),
    ) as unknown as Record<string, { a?: () => unknown; b?: () => unknown }>;
    expect(s.a!.b!()).toBe(s.b);
  });

  it('refuses a service made twice, or asked for and made by nobody', () => {
    expect(() =>
      createContainer(platformWith([made({ a: () => 1 }), made({ a: () => 2 })])),
    ).toThrow('The service a is made twice');
    expect(() => createContainer(platformWith([made({ a: (s) => s.nobody })]))).toThrow(
      'No module makes the service nobody',
    );
  });
});

describe('domain events', () => {
  it("run each module's reaction in the list's order, inside the event's transaction", async () => {
    const heard: string[] = [];
    const reacting = (name: string, fail = false) =>
      defineModule({
        name,
        reactions: {
          'pair.blocked': () => async (event, tx) => {
            heard.push(`${name}:${event.blockerId}>${event.blockedId}:${String(tx)}`);
            if (fail) throw new Error(`${name} failed`);
          },
        },
      });
    const s = createContainer(platformWith([reacting('a'), reacting('b'), reacting('c')]));
    await s.events.emitIn('tx-1' as never, 'pair.blocked', { blockerId: 1, blockedId: 2 });
    expect(heard).toEqual(['a:1>2:tx-1', 'b:1>2:tx-1', 'c:1>2:tx-1']);

    // One that throws stops the rest, and its error is the event's: the transaction rolls back.
    heard.length = 0;
    const failing = createContainer(
      platformWith([reacting('a'), reacting('b', true), reacting('c')]),
    );
    await expect(
      failing.events.emitIn('tx-2' as never, 'pair.blocked', { blockerId: 3, blockedId: 4 }),
    ).rejects.toThrow('b failed');
    expect(heard).toEqual(['a:3>4:tx-2', 'b:3>4:tx-2']);
  });

  it('of a block are heard by every module that keeps something joining a pair', () => {
    const reacting = modules.filter((module) => module.reactions?.['pair.blocked']);
    expect(reacting.map((module) => module.name).sort()).toEqual([
      'conversations',
      'friends',
      'groups',
      'matches',
      'notification-centre',
      'petitions',
      'wishes',
    ]);
  });

  it('of a fact counted for points are heard by coins, then challenges (the lock order)', () => {
    const reacting = modules.filter((module) => module.reactions?.['points.counted']);
    expect(reacting.map((module) => module.name)).toEqual(['coins', 'challenges']);
  });
});

describe('the modules of the API', () => {
  it('each make different services and are named once', () => {
    const names = modules.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("give the data export their files, the account's first, each named once", () => {
    const s = { modules } as unknown as Parameters<typeof exportFilesOf>[0];
    const titles = exportFilesOf(s).map((file) => file.title);
    expect(titles.slice(0, 2)).toEqual(['perfil.json', 'sesiones.json']);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles).toHaveLength(20);
  });

  it('read every kind of thing members may report, and the start fails without one', () => {
    const s = { modules } as unknown as Parameters<typeof reportSubjectsOf>[0];
    expect(Object.keys(reportSubjectsOf(s)).sort()).toEqual([...REPORT_SUBJECTS].sort());
    const withoutWishes = modules.filter((module) => module.name !== 'wishes');
    expect(() =>
      reportSubjectsOf({ modules: withoutWishes } as unknown as Parameters<
        typeof reportSubjectsOf
      >[0]),
    ).toThrow('No module reads reported wish');
  });

  it('gather the erasers in the list order: sessions end first', () => {
    const s = { modules } as unknown as Parameters<typeof erasersOf>[0];
    expect(erasersOf(s)).toHaveLength(4);
  });
});
