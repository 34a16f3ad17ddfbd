import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { madridAt } from './clock.js';

// The member web app's tests: codes read from the development outbox, pictures made here.

export const appPath = {
  home: '/web/app',
  welcome: '/web/app/welcome',
  join: '/web/app/join',
  signIn: '/web/app/sign-in',
  profile: '/web/app/profile',
  profileEdit: '/web/app/profile/edit',
  settings: '/web/app/settings',
} as const;

/** A contact no other test (or earlier run on the same server) has used. */
export function uniqueEmail(label: string) {
  return `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@antojo.test`;
}

/** A Spanish mobile number no other test has used (9 digits, starting with 6). */
export function uniquePhone() {
  return `6${String(Date.now() % 1e8).padStart(8, '0')}`;
}

/**
 * The six-digit code last sent to `to` (the newest message) (an e-mail, or a phone in E.164), from the development
 * outbox (`GET /api/_dev/outbox`), waiting for it to arrive.
 */
export async function codeSentTo(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/_dev/outbox?to=${encodeURIComponent(to)}`);
      const messages = (await response.json()) as Array<{ id: number; text: string }>;
      const newest = messages.reduce<{ id: number; text: string } | undefined>(
        (latest, message) => (!latest || message.id > latest.id ? message : latest),
        undefined,
      );
      code = newest?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** A PNG of one colour, `width` × `height`, made here (no image library in the e2e project). */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  return gradientPng(width, height, rgb, rgb);
}

/** A PNG fading from `from` (top left) to `to` (bottom right): a picture with something in it. */
export function gradientPng(
  width: number,
  height: number,
  from: [number, number, number],
  to: [number, number, number],
): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const pixels = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const t = (x / width + y / height) / 2;
      const at = y * (1 + width * 3) + 1 + x * 3;
      for (let channel = 0; channel < 3; channel += 1) {
        pixels[at + channel] = Math.round(from[channel]! + (to[channel]! - from[channel]!) * t);
      }
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Leaves a field after typing, so its error (if any) may show (spec, section 5). */
export async function fillAndLeave(page: Page, label: string | RegExp, value: string) {
  const field = page.getByLabel(label, { exact: typeof label === 'string' });
  await field.fill(value);
  await field.blur();
}

/** A social plan tomorrow at 19:00 in the first city listed, hosted by `token`'s member. */
export async function hostPlan(
  request: APIRequestContext,
  token: string,
  description: string,
): Promise<{ id: number }> {
  const concepts = (await (await request.get('/api/concept')).json()) as Array<{
    code: string;
    options: Array<{ id: number }>;
  }>;
  const countries = (await (await request.get('/api/country')).json()) as Array<{
    states: Array<{ cities: Array<{ id: number; lat: number; lon: number }> }>;
  }>;
  const city = countries[0]!.states[0]!.cities[0]!;
  const start = madridAt(1, 19);
  const response = await request.post('/api/activity', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      description,
      type: String(concepts.find((concept) => concept.code === 'activity_types')!.options[0]!.id),
      city: String(city.id),
      location: JSON.stringify({ lat: city.lat, lon: city.lon, address: 'Plaza Mayor' }),
      start_at: start.toISOString(),
      duration: '01:30',
      participants: '4',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { id: number };
}

/** The password `joinInApp` gives every account it makes. */
export const JOIN_PASSWORD = 'Secreto-2026';

/**
 * "Crear cuenta" through the code and the form, ending on Perfil; or, for a guest the app
 * already sent to its door on the way to a page (`landsOn`), back on that page.
 */
export async function joinInApp(
  page: Page,
  contact: { email: string } | { phone: string },
  firstname: string,
  { landsOn }: { landsOn?: RegExp } = {},
) {
  if (landsOn) {
    await expect(page).toHaveURL(/\/web\/app\/welcome\?next=/);
  } else {
    await page.goto(appPath.home);
    await expect(page).toHaveURL(/\/web\/app\/welcome$/);
  }
  await page.getByRole('link', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('heading', { name: 'Crear cuenta' })).toBeVisible();

  if ('phone' in contact) await page.getByRole('radio', { name: 'Teléfono' }).check();
  const field = page.getByRole('textbox', {
    name: 'phone' in contact ? 'Teléfono móvil' : 'Correo',
    exact: true,
  });
  await field.fill('phone' in contact ? contact.phone : contact.email);
  await page.getByRole('button', { name: 'Enviar código' }).click();

  await expect(page.getByRole('heading', { name: 'Escribe el código' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Reenviar código en 0:5\d/ })).toBeDisabled();
  const to = 'phone' in contact ? `+34${contact.phone}` : contact.email;
  const code = await codeSentTo(page.request, to);
  await page.getByRole('textbox', { name: 'Código' }).fill(code);
  await page.getByRole('button', { name: 'Comprobar código' }).click();

  await expect(page.getByRole('heading', { name: 'Cuéntanos sobre ti' })).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill(firstname);
  await page.getByLabel('Fecha de nacimiento').fill('1994-05-20');
  await page.getByLabel('Género').selectOption({ index: 1 });
  if ('phone' in contact) {
    // By position: far out at sea there is no city in range, and Spanish says so; in Madrid,
    // the SDK's nearest-city rule picks Madrid.
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 36.0, longitude: -20.0 });
    await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
    await expect(page.getByText(/No hay ninguna ciudad a menos de 50 km/)).toBeVisible();
    await page.context().setGeolocation({ latitude: 40.4169, longitude: -3.7035 });
    await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
    await expect(page.getByRole('combobox', { name: 'Ciudad' })).toHaveValue('Madrid (Madrid)');
  } else {
    await page.getByRole('combobox', { name: 'Ciudad' }).fill('Madr');
    await page
      .getByRole('option', { name: /^Madrid/ })
      .first()
      .click();
  }
  await page.getByLabel('Contraseña', { exact: true }).fill(JOIN_PASSWORD);
  await page.getByLabel('Repite la contraseña').fill(JOIN_PASSWORD);
  await page.getByLabel(/He leído y acepto/).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  if (landsOn) {
    await expect(page).toHaveURL(landsOn);
    return;
  }
  await expect(page).toHaveURL(/\/web\/app\/profile$/);
  await expect(page.getByRole('heading', { name: firstname, level: 2 })).toBeVisible();
}
