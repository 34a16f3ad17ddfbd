import { describe, expect, it, vi } from 'vitest';
import { createEmitter } from './events.js';

describe('createEmitter', () => {
  it('calls each listener until it is removed', () => {
    const events = createEmitter<{ token: string }>();
    const seen: string[] = [];
    const off = events.on('token', (token) => seen.push(token));
    events.emit('token', 'a');
    off();
    events.emit('token', 'b');
    expect(seen).toEqual(['a']);
  });

  it('keeps calling the others when one listener throws', () => {
    const events = createEmitter<{ n: number }>();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: number[] = [];
    events.on('n', () => {
      throw new Error('boom');
    });
    events.on('n', (n) => seen.push(n));
    events.emit('n', 1);
    expect(seen).toEqual([1]);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it('resolves next() with the next payload', async () => {
    const events = createEmitter<{ n: number }>();
    const next = events.next('n');
    events.emit('n', 7);
    await expect(next).resolves.toBe(7);
  });
});
