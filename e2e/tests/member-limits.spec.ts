import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { startOwnServer, type OwnServer } from './support/own-server.js';
import { signUpMember, type ApiSession } from './support/staff.js';

// The API's budgets on their defaults (docs/decisions/0032): a member using the app as people
// do never meets a 429, and two members on one address (a home's Wi-Fi) do not share one.
// The workers' servers lift the limits (support/test.ts), so these tests start one of their own.

let server: OwnServer;
let api: APIRequestContext;

test.beforeAll(async ({ playwright }, testInfo) => {
  // A server of its own starts in 10–40 s on a busy machine.
  testInfo.setTimeout(120_000);
  server = await startOwnServer();
  api = await playwright.request.newContext({ baseURL: server.url });
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

type Answer = { path: string; status: number; at: number };

/** Every answer of the API the page receives, as it comes. */
function apiAnswers(page: Page): Answer[] {
  const answers: Answer[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/')) {
      answers.push({ path: pathname, status: response.status(), at: Date.now() });
    }
  });
  return answers;
}

/** The app opened as a member who saved the session (the token where the website keeps it). */
async function openApp(page: Page, member: ApiSession) {
  await page.goto(`${server.url}/api/health`);
  await page.evaluate((token) => {
    (
      globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
    ).localStorage.setItem('apiToken', token);
  }, member.token);
  await page.goto(`${server.url}/web/app`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Descubrir');
  await page.waitForLoadState('networkidle');
}

const TABS = ['Mapa', 'Crear', 'Chats', 'Perfil', 'Descubrir'];

/** Taps every tab in turn, each let to load all it asks for. */
async function tapEveryTab(page: Page) {
  const tabs = page.getByRole('navigation', { name: 'Secciones' });
  for (const tab of TABS) {
    await tabs.getByRole('link', { name: tab, exact: true }).click();
    await page.waitForLoadState('networkidle');
  }
}

/** Reloads the page on each of `tabs`, as someone who thinks the app is stuck does. */
async function reloadOn(page: Page, tabs: string[]) {
  const bar = page.getByRole('navigation', { name: 'Secciones' });
  for (const tab of tabs) {
    await bar.getByRole('link', { name: tab, exact: true }).click();
    await page.reload();
    await expect(bar).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
}

const summary = (answers: Answer[]) => {
  const byPath = new Map<string, number>();
  for (const { path } of answers) byPath.set(path, (byPath.get(path) ?? 0) + 1);
  return [...byPath].map(([path, count]) => `${path} ×${count}`).join(', ');
};

/** The server's default budget a minute (RATE_LIMIT_PER_MINUTE), per member. */
const DEFAULT_BUDGET = 120;

/**
 * A minute of someone using the app hard: every tab three times over, and five reloads (one
 * on each tab but Crear), as a person does who thinks the app is stuck. Returns the API
 * answers the page got, but the health check the test itself asks.
 */
async function aMinuteOfUse(page: Page, member: ApiSession): Promise<Answer[]> {
  const answers = apiAnswers(page);
  await openApp(page, member);
  await tapEveryTab(page);
  await reloadOn(page, ['Descubrir', 'Chats', 'Perfil']);
  await tapEveryTab(page);
  await reloadOn(page, ['Mapa', 'Descubrir']);
  await tapEveryTab(page);
  return answers.filter((answer) => answer.path !== '/api/health');
}

/** What a page's minute cost: the requests, how long it took, and which. */
function account(label: string, answers: Answer[]) {
  const seconds = (answers.at(-1)!.at - answers[0]!.at) / 1000;
  test.info().annotations.push({
    type: `API requests (${label})`,
    description: `${answers.length} in ${seconds.toFixed(0)} s: ${summary(answers)}`,
  });
}

test('a member taps through every tab and reloads several times in a minute and never meets a 429', async ({
  page,
}) => {
  // A minute of use is the subject: it may take the minute, and the budget is a minute's.
  test.setTimeout(60_000);
  const member = await signUpMember(api, { email: `limites-${Date.now()}@antojo.test` });
  const answers = await aMinuteOfUse(page, member);
  account('one member', answers);
  expect(answers.filter((answer) => answer.status === 429)).toEqual([]);
  await expect(page.getByText(/Demasiadas peticiones/)).toHaveCount(0);
  // All the app's channels were signed in one request per load, not one each.
  const loads = answers.filter((answer) => answer.path === '/api/auth/comeback').length;
  expect(answers.filter((answer) => answer.path.startsWith('/api/broadcasting/'))).toHaveLength(
    loads,
  );
});

test('two members on one address both keep working', async ({ browser }) => {
  test.setTimeout(60_000);
  const [ana, bruno] = await Promise.all([
    signUpMember(api, { email: `limites-ana-${Date.now()}@antojo.test`, firstname: 'Ana' }),
    signUpMember(api, { email: `limites-bruno-${Date.now()}@antojo.test`, firstname: 'Bruno' }),
  ]);
  // Two browsers of one home: both reach the server from the same address.
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  try {
    const pages = await Promise.all(contexts.map((context) => context.newPage()));
    const [theirs, his] = await Promise.all([
      aMinuteOfUse(pages[0]!, ana),
      aMinuteOfUse(pages[1]!, bruno),
    ]);
    account('Ana', theirs);
    account('Bruno', his);
    // Together they asked for more than one budget: counted per address, one would have been refused.
    expect(theirs.length + his.length).toBeGreaterThan(DEFAULT_BUDGET);
    expect([...theirs, ...his].filter((answer) => answer.status === 429)).toEqual([]);
    for (const page of pages) await expect(page.getByText(/Demasiadas peticiones/)).toHaveCount(0);
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});

test.describe('past the budget', () => {
  let tight: OwnServer;
  let tightApi: APIRequestContext;
  test.beforeAll(async ({ playwright }, testInfo) => {
    testInfo.setTimeout(120_000);
    tight = await startOwnServer({ RATE_LIMIT_PER_MINUTE: '20' });
    tightApi = await playwright.request.newContext({ baseURL: tight.url });
  });
  test.afterAll(async () => {
    await tightApi?.dispose();
    await tight?.stop();
  });

  test('the app says there were too many requests and how long to wait, not that the connection failed', async ({
    page,
  }) => {
    const member = await signUpMember(tightApi, { email: `limite-${Date.now()}@antojo.test` });
    const answers = apiAnswers(page);
    await page.goto(`${tight.url}/api/health`);
    await page.evaluate((token) => {
      (
        globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
      ).localStorage.setItem('apiToken', token);
    }, member.token);
    // Reloads until the budget (20) runs out: each load costs about twelve.
    for (let load = 0; load < 4 && !answers.some((answer) => answer.status === 429); load++) {
      await page.goto(`${tight.url}/web/app`);
      await page.waitForLoadState('networkidle');
    }
    expect(answers.some((answer) => answer.status === 429)).toBe(true);
    // A call refused part way through a page: the alert says so, with the wait.
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('Demasiadas peticiones, espera un momento');
    await expect(alert).toContainText(/Vuelve a intentarlo en \d+ segundos?\./);
    await expect(page.getByText(/conexión/)).toHaveCount(0);
    // A reload refused from its first call (who is signed in): the page says the same.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Demasiadas peticiones, espera un momento',
    );
    await expect(page.getByText(/Vuelve a intentarlo en \d+ segundos?\./).first()).toBeVisible();
    await expect(page.getByText(/conexión/)).toHaveCount(0);
    // The page says it: no dialog over it saying it again.
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
