import { createHash } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

// The staff area's tests: the accounts they use and the ways they sign in. The staff account
// is the one the server creates at its first start from ADMIN_EMAIL / ADMIN_PASSWORD, which
// playwright.config.ts sets; members are made through the API, as the mobile app signs up.

export const STAFF = {
  email: 'staff@antojo.test',
  password: 'Staff-e2e-2025!',
  firstname: 'Admin',
} as const;

/** DEPLOY_LIMIT_BYTES of the test server (playwright.config.ts). */
export const DEPLOY_LIMIT_BYTES = 8 * 1024 * 1024;

export const adminPath = {
  login: '/web/administration',
  dashboard: '/web/administration/dashboard',
  apkDeploys: '/web/administration/apk-deploys',
  apkDeployCreate: '/web/administration/apk-deploys/create',
  texts: '/web/administration/texts',
  testimonials: '/web/administration/testimonials',
  reports: '/web/administration/reports',
  store: '/web/administration/store',
  sponsors: '/web/administration/sponsors',
  plans: '/web/administration/plans',
  deliveries: '/web/administration/deliveries',
} as const;

/** The address patterns of the staff pages, for `toHaveURL`. */
export const atAdmin = {
  login: /\/web\/administration$/,
  dashboard: /\/web\/administration\/dashboard$/,
  apkDeploys: /\/web\/administration\/apk-deploys$/,
} as const;

export type ApiSession = {
  token: string;
  user: { id: number; firstname: string; roles: string[] };
};

/** What the apps send as a password (spec, section 5). */
export const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** `POST /api/auth/singin` as the website does: the login model with device_name 'web'. */
export async function apiSignIn(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<ApiSession> {
  const response = await request.post('/api/auth/singin', {
    multipart: { email_or_phone: email, password: sha256(password), device_name: 'web' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ApiSession;
}

/**
 * A new user without staff roles, signed up through the API: verification code from the
 * development outbox, then the account (18 or over, a gender option, a city). `gender` is the
 * option's slug (`mujer`, `hombre`, `no-binario`…); the list's first (Mujer) by default.
 */
export async function signUpMember(
  request: APIRequestContext,
  {
    email,
    firstname = 'Marina',
    password = 'Miembro-e2e-1',
    gender: genderSlug,
  }: Partial<Record<'email' | 'firstname' | 'password' | 'gender', string>> = {},
): Promise<ApiSession> {
  const contact = email ?? `miembro-${process.pid}-${Date.now()}@antojo.test`;
  const requested = await request.post('/api/auth/notificable/email', {
    multipart: { email: contact },
  });
  expect(requested.status(), await requested.text()).toBe(200);
  const { key } = (await requested.json()) as { key: string };

  const outbox = (await (
    await request.get(`/api/_dev/outbox?to=${encodeURIComponent(contact)}`)
  ).json()) as Array<{ text: string }>;
  const code = /\b(\d{6})\b/.exec(outbox[0]?.text ?? '')?.[1];
  expect(code, 'the verification code in the outbox').toBeTruthy();

  const validated = await request.post('/api/auth/notificable/email/validate', {
    multipart: { key, code: Buffer.from(code!).toString('base64') },
  });
  expect(validated.status(), await validated.text()).toBe(200);
  const { emailId } = (await validated.json()) as { emailId: string };

  const concepts = (await (await request.get('/api/concept')).json()) as Array<{
    code: string;
    options: Array<{ id: number; tag: string }>;
  }>;
  const countries = (await (await request.get('/api/country')).json()) as Array<{
    states: Array<{ cities: Array<{ id: number }> }>;
  }>;
  const genders = concepts.find((concept) => concept.code === 'gender')!.options;
  const gender = (
    genderSlug ? genders.find((option) => option.tag === `gender-${genderSlug}`) : genders[0]
  )!.id;
  const city = countries[0]!.states[0]!.cities[0]!.id;

  const signedUp = await request.post('/api/auth/singup', {
    multipart: {
      firstname,
      birthdate: '1992-06-15',
      gender: String(gender),
      city: String(city),
      password: sha256(password),
      emailId,
      device_name: 'web',
    },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(200);
  return (await signedUp.json()) as ApiSession;
}

// One staff sign-in and one member per test run: the API limits sign-ups (20 an hour) and
// sign-ins (30 a minute) per address. Tests that log out sign in on their own.
let staffSession: Promise<ApiSession> | undefined;
let memberSession: Promise<ApiSession> | undefined;

export function staffToken(request: APIRequestContext): Promise<string> {
  staffSession ??= apiSignIn(request, STAFF.email, STAFF.password);
  return staffSession.then((session) => session.token);
}

/** The run's user without staff roles. */
export function member(request: APIRequestContext): Promise<ApiSession> {
  memberSession ??= signUpMember(request);
  return memberSession;
}

export function memberToken(request: APIRequestContext): Promise<string> {
  return member(request).then((session) => session.token);
}

/**
 * Opens a staff page as someone with a saved session: the token where the website keeps it
 * (localStorage `apiToken`, spec section 9), then the page, which comes back with it.
 */
export async function openSignedIn(page: Page, token: string, path: string) {
  // localStorage belongs to the origin: any page of it will do to write there.
  await page.goto('/api/health');
  await page.evaluate((value) => {
    (
      globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
    ).localStorage.setItem('apiToken', value);
  }, token);
  await page.goto(path);
}

/** The token the website has saved, if any. */
export function savedToken(page: Page): Promise<string | null> {
  return page.evaluate(() =>
    (
      globalThis as unknown as { localStorage: { getItem(k: string): string | null } }
    ).localStorage.getItem('apiToken'),
  );
}

/**
 * The staff area's side menu, opened first where it starts closed: on phones it opens over the
 * page from the top bar's Menú button, and closes again once a page is chosen.
 */
export async function staffMenu(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Menú de administración' });
  const toggle = page.getByRole('button', { name: 'Menú' });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(menu).toBeVisible();
  return menu;
}

/** Closes the menu where it lies over the page (narrow screens), with the top bar's button. */
export async function closeStaffMenuOverlay(page: Page) {
  if ((page.viewportSize()?.width ?? 0) >= 1024) return;
  await page.getByRole('button', { name: 'Menú' }).click();
  await expect(page.getByRole('navigation', { name: 'Menú de administración' })).toBeHidden();
}

/** The shared alert dialog (spec, section 8), by its title. */
export function alertDialog(page: Page, title: string) {
  return page.getByRole('alertdialog', { name: title });
}
