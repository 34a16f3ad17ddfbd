// `npm run seed:demo` (scripts/seed-demo.mjs builds the server, then runs this).
import { runDemoCommand } from './cli.js';

process.exitCode = await runDemoCommand(process.env, {
  out: (line) => console.log(line),
  error: (line) => console.error(line),
});
