import { CONCEPT_CODES } from '@app/contract/concepts';
import { SDK_ERRORS } from '@app/contract/messages';
import type { ConceptOption } from '@app/contract/reference';
import { findConcept, type ConceptsSource } from '../reference/concepts.js';

/**
 * The zodiac sign for a date, picked by the month index of the date (spec, section 5): the
 * zodiacal_signs options are in calendar order, index 0 is January. A date given as text
 * (`YYYY-MM-DD`) is read as that calendar day, whatever the time zone.
 * @example zodiacSign(reference, '1995-04-12').name // the fourth option (index 3, April)
 */
export function zodiacSign(source: ConceptsSource, date: Date | string): ConceptOption {
  const month =
    typeof date === 'string' && /^\d{4}-\d{2}/.test(date)
      ? Number(date.slice(5, 7)) - 1
      : new Date(date).getMonth();
  const option = findConcept(source, CONCEPT_CODES.zodiacalSigns).options[month];
  if (!option) throw new Error(SDK_ERRORS.notFound);
  return option;
}
