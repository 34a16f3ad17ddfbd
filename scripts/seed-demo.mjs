// `npm run seed:demo`: fills the database the server uses (the embedded one under DATA_DIR, or
// DATABASE_URL) with a week of invented members, plans, requests and chats, so a new install
// shows the product working (apps/server/src/demo, docs/decisions/0017-demo-data.md).
// Refused in production. Builds the server first when its sources changed, as `npm start` does.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

if (process.env.NODE_ENV === 'production') {
  console.error(
    'seed:demo fills the database with invented people and never runs in production (NODE_ENV=production).',
  );
  process.exit(1);
}

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// Incremental: a no-op when nothing changed.
execFileSync(path.join(root, 'node_modules', '.bin', 'tsc'), ['-b', 'apps/server'], {
  cwd: root,
  stdio: 'inherit',
});
await import(path.join(root, 'apps/server/dist/demo/main.js'));
