import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { b64, codeFromOutbox, sha256, verifyContact } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { apiSuite } from '../../test/suite.js';

/** The account limits an attacker meets: per account, per address, per key, per CPU. */
describe.each(backends)('account limits, on $name', (backend) => {
  const api = apiSuite(backend, { env: { HASH_CONCURRENCY: '1', HASH_QUEUE: '2' } });

  const signIn = (contact: string, password: string, address: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/auth/singin',
      remoteAddress: address,
      payload: { email_or_phone: contact, password: sha256(password) },
    });

  it('allows exactly 5 failures a minute per account, across addresses and phone formats', async () => {
    const { option, city } = api.ref;
    const phoneId = await verifyContact(api.app, 'phone', '+34 611 22 33 44');
    const created = await api.send(null, 'POST', '/auth/singup', {
      firstname: 'Marta',
      birthdate: '1990-05-05',
      gender: option('gender'),
      city: city('Madrid'),
      password: sha256('la-buena'),
      phoneId,
      device_name: 'android',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json<{ user: { phone: string } }>().user.phone).toBe('+34611223344');

    const formats = [
      '+34 611 22 33 44',
      '+34611223344',
      '611223344',
      '0034611223344',
      '611-22-33-44',
    ];
    for (const [index, format] of formats.entries()) {
      const response = await signIn(format, 'mala', `10.0.0.${index + 1}`);
      expect(response.statusCode).toBe(422);
    }
    // The sixth try, from yet another address and with the right password, waits.
    const sixth = await signIn('(+34) 611 223 344', 'la-buena', '10.0.0.99');
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits failures per address across accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await signIn(`nadie${i}@example.com`, 'x', '10.1.1.1')).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 422)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another address is not held up by that one.
    expect((await signIn('nadie@example.com', 'x', '10.1.1.2')).statusCode).toBe(422);
  });

  it('keeps a key that ran out of tries dead: resending gives a new key', async () => {
    const contact = 'dead-key@example.com';
    const requested = await api.send(null, 'POST', '/auth/notificable/email', { email: contact });
    const { key } = requested.json<{ key: string }>();
    const code = await codeFromOutbox(api.app, contact);
    const wrong = code === '000000' ? '111111' : '000000';
    const validate = (withKey: string, withCode: string) =>
      api.send(null, 'POST', '/auth/notificable/email/validate', {
        key: withKey,
        code: b64(withCode),
      });
    for (let i = 0; i < 5; i++) expect((await validate(key, wrong)).statusCode).toBe(422);
    // Out of tries: even the right code fails now.
    expect((await validate(key, code)).statusCode).toBe(422);

    await queryRows(
      api.database.db,
      sql`update verifications set last_sent_at = now() - interval '2 minutes' where contact = ${contact}`,
    );
    const resent = await api.send(null, 'POST', '/auth/notificable/email/send', { key });
    expect(resent.statusCode).toBe(200);
    const fresh = resent.json<{ key: string }>().key;
    expect(fresh).not.toBe(key);
    const newCode = await codeFromOutbox(api.app, contact);
    // The old key stays dead, whatever code it is given.
    expect((await validate(key, newCode)).statusCode).toBe(422);
    expect((await validate(fresh, newCode)).statusCode).toBe(200);
  });

  it('bounds password hashing: a burst waits or gets 503, other requests go on', async () => {
    // One hash at a time and two waiting (settings above): ten at once cannot all be taken.
    const burst = Array.from({ length: 10 }, (_, i) =>
      signIn(`burst${i}@example.com`, 'x', `10.2.0.${i}`),
    );
    const health = await api.app.inject('/api/health');
    expect(health.statusCode).toBe(200);
    const answers = await Promise.all(burst);
    const busy = answers.filter((answer) => answer.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.json()).toEqual({
        message: 'El servidor está ocupado. Inténtalo de nuevo en unos segundos.',
      });
    }
    expect(answers.filter((answer) => answer.statusCode === 422).length).toBeGreaterThanOrEqual(3);
  });
});
