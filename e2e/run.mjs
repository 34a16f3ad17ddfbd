// Runs the browser tests in Debian's Chromium. Without Chromium they cannot run: CI fails,
// a developer's machine is told how to install it. Then the tests across nodes
// (cluster.config.ts), which need nginx, PostgreSQL (TEST_DATABASE_URL) and Redis (REDIS_URL):
// CI requires them; elsewhere they are skipped, saying what is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const message = `Chromium not found at ${chromium}: install it with "apt-get install chromium" (or set CHROMIUM_PATH).`;
  if (process.env.CI) {
    console.error(message);
    process.exit(1);
  }
  console.warn(`Skipping the browser tests. ${message}`);
  process.exit(0);
}
const args = process.argv.slice(2);
const playwright = (config) =>
  spawnSync('npx', ['playwright', 'test', '-c', config, ...args], { stdio: 'inherit' }).status ?? 1;

const status = playwright('playwright.config.ts');
if (status !== 0) process.exit(status);

// Arguments name tests of the main suite (a file, a grep): the cluster's run only without them.
if (args.length > 0) process.exit(0);
const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const missing = [
  !existsSync(nginx) && `nginx at ${nginx} ("apt-get install nginx", or set NGINX_PATH)`,
  !process.env.TEST_DATABASE_URL && 'PostgreSQL (TEST_DATABASE_URL)',
  !process.env.REDIS_URL && 'Redis (REDIS_URL)',
].filter(Boolean);
if (missing.length > 0) {
  const message = `The browser tests across nodes need ${missing.join(', ')}.`;
  if (process.env.CI) {
    console.error(message);
    process.exit(1);
  }
  console.warn(`Skipping them. ${message}`);
  process.exit(0);
}
process.exit(playwright('cluster.config.ts'));
