// `npm run cluster`: the production shape on one machine (docs/deploy.md), for trying it and
// for the browser tests that run across nodes (e2e/cluster): two API nodes (or CLUSTER_NODES)
// on PostgreSQL and Redis, their files in an S3-protocol bucket (s3rver, local), behind
// nginx (Debian's package) as the one public address, which includes the same
// deploy/nginx/antojo-proxy.conf as production. The release step migrates first, as a
// deployment does. Each node keeps its own empty DATA_DIR: nothing is shared through a disk.
//
// Settings: CLUSTER_PORT (nginx's port, 8080), CLUSTER_NODES (2), CLUSTER_DATABASE_URL (a
// database to use as it is; otherwise a fresh one is made on the server of TEST_DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/test, and dropped at the end), REDIS_URL
// (redis://127.0.0.1:6379). The nodes run with NODE_ENV=development: codes are read from the
// development outbox (/api/_dev/outbox), as on `npm start`.
//
// A browser may pin itself to one node with the cookie `antojo_node=a` (b, c...): only this
// test proxy knows it; every answer names its node in the X-Antojo-Upstream header.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import S3rver from 's3rver';
import webpush from 'web-push';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const MAIN = path.join(root, 'apps/server/dist/main.js');
const RELEASE = path.join(root, 'apps/server/dist/release.js');
const PROXY_RULES = path.join(root, 'deploy/nginx/antojo-proxy.conf');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** s3rver's own credentials: it refuses requests signed with another access key. */
const S3_KEY = 'S3RVER';

