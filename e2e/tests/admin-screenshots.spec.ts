import { test } from './support/test.js';
import { APK_TYPE, fakeBuild, uniqueVersion } from './support/deploys.js';
import { adminPath, openSignedIn, signUpMember, staffToken } from './support/staff.js';

// Pictures of the staff pages at the narrowest and a wide width, for a person to look at.
// Opt-in: `SCREENSHOTS=1 npx playwright test admin-screenshots`.
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');
test.skip(({ isMobile }) => isMobile, 'the test sets its own widths');

const pages = [
  ['dashboard', adminPath.dashboard],
  ['apk-deploys', adminPath.apkDeploys],
  ['apk-deploy-create', adminPath.apkDeployCreate],
  ['texts', adminPath.texts],
  ['testimonials', adminPath.testimonials],
  ['reports', adminPath.reports],
] as const;

for (const width of [360, 1280]) {
  test(`screenshots of the staff area at ${width}px`, async ({ page, request }, testInfo) => {
    const token = await staffToken(request);
    // A deploy, so the history has a row to show.
    await request.post('/api/admin/deploy', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        appType: 'apk',
        version: uniqueVersion(),
        file: { name: 'antojo.apk', mimeType: APK_TYPE, buffer: fakeBuild(3 * 1024 * 1024) },
      },
    });

    // A report of a chat message, so the moderation queue shows one in its context.
    const stamp = Date.now();
    const [host, guest] = await Promise.all([
      signUpMember(request, {
        email: `anfitrion-${width}-${stamp}@antojo.test`,
        firstname: 'Sergio',
      }),
      signUpMember(request, {
        email: `invitada-${width}-${stamp}@antojo.test`,
        firstname: 'Lucía',
      }),
    ]);
    const concepts = (await (await request.get('/api/concept')).json()) as Array<{
      code: string;
      options: Array<{ id: number }>;
    }>;
    const optionOf = (code: string) =>
      String(concepts.find((concept) => concept.code === code)!.options[0]!.id);
    const plan = (await (
      await request.post('/api/activity', {
        headers: { authorization: `Bearer ${host.token}` },
        data: {
          type: Number(optionOf('activity_types')),
          city: (
            (await (await request.get('/api/country')).json()) as Array<{
              states: Array<{ cities: Array<{ id: number }> }>;
            }>
          )[0]!.states[0]!.cities[0]!.id,
          location: { lat: 40.42, lon: -3.7 },
          description: 'Partido de pádel el sábado',
          start_at: new Date(Date.now() + 86_400_000).toISOString(),
          duration: '01:30',
          participants: 4,
        },
      })
    ).json()) as { id: number };
    // Lucía is in the plan: only someone in a chat reports its messages.
    const asked = (await (
      await request.post('/api/petition', {
        headers: { authorization: `Bearer ${guest.token}` },
        multipart: {
          petition_type_option_id: optionOf('petitions_types'),
          to_user_id: String(host.user.id),
          activity: String(plan.id),
        },
      })
    ).json()) as { id: number };
    await request.post(`/api/petition/${asked.id}`, {
      headers: { authorization: `Bearer ${host.token}` },
      multipart: { acepted: '1' },
    });
    let reported = 0;
    for (const text of [
      '¿Quién trae las bolas?',
      'Nadie te ha preguntado, pesada',
      'Yo las llevo',
    ]) {
      const sent = (await (
        await request.post(`/api/activity/${plan.id}/message`, {
          headers: { authorization: `Bearer ${host.token}` },
          multipart: { message: text },
        })
      ).json()) as { id: number };
      if (text.startsWith('Nadie')) reported = sent.id;
    }
    await request.post('/api/report', {
      headers: { authorization: `Bearer ${guest.token}` },
      multipart: {
        subject_type: 'message',
        subject_id: String(reported),
        reason: 'harassment',
        details: 'Me contesta así cada vez que escribo en el chat.',
      },
    });

    await page.setViewportSize({ width, height: 800 });
    await page.goto(adminPath.login);
    await page.getByLabel('Correo').focus();
    await page.getByLabel('Contraseña', { exact: true }).focus();
    await page.screenshot({ path: testInfo.outputPath(`login-${width}.png`), fullPage: true });

    await openSignedIn(page, token, adminPath.dashboard);
    for (const [name, path] of pages) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // The texts are a long list: the top of it says enough.
      const fullPage = name !== 'texts';
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage });
    }
    if (width === 360) {
      await page.getByRole('button', { name: 'Menú' }).click();
      await page.screenshot({ path: testInfo.outputPath(`menu-open-${width}.png`) });
    }
  });
}
