import type { Activity } from '@app/contract/activities';
import type { Group } from '@app/contract/groups';
import type { PublicActivity } from '@app/contract/share';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { plans } from '../../test/plans.js';
import { apiSuite } from '../../test/suite.js';

// A shared plan's link (issue 38): `GET /public/activities/{id}` for anyone, the page
// `/web/plan/{id}` and its preview image. Nothing but the area and a first name; removed
// plans, groups' plans and blocked pairs are not found.

const PUBLIC_URL = 'https://antojo.example';

describe.each(backends)('a plan shared by its link, on $name', (backend) => {
  const api = apiSuite(backend, { emails: 'enlace', env: { PUBLIC_URL } });
  let host: Session;
  let ana: Session;
  let blocked: Session;

  const read = (id: number, session: Session | null = null) =>
    api.send(session, 'GET', `/public/activities/${id}`);
  const page = (path: string, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'GET', url: path, headers });

  beforeAll(async () => {
    host = await api.member('Lucía');
    ana = await api.member('Ana');
    blocked = await api.member('Bruno');
    const answer = await api.send(host, 'POST', `/user/${blocked.user.id}/block`);
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('shows a guest the plan with its area, the host first name and the places left', async () => {
    const plan = await plans(api.app, api.ref).host(host, {
      description: 'Pádel en el Retiro',
      participants: 4,
    });
    await plans(api.app, api.ref).join(ana, plan, host);

    const answer = await read(plan.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const shown = answer.json<PublicActivity>();
    expect(shown).toMatchObject({
      id: plan.id,
      description: 'Pádel en el Retiro',
      start_at: plan.start_at,
      time_zone: 'Europe/Madrid',
      place: { area: 'Madrid', address: null, point: null },
      host: { firstname: 'Lucía' },
      sponsor: null,
      participants: 4,
      places_left: 3,
      repeats: null,
      status: 'open',
      url: `${PUBLIC_URL}/web/plan/${plan.id}`,
    });
    expect(shown.image_url).toMatch(
      new RegExp(`^${PUBLIC_URL}/web/plan/${plan.id}/preview\\.png\\?v=[0-9a-z]+$`),
    );
    // Nothing more of the host than the first name, nor of the point than the city.
    expect(answer.body).not.toContain(host.user.email);
    expect(JSON.stringify(shown)).not.toMatch(/lastname|"lat"|"lon"|avatar/);
  });

  it('shows the address and the point only when the host chooses to', async () => {
    const plan = await plans(api.app, api.ref).host(host);
    const shown = await api.send(host, 'POST', `/activity/${plan.id}`, {
      location: { lat: 40.4153, lon: -3.6845, address: 'Paseo de la Argentina' },
      public_place: 1,
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json<Activity>().public_place).toBe(true);
    expect((await read(plan.id)).json<PublicActivity>().place).toEqual({
      area: 'Madrid',
      address: 'Paseo de la Argentina',
      point: { lat: 40.4153, lon: -3.6845 },
    });

    await api.send(host, 'POST', `/activity/${plan.id}`, { public_place: 0 });
    expect((await read(plan.id)).json<PublicActivity>().place).toEqual({
      area: 'Madrid',
      address: null,
      point: null,
    });
  });

  it('does not find a removed plan, a private group’s plan, or a blocked pair’s plan', async () => {
    const removed = await plans(api.app, api.ref).host(host);
    expect((await api.send(host, 'DELETE', `/activity/${removed.id}`)).statusCode).toBe(200);
    expect((await read(removed.id)).statusCode).toBe(404);
    expect((await read(999_999_999)).statusCode).toBe(404);
    expect((await read(0)).statusCode).toBe(422);

    // A private group's plan is its members' alone; a public group's shows, naming the group.
    const groupPlan = async (visibility: 'public' | 'private') => {
      const group = (
        await api.send(host, 'POST', '/group', {
          name: visibility === 'public' ? 'Pádel abierto' : 'Pádel entre amigos',
          description: 'Martes',
          visibility,
        })
      ).json<Group>();
      const created = await api.send(host, 'POST', '/activity', {
        type: api.ref.optionTagged('activity_types', 'activity_types-social'),
        city: api.ref.city('Madrid'),
        location: { lat: 40.42, lon: -3.7 },
        description: 'Del grupo',
        start_at: new Date(Date.now() + 86_400_000).toISOString(),
        duration: '01:00',
        participants: 4,
        group: group.id,
      });
      expect(created.statusCode, created.body).toBe(200);
      return { group, plan: created.json<Activity>() };
    };
    const closed = await groupPlan('private');
    expect((await read(closed.plan.id)).statusCode).toBe(404);
    expect((await page(`/web/plan/${closed.plan.id}`)).statusCode).toBe(404);
    const open = await groupPlan('public');
    const shown = await read(open.plan.id);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json<PublicActivity>().group).toEqual({
      id: open.group.id,
      name: 'Pádel abierto',
    });
    const openPage = (await page(`/web/plan/${open.plan.id}`)).body;
    expect(openPage).toContain(`href="/web/app/g/${open.group.id}">Unirme al grupo</a>`);
    expect(openPage).not.toContain('Pedir unirme');

    const plan = await plans(api.app, api.ref).host(host);
    // The host blocked Bruno: signed in, neither finds the other's plans by their link.
    expect((await read(plan.id, blocked)).statusCode).toBe(404);
    const brunos = await plans(api.app, api.ref).host(blocked);
    expect((await read(brunos.id, host)).statusCode).toBe(404);
    expect((await read(brunos.id, ana)).statusCode).toBe(200);
    expect((await read(plan.id, ana)).statusCode).toBe(200);
  });

  it('serves a page anyone can read, with the tags a link card is drawn from', async () => {
    const plan = await plans(api.app, api.ref).host(host, {
      description: 'Cañas & <b>tapas</b> "en" La Latina <script>alert(1)</script>',
    });
    const answer = await page(`/web/plan/${plan.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    const body = answer.body;
    const shown = (await read(plan.id)).json<PublicActivity>();

    const meta = (attribute: string, name: string) =>
      new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(body)?.[1];
    expect(meta('property', 'og:url')).toBe(shown.url);
    expect(meta('property', 'og:image')).toBe(shown.image_url);
    expect(meta('property', 'og:image:width')).toBe('1200');
    expect(meta('property', 'og:image:height')).toBe('630');
    expect(meta('property', 'og:title')).toBe(
      'Cañas &amp; &lt;b&gt;tapas&lt;/b&gt; &quot;en&quot; La Latina &lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');
    expect(meta('name', 'twitter:image')).toBe(shown.image_url);
    expect(meta('property', 'og:description')).toMatch(
      /Madrid · Quedan 4 plazas\. Organiza Lucía\.$/,
    );
    // What the member wrote is text, never markup; the page's one script is a file, which
    // reading does not need (it sends a signed-in reader of a blocked pair away).
    expect(body).not.toContain('<b>');
    expect(body.match(/<script[^>]*>/g)).toEqual(['<script src="/web/plan/reader.js" defer>']);
    const reader = await page('/web/plan/reader.js');
    expect(reader.statusCode).toBe(200);
    expect(reader.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(reader.body).toContain("'/api/public/activities/' + id");
    expect(body).toContain('<h1 id="plan-title">Cañas &amp; &lt;b&gt;tapas');
    expect(body).toContain(`href="/web/app/a/${plan.id}">Pedir unirme</a>`);
    expect(body).toContain(`href="/web/plan/${plan.id}/plan.ics"`);
    expect(body).toContain(
      'Madrid <span class="quiet">· el punto exacto, al entrar en la app</span>',
    );

    expect((await page('/web/plan/abc')).statusCode).toBe(404);
    expect((await page('/web/plan/0')).statusCode).toBe(404);
    expect((await page('/web/plan/99999999999999')).statusCode).toBe(404);
  });

  it('draws a card for any words: one endless word, or only spaces of no width', async () => {
    for (const description of ['Supercalifragilisticoespialidoso'.repeat(4), '\u200b\u200b']) {
      const plan = await plans(api.app, api.ref).host(host, { description });
      const { image_url } = (await read(plan.id)).json<PublicActivity>();
      const card = await page(image_url.slice(PUBLIC_URL.length));
      expect(card.statusCode, card.body).toBe(200);
      expect(await sharp(card.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
    }
  });

  it('draws the preview image once per version, and anew after an edit', async () => {
    const plan = await plans(api.app, api.ref).host(host, { description: 'Ruta en bici' });
    const { image_url } = (await read(plan.id)).json<PublicActivity>();
    const path = image_url.slice(PUBLIC_URL.length);

    const first = await page(path);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 1200,
      height: 630,
    });
    // Asked again, the same bytes; with its tag, not even those.
    expect((await page(path)).rawPayload.equals(first.rawPayload)).toBe(true);
    const etag = String(first.headers.etag);
    expect((await page(path, { 'if-none-match': etag })).statusCode).toBe(304);

    await api.send(host, 'POST', `/activity/${plan.id}`, {
      description: 'Ruta en bici por el Anillo Verde',
    });
    const edited = (await read(plan.id)).json<PublicActivity>().image_url;
    expect(edited).not.toBe(image_url);
    const redrawn = await page(edited.slice(PUBLIC_URL.length));
    expect(redrawn.headers.etag).not.toBe(etag);
    expect(redrawn.rawPayload.equals(first.rawPayload)).toBe(false);
    // The old address is still answered, with today's card, checked again each time.
    const stale = await page(path);
    expect(stale.headers['cache-control']).toBe('no-cache');
    expect(stale.rawPayload.equals(redrawn.rawPayload)).toBe(true);
  });

  // Last: it spends the address's drawing budget for the minute.
  it('draws at most 30 new cards a minute for one address; cards already drawn stay free', async () => {
    const drawn = await plans(api.app, api.ref).host(host, { description: 'Ya dibujada' });
    const drawnPath = (await read(drawn.id))
      .json<PublicActivity>()
      .image_url.slice(PUBLIC_URL.length);
    expect((await page(drawnPath)).statusCode).toBe(200);
    const answers: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      const plan = await plans(api.app, api.ref).host(ana, { description: `Plan ${index}` });
      const path = (await read(plan.id)).json<PublicActivity>().image_url.slice(PUBLIC_URL.length);
      answers.push((await page(path)).statusCode);
    }
    // Earlier tests in this block drew some of the address's 30 already.
    expect(answers.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(answers.at(-1)).toBe(429);
    expect((await page(drawnPath)).statusCode).toBe(200);
  });
});
