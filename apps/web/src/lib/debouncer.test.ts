import { FIELD_CHANGE_DELAY_MS } from '@app/sdk/rules/form-rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer } from './debouncer';

describe('createDebouncer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits the spec’s 100 ms', () => {
    expect(FIELD_CHANGE_DELAY_MS).toBe(100);
  });

  it('emits the last value 100 ms after the last keystroke, once', () => {
    const emitted: string[] = [];
    const search = createDebouncer<string>();
    const emit = (text: string) => void emitted.push(text);
    search.schedule('p', emit);
    vi.advanceTimersByTime(60);
    search.schedule('pá', emit);
    vi.advanceTimersByTime(60);
    search.schedule('pádel', emit);
    vi.advanceTimersByTime(99);
    expect(emitted).toEqual([]);
    expect(search.pending).toBe(true);
    vi.advanceTimersByTime(1);
    expect(emitted).toEqual(['pádel']);
    expect(search.pending).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(emitted).toEqual(['pádel']);
  });

  it('sends at once on flush, and nothing after', () => {
    const emitted: string[] = [];
    const search = createDebouncer<string>();
    const emit = (text: string) => void emitted.push(text);
    search.schedule('cañas', emit);
    search.flush();
    expect(emitted).toEqual(['cañas']);
    vi.advanceTimersByTime(200);
    expect(emitted).toEqual(['cañas']);
    search.flush();
    expect(emitted).toEqual(['cañas']);
  });

  it('drops a held value on cancel', () => {
    const emitted: string[] = [];
    const search = createDebouncer<string>();
    const emit = (text: string) => void emitted.push(text);
    search.schedule('museo', emit);
    search.cancel();
    vi.advanceTimersByTime(200);
    expect(emitted).toEqual([]);
  });

  it('hands the value to the handler of the last keystroke', () => {
    const first: string[] = [];
    const last: string[] = [];
    const search = createDebouncer<string>();
    search.schedule('pá', (text) => void first.push(text));
    search.schedule('pádel', (text) => void last.push(text));
    vi.advanceTimersByTime(100);
    expect(first).toEqual([]);
    expect(last).toEqual(['pádel']);
  });

  it('emits an empty value too (a cleared search)', () => {
    const emitted: string[] = [];
    const search = createDebouncer<string>(50);
    const emit = (text: string) => void emitted.push(text);
    search.schedule('', emit);
    vi.advanceTimersByTime(50);
    expect(emitted).toEqual(['']);
  });
});
