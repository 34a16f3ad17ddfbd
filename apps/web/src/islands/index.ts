// The only script of the prerendered pages that run one (ISLAND_ROUTE_IDS in app/routes.tsx).
// It hydrates each element marked `data-island="<name>"` with that island's module, fetched
// when the element comes within a screen of the viewport: a visitor who reads only the top
// of the page downloads under 1 KB of script, and one who scrolls finds the part ready.
import { ISLAND_ATTRIBUTE, type IslandName } from './names';

type Island = { hydrate: (container: HTMLElement) => void };

const islands: Record<IslandName, () => Promise<Island>> = {
  testimonials: () => import('./testimonials'),
};

function start(element: HTMLElement) {
  const load = islands[element.getAttribute(ISLAND_ATTRIBUTE) as IslandName] as
    (() => Promise<Island>) | undefined;
  if (!load) return;
  load()
    .then((island) => island.hydrate(element))
    // The prerendered content stays as it is; only its interactive part is missing.
    .catch((error: unknown) => console.error('A part of the page could not start', error));
}

const elements = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
if (typeof IntersectionObserver === 'undefined') {
  elements.forEach(start);
} else {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        start(entry.target as HTMLElement);
      }
    },
    { rootMargin: '100% 0px' },
  );
  elements.forEach((element) => observer.observe(element));
}
