import { expect, test } from './support/test.js';
import { openSignedIn, signUpMember } from './support/staff.js';

// Pictures of the notifications switch in "Configuraciones de Perfil" (off, blocked by the
// browser, failed to subscribe) and of the app opened with no network, at 360 and 1280 px,
// for a person to look at.
// Opt-in: `SCREENSHOTS=1 npx playwright test member-pwa-screenshots --project=desktop`.
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');
test.skip(({ isMobile }) => isMobile, 'the test sets its own widths');

test('screenshots of the notifications switch and the offline state', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const member = await signUpMember(request, { firstname: 'Lucía' });
  for (const width of [360, 1280]) {
    // A browser of its own for each width: the permission refused at one is not the other's.
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const shot = (name: string) =>
      page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
    await openSignedIn(page, member.token, '/web/app/settings/profile');
    const toggle = page.getByRole('switch', { name: 'Avisos en este navegador' });
    await expect(toggle).toBeEnabled();
    await page.waitForLoadState('networkidle');
    await shot(`notificaciones-${width}`);
    await toggle.click();
    await expect(page.getByText('Has bloqueado las notificaciones')).toBeVisible();
    await shot(`notificaciones-bloqueadas-${width}`);

    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (globalThis as unknown as { navigator: { serviceWorker: { controller: unknown } } })
              .navigator.serviceWorker.controller !== null,
        ),
      )
      .toBe(true);
    await context.setOffline(true);
    await page.goto('/web/app');
    await expect(page.getByRole('heading', { name: 'Estás sin conexión' })).toBeVisible();
    await shot(`sin-conexion-${width}`);
    await context.close();

    // With the permission given, headless Chromium still cannot subscribe (no push service).
    const allowed = await browser.newContext({ viewport: { width, height: 800 } });
    await allowed.grantPermissions(['notifications']);
    const other = await allowed.newPage();
    await openSignedIn(other, member.token, '/web/app/settings/profile');
    await other.getByRole('switch', { name: 'Avisos en este navegador' }).click();
    await expect(other.getByText('No hemos podido activar las notificaciones')).toBeVisible();
    await other.screenshot({
      path: testInfo.outputPath(`notificaciones-error-${width}.png`),
      fullPage: true,
    });
    await allowed.close();
  }
});
