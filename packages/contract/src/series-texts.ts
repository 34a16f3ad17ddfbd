/**
 * What a plan of a series says of it (issue 38), apart from the contract's schemas: a plan's
 * card is on the member app's first screen, which should not carry them for two words.
 */

/** The part of a series a plan shows. */
type SeriesShown = { every_weeks: number; until: string };

/** How often a series repeats, as a plan's card says it: «cada semana». */
export const everyText = (everyWeeks: number) =>
  everyWeeks === 1 ? 'cada semana' : 'cada dos semanas';

/** The phrase a plan of a series shows: «Se repite cada semana hasta el 30 de marzo». */
export function seriesText(series: SeriesShown): string {
  const every = everyText(series.every_weeks);
  const until = new Date(`${series.until}T12:00:00Z`).toLocaleDateString('es-ES', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `Se repite ${every} hasta el ${until}`;
}
