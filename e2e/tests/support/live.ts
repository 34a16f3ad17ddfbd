import type { Page } from '@playwright/test';

/**
 * Resolves once the page's socket has joined a channel whose wire name starts with `prefix`
 * ("private-friendship.", "presence-group.3"): only then is an event sent to it sure to land.
 */
export function channelJoined(page: Page, prefix: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString();
        if (text.includes('subscription_succeeded') && text.includes(`"${prefix}`)) resolve();
      });
    });
  });
}

/** Collects the page's uncaught errors and console errors into `errors` (a favicon's aside). */
export function collectErrors(page: Page, errors: string[]) {
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    const where = message.location().url;
    if (message.type() === 'error' && !where.endsWith('/favicon.ico')) {
      errors.push(`${message.text()} ${where}`);
    }
  });
}
