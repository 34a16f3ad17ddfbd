import type { Concept } from '@app/contract/reference';
import type { conceptOptions, concepts } from './concepts.schema.js';

type ConceptRow = typeof concepts.$inferSelect;
type OptionRow = typeof conceptOptions.$inferSelect;

/** The concepts with their options, as `GET /concept` answers, in the rows' order. */
export function conceptViews(conceptRows: ConceptRow[], optionRows: OptionRow[]): Concept[] {
  const byConcept = new Map<number, Concept>(
    conceptRows.map((row) => [row.id, { id: row.id, code: row.code, name: row.name, options: [] }]),
  );
  for (const option of optionRows) {
    byConcept.get(option.conceptId)?.options.push({
      id: option.id,
      tag: option.tag,
      name: option.name,
    });
  }
  return [...byConcept.values()];
}
