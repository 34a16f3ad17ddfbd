import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import type { ApiInfo } from '@app/contract/reference';
import type { Deploy } from '@app/contract/deploys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, type Session } from '../../test/accounts.js';
import { backends, tempDir } from '../../test/backends.js';
import { multipart } from '../../test/multipart.js';
import { apiSuite } from '../../test/suite.js';

/** Bytes that look like an APK (a ZIP archive) of the given size. */
const fakeApk = (size: number) => {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from([0x50, 0x4b, 0x03, 0x04]).copy(bytes);
  return bytes;
};

describe.each(backends)('deploys and texts for staff on $name', (backend) => {
  const data = tempDir();
  // Registered before the suite's own, so it runs after the app has closed.
  afterAll(() => data.remove());
  const api = apiSuite(backend, {
    env: { DATA_DIR: data.dir, DEPLOY_LIMIT_BYTES: String(3 * 1024 * 1024) },
    emails: 'despliegue',
  });
  let staff: Session;
  let user: Session;

  beforeAll(async () => {
    staff = await api.staff();
    user = await api.member();
  });

  const upload = (
    session: Session,
    fields: Record<string, string>,
    file?: Buffer,
    name = 'app-release.apk',
  ) => {
    const body = multipart(
      fields,
      file
        ? [
            {
              field: 'file',
              filename: name,
              type: 'application/vnd.android.package-archive',
              content: file,
            },
          ]
        : [],
    );
    return api.app.inject({
      method: 'POST',
      url: '/api/admin/deploy',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${session.token}` },
    });
  };
  const info = async () => (await api.send(null, 'GET', '/info')).json<ApiInfo>();
  const leftovers = () => {
    try {
      return readdirSync(`${data.dir}/files/tmp`);
    } catch {
      return [];
    }
  };

  it('streams an APK to storage, records size and checksum, and sets the Android version', async () => {
    const apk = fakeApk(2 * 1024 * 1024 + 5);
    const response = await upload(staff, { appType: 'apk', version: '2.4.1' }, apk);
    expect(response.statusCode).toBe(200);
    const deploy = response.json<Deploy>();
    expect(deploy).toMatchObject({
      appType: 'apk',
      version: '2.4.1',
      size: apk.length,
      sha256: createHash('sha256').update(apk).digest('hex'),
      originalName: 'app-release.apk',
      uploadedBy: { id: staff.user.id },
    });
    expect((await info()).androidApkVersion).toBe('2.4.1');
    const download = await api.app.inject({
      url: deploy.download!,
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/vnd.android.package-archive');
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="antojo-apk-2.4.1.apk"',
    );
    expect(download.rawPayload.equals(apk)).toBe(true);
    expect(leftovers()).toEqual([]);
  });

  it('announces an SDK version without a file', async () => {
    const response = await upload(staff, { appType: 'sdk', version: '1.9.0' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Deploy>()).toMatchObject({ appType: 'sdk', size: null, download: null });
    expect((await info()).sdk).toBe('1.9.0');
  });

  it('lists past deploys, newest first, for staff only', async () => {
    const list = await api.send(staff, 'GET', '/admin/deploy');
    expect(
      list
        .json<{ data: Deploy[] }>()
        .data.map((deploy) => deploy.version)
        .slice(0, 2),
    ).toEqual(['1.9.0', '2.4.1']);
    expect((await api.send(user, 'GET', '/admin/deploy')).statusCode).toBe(403);
    expect((await api.send(null, 'GET', '/admin/deploy')).statusCode).toBe(401);
  });

  it('refuses non-staff, bad files, oversized files and missing fields, keeping nothing', async () => {
    expect(
      (await upload(user, { appType: 'apk', version: '9.9.9' }, fakeApk(1000))).statusCode,
    ).toBe(403);
    const notZip = await upload(
      staff,
      { appType: 'apk', version: '3.0.0' },
      Buffer.from('MZ not a zip file at all'),
    );
    expect(notZip.statusCode).toBe(422);
    expect(notZip.json<{ errors: object }>().errors).toHaveProperty('file');
    const big = await upload(staff, { appType: 'apk', version: '3.0.0' }, fakeApk(4 * 1024 * 1024));
    expect(big.statusCode).toBe(413);
    expect((await upload(staff, { appType: 'apk' }, fakeApk(1000))).statusCode).toBe(422);
    expect(
      (await upload(staff, { appType: 'windows', version: '1.0.0' }, fakeApk(1000))).statusCode,
    ).toBe(422);
    expect((await upload(staff, { appType: 'apk', version: '3.0.0' })).statusCode).toBe(422);
    expect(
      (await upload(staff, { appType: 'ios', version: 'latest' }, fakeApk(1000))).statusCode,
    ).toBe(422);
    expect((await info()).androidApkVersion).toBe('2.4.1');
    expect(leftovers()).toEqual([]);
  });

  it('asks before a lower version replaces the current one (409), and takes it when confirmed', async () => {
    const message = 'La versión 2.3.9 es anterior a la actual de Android APK (2.4.1).';
    const lower = await upload(staff, { appType: 'apk', version: '2.3.9' }, fakeApk(1000));
    expect(lower.statusCode).toBe(409);
    expect(lower.json()).toEqual({ message, errors: { version: [message] } });
    const notConfirmed = { appType: 'apk', version: '2.3.9', confirm_downgrade: '0' };
    expect((await upload(staff, notConfirmed, fakeApk(1000))).statusCode).toBe(409);
    expect((await info()).androidApkVersion).toBe('2.4.1');
    expect(leftovers()).toEqual([]);

    // Versions compare as numbers, not as text; the same version again is no step back.
    const tenth = await upload(staff, { appType: 'apk', version: '2.10.0' }, fakeApk(1000));
    expect(tenth.statusCode).toBe(200);
    expect(
      (await upload(staff, { appType: 'apk', version: '2.10' }, fakeApk(1000))).statusCode,
    ).toBe(200);
    expect(
      (await upload(staff, { appType: 'apk', version: '2.9.9' }, fakeApk(1000))).statusCode,
    ).toBe(409);

    const confirmed = await upload(
      staff,
      { appType: 'apk', version: '2.3.9', confirm_downgrade: '1' },
      fakeApk(1000),
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<Deploy>()).toMatchObject({ appType: 'apk', version: '2.3.9' });
    expect((await info()).androidApkVersion).toBe('2.3.9');

    // Each type has its own current version: the SDK's is 1.9.0.
    const sdk = await upload(staff, { appType: 'sdk', version: '1.8.10' });
    expect(sdk.statusCode).toBe(409);
    expect(sdk.json<{ message: string }>().message).toBe(
      'La versión 1.8.10 es anterior a la actual de API SDK (1.9.0).',
    );
    expect(
      (await upload(staff, { appType: 'ios', version: '0.0.1' }, fakeApk(1000))).statusCode,
    ).toBe(200);
    expect(leftovers()).toEqual([]);
  });

  it('lets general staff edit texts, each change giving a new text version', async () => {
    const before = (await info()).textVersion;
    const saved = await postForm(
      api.app,
      '/api/admin/text',
      {
        texts: JSON.stringify([
          { tag: 'action.save', lan_es: 'Guardar cambios' },
          { tag: 'promo.summer', lan_es: 'Verano activo' },
        ]),
      },
      staff.token,
    );
    expect(saved.statusCode).toBe(200);
    const texts = (await api.send(null, 'GET', '/text')).json<Record<string, { lan_es: string }>>();
    expect(texts['action.save']!.lan_es).toBe('Guardar cambios');
    const middle = (await info()).textVersion;
    expect(middle).not.toBe(before);
    expect(
      (
        await postForm(
          api.app,
          '/api/admin/text/promo.summer',
          { lan_es: 'Verano muy activo' },
          staff.token,
        )
      ).statusCode,
    ).toBe(200);
    expect((await api.send(staff, 'DELETE', '/admin/text/promo.summer')).statusCode).toBe(200);
    expect((await api.send(staff, 'DELETE', '/admin/text/promo.summer')).statusCode).toBe(404);
    expect((await info()).textVersion).not.toBe(middle);
    expect(
      (await postForm(api.app, '/api/admin/text/action.save', { lan_es: 'Hackeado' }, user.token))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await postForm(
          api.app,
          '/api/admin/text',
          { texts: '[{"tag":"Bad Tag!","lan_es":"x"}]' },
          staff.token,
        )
      ).statusCode,
    ).toBe(422);
    expect(
      (await postForm(api.app, '/api/admin/text', { texts: 'nope' }, staff.token)).statusCode,
    ).toBe(422);
  });
});
