import { runBackupCommand } from './cli.js';

// `npm run backup` / `npm run restore` (scripts/backup.mjs builds the server, then runs this).
process.exitCode = await runBackupCommand(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  error: (line) => console.error(line),
});
