import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants.js';
import { formInt, jsonText } from './fields.js';

/**
 * The query of every paged list (architecture.md): `page`, `pageSize`, `search` and a `filter`
 * given as JSON text whose shape each list sets.
 */
export function pageQuery<F extends z.ZodType = z.ZodOptional<z.ZodNever>>(filter?: F) {
  return z.object({
    page: formInt(z.number().int().min(1).max(1_000_000)).default(1),
    pageSize: formInt(z.number().int().min(1).max(PAGE_SIZE_MAX)).default(PAGE_SIZE_DEFAULT),
    search: z.string().trim().max(100).optional(),
    filter: filter ? jsonText(filter).optional() : z.never().optional(),
  });
}

/** A page of `item`s, as Laravel's paginator answers. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  });
}

/**
 * A page of a list whose `total` stops counting some way past the page (GET /activity): exact
 * while `total_capped` is false; when true there are at least `total` (and `last_page` is the
 * last page known so far, more may follow).
 */
export function cappedPaged<T extends z.ZodType>(item: T) {
  return paged(item).extend({
    total_capped: z.boolean().meta({
      description:
        'true: total es un mínimo (se dejan de contar a 1000 más allá de la página); false: total es exacto',
    }),
  });
}

export type CappedPaged<T> = Paged<T> & { total_capped: boolean };

export type Paged<T> = {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
};
