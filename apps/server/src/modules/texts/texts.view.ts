import type { Texts } from '@app/contract/reference';
import type { texts } from './texts.schema.js';

/** The texts by tag, as `GET /text` answers, in the rows' order. */
export function textsView(rows: Array<typeof texts.$inferSelect>): Texts {
  const result: Texts = Object.create(null);
  for (const row of rows) result[row.tag] = { tag: row.tag, lan_es: row.lanEs };
  return result;
}
