import type { Paged } from '@app/contract/paging';
import { describe, expect, it } from 'vitest';
import { createPagedList } from './paged-list.js';

const page = (number: number, data: string[], lastPage = 3): Paged<string> => ({
  data,
  current_page: number,
  per_page: 2,
  total: 6,
  last_page: lastPage,
});

describe('paged lists (spec, section 7)', () => {
  it('appends later pages and clears everything when page 1 loads again', async () => {
    const pages: Record<number, string[]> = { 1: ['a', 'b'], 2: ['c', 'd'], 3: ['e', 'f'] };
    const list = createPagedList(async (number) => page(number, pages[number]!));
    await list.load();
    await list.loadMore();
    expect(list.getState().items).toEqual(['a', 'b', 'c', 'd']);
    expect(list.hasMore()).toBe(true);
    pages[1] = ['z'];
    await list.load(1);
    expect(list.getState()).toMatchObject({ items: ['z'], page: 1, total: 6, loading: false });
  });

  it('clears at once when page 1 starts loading, and stops at the last page', async () => {
    let release: () => void = () => {};
    const list = createPagedList(async (number) => {
      if (number === 1 && list.getState().page > 0) await new Promise<void>((r) => (release = r));
      return page(number, [`item${number}`], 1);
    });
    await list.load();
    const seen: string[][] = [];
    list.subscribe((state) => seen.push(state.items));
    const reload = list.load(1);
    expect(list.getState()).toMatchObject({ items: [], loading: true });
    release();
    await reload;
    expect(seen.at(-1)).toEqual(['item1']);
    expect(list.hasMore()).toBe(false);
    await list.loadMore();
    expect(list.getState().items).toEqual(['item1']);
  });

  it('drops an answer that arrives after a newer load began', async () => {
    const resolvers: Array<(value: Paged<string>) => void> = [];
    const list = createPagedList<string>(
      () => new Promise<Paged<string>>((resolve) => resolvers.push(resolve)),
    );
    const first = list.load(2);
    const second = list.load(1);
    resolvers[1]!(page(1, ['fresh']));
    resolvers[0]!(page(2, ['stale']));
    await Promise.all([first, second]);
    expect(list.getState().items).toEqual(['fresh']);
  });

  it('keeps the error of a failed load', async () => {
    const list = createPagedList(async () => {
      throw new Error('down');
    });
    await expect(list.load()).rejects.toThrow('down');
    expect(list.getState()).toMatchObject({ loading: false, error: new Error('down') });
  });
});
