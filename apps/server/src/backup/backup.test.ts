import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Activity } from '@app/contract/activities';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { postForm, referenceIds, sha256, signUp, type Session } from '../test/accounts.js';
import { tempDir } from '../test/backends.js';
import { multipart } from '../test/multipart.js';
import { runBackupCommand } from './cli.js';

/**
 * Every file under `root` but the lock and the database's (opening the database, as the
 * backup does to count its rows, rewrites some of them: rows are compared instead), with a
 * digest of its content.
 */
function digests(root: string): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (child === 'pglite.lock' || child === 'pglite') continue;
      if (entry.isDirectory()) visit(child);
      else {
        const content = readFileSync(path.join(root, child));
        found.set(child, createHash('sha256').update(content).digest('hex'));
      }
    }
  };
  visit('');
  return found;
}

/** Every table's rows, as text, read straight from the database files. */
async function rows(root: string): Promise<Map<string, string>> {
  const client = await PGlite.create(path.join(root, 'pglite'));
  try {
    const tables = await client.query<{ name: string }>(
      `select table_schema || '.' || table_name as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    const all = new Map<string, string>();
    for (const { name } of tables.rows) {
      const [schema, table] = name.split('.');
      const result = await client.query<{ row: string }>(
        `select t::text as row from "${schema}"."${table}" t order by 1`,
      );
      all.set(name, result.rows.map((one) => one.row).join('\n'));
    }
    return all;
  } finally {
    await client.close();
  }
}

/**
 * The embedded install backed up and restored: a server seeded through its API (members, a
 * plan, an avatar and a photo), stopped, backed up with the command; DATA_DIR wiped; the
 * backup restored; every row and file as it was, and the server starts on it and serves them.
 */
describe('npm run backup / npm run restore on the embedded install', () => {
  const work = tempDir('antojo-backup-');
  const dataDir = path.join(work.dir, 'data');
  const archive = path.join(work.dir, 'copia.tar.gz');
  const env = { DATA_DIR: dataDir, INIT_CWD: work.dir };
  const lines: string[] = [];
  const terminal = {
    out: (line: string) => lines.push(line),
    error: (line: string) => lines.push(line),
  };
  const config = () =>
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_REQUESTS_PER_HOUR: '100000',
    });
  let app: FastifyInstance;
  let ana: Session;
  let activity: Activity;
  let photoId: number;
  let avatar: Buffer;
  let photo: Buffer;

  beforeAll(async () => {
    app = await buildApp(config());
    ana = await signUp(app, 'ana.copia@example.com', { firstname: 'Ana' });
    await signUp(app, 'bruno.copia@example.com', { firstname: 'Bruno' });
    const as = { authorization: `Bearer ${ana.token}` };
    const ref = await referenceIds(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/activity',
      headers: as,
      payload: {
        type: ref.optionTagged('activity_types', 'activity_types-social'),
        city: ref.city('Madrid'),
        location: { lat: 40.4153, lon: -3.6845 },
        description: 'Vermú en La Latina antes de la copia de seguridad',
        start_at: new Date(Date.now() + 86_400_000).toISOString(),
        duration: '02:00',
        participants: 4,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    activity = created.json<Activity>();
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 40 } },
    })
      .png()
      .toBuffer();
    for (const [url, field] of [
      [`/api/user/${ana.user.id}/avatar`, 'avatar'],
      [`/api/user/${ana.user.id}/photo`, 'photo'],
    ] as const) {
      const body = multipart({}, [
        { field, filename: 'foto.png', type: 'image/png', content: png },
      ]);
      const uploaded = await app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...body.headers, ...as },
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      if (field === 'photo') photoId = uploaded.json<{ id: number }>().id;
    }
    avatar = (await app.inject(`/api/user/${ana.user.id}/avatar`)).rawPayload;
    photo = (await app.inject({ url: `/api/photo/${photoId}`, headers: as })).rawPayload;
    expect(avatar.length).toBeGreaterThan(0);
    expect(photo.length).toBeGreaterThan(0);
  });

  afterAll(async () => {
    await app?.close();
    work.remove();
  });

  it('refuses to back up while the server runs', async () => {
    expect(await runBackupCommand(['backup', archive], env, terminal)).toBe(1);
    expect(lines.at(-1)).toMatch(/The server is running on .*Stop the server/s);
    expect(existsSync(archive)).toBe(false);
  });

  it('backs up the stopped install, and restores every row and file into a wiped DATA_DIR', async () => {
    await app.close();
    const filesBefore = digests(dataDir);
    const rowsBefore = await rows(dataDir);
    expect([...filesBefore.keys()].some((name) => name.startsWith('files/'))).toBe(true);
    expect(filesBefore.has('secrets.json')).toBe(true);
    expect(rowsBefore.get('public.users')).toContain('ana.copia@example.com');
    expect(rowsBefore.get('public.activities')).toContain('Vermú en La Latina');

    expect(await runBackupCommand(['backup', 'copia.tar.gz'], env, terminal)).toBe(0);
    expect(lines.at(-2)).toMatch(/^Backup written to .*copia\.tar\.gz: \d+ rows in \d+ tables/);
    expect(existsSync(archive)).toBe(true);

    rmSync(dataDir, { recursive: true, force: true });
    expect(await runBackupCommand(['restore', 'copia.tar.gz'], env, terminal)).toBe(0);
    expect(lines.at(-2)).toMatch(/every count checked/);
    expect(digests(dataDir)).toEqual(filesBefore);
    expect(await rows(dataDir)).toEqual(rowsBefore);

    // The server starts on what came back: the member signs in with her password (the
    // restored pepper), her plan and pictures are there.
    app = await buildApp(config());
    const signedIn = await postForm(app, '/api/auth/singin', {
      email_or_phone: 'ana.copia@example.com',
      password: sha256('secreto123'),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const as = { authorization: `Bearer ${signedIn.json<Session>().token}` };
    const plan = await app.inject({ url: `/api/activity/${activity.id}`, headers: as });
    expect(plan.statusCode).toBe(200);
    expect(plan.json<Activity>().description).toBe(activity.description);
    expect((await app.inject(`/api/user/${ana.user.id}/avatar`)).rawPayload).toEqual(avatar);
    expect((await app.inject({ url: `/api/photo/${photoId}`, headers: as })).rawPayload).toEqual(
      photo,
    );
  });

  it('refuses a non-empty DATA_DIR without --force, and a running server even with it', async () => {
    expect(await runBackupCommand(['restore', archive], env, terminal)).toBe(1);
    expect(lines.at(-1)).toMatch(/is not empty.*--force/s);
    expect(await runBackupCommand(['restore', archive, '--force'], env, terminal)).toBe(1);
    expect(lines.at(-1)).toMatch(/The server is running/);
    await app.close();
  });

  it('replaces an install with --force, and refuses what is not a backup', async () => {
    writeFileSync(path.join(dataDir, 'sobra.txt'), 'de otra instalación');
    expect(await runBackupCommand(['restore', archive, '--force'], env, terminal)).toBe(0);
    expect(existsSync(path.join(dataDir, 'sobra.txt'))).toBe(false);

    const empty = path.join(work.dir, 'vacio');
    mkdirSync(empty);
    const bogus = path.join(work.dir, 'otra-cosa.tar.gz');
    writeFileSync(bogus, 'no soy un archivo');
    expect(await runBackupCommand(['restore', bogus], { ...env, DATA_DIR: empty }, terminal)).toBe(
      1,
    );
    expect(lines.at(-1)).toMatch(/is not a readable backup/);
    expect(readdirSync(empty).filter((name) => name !== 'pglite.lock')).toEqual([]);
  });

  it('says that files in a bucket are not in the archive', async () => {
    const aside = path.join(path.dirname(archive), 'sin-ficheros.tar.gz');
    const code = await runBackupCommand(
      ['backup', aside],
      { ...env, S3_BUCKET: 'antojo-fotos' },
      terminal,
    );
    expect(code).toBe(0);
    expect(lines.join('\n')).toMatch(/S3_BUCKET is set: .*antojo-fotos.*docs\/backups\.md/s);
  });

  it('leaves PostgreSQL installs to pg_dump', async () => {
    const code = await runBackupCommand(
      ['backup'],
      { ...env, DATABASE_URL: 'postgres://localhost/antojo' },
      terminal,
    );
    expect(code).toBe(1);
    expect(lines.at(-1)).toMatch(/pg_dump.*docs\/backups\.md/s);
  });
});
