import { type APIRequestContext } from '@playwright/test';
import { test } from './support/test.js';
import { gradientPng } from './support/members.js';
import { madridAt } from './support/clock.js';
import { openSignedIn, signUpMember, type ApiSession } from './support/staff.js';

// Pictures of every screen of the member app at the narrowest and a wide width, with a member
// who has a profile, plans around and a request waiting, for a person to look at.
// Opt-in: `SCREENSHOTS=1 npx playwright test member-screenshots`.
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');
test.skip(({ isMobile }) => isMobile, 'the test sets its own widths');

type Reference = {
  concepts: Array<{ code: string; options: Array<{ id: number; tag: string }> }>;
  madrid: { id: number; lat: number; lon: number };
};

async function reference(request: APIRequestContext): Promise<Reference> {
  const concepts = (await (await request.get('/api/concept')).json()) as Reference['concepts'];
  const countries = (await (await request.get('/api/country')).json()) as Array<{
    states: Array<{ cities: Array<{ id: number; name: string; lat: number; lon: number }> }>;
  }>;
  const madrid = countries
    .flatMap((country) => country.states.flatMap((state) => state.cities))
    .find((city) => city.name === 'Madrid')!;
  return { concepts, madrid };
}

const auth = (session: ApiSession) => ({ authorization: `Bearer ${session.token}` });
const option = (ref: Reference, code: string, index = 0) =>
  ref.concepts.find((concept) => concept.code === code)!.options[index]!.id;

/** A plan `days` from now at `hour`, by `host`. */
async function host(
  request: APIRequestContext,
  ref: Reference,
  session: ApiSession,
  plan: {
    description: string;
    sport?: number;
    days: number;
    hour: number;
    address: string;
    group?: number;
  },
) {
  const start = madridAt(plan.days, plan.hour);
  const response = await request.post('/api/activity', {
    headers: auth(session),
    multipart: {
      description: plan.description,
      type: String(option(ref, 'activity_types', plan.sport === undefined ? 0 : 1)),
      ...(plan.sport !== undefined && {
        discipline: String(option(ref, 'disciplines', plan.sport)),
        level: String(option(ref, 'levels', 1)),
      }),
      city: String(ref.madrid.id),
      location: JSON.stringify({ lat: ref.madrid.lat, lon: ref.madrid.lon, address: plan.address }),
      start_at: start.toISOString(),
      duration: '01:30',
      participants: '4',
      ...(plan.group !== undefined && { group: String(plan.group) }),
    },
  });
  return (await response.json()) as { id: number };
}

async function fillProfile(request: APIRequestContext, ref: Reference, session: ApiSession) {
  const pick = (code: string, count: number) =>
    JSON.stringify(
      ref.concepts
        .find((concept) => concept.code === code)!
        .options.slice(0, count)
        .map((entry) => ({ id: entry.id })),
    );
  await request.post(`/api/user/${session.user.id}`, {
    headers: auth(session),
    multipart: {
      lastname: 'Navarro',
      city: String(ref.madrid.id),
      likes: pick('likes', 4),
      do_exercises: pick('do_exercises', 3),
      groupal_sports: pick('groupal_sports', 2),
      pets: pick('pets', 1),
    },
  });
  await request.post(`/api/user/${session.user.id}/avatar`, {
    headers: auth(session),
    multipart: {
      avatar: {
        name: 'yo.png',
        mimeType: 'image/png',
        buffer: gradientPng(320, 320, [232, 80, 91], [255, 196, 120]),
      },
    },
  });
  for (const [from, to] of [
    [
      [64, 120, 200],
      [120, 200, 230],
    ],
    [
      [40, 140, 90],
      [190, 220, 120],
    ],
    [
      [230, 150, 60],
      [250, 220, 150],
    ],
  ] as const) {
    await request.post(`/api/user/${session.user.id}/photo`, {
      headers: auth(session),
      multipart: {
        photo: {
          name: 'foto.png',
          mimeType: 'image/png',
          buffer: gradientPng(600, 600, [...from], [...to]),
        },
      },
    });
  }
}