/** A port free now, so that settings (PUBLIC_URL, nginx's upstreams) can name it. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address();
        probe.close(() => resolve(port));
      });
  });
}

/** Polls `url` until it answers 200, for at most `ms`. */
async function answers(url, ms, why) {
  const until = Date.now() + ms;
  let last = 'no answer';
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${why}: ${url} did not answer within ${ms / 1000} s (${last})`);
}

/** A fresh database on the server of `adminUrl`, dropped by the returned function. */
async function freshDatabase(adminUrl) {
  const name = `antojo_cluster_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** nginx's whole configuration for the test proxy. */
function nginxConfig({ prefix, port, nodes, drained = new Set() }) {
  // A drained node is marked `down`: nginx sends it nothing new (deploy/rolling-restart.sh).
  const upstream = (name, ports) =>
    `  upstream ${name} {\n${ports
      .map(
        (p) =>
          `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s${drained.has(p) ? ' down' : ''};\n`,
      )
      .join('')}  }\n`;
  const letters = nodes.map((_, index) => String.fromCharCode(97 + index));
  return `# Written by scripts/cluster.mjs; production's is deploy/nginx/antojo.conf.
${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
daemon off;
master_process on;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  map $http_upgrade $antojo_connection {
    default upgrade;
    '' close;
  }
${upstream('antojo', nodes)}${nodes.map((p, index) => upstream(`antojo_${letters[index]}`, [p])).join('')}  # A test pins a browser to one node; everything else is shared between them.
  map $cookie_antojo_node $antojo_upstream {
    default antojo;
${letters.map((letter) => `    ${letter} antojo_${letter};\n`).join('')}  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://$antojo_upstream;
      include ${PROXY_RULES};
      add_header X-Antojo-Upstream $upstream_addr always;
    }
  }
}
`;
}

/**
 * Starts the whole shape; resolves once nginx answers. `stop()` ends every process and
 * removes what was made for the run.
 */
export async function startCluster(options = {}) {
  const count = Number(options.nodes ?? process.env.CLUSTER_NODES ?? 2);
  const port = Number(options.port ?? process.env.CLUSTER_PORT ?? 8080);
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const work = mkdtempSync(path.join(tmpdir(), 'antojo-cluster-'));
  const cleanups = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
    cleanups.length = 0;
    rmSync(work, { recursive: true, force: true });
  };
  try {
    let databaseUrl = options.databaseUrl ?? process.env.CLUSTER_DATABASE_URL;
    if (!databaseUrl) {
      const database = await freshDatabase(
        process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
      );
      cleanups.push(() => database.drop());
      databaseUrl = database.url;
    }

    const bucketDir = path.join(work, 's3');
    mkdirSync(bucketDir);
    const s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: bucketDir,
      configureBuckets: [{ name: 'antojo' }],
    });
    const { port: s3Port } = await s3.run();
    cleanups.push(() => s3.close());

    const publicUrl = `http://127.0.0.1:${port}`;
    // Every node of one install shares its secrets: a node left to make its own (in its
    // DATA_DIR, as a single development server does) could not check the codes, passwords or
    // channel signatures of another. Production requires them set (docs/deploy.md).
    const vapid = webpush.generateVAPIDKeys();
    const shared = {
      PASSWORD_PEPPER: randomBytes(32).toString('base64url'),
      PUSHER_APP_SECRET: randomBytes(32).toString('hex'),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: 'true',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      S3_BUCKET: 'antojo',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_KEY,
      S3_SECRET_ACCESS_KEY: S3_KEY,
      ...options.env,
    };

    // The release step, before any node starts.
    const release = spawnSync(process.execPath, [RELEASE], {
      env: { ...shared, DATA_DIR: path.join(work, 'release') },
      encoding: 'utf8',
    });
    if (release.status !== 0) {
      throw new Error(`the release step failed:\n${release.stdout}${release.stderr}`);
    }

    const ports = [];
    for (let index = 0; index < count; index += 1) ports.push(await freePort());
    const nodes = ports.map((nodePort, index) => {
      const letter = String.fromCharCode(97 + index);
      const dataDir = path.join(work, `node-${letter}`);
      const log = path.join(work, `node-${letter}.log`);
      mkdirSync(dataDir);
      let child;
      const node = {
        name: letter,
        port: nodePort,
        url: `http://127.0.0.1:${nodePort}`,
        log: () => readFileSync(log, 'utf8'),
        async start() {
          const out = openSync(log, 'a');
          child = spawn(process.execPath, [MAIN], {
            env: { ...shared, HOST: '127.0.0.1', PORT: String(nodePort), DATA_DIR: dataDir },
            stdio: ['ignore', out, out],
          });
          const exited = once(child, 'exit').then(() => {
            throw new Error(`node ${letter} exited while starting:\n${node.log()}`);
          });
          exited.catch(() => {});
          await Promise.race([answers(`${node.url}/api/health`, 90_000, `node ${letter}`), exited]);
        },
        /** SIGTERM, as systemd stops a unit; resolves once the process has exited. */
        async stop() {
          if (!child || child.exitCode !== null || child.signalCode !== null) return;
          const exited = once(child, 'exit');
          child.kill('SIGTERM');
          const [code] = await exited;
          if (code !== 0) throw new Error(`node ${letter} exited with ${code}:\n${node.log()}`);
        },
        async restart() {
          await node.stop();
          await node.start();
        },
      };
      return node;
    });
    cleanups.push(async () => {
      for (const node of nodes) await node.stop().catch(() => {});
    });
    await Promise.all(nodes.map((node) => node.start()));

    const prefix = path.join(work, 'nginx');
    for (const dir of ['', 'body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      mkdirSync(path.join(prefix, dir), { recursive: true });
    }
    const conf = path.join(prefix, 'nginx.conf');
    const drained = new Set();
    const writeConf = () =>
      writeFileSync(conf, nginxConfig({ prefix, port, nodes: ports, drained }));
    // As `nginx -s reload` does on a server: new workers with the new upstreams, the old ones
    // finishing what they hold. A second lets the old workers stop taking requests.
    const reload = async () => {
      writeConf();
      const signalled = spawnSync(NGINX, ['-p', prefix, '-c', conf, '-s', 'reload'], {
        encoding: 'utf8',
      });
      if (signalled.status !== 0) throw new Error(`nginx -s reload: ${signalled.stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    };
    writeConf();
    const nginx = spawn(NGINX, ['-p', prefix, '-c', conf], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let nginxErrors = '';
    nginx.stderr.on('data', (chunk) => (nginxErrors += chunk.toString()));
    cleanups.push(async () => {
      if (nginx.exitCode !== null) return;
      const exited = once(nginx, 'exit');
      // A fast stop: a graceful one (SIGQUIT) would wait for every open websocket.
      nginx.kill('SIGTERM');
      await exited;
    });
    const nginxExited = once(nginx, 'exit').then(() => {
      throw new Error(`nginx exited:\n${nginxErrors}`);
    });
    nginxExited.catch(() => {});
    await Promise.race([answers(`${publicUrl}/api/health`, 20_000, 'nginx'), nginxExited]);

    /**
     * A new release's restart, one node at a time, as deploy/rolling-restart.sh does it with
     * systemd: out of nginx's rotation, stopped (requests under way finish), started, healthy,
     * back in. The other nodes answer meanwhile; realtime clients reconnect to them.
     */
    const rollingRestart = async (log = () => {}) => {
      for (const node of nodes) {
        drained.add(node.port);
        await reload();
        log(`node ${node.name}: drained`);
        await node.restart();
        log(`node ${node.name}: restarted`);
        drained.delete(node.port);
        await reload();
      }
    };

    return { url: publicUrl, nodes, databaseUrl, s3: shared.S3_ENDPOINT, rollingRestart, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cluster = await startCluster();
  console.log(`Antojo on ${cluster.nodes.length} nodes behind nginx: ${cluster.url}/web`);
  for (const node of cluster.nodes) console.log(`  node ${node.name}: ${node.url}`);
  console.log(`  database: ${cluster.databaseUrl}\n  bucket: ${cluster.s3}/antojo`);
  console.log('Ctrl-C stops everything.');
  const end = async () => {
    await cluster.stop();
    process.exit(0);
  };
  process.once('SIGINT', end);
  process.once('SIGTERM', end);
}
