import { describe, expect, it } from 'vitest';
import { fakeClient } from '../test/fake-api.js';
import { ownUser } from '../test/fixtures.js';
import { changePassword } from './password.js';
import { signUp } from './sign-in.js';
import { requestVerification, resendVerification, validateVerification } from './verification.js';

const PROFILE = { firstname: 'Lucía', birthdate: '1995-04-12', gender: 3, city: 4, password: 'pw' };

function registrationServer() {
  return fakeClient((call) => {
    if (call.path.endsWith('/validate')) return { body: { emailId: 'proof-1' } };
    if (call.path.startsWith('/auth/notificable'))
      return { body: { key: 'a2V5', expired: 'ZXhw' } };
    if (call.path === '/auth/singup')
      return { body: { token: '1|t', wstoken: 'w'.repeat(64), user: ownUser() } };
    return { body: { message: 'ok' } };
  });
}

describe('registration (spec, sections 4 and 5)', () => {
  it("verification without an e-mail or a phone throws 'need phone or email'", async () => {
    const { client, calls } = registrationServer();
    await expect(requestVerification(client, {})).rejects.toThrow('need phone or email');
    await expect(requestVerification(client, { email: '  ', phone: '' })).rejects.toThrow(
      'need phone or email',
    );
    expect(calls).toEqual([]);
  });

  it("validate and resend without a prior verification request throw 'need to notificated'", async () => {
    const { client, calls } = registrationServer();
    await expect(validateVerification(client, '123456')).rejects.toThrow('need to notificated');
    await expect(resendVerification(client)).rejects.toThrow('need to notificated');
    expect(calls).toEqual([]);
  });

  it("sign-up without a prior validation throws 'need validation notificables'", async () => {
    const { client } = registrationServer();
    await expect(signUp(client, PROFILE)).rejects.toThrow('need validation notificables');
    await requestVerification(client, { email: 'ana@example.com' });
    await expect(signUp(client, PROFILE)).rejects.toThrow('need validation notificables');
  });

  it("a password change without a prior validation throws 'need validation notificables'", async () => {
    const { client } = registrationServer();
    await expect(changePassword(client, 'nuevo')).rejects.toThrow('need validation notificables');
  });

  it('requests by e-mail (or phone), resends with the key, validates with the code in base64', async () => {
    const { client, calls } = registrationServer();
    await requestVerification(client, { phone: '+34 600 000 000' });
    expect(calls[0]).toMatchObject({ path: '/auth/notificable/phone' });
    await requestVerification(client, { email: 'ana@example.com', phone: '600' });
    expect(calls[1]!.path).toBe('/auth/notificable/email');
    expect(Object.fromEntries(calls[1]!.form)).toEqual({ email: 'ana@example.com' });
    await resendVerification(client);
    expect(calls[2]!.path).toBe('/auth/notificable/email/send');
    expect(Object.fromEntries(calls[2]!.form)).toEqual({ key: 'a2V5' });
    await validateVerification(client, '123456');
    expect(calls[3]!.path).toBe('/auth/notificable/email/validate');
    expect(Object.fromEntries(calls[3]!.form)).toEqual({ key: 'a2V5', code: 'MTIzNDU2' });
    expect(client.verification.state).toMatchObject({ kind: 'email', emailId: 'proof-1' });
  });

  it('signs up with the proof, the hashed password and the device name, then forgets the proof', async () => {
    const { client, calls } = registrationServer();
    await requestVerification(client, { email: 'ana@example.com' });
    await validateVerification(client, '123456');
    const session = await signUp(client, PROFILE);
    const form = Object.fromEntries(calls.at(-1)!.form);
    expect(form).toMatchObject({
      firstname: 'Lucía',
      gender: '3',
      city: '4',
      emailId: 'proof-1',
      device_name: 'web',
    });
    expect(form.password).toMatch(/^[0-9a-f]{64}$/);
    expect(client.session.state).toEqual(session);
    expect(client.verification.state).toEqual({});
  });
});
