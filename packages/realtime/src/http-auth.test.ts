import { describe, expect, it } from 'vitest';
import { verifySignedRequest } from './http-auth.js';
import { resolveApps } from './options.js';

// The protocol page's test vector, checked through the server's verification.
const [app] = resolveApps([
  { id: '3', key: '278d425bdf160c739803', secret: '7ad3773142a6692b25b8' },
]);
const body = '{"name":"foo","channels":["project-3"],"data":"{\\"some\\":\\"data\\"}"}';
const query = {
  auth_key: '278d425bdf160c739803',
  auth_timestamp: '1353088179',
  auth_version: '1.0',
  body_md5: 'ec365a775a4cd0599faeb73354201b6f',
  auth_signature: 'da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c',
};
const request = { method: 'POST', path: '/apps/3/events', query, body };

describe('verifySignedRequest', () => {
  if (!app) throw new Error('no app');

  it('accepts the protocol test vector within 600 seconds', () => {
    expect(verifySignedRequest(app, request, '/apps/3/events', 1353088179 + 600)).toBeUndefined();
    expect(verifySignedRequest(app, request, '/apps/3/events', 1353088179 - 600)).toBeUndefined();
  });

  it('refuses it 601 seconds away', () => {
    expect(verifySignedRequest(app, request, '/apps/3/events', 1353088179 + 601)).toMatch(/600/);
  });

  it('refuses another body, path, method or a repeated parameter', () => {
    const now = 1353088179;
    expect(
      verifySignedRequest(app, { ...request, body: `${body} ` }, '/apps/3/events', now),
    ).toMatch(/body_md5/);
    expect(
      verifySignedRequest(app, { ...request, path: '/apps/4/events' }, '/apps/4/events', now),
    ).toMatch(/signature/);
    expect(verifySignedRequest(app, { ...request, method: 'PUT' }, '/apps/3/events', now)).toMatch(
      /signature/,
    );
    const repeated = { ...request, query: { ...query, extra: ['a', 'b'] } };
    expect(verifySignedRequest(app, repeated, '/apps/3/events', now)).toMatch(/Repeated/);
  });
});
