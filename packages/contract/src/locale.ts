import { z } from 'zod';
import { isBlankText } from './fields.js';
import { FORM_MESSAGES } from './messages.js';

/**
 * Makes zod speak Spanish: the spec's own words for a missing field and a bad e-mail, zod's
 * Spanish locale for everything else. Empty text where a value is needed is a missing field
 * too (a form sends '' for a field left empty, and the SDK sends null so): 'Campo requerdio.',
 * not "expected a number". Call once at start, in the server and the clients.
 */
export function setSpanishMessages(): void {
  z.config(z.locales.es());
  z.config({
    customError: (issue) => {
      if (issue.code === 'invalid_format' && issue.format === 'email') return FORM_MESSAGES.email;
      const empty = issue.input === undefined || isBlankText(issue.input);
      if (
        empty &&
        ['invalid_type', 'invalid_value', 'too_small', 'invalid_format'].includes(issue.code ?? '')
      ) {
        return FORM_MESSAGES.required;
      }
      return undefined;
    },
  });
}
