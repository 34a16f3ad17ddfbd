import { GROUP_MESSAGES, type Group } from '@app/contract/groups';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { backends } from '../../test/backends.js';
import { apiSuite } from '../../test/suite.js';

/**
 * An admin acting at the moment the owner takes their role back: the route's policy let the
 * admin through, and the service reads the role again under the group's lock. Whichever goes
 * first, what happened matches the role held when it happened: the removal stands only if the
 * admin was still one; otherwise it is 403 (the policy saw the new role) or 409 (the role
 * changed between the policy and the lock). PostgreSQL races them; PGlite runs them in turn.
 */
describe.each(backends)('an admin acting as the owner demotes them, on $name', (backend) => {
  const ROUNDS = backend.name === 'postgres' ? Number(process.env.RACE_ROUNDS ?? 12) : 3;
  const api = apiSuite(backend, { emails: 'papel' });

  /** Whether `userId` is still in the group, and with which role. */
  async function roleOf(groupId: number, userId: number) {
    const [row] = await queryRows<{ role: string }>(
      api.database.db,
      sql`select role from group_members where group_id = ${groupId} and user_id = ${userId}`,
    );
    return row?.role ?? null;
  }

  it('removes a member only while the admin is one, and says 409 when the role changed under it', async () => {
    const [owner, admin] = await Promise.all([api.member('Olga'), api.member('Adri')]);
    const created = await api.send(owner, 'POST', '/group', {
      name: 'Pádel de los martes',
      description: 'Quién manda aquí',
      visibility: 'public',
    });
    expect(created.statusCode, created.body).toBe(200);
    const group = created.json<Group>();
    expect((await api.send(admin, 'POST', `/group/${group.id}/join`)).statusCode).toBe(200);
    const outcomes = new Map<number, number>();
    for (let round = 0; round < ROUNDS; round += 1) {
      const guest = await api.member('Gus');
      expect((await api.send(guest, 'POST', `/group/${group.id}/join`)).statusCode).toBe(200);
      const named = await api.send(
        owner,
        'POST',
        `/group/${group.id}/member/${admin.user.id}/role`,
        {
          role: 'admin',
        },
      );
      expect(named.statusCode, named.body).toBe(200);
      const [demoted, removed] = await Promise.all([
        api.send(owner, 'POST', `/group/${group.id}/member/${admin.user.id}/role`, {
          role: 'member',
        }),
        api.send(admin, 'DELETE', `/group/${group.id}/member/${guest.user.id}`),
      ]);
      expect(demoted.statusCode, demoted.body).toBe(200);
      expect([200, 403, 409], removed.body).toContain(removed.statusCode);
      if (removed.statusCode === 409) {
        expect(removed.json<{ message: string }>().message).toBe(GROUP_MESSAGES.roleChanged);
      }
      // The guest is gone exactly when the removal stood; the admin is a member either way.
      expect(await roleOf(group.id, guest.user.id), `round ${round}`).toBe(
        removed.statusCode === 200 ? null : 'member',
      );
      expect(await roleOf(group.id, admin.user.id)).toBe('member');
      outcomes.set(removed.statusCode, (outcomes.get(removed.statusCode) ?? 0) + 1);
    }
    expect([...outcomes.values()].reduce((a, b) => a + b, 0)).toBe(ROUNDS);
  });
});