const SCREENS = [
  ['descubrir', '/web/app'],
  ['mapa', '/web/app/map'],
  ['deslizar', '/web/app/deck'],
  ['crear', '/web/app/create'],
  ['chats', '/web/app/chats'],
  ['perfil', '/web/app/profile'],
  ['editar-perfil', '/web/app/profile/edit'],
  ['notificaciones', '/web/app/notifications'],
  ['ajustes', '/web/app/settings'],
  ['configuraciones', '/web/app/settings/profile'],
  ['valorar', '/web/app/settings/feedback'],
  ['bloqueados', '/web/app/settings/blocked'],
] as const;

const GUEST = [
  ['bienvenida', '/web/app/welcome'],
  ['crear-cuenta', '/web/app/join'],
  ['iniciar-sesion', '/web/app/sign-in'],
  ['olvidaste', '/web/app/forgot-password'],
] as const;

test('screenshots of the member app at 360 and 1280 px', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const ref = await reference(request);
  const stamp = Date.now();
  const lucia = await signUpMember(request, {
    email: `lucia-${stamp}@antojo.test`,
    firstname: 'Lucía',
  });
  const pablo = await signUpMember(request, {
    email: `pablo-${stamp}@antojo.test`,
    firstname: 'Pablo',
  });
  await fillProfile(request, ref, lucia);
  const padel = await host(request, ref, pablo, {
    description: 'Pádel de tarde, nivel medio, pista reservada',
    sport: 3,
    days: 1,
    hour: 19,
    address: 'Club de pádel La Elipa',
  });
  await host(request, ref, pablo, {
    description: 'Cañas y tapas para conocer gente nueva',
    days: 2,
    hour: 20,
    address: 'Plaza de Olavide',
  });
  const own = await host(request, ref, lucia, {
    description: 'Ruta en bici por Madrid Río, ritmo tranquilo',
    sport: 6,
    days: 3,
    hour: 10,
    address: 'Puente de Segovia',
  });
  await request.post('/api/petition', {
    headers: auth(pablo),
    multipart: {
      petition_type_option_id: String(option(ref, 'petitions_types')),
      to_user_id: String(lucia.user.id),
      activity: String(own.id),
    },
  });

  // Marta is in Lucía's ride, and they have talked in its chat.
  const marta = await signUpMember(request, {
    email: `marta-${stamp}@antojo.test`,
    firstname: 'Marta',
  });
  const asked = (await (
    await request.post('/api/petition', {
      headers: auth(marta),
      multipart: {
        petition_type_option_id: String(option(ref, 'petitions_types')),
        to_user_id: String(lucia.user.id),
        activity: String(own.id),
      },
    })
  ).json()) as { id: number };
  await request.post(`/api/petition/${asked.id}`, {
    headers: auth(lucia),
    multipart: { acepted: '1' },
  });
  for (const [session, path, text] of [
    [marta, `/api/match/${asked.id}/message`, '¡Hola! ¿Hay que llevar casco?'],
    [lucia, `/api/activity/${own.id}/message`, 'Sí, casco y agua. Salimos a las 10 en punto.'],
    [marta, `/api/match/${asked.id}/message`, 'Genial, allí estaré. ¿Vamos hasta el Pardo?'],
    [marta, `/api/match/${asked.id}/message`, 'Si hace buen día podemos parar a desayunar.'],
  ] as const) {
    await request.post(path, { headers: auth(session), multipart: { message: text } });
  }

  // Marta and Lucía are friends; Marta invites her to a plan, and Pablo asks to be friends.
  await request.post(`/api/user/${lucia.user.id}/friend`, { headers: auth(marta) });
  await request.post(`/api/user/${marta.user.id}/friend`, { headers: auth(lucia) });
  await request.post(`/api/user/${lucia.user.id}/friend`, { headers: auth(pablo) });
  const picnic = await host(request, ref, marta, {
    description: 'Pícnic en el Parque del Oeste, cada uno trae algo',
    days: 4,
    hour: 13,
    address: 'Rosaleda del Parque del Oeste',
  });
  await request.post(`/api/activity/${picnic.id}/invite`, {
    headers: auth(marta),
    multipart: { user_ids: JSON.stringify([lucia.user.id]) },
  });

  // Lucía and Marta talk privately, and Lucía runs a group Marta is in, with a plan of its own.
  const talk = (await (
    await request.post(`/api/user/${marta.user.id}/conversation`, { headers: auth(lucia) })
  ).json()) as { id: number };
  for (const [session, text] of [
    [lucia, '¿Te apuntas el sábado a la ruta larga?'],
    [marta, '¡Claro! ¿Salimos desde Príncipe Pío?'],
    [marta, 'Llevo bocadillos para las dos.'],
  ] as const) {
    await request.post(`/api/conversation/${talk.id}/message`, {
      headers: auth(session),
      multipart: { message: text },
    });
  }
  const group = (await (
    await request.post('/api/group', {
      headers: auth(lucia),
      multipart: {
        name: 'Ciclistas de Madrid Río',
        description:
          'Rutas tranquilas los fines de semana. Se sale siempre desde el Puente de Segovia.',
        visibility: 'public',
      },
    })
  ).json()) as { id: number; conversationId: number };
  await request.post(`/api/group/${group.id}/join`, { headers: auth(marta) });
  await request.post(`/api/group/${group.id}/join`, { headers: auth(pablo) });
  await request.post(`/api/conversation/${group.conversationId}/message`, {
    headers: auth(marta),
    multipart: { message: '¿Quién se viene el domingo?' },
  });
  await host(request, ref, lucia, {
    description: 'Ruta del domingo hasta El Pardo',
    sport: 6,
    days: 5,
    hour: 9,
    address: 'Puente de Segovia',
    group: group.id,
  });

  // Two wishes near the centre: the Mapa de deseos has something to show.
  for (const [session, wish] of [
    [
      pablo,
      {
        text: '¿Alguien para un café y charlar por Malasaña?',
        window: 'now',
        lat: 0.008,
        lon: -0.004,
      },
    ],
    [
      marta,
      {
        text: 'Me apetece correr por el Retiro al atardecer',
        window: 'today',
        lat: -0.004,
        lon: 0.012,
      },
    ],
  ] as const) {
    await request.post('/api/wish', {
      headers: auth(session),
      data: {
        text: wish.text,
        window: wish.window,
        lat: ref.madrid.lat + wish.lat,
        lon: ref.madrid.lon + wish.lon,
      },
    });
  }

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [name, path] of GUEST) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    }
    await openSignedIn(page, lucia.token, '/web/app');
    for (const [name, path] of [
      ...SCREENS,
      ['perfil-publico', `/web/app/u/${pablo.user.id}`],
      ['plan', `/web/app/a/${padel.id}`],
      ['chat', `/web/app/chats/${own.id}`],
      ['amigos', '/web/app/friends'],
      ['conversaciones', '/web/app/chats?lista=personas'],
      ['conversacion', `/web/app/chats/c/${talk.id}`],
      ['chat-grupo', `/web/app/chats/c/${group.conversationId}`],
      ['grupos', '/web/app/groups'],
      ['grupo', `/web/app/g/${group.id}`],
      ['crear-grupo', '/web/app/groups/new'],
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    }
    // Reporting someone from their profile.
    await page.goto(`/web/app/u/${pablo.user.id}`);
    await page.getByRole('button', { name: 'Denunciar a Pablo' }).click();
    await page.getByRole('dialog', { name: 'Denunciar a Pablo' }).waitFor();
    await page.screenshot({ path: testInfo.outputPath(`denunciar-${width}.png`) });
    // Inviting friends to one's plan.
    await page.goto(`/web/app/a/${own.id}`);
    await page.getByRole('button', { name: 'Invitar a amigos' }).click();
    await page.getByRole('dialog', { name: 'Invitar a amigos' }).getByText('Marta').waitFor();
    await page.screenshot({ path: testInfo.outputPath(`invitar-amigos-${width}.png`) });
    // The Mapa de deseos: a wish's card, then the form to publish one.
    await page.goto('/web/app/map?capas=deseos');
    await page.getByRole('button', { name: /^Deseo: ¿Alguien para un café/ }).click();
    await page.getByRole('region', { name: 'Deseo seleccionado' }).waitFor();
    await page.screenshot({ path: testInfo.outputPath(`mapa-deseo-${width}.png`) });
    await page.getByRole('button', { name: 'Publicar deseo' }).click();
    await page.getByRole('dialog', { name: 'Publicar deseo' }).waitFor();
    await page.screenshot({ path: testInfo.outputPath(`publicar-deseo-${width}.png`) });
    // Clear the session for the guest screens of the next width.
    await page.evaluate(() =>
      (globalThis as unknown as { localStorage: { clear(): void } }).localStorage.clear(),
    );
  }
});
