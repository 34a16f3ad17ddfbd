// The home page's testimonials, hydrated on their own (see islands/index.ts): the one part of
// the page that loads data and answers clicks. The rest of the page stays the prerendered HTML
// it arrived as, so the visitor downloads React and the feed, not the router and the pages.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { AppProvider } from '../app/provider';
import { TestimonialsFeed } from '../features/testimonials/components/testimonials-feed';
import { browserQueryClient } from '../lib/query-client';

/**
 * Hydrates the element around the feed with the same tree as inside the prerendered page
 * (TestimonialsSection), so that the markup matches: the feed's loading state, which then
 * fetches the first page.
 */
export function hydrate(container: HTMLElement) {
  hydrateRoot(
    container,
    <StrictMode>
      <AppProvider queryClient={browserQueryClient()}>
        <TestimonialsFeed />
      </AppProvider>
    </StrictMode>,
  );
}
