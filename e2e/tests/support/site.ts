import type { Page } from '@playwright/test';

/** The public pages, with what each must show (spec, section 2). */
export const publicPages = [
  {
    path: '/web',
    title: 'Antojo · Donde el deseo espontáneo se convierte en conexión',
    h1: 'Donde el deseo espontáneo se convierte en conexión',
    footerLink: 'Inicio',
    text: 'Todo lo que necesitas para quedar hoy mismo',
  },
  {
    path: '/web/info',
    title: 'Funciones · Antojo',
    h1: 'Todo lo que puedes hacer con Antojo',
    footerLink: 'Funciones',
    text: 'Desliza los planes',
  },
  {
    path: '/web/info/delete-account',
    title: 'Eliminar tu cuenta · Antojo',
    h1: 'Cómo eliminar tu cuenta',
    footerLink: 'Eliminar tu cuenta',
    text: 'Configuraciones de Perfil',
  },
  {
    path: '/web/terms-and-conditions',
    title: 'Términos y condiciones · Antojo',
    h1: 'Términos y condiciones',
    footerLink: 'Términos y condiciones',
    text: 'Fecha de entrada en vigor: 13/01/2025',
  },
  {
    path: '/web/privacy-and-security-polices',
    title: 'Privacidad y seguridad · Antojo',
    h1: 'Política de privacidad y seguridad',
    footerLink: 'Privacidad y seguridad',
    text: 'Fecha de entrada en vigor: 13/01/2025',
  },
] as const;

/** The info page's anchors, exactly as the spec spells them. */
export const infoAnchors = [
  'Conexión_Inteligente',
  'Actividad_Física_Eventos',
  'Premium_Planes',
  'Ranking',
  'Networking',
] as const;

export const TESTIMONIALS_URL = '/api/marketing/view?page=1&pageSize=10';

/**
 * Collects script errors and console errors of a page. A failed request is not a script error:
 * the API's 404s (the testimonials list before it exists, a missing avatar, the 404 page
 * itself) are expected answers, so only failed loads of the site's own files are kept.
 */
export function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    const failedLoad = message.text().startsWith('Failed to load resource');
    if (failedLoad && !url.includes('/web/assets/')) return;
    errors.push(`${message.text()} (${url})`);
  });
  return errors;
}

/** Waits until the testimonials block has left its loading state. */
export async function testimonialsSettled(page: Page) {
  // The feed starts when it comes near the screen (apps/web/src/islands), as a reader scrolls.
  await page.locator('#opiniones').scrollIntoViewIfNeeded();
  await page
    .locator('#opiniones')
    .getByText(/opiniones?$|Todavía no hay opiniones publicadas|No hemos podido cargar/)
    .first()
    .waitFor();
  // Back where the page opened.
  await page.evaluate(() =>
    (globalThis as unknown as { scrollTo: (x: number, y: number) => void }).scrollTo(0, 0),
  );
}

/**
 * The widths each project goes through: the desktop project the spec's breakpoints (section 9)
 * from the narrowest phones up; the phone project (touch, with the meta viewport honoured as a
 * phone does) the phone widths.
 */
export const widthsFor = (projectName: string) =>
  projectName === 'phone' ? [360, 412] : [360, 520, 768, 1024, 1280];
