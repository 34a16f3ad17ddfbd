import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOCAL_DEVICE_KEYS } from '../../config.js';
import { queryRows } from '../../db/database.js';
import {
  b64,
  codeFromOutbox,
  postForm,
  sha256,
  signUp,
  verifyContact,
  type Session,
} from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { apiSuite } from '../../test/suite.js';

describe.each(backends)('accounts on $name', (backend) => {
  const api = apiSuite(backend, { emails: 'cuenta' });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('walks the whole life of an account as the mobile app does', async () => {
    // Sign up through a verified e-mail.
    const session = await signUp(api.app, 'Lucia@Example.com', { password: 'primera' });
    expect(session.token).toMatch(/^\d+\|[A-Za-z0-9_-]{43}$/);
    expect(session.wstoken).toMatch(/^[0-9a-f]{64}$/);
    expect(session.user).toMatchObject({
      firstname: 'Lucía',
      email: 'lucia@example.com',
      roles: [],
      matchesCount: 0,
      messagesCount: 0,
      city: { name: 'Madrid', timezone: 'Europe/Madrid' },
    });

    // Come back with the saved token.
    const comeback = await api.send(session, 'POST', '/auth/comeback');
    expect(comeback.statusCode).toBe(200);
    expect(comeback.json()).toMatchObject({
      wstoken: session.wstoken,
      user: { id: session.user.id },
    });

    // Sign in on a second device.
    const signIn = await postForm(api.app, '/api/auth/singin', {
      email_or_phone: 'lucia@example.com',
      password: sha256('primera'),
      device_name: 'ios',
    });
    expect(signIn.statusCode).toBe(200);
    const second = signIn.json<Session>();
    expect(second.token).not.toBe(session.token);

    // Forgotten password: verify the e-mail again, change it; every session ends.
    const emailId = await verifyContact(api.app, 'email', 'lucia@example.com');
    const changed = await postForm(api.app, '/api/auth/change_password/email', {
      emailId,
      password: sha256('segunda'),
    });
    expect(changed.statusCode).toBe(200);
    for (const token of [session.token, second.token]) {
      const refused = await api.app.inject({
        method: 'POST',
        url: '/api/auth/comeback',
        headers: bearer(token),
      });
      expect(refused.statusCode).toBe(401);
    }
    const old = await postForm(api.app, '/api/auth/singin', {
      email_or_phone: 'lucia@example.com',
      password: sha256('primera'),
    });
    expect(old.statusCode).toBe(422);
    const fresh = await postForm(api.app, '/api/auth/singin', {
      email_or_phone: 'lucia@example.com',
      password: sha256('segunda'),
    });
    expect(fresh.statusCode).toBe(200);
    const third = fresh.json<Session>();
    // The realtime token changed with the password.
    expect(third.wstoken).not.toBe(session.wstoken);

    // Log out: that token stops working.
    const logout = await api.send(third, 'POST', '/auth/logout');
    expect(logout.statusCode).toBe(200);
    const after = await api.send(third, 'POST', '/auth/comeback');
    expect(after.statusCode).toBe(401);
  });

  it('signs up and in with a phone', async () => {
    const { option, city } = api.ref;
    const phoneId = await verifyContact(api.app, 'phone', '+34 600 11 22 33');
    const response = await postForm(api.app, '/api/auth/singup', {
      firstname: 'Marcos',
      birthdate: '1990-01-01',
      gender: String(option('gender', 1)),
      city: String(city('Sevilla')),
      password: sha256('clave'),
      phoneId,
      device_name: 'android',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Session>().user.phone).toBe('+34600112233');
    const signIn = await postForm(api.app, '/api/auth/singin', {
      email_or_phone: '+34600112233',
      password: sha256('clave'),
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("answers 'need phone or email' when the contact is missing", async () => {
    for (const kind of ['email', 'phone']) {
      const response = await postForm(api.app, `/api/auth/notificable/${kind}`, {});
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'need phone or email',
        errors: { [kind]: ['need phone or email'] },
      });
    }
  });

  it('answers key and expiry in base64, the expiry 10 minutes ahead', async () => {
    const response = await postForm(api.app, '/api/auth/notificable/email', {
      email: 'ana@example.com',
    });
    const { key, expired } = response.json<{ key: string; expired: string }>();
    expect(Buffer.from(key, 'base64').length).toBe(32);
    const expiry = Date.parse(Buffer.from(expired, 'base64').toString());
    expect(expiry - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(expiry - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    const outbox = (await api.app.inject('/api/_dev/outbox?to=ana@example.com')).json<
      Array<{ subject: string; text: string }>
    >();
    expect(outbox[0]!.subject).toBe('Tu código de verificación de Antojo');
    expect(outbox[0]!.text).toMatch(/Tu código de verificación de Antojo es \d{6}\./);
  });

  it('refuses wrong, reused and expired codes, and kills a request after 5 wrong tries', async () => {
    const request = async (email: string) => {
      const response = await postForm(api.app, '/api/auth/notificable/email', { email });
      return response.json<{ key: string }>().key;
    };
    const validate = (key: string, code: string) =>
      postForm(api.app, '/api/auth/notificable/email/validate', { key, code: b64(code) });

    // Wrong then right; the right one works once.
    const key = await request('codes@example.com');
    const code = await codeFromOutbox(api.app, 'codes@example.com');
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await validate(key, wrong)).statusCode).toBe(422);
    expect((await validate(key, code)).statusCode).toBe(200);
    const reused = await validate(key, code);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      message: 'El código no es correcto o ha caducado.',
      errors: { code: ['El código no es correcto o ha caducado.'] },
    });

    // Five wrong tries and even the right code is refused.
    const key2 = await request('tries@example.com');
    const code2 = await codeFromOutbox(api.app, 'tries@example.com');
    const wrong2 = code2 === '111111' ? '111112' : '111111';
    for (let i = 0; i < 5; i++) expect((await validate(key2, wrong2)).statusCode).toBe(422);
    expect((await validate(key2, code2)).statusCode).toBe(422);

    // Past its 10 minutes, a code is refused.
    const key3 = await request('late@example.com');
    const code3 = await codeFromOutbox(api.app, 'late@example.com');
    await queryRows(
      api.database.db,
      sql`update verifications set expires_at = now() - interval '1 second' where contact = 'late@example.com'`,
    );
    expect((await validate(key3, code3)).statusCode).toBe(422);

    // A code is bound to its own request.
    const key4 = await request('bound@example.com');
    expect((await validate(key4, code)).statusCode).toBe(422);
    // A code not made of 6 digits, or not base64, is simply wrong.
    expect(
      (await postForm(api.app, '/api/auth/notificable/email/validate', { key: key4, code: '!!!' }))
        .statusCode,
    ).toBe(422);
  });

  it('resends a new code, not too soon, and the old one stops working', async () => {
    const response = await postForm(api.app, '/api/auth/notificable/email', {
      email: 'resend@example.com',
    });
    const { key } = response.json<{ key: string }>();
    const first = await codeFromOutbox(api.app, 'resend@example.com');
    const tooSoon = await postForm(api.app, '/api/auth/notificable/email/send', { key });
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    await queryRows(
      api.database.db,
      sql`update verifications set last_sent_at = now() - interval '2 minutes' where contact = 'resend@example.com'`,
    );
    const resent = await postForm(api.app, '/api/auth/notificable/email/send', { key });
    expect(resent.statusCode).toBe(200);
    const second = await codeFromOutbox(api.app, 'resend@example.com');
    if (first !== second) {
      const old = await postForm(api.app, '/api/auth/notificable/email/validate', {
        key,
        code: b64(first),
      });
      expect(old.statusCode).toBe(422);
    }
    const ok = await postForm(api.app, '/api/auth/notificable/email/validate', {
      key,
      code: b64(second),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('limits codes sent to one contact to 5 an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await postForm(api.app, '/api/auth/notificable/email', { email: 'spam@example.com' }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('refuses sign-up under 18, without a validation, or with a used one', async () => {
    const { option, city } = api.ref;
    const today = new Date();
    const seventeen = `${today.getUTCFullYear() - 17}-01-01`;
    const emailId = await verifyContact(api.app, 'email', 'young@example.com');
    const fields = {
      firstname: 'Pablo',
      gender: String(option('gender')),
      city: String(city('Madrid')),
      password: sha256('x'),
      device_name: 'web',
    };
    const young = await postForm(api.app, '/api/auth/singup', {
      ...fields,
      birthdate: seventeen,
      emailId,
    });
    expect(young.statusCode).toBe(422);
    expect(young.json<{ errors: object }>().errors).toEqual({
      birthdate: ['Debes tener 18 años o más.'],
    });

    const none = await postForm(api.app, '/api/auth/singup', {
      ...fields,
      birthdate: '1990-01-01',
    });
    expect(none.statusCode).toBe(422);
    const forged = await postForm(api.app, '/api/auth/singup', {
      ...fields,
      birthdate: '1990-01-01',
      emailId: 'forged',
    });
    expect(forged.statusCode).toBe(422);

    // The refused under-age attempt did not use the proof up.
    const ok = await postForm(api.app, '/api/auth/singup', {
      ...fields,
      birthdate: '1990-01-01',
      emailId,
    });
    expect(ok.statusCode).toBe(200);
    const again = await postForm(api.app, '/api/auth/singup', {
      ...fields,
      birthdate: '1990-01-01',
      emailId,
    });
    expect(again.statusCode).toBe(422);
  });

  it('refuses a second account for the same e-mail', async () => {
    await signUp(api.app, 'twice@example.com');
    await expect(signUp(api.app, 'twice@example.com')).rejects.toThrow(
      /Ya existe una cuenta con este correo/,
    );
  });

  it('answers sign-in failures the same way whether or not the account exists, then throttles', async () => {
    await signUp(api.app, 'throttle@example.com', { password: 'buena' });
    const unknown = await postForm(api.app, '/api/auth/singin', {
      email_or_phone: 'nobody@example.com',
      password: sha256('x'),
    });
    const wrong = await postForm(api.app, '/api/auth/singin', {
      email_or_phone: 'throttle@example.com',
      password: sha256('mala'),
    });
    expect(unknown.statusCode).toBe(422);
    expect(wrong.statusCode).toBe(422);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({
      message: 'Estas credenciales no coinciden con nuestros registros.',
      errors: { email_or_phone: ['Estas credenciales no coinciden con nuestros registros.'] },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await postForm(api.app, '/api/auth/singin', {
        email_or_phone: 'throttle@example.com',
        password: sha256('mala'),
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429)
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 4)).toEqual([422, 422, 422, 422]);
    expect(statuses.at(-1)).toBe(429);
    // Even the right password waits out the throttle.
    const right = await postForm(api.app, '/api/auth/singin', {
      email_or_phone: 'throttle@example.com',
      password: sha256('buena'),
    });
    expect(right.statusCode).toBe(429);
  });

  it('refuses passwords that are not SHA-256 hex', async () => {
    const response = await postForm(api.app, '/api/auth/singin', {
      email_or_phone: 'a@example.com',
      password: 'plain text',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: object }>().errors).toHaveProperty('password');
  });

  it('stores tokens and passwords only as hashes', async () => {
    const session = await api.member('Lucía', { password: 'guardada' });
    const secret = session.token.split('|')[1]!;
    const tokens = await queryRows<{ secret_hash: string }>(
      api.database.db,
      sql`select secret_hash from api_tokens where user_id = ${session.user.id}`,
    );
    expect(tokens.map((row) => row.secret_hash)).toEqual([sha256(secret)]);
    const dump =
      JSON.stringify(await queryRows(api.database.db, sql`select * from api_tokens`)) +
      JSON.stringify(await queryRows(api.database.db, sql`select * from users`)) +
      JSON.stringify(await queryRows(api.database.db, sql`select * from verifications`));
    expect(dump).not.toContain(secret);
    expect(dump).not.toContain(sha256('guardada'));
  });

  it('refuses a forged or malformed token with 401', async () => {
    const session = await api.member();
    const [id] = session.token.split('|');
    for (const token of [
      `${id}|${'A'.repeat(43)}`,
      'nonsense',
      `999999|${'B'.repeat(43)}`,
      `${id}|`,
    ]) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/auth/comeback',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'No autenticado.' });
    }
  });

  it('expires tokens left idle', async () => {
    const session = await api.member();
    await queryRows(
      api.database.db,
      sql`update api_tokens set last_used_at = now() - interval '15 days' where user_id = ${session.user.id}`,
    );
    const response = await api.send(session, 'POST', '/auth/comeback');
    expect(response.statusCode).toBe(401);
  });

  it('signs a registered device in with its hashed key', async () => {
    const ok = await postForm(api.app, '/api/auth/device/singin', {
      name: 'android',
      password: sha256(LOCAL_DEVICE_KEYS.android),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<{ token: string }>().token).toMatch(/^\d+\|/);
    const wrong = await postForm(api.app, '/api/auth/device/singin', {
      name: 'android',
      password: sha256('wrong'),
    });
    expect(wrong.statusCode).toBe(422);
    // A device token is not a user session.
    const asUser = await api.app.inject({
      method: 'POST',
      url: '/api/auth/comeback',
      headers: bearer(ok.json<{ token: string }>().token),
    });
    expect(asUser.statusCode).toBe(401);
  });
});
