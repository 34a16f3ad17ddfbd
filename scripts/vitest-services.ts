// Runs once before the unit and integration tests. Some suites run only when a service is
// named: the PostgreSQL runs of the data tests (TEST_DATABASE_URL) and the Redis runs of the
// realtime, broadcasting and rate-limit tests (REDIS_URL). On a developer's machine they are
// skipped with a notice; in CI (CI set, as .ci/run does) a missing one fails the whole run,
// naming it, so that CI can never pass without them.

/** The optional services, by the variable that names each and what runs on it. */
export const services = [
  {
    variable: 'TEST_DATABASE_URL',
    service: 'PostgreSQL',
    example: 'postgres://postgres@127.0.0.1:5432/test',
    suites: 'the data tests on PostgreSQL',
  },
  {
    variable: 'REDIS_URL',
    service: 'Redis',
    example: 'redis://127.0.0.1:6379',
    suites: 'the Redis realtime adapter, the two-node broadcasting and rate-limit tests',
  },
] as const;

/** What is missing, as sentences; empty when every service is named. */
export function missingServices(env: NodeJS.ProcessEnv): string[] {
  return services
    .filter(({ variable }) => !env[variable]?.trim())
    .map(
      ({ variable, service, example, suites }) =>
        `${variable} is not set (${service}, e.g. ${example}): ${suites} cannot run.`,
    );
}

/** CI is on when the variable is set to anything but "false" or "0" (GitHub, GitLab: "true"). */
export const inCi = (env: NodeJS.ProcessEnv) => !!env.CI && env.CI !== 'false' && env.CI !== '0';

export default function setup() {
  const missing = missingServices(process.env);
  if (missing.length === 0) return;
  if (inCi(process.env)) {
    throw new Error(
      `CI requires PostgreSQL and Redis (.ci/run starts them):\n  ${missing.join('\n  ')}`,
    );
  }
  console.warn(`Skipping suites:\n  ${missing.join('\n  ')}`);
}
