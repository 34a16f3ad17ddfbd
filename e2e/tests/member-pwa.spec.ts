import { type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { openSignedIn, signUpMember } from './support/staff.js';

// The member app installs (web app manifest, icons), opens with no network (service worker)
// and lets the member turn Web Push on and off in "Configuraciones de Perfil". The pushes
// themselves are proven against a local push service in apps/server (push.delivery.test.ts):
// headless Chromium has no push service to subscribe with.

const SETTINGS = '/web/app/settings/profile';

/** What these tests read of the page's globals (the e2e project has no DOM types). */
type PageGlobals = {
  navigator: {
    serviceWorker: {
      controller: unknown;
      ready: Promise<{ scope: string }>;
      getRegistrations(): Promise<unknown[]>;
    };
  };
  caches: {
    keys(): Promise<string[]>;
    open(name: string): Promise<{ keys(): Promise<Array<{ url: string }>> }>;
  };
  PushManager?: unknown;
};

type Manifest = {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
};

/** Width, height and whether it has an alpha channel, from a PNG's IHDR chunk. */
function pngHeader(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  const colourType = bytes[25];
  return {
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
    alpha: colourType === 4 || colourType === 6,
  };
}

/** Waits until the member app's service worker controls the page. */
async function controlled(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () => (globalThis as unknown as PageGlobals).navigator.serviceWorker.controller !== null,
        ),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
}

test('serves a valid web manifest and icons, linked from the member app only', async ({
  page,
  request,
}) => {
  const response = await request.get('/web/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Antojo',
    short_name: 'Antojo',
    lang: 'es',
    start_url: '/web/app',
    scope: '/web/app',
    display: 'standalone',
    theme_color: '#e8505b',
    background_color: '#fff8f5',
  });
  const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
  expect(purposes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    const { width, height, alpha } = pngHeader(await file.body());
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    // A maskable icon is full-bleed: the platform cuts its shape out of an opaque square.
    if (icon.purpose === 'maskable') expect(alpha).toBe(false);
  }

  // The public site links no manifest and registers no service worker.
  await page.goto('/web');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  const registrations = () =>
    page.evaluate(
      async () =>
        (await (globalThis as unknown as PageGlobals).navigator.serviceWorker.getRegistrations())
          .length,
    );
  expect(await registrations()).toBe(0);
  // The member app does both.
  await page.goto('/web/app/welcome');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/web/manifest.webmanifest',
  );
  await expect.poll(registrations).toBe(1);
});

test('opens offline after a first visit, showing the offline state', async ({
  page,
  context,
  request,
}) => {
  const member = await signUpMember(request, { firstname: 'Olga' });
  await openSignedIn(page, member.token, '/web/app');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await controlled(page);
  // The worker's scope is the member app, nothing wider.
  const scope = await page.evaluate(
    async () => (await (globalThis as unknown as PageGlobals).navigator.serviceWorker.ready).scope,
  );
  expect(new URL(scope).pathname).toBe('/web/app');

  await context.setOffline(true);
  await page.goto('/web/app/');
  await expect(page.getByRole('heading', { name: 'Estás sin conexión' })).toBeVisible();
  await expect(page.getByText('Sin conexión. Lo que ves puede no estar al día')).toBeVisible();
  // Another page of the app opens offline too, to the same state.
  await page.goto('/web/app/chats');
  await expect(page.getByRole('heading', { name: 'Estás sin conexión' })).toBeVisible();
  // No alert blames the server: the browser knows it is offline.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // The connection returns: the app carries on by itself.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Estás sin conexión' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Chats' }).first()).toBeVisible();

  // What the worker keeps: the app's files and the public reference data, nothing private.
  const cached = await page.evaluate(async () => {
    const { caches } = globalThis as unknown as PageGlobals;
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        urls.push(new URL(request.url).pathname);
      }
    }
    return urls;
  });
  expect(cached).toContain('/web/spa.html');
  const api = cached.filter((path) => path.startsWith('/api/'));
  expect(api.length).toBeGreaterThan(0);
  expect(api.filter((path) => !/^\/api\/(info|country|concept|text)$/.test(path))).toEqual([]);
});

test.describe('the notifications switch in Configuraciones de Perfil', () => {
  test('asks the browser, and says so plainly when notifications are blocked', async ({
    page,
    request,
  }) => {
    const member = await signUpMember(request, { firstname: 'Nuria' });
    await openSignedIn(page, member.token, SETTINGS);
    const toggle = page.getByRole('switch', { name: 'Avisos en este navegador' });
    await expect(toggle).toBeEnabled();
    await expect(toggle).not.toBeChecked();
    await controlled(page);
    // Headless Chromium answers the permission question itself: not granted.
    await toggle.click();
    await expect(
      page.getByText('Has bloqueado las notificaciones de Antojo en este navegador'),
    ).toBeVisible();
    await expect(toggle).toBeDisabled();
    await expect(toggle).not.toBeChecked();
  });

  test('with permission, subscribes through the worker, or says it could not', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['notifications']);
    const member = await signUpMember(request, { firstname: 'Inés' });
    const saved: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith('/api/push/')) {
        saved.push(`${sent.method()} ${new URL(sent.url()).pathname}`);
      }
    });
    await openSignedIn(page, member.token, SETTINGS);
    await controlled(page);
    const toggle = page.getByRole('switch', { name: 'Avisos en este navegador' });
    const card = page.getByRole('region', { name: 'Notificaciones' });
    const refused = page.getByText('No hemos podido activar las notificaciones en este navegador');
    await toggle.click();
    // Done: no longer busy, and either subscribed or saying why not.
    await expect
      .poll(
        async () =>
          (await card.getAttribute('aria-busy')) === null &&
          ((await toggle.isChecked()) || (await refused.isVisible())),
      )
      .toBe(true);
    // The server's key is fetched for PushManager.subscribe. Headless Chromium has no push
    // service (no Firebase connection), so the subscription fails and the app says so; a
    // browser with one saves it (POST /api/push/subscription).
    expect(saved[0]).toBe('GET /api/push/key');
    const subscribed = await toggle.isChecked();
    test.info().annotations.push({
      type: 'PushManager.subscribe',
      description: subscribed ? 'subscribed and saved' : 'refused by the browser, as said',
    });
    if (subscribed) {
      expect(saved).toContain('POST /api/push/subscription');
      await toggle.click();
      await expect(toggle).not.toBeChecked();
    } else {
      await expect(refused).toBeVisible();
      await expect(toggle).toBeEnabled();
    }
  });

  test('names a browser without Web Push', async ({ page, request }) => {
    await page.addInitScript(() => {
      delete (globalThis as unknown as PageGlobals).PushManager;
    });
    const member = await signUpMember(request, { firstname: 'Pau' });
    await openSignedIn(page, member.token, SETTINGS);
    await expect(page.getByText('Este navegador no admite notificaciones.')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Avisos en este navegador' })).toBeDisabled();
  });
});
