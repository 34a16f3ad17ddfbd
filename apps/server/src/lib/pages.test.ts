import { describe, expect, it } from 'vitest';
import { inBatches, inPages } from './pages.js';

const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1 }));

/** A keyset query over `table`, recording each page it is asked for. */
function keyset(table: Array<{ id: number }>) {
  const asked: Array<[number, number]> = [];
  const fetchPage = async (afterId: number, limit: number) => {
    asked.push([afterId, limit]);
    return table.filter((row) => row.id > afterId).slice(0, limit);
  };
  return { asked, fetchPage };
}

describe('inPages', () => {
  it('walks every row by id, a page at a time, until a short page', async () => {
    const { asked, fetchPage } = keyset(rows(1234));
    const seen: number[] = [];
    for await (const row of inPages(fetchPage, 500)) seen.push(row.id);
    expect(seen).toEqual(rows(1234).map((row) => row.id));
    expect(asked).toEqual([
      [0, 500],
      [500, 500],
      [1000, 500],
    ]);
  });

  it('asks for the next page only when the reader takes a row past this one', async () => {
    const { asked, fetchPage } = keyset(rows(5000));
    const taken: number[] = [];
    for await (const row of inPages(fetchPage, 500)) {
      taken.push(row.id);
      if (taken.length === 501) break;
    }
    expect(asked.map(([after]) => after)).toEqual([0, 500]);
  });

  it('ends after one empty page when the rows fill the last page exactly, and at once when none', async () => {
    const full = keyset(rows(1000));
    for await (const _row of inPages(full.fetchPage, 500));
    expect(full.asked.map(([after]) => after)).toEqual([0, 500, 1000]);
    const none = keyset([]);
    for await (const _row of inPages(none.fetchPage, 500));
    expect(none.asked).toEqual([[0, 500]]);
  });
});

describe('inBatches', () => {
  it('groups items, the last group short', async () => {
    async function* numbers() {
      for (let n = 1; n <= 7; n += 1) yield n;
    }
    const batches: number[][] = [];
    for await (const batch of inBatches(numbers(), 3)) batches.push(batch);
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });
});
