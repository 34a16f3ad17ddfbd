import { z } from 'zod';
import { FORM_MESSAGES } from './messages.js';

/**
 * Makes zod speak Spanish: the spec's own words for a missing field and a bad e-mail, zod's
 * Spanish locale for everything else. Call once at start, in the server and the clients.
 */
export function setSpanishMessages(): void {
  z.config(z.locales.es());
  z.config({
    customError: (issue) => {
      if (issue.code === 'invalid_type' && issue.input === undefined) return FORM_MESSAGES.required;
      if (issue.code === 'invalid_format' && issue.format === 'email') return FORM_MESSAGES.email;
      return undefined;
    },
  });
}
