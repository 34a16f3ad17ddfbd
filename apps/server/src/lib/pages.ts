/**
 * Every row a query gives, fetched `pageSize` rows at a time as the reader asks for them:
 * `fetchPage(afterId, limit)` answers the next rows by increasing id after `afterId` (a keyset,
 * so page 100 costs what page 1 does, and rows added meanwhile are not skipped or repeated).
 * Only one page is held at a time; the next is fetched when the last row of this one is taken.
 * @example
 * for await (const message of inPages((after, limit) => db.select().from(messages)
 *   .where(and(eq(messages.userId, userId), gt(messages.id, after))).orderBy(asc(messages.id))
 *   .limit(limit))) { ... }
 */
export async function* inPages<T extends { id: number }>(
  fetchPage: (afterId: number, limit: number) => Promise<T[]>,
  pageSize = 500,
): AsyncGenerator<T> {
  let afterId = 0;
  for (;;) {
    const page = await fetchPage(afterId, pageSize);
    yield* page;
    if (page.length < pageSize) return;
    afterId = page[page.length - 1]!.id;
  }
}

/**
 * The items of `source` in arrays of up to `size`, for work done once per batch (naming the
 * people of a hundred rows in one query rather than a hundred).
 */
export async function* inBatches<T>(source: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const item of source) {
    batch.push(item);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
