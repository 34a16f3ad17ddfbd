import { PRODUCT_NAME, TAGLINE } from '@app/contract/constants';
import { dayText, durationText, placesLeftText } from '@app/contract/plan-texts';
import { PREVIEW_IMAGE, PUBLIC_PLAN_PATH, type PublicActivity } from '@app/contract/share';
import { everyText } from '@app/contract/series-texts';
import { html, type Html } from './html.js';
import { PLAN_PAGE_CSS } from './plan-page.css.js';
import { planHeadline, planKind, planSummary, startText } from './plan-words.js';

/** The page's one script (plan-reader.js.ts), the same for every plan. */
export const PLAN_READER_PATH = '/web/plan/reader.js';

/** Where "Pedir unirme" leads: the plan in the member app (sign-in or join first, then back). */
export const appPlanPath = (id: number) => `/web/app/a/${id}`;

/**
 * A shared plan's public page (issue 38): whole HTML, read without an account or a script,
 * with the Open Graph and Twitter card tags chat apps read to draw a link's card.
 */
export function renderPlanPage(plan: PublicActivity): string {
  const title = `${planHeadline(plan)} · ${PRODUCT_NAME}`;
  const summary = planSummary(plan);
  const imageAlt = `${planKind(plan)}: ${planHeadline(plan)}, ${dayText(plan.start_at, plan.time_zone)}`;
  const head = html`
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <meta name="description" content="${summary}" />
    <link rel="canonical" href="${plan.url}" />
    <link rel="icon" href="/web/favicon.svg" type="image/svg+xml" />
    <meta name="theme-color" content="#e8505b" />
    <meta property="og:type" content="website" />
    <meta property="og:site_name" content="${PRODUCT_NAME}" />
    <meta property="og:locale" content="es_ES" />
    <meta property="og:title" content="${planHeadline(plan)}" />
    <meta property="og:description" content="${summary}" />
    <meta property="og:url" content="${plan.url}" />
    <meta property="og:image" content="${plan.image_url}" />
    <meta property="og:image:type" content="image/png" />
    <meta property="og:image:width" content="${String(PREVIEW_IMAGE.width)}" />
    <meta property="og:image:height" content="${String(PREVIEW_IMAGE.height)}" />
    <meta property="og:image:alt" content="${imageAlt}" />
    <meta name="twitter:card" content="summary_large_image" />
    <meta name="twitter:title" content="${planHeadline(plan)}" />
    <meta name="twitter:description" content="${summary}" />
    <meta name="twitter:image" content="${plan.image_url}" />
    <meta name="twitter:image:alt" content="${imageAlt}" />
    <style>
      ${{ raw: PLAN_PAGE_CSS }}
    </style>
    <script src="${PLAN_READER_PATH}" defer></script>
  `;
  return `<!doctype html>\n<html lang="es" data-plan="${String(plan.id)}">\n<head>${head.raw}</head>\n<body>${body(plan).raw}</body>\n</html>\n`;
}

function body(plan: PublicActivity): Html {
  return html`
    <a class="skip" href="#contenido">Saltar al contenido principal</a>
    <header class="bar">
      <a class="brand" href="/web/">${PRODUCT_NAME}</a>
      <a class="bar-link" href="/web/app">Abrir la app</a>
    </header>
    <main id="contenido" tabindex="-1">
      <article class="plan" aria-labelledby="plan-title">
        <p class="kind">${planKind(plan)}</p>
        <h1 id="plan-title">${plan.description}</h1>
        <dl class="facts">
          <div>
            <dt>Cuándo</dt>
            <dd>
              <time datetime="${plan.start_at}">${startText(plan)}</time>
              <span class="quiet nowrap">· ${durationText(plan.duration)}</span>
              ${
                plan.repeats
                  ? html`<span class="quiet nowrap">· ${everyText(plan.repeats.every_weeks)}</span>`
                  : ''
              }
            </dd>
          </div>
          <div>
            <dt>Dónde</dt>
            <dd>${placeText(plan)}</dd>
          </div>
          <div>
            <dt>${plan.sponsor ? 'Evento de' : 'Organiza'}</dt>
            <dd>${plan.sponsor?.name ?? plan.host?.firstname ?? ''}</dd>
          </div>
          <div>
            <dt>Plazas</dt>
            <dd>${placesLeftText(plan.places_left)} de ${String(plan.participants)}</dd>
          </div>
        </dl>
        ${action(plan)}
        <p class="more">
          <a href="${PUBLIC_PLAN_PATH(plan.id)}/plan.ics" download="plan-${String(plan.id)}.ics"
            >Añadir al calendario</a
          >
        </p>
      </article>
    </main>
    <footer class="foot">
      <p>${PRODUCT_NAME}: ${TAGLINE}.</p>
      <nav aria-label="Más información">
        <a href="/web/info">Qué es ${PRODUCT_NAME}</a>
        <a href="/web/terms-and-conditions">Términos y condiciones</a>
        <a href="/web/privacy-and-security-polices">Privacidad</a>
      </nav>
    </footer>
  `;
}

/** The area, or the address and a map link when the host shows the place. */
function placeText(plan: PublicActivity): Html {
  const { area, address, point } = plan.place;
  if (!point) {
    return html`${area} <span class="quiet">· el punto exacto, al entrar en la app</span>`;
  }
  const map = `https://www.openstreetmap.org/?mlat=${point.lat}&mlon=${point.lon}#map=17/${point.lat}/${point.lon}`;
  return html`${address ? `${address}, ${area}` : area}
    <a class="quiet" href="${map}" rel="noopener">Ver en el mapa</a>`;
}

/**
 * What a reader can do, in the words of the plan's page in the app (membership-actions.tsx):
 * ask to join, book an event's place or wait for one, while the plan has not started.
 */
function action(plan: PublicActivity): Html {
  if (plan.status === 'finished' || plan.status === 'started' || plan.status === 'cancelled') {
    const said = {
      finished: 'Este plan ya terminó.',
      started: 'Este plan ya ha empezado.',
      cancelled: 'Este plan se ha cancelado: no llegó al mínimo de personas.',
    }[plan.status];
    return html`
      <p class="notice">${said}</p>
      <a class="cta" href="/web/app">Ver más planes</a>
    `;
  }
  if (plan.group) {
    // A group's plan is asked for by its members: the group first (anyone may join it).
    return html`
      <p class="notice">
        Es un plan del grupo ${plan.group.name}: únete al grupo para pedir plaza.
      </p>
      <a class="cta" href="/web/app/g/${String(plan.group.id)}">Unirme al grupo</a>
      <p class="quiet">Entra o crea tu cuenta gratis y vuelves al grupo.</p>
    `;
  }
  const label =
    plan.status === 'full'
      ? 'Apuntarme a la lista de espera'
      : plan.sponsor
        ? 'Reservar plaza'
        : 'Pedir unirme';
  return html`
    ${plan.premium_only ? html`<p class="notice">Este evento es exclusivo de Premium.</p>` : ''}
    ${
      plan.status === 'full'
        ? html`<p class="notice">No quedan plazas, pero puedes esperar a que se libere una.</p>`
        : ''
    }
    <a class="cta" href="${appPlanPath(plan.id)}">${label}</a>
    <p class="quiet">Entra o crea tu cuenta gratis y vuelves a este plan.</p>
  `;
}
