import { ConfigError, loadConfig } from '../config.js';
import { DataDirectoryLocked } from '../db/data-lock.js';
import { DEMO_CITIES } from './cities.data.js';
import { DemoSetupError } from './references.js';
import { DemoRefused, seedDemo, type DemoSummary } from './seed-demo.js';

/** Where the command's lines go: the terminal, or a test's list. */
export type Terminal = { out(line: string): void; error(line: string): void };

function report(summary: DemoSummary, appUrl: string): string {
  const { activities, petitions } = summary;
  const plans = activities.soon + activities.upcoming + activities.past;
  const requests = petitions.pending + petitions.accepted + petitions.declined;
  return [
    `Demo data ready in ${(summary.milliseconds / 1000).toFixed(1)} s:`,
    `  ${summary.members} members in ${DEMO_CITIES.length} Spanish cities; ${plans} plans ` +
      `(${activities.soon} starting within 3 hours, ${activities.upcoming} in the coming days, ` +
      `${activities.past} over);`,
    `  ${requests} requests (${petitions.pending} waiting, ${petitions.accepted} accepted, ` +
      `${petitions.declined} declined); ${summary.messages} chat messages;`,
    `  ${summary.photos} photos; ${summary.friendships.accepted} friendships and ` +
      `${summary.friendships.pending} friend requests; ${summary.groups} groups; ` +
      `${summary.talk} lines in private and group chats;`,
    `  ${summary.wishes} live wishes; ${summary.attendanceWords} attendance words on plans ` +
      `that are over (points, ranking, coins); ${summary.challenges} challenges and ` +
      `${summary.events} brand events.`,
    '',
    `Start the server (npm start) and open ${appUrl}`,
    `Sign in as ${summary.account.email} / ${summary.account.password} ` +
      '(every demo member has this password).',
    'Run npm run seed:demo again at any time for a fresh week around the current time.',
  ].join('\n');
}

/**
 * `npm run seed:demo` with these settings: writes the demo and says how to see it, or says in
 * one message why it cannot (production, the server holding the embedded database, a bad
 * setting). Returns the exit code.
 */
export async function runDemoCommand(env: NodeJS.ProcessEnv, terminal: Terminal): Promise<number> {
  if (env.NODE_ENV === 'production') {
    terminal.error(
      'seed:demo fills the database with invented people and never runs in production ' +
        '(NODE_ENV=production).',
    );
    return 1;
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      terminal.error(error.message);
      return 1;
    }
    throw error;
  }
  terminal.out(
    `Filling ${config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : `the embedded database in ${config.dataDir}`} with demo data…`,
  );
  try {
    const summary = await seedDemo({ config, say: (line) => terminal.out(line) });
    terminal.out(report(summary, `${config.publicUrl}/web/app`));
    return 0;
  } catch (error) {
    if (error instanceof DataDirectoryLocked) {
      terminal.error(
        `The server is running on ${error.directory} (process ${error.pid}), and the embedded ` +
          'database belongs to one process at a time.\n' +
          'Stop the server (Ctrl+C where npm start runs), run npm run seed:demo again, then npm start.',
      );
      return 1;
    }
    if (error instanceof DemoRefused || error instanceof DemoSetupError) {
      terminal.error(error.message);
      return 1;
    }
    throw error;
  }
}
