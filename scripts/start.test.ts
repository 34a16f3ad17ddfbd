// `npm ci && npm start` as the README says, on a copy of the repository that has never been
// built: what a person gets from a fresh clone. The copy holds the files git knows (tracked,
// and new ones not ignored), so no build output of this tree leaks in. Installing the
// dependencies again would take minutes; the copy gets node_modules folders laid out as
// `npm ci` lays them out instead: the workspace links are the same relative links, so they
// point into the copy (the copy's own contract, SDK and website sources are what gets built),
// and every installed package is a link to this tree's install.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPages } from '../e2e/tests/support/site.js';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const workspaces = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] }
).workspaces;

/** Copies the files git knows into `target`, as a clone of this working tree would have them. */
function copyRepository(target: string) {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  for (const file of listed.split('\0').filter(Boolean)) {
    const source = path.join(root, file);
    // Deleted but not yet committed: a clone after the commit would not have it either.
    if (!existsSync(source)) continue;
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    cpSync(source, path.join(target, file), { verbatimSymlinks: true });
  }
}

/**
 * Recreates `folder`/node_modules in `target`: links as they are (npm's workspace links are
 * relative, so they lead into the copy), installed packages as links to this tree's.
 */
function linkNodeModules(folder: string, target: string) {
  const source = path.join(root, folder, 'node_modules');
  if (!existsSync(source)) return;
  const mirror = (from: string, to: string) => {
    if (lstatSync(from).isSymbolicLink()) symlinkSync(readlinkSync(from), to);
    else symlinkSync(from, to);
  };
  mkdirSync(path.join(target, folder, 'node_modules'), { recursive: true });
  for (const entry of readdirSync(source)) {
    const from = path.join(source, entry);
    const to = path.join(target, folder, 'node_modules', entry);
    if (entry.startsWith('@') && !lstatSync(from).isSymbolicLink()) {
      mkdirSync(to);
      for (const scoped of readdirSync(from))
        mirror(path.join(from, scoped), path.join(to, scoped));
    } else mirror(from, to);
  }
}

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether any process of the group led by `pid` is still running. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

type Started = { child: ChildProcess; output: () => string; stop(): Promise<void> };

/** `npm start` in `cwd`, resolved once the server says it is ready. */
async function npmStart(cwd: string, env: NodeJS.ProcessEnv): Promise<Started> {
  // Its own process group, so that stopping it reaches npm's child, the server.
  const child = spawn('npm', ['start'], { cwd, env, detached: true, stdio: 'pipe' });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    // npm may exit before the server under it has closed its database and released the data
    // lock; the next start would find the lock held. Wait for the whole group to be gone.
    for (let waited = 0; groupAlive(child.pid!) && waited < 30_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const check = () => {
        if (output.includes('Ready: ')) resolve();
      };
      child.stdout!.on('data', check);
      child.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output}`)));
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, output: () => output, stop };
}

describe('npm start on a fresh copy of the repository', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'antojo-fresh-start-'));
  const clone = path.join(scratch, 'antojo');
  let port: number;
  let env: NodeJS.ProcessEnv;
  let server: Started | undefined;
  let firstStartSeconds: number;

  beforeAll(async () => {
    copyRepository(clone);
    for (const folder of ['.', ...workspaces]) linkNodeModules(folder, clone);
    port = await freePort();
    // The README's way: no settings but where the data goes and a free port. Nothing of the
    // test run (NODE_ENV=test, the test databases) reaches it.
    env = Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) =>
          !/^(VITEST|NODE_ENV$|DATABASE_URL$|TEST_DATABASE_URL$|REDIS_URL$|PUBLIC_URL$)/.test(name),
      ),
    );
    Object.assign(env, {
      DATA_DIR: path.join(scratch, 'data'),
      PORT: String(port),
      HOST: '127.0.0.1',
    });
    const started = Date.now();
    server = await npmStart(clone, env);
    firstStartSeconds = (Date.now() - started) / 1000;
  }, 600_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  const get = (pathname: string) => fetch(`http://127.0.0.1:${port}${pathname}`);

  it('says what it builds the first time', () => {
    const output = server!.output();
    expect(output).toContain('[start] Compiling the server (TypeScript, first time');
    expect(output).toContain('[start] Building the website (first time');
    console.warn(`fresh npm start: ready in ${firstStartSeconds.toFixed(0)} s`);
  });

  it.each(publicPages.map((page) => [page.path, page] as const))(
    'serves the prerendered page %s',
    async (pathname, page) => {
      const response = await get(pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain(`<title>${page.title}</title>`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${page.h1}</h1>`));
      // The text as a reader sees it: without tags and React's text separators.
      expect(html.replace(/<[^>]*>/g, '')).toContain(page.text);
    },
  );

  it.each([
    '/web/administration',
    '/web/administration/dashboard',
    '/web/app',
    '/web/app/welcome',
    '/web/app/profile',
  ])('serves the client shell of the staff area and the member app at %s', async (pathname) => {
    const response = await get(pathname);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toBe(readFileSync(path.join(clone, 'apps/web/dist/spa.html'), 'utf8'));
    expect(html).toContain('<div id="root"></div>');
    const script = /<script type="module" crossorigin src="([^"]+\.js)">/.exec(html)?.[1];
    expect(script).toMatch(/^\/web\/assets\//);
    expect((await get(script!)).status).toBe(200);
  });

  it("serves the member app's manifest, icons and service worker from the same build", async () => {
    const manifest = await get('/web/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    const { icons } = (await manifest.json()) as { icons: Array<{ src: string }> };
    for (const icon of icons) expect((await get(icon.src)).status, icon.src).toBe(200);
    const worker = await get('/web/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(await worker.text()).toContain('/web/spa.html');
  });

  it('answers an unknown page with the 404 page', async () => {
    const response = await get('/web/xyz');
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/<h1[^>]*>Página no encontrada<\/h1>/);
  });

  it('builds nothing again on the next start', async () => {
    await server!.stop();
    server = await npmStart(clone, env);
    expect(server.output()).not.toContain('[start] Compiling');
    expect(server.output()).not.toContain('[start] Building');
    expect((await get('/web/info')).status).toBe(200);
  }, 120_000);
});
