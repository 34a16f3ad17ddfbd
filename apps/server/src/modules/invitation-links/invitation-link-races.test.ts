import type { InvitationLink } from '@app/contract/invitation-links';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import type { Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { plans } from '../../test/plans.js';
import { apiSuite } from '../../test/suite.js';

/**
 * People opening one invitation link at the same moment (issue 38). Its uses are counted by a
 * guarded UPDATE inside the transaction that gives the place, so on PostgreSQL, where the
 * requests truly race, a link for M uses lets exactly M people in, a full plan refuses the rest
 * without counting them, and a revocation racing the uses leaves the count equal to the places
 * given. PGlite runs them in turn, and the same counts hold.
 */
describe.each(backends)('people racing for one invitation link, on $name', (backend) => {
  const ROUNDS = backend.name === 'postgres' ? Number(process.env.RACE_ROUNDS ?? 12) : 2;
  const PEOPLE = 8;
  const api = apiSuite(backend, { emails: 'carrera-enlace' });
  let host: Session;
  let people: Session[];

  beforeAll(async () => {
    host = await api.member('Lucía');
    people = await Promise.all(Array.from({ length: PEOPLE }, () => api.member('Gus')));
  });

  async function countsOf(link: InvitationLink) {
    const [row] = await queryRows<{ uses: number; matched: number; matches: number }>(
      api.database.db,
      sql`select l.uses, a.matched_count as matched,
            (select count(*)::int from matches m where m.activity_id = a.id) as matches
          from invitation_links l join activities a on a.id = l.activity_id
          where l.id = ${link.id}`,
    );
    return row!;
  }
  async function linkFor(participants: number, body: Record<string, unknown>) {
    const plan = await plans(api.app, api.ref).host(host, { participants });
    const made = await api.send(host, 'POST', `/activity/${plan.id}/invitation-links`, body);
    expect(made.statusCode, made.body).toBe(201);
    return made.json<InvitationLink>();
  }
  const everyoneUses = (link: InvitationLink) =>
    Promise.all(
      people.map((person) => api.send(person, 'POST', `/invitation-links/${link.token}/use`)),
    );
  const tally = (answers: { statusCode: number }[]) =>
    answers.reduce<Record<number, number>>((counts, { statusCode }) => {
      counts[statusCode] = (counts[statusCode] ?? 0) + 1;
      return counts;
    }, {});

  it('lets exactly max_uses people in, whoever comes first', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const link = await linkFor(10, { mode: 'join', max_uses: 3 });
      const answers = await everyoneUses(link);
      expect(tally(answers), answers.map((answer) => answer.body).join('\n')).toEqual({
        200: 3,
        410: PEOPLE - 3,
      });
      expect(await countsOf(link)).toEqual({ uses: 3, matched: 3, matches: 3 });
    }
  });

  it('fills a plan to its places and counts only those let in', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const link = await linkFor(2, { mode: 'join' });
      const answers = await everyoneUses(link);
      expect(tally(answers), answers.map((answer) => answer.body).join('\n')).toEqual({
        200: 2,
        409: PEOPLE - 2,
      });
      expect(await countsOf(link)).toEqual({ uses: 2, matched: 2, matches: 2 });
    }
  });

  it('counts every use let in before a racing revocation, and none after it', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const link = await linkFor(10, { mode: 'join' });
      const [revoked, ...answers] = await Promise.all([
        api.send(host, 'DELETE', `/invitation-links/${link.token}`),
        ...people.map((person) => api.send(person, 'POST', `/invitation-links/${link.token}/use`)),
      ]);
      expect(revoked!.statusCode, revoked!.body).toBe(200);
      const counts = tally(answers);
      expect(Object.keys(counts).every((status) => ['200', '410'].includes(status))).toBe(true);
      const letIn = counts[200] ?? 0;
      expect(await countsOf(link)).toEqual({ uses: letIn, matched: letIn, matches: letIn });
      const after = await api.send(people[0]!, 'POST', `/invitation-links/${link.token}/use`);
      expect(after.statusCode).toBe(410);
    }
  });
});
