// `npm run storage:move [-- --remove-local]`: copies the files under DATA_DIR into the bucket
// the S3_* settings name (apps/server/src/storage/main.ts). Builds the server first when its
// sources changed, as `npm start` does.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// Incremental: a no-op when nothing changed.
execFileSync(path.join(root, 'node_modules', '.bin', 'tsc'), ['-b', 'apps/server'], {
  cwd: root,
  stdio: 'inherit',
});
await import(path.join(root, 'apps/server/dist/storage/main.js'));
