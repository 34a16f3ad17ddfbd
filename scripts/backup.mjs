// `npm run backup` and `npm run restore`: a backup of the stopped embedded install (PGlite and
// every file under DATA_DIR) in one .tar.gz, and its restore into an empty DATA_DIR
// (apps/server/src/backup, docs/backups.md). Builds the server first when its sources
// changed, as `npm start` does.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// Incremental: a no-op when nothing changed.
execFileSync(path.join(root, 'node_modules', '.bin', 'tsc'), ['-b', 'apps/server'], {
  cwd: root,
  stdio: 'inherit',
});
await import(path.join(root, 'apps/server/dist/backup/main.js'));
