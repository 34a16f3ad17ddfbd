// `npm start`: builds whatever is missing or stale, then runs the server in this process
// (so SIGTERM reaches it directly). Settings come from the environment; see .env.example.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** The newest modification time of any file under the given paths. */
function newest(paths) {
  let latest = 0;
  const visit = (target) => {
    if (!existsSync(target)) return;
    const stat = statSync(target);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(target))
        if (entry !== 'node_modules') visit(path.join(target, entry));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach((target) => visit(path.join(root, target)));
  return latest;
}

function run(command, args) {
  execFileSync(command, args, { cwd: root, stdio: 'inherit' });
}

// TypeScript builds incrementally: a no-op when nothing changed.
run(bin('tsc'), ['-b']);

const webIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'packages/contract/src',
  'packages/sdk/src',
];
if (!existsSync(webIndex) || statSync(webIndex).mtimeMs < newest(webSources)) {
  run(bin('vite'), ['build', 'apps/web', '--logLevel', 'warn']);
}

await import(path.join(root, 'apps/server/dist/main.js'));
