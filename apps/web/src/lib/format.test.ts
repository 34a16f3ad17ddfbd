import { describe, expect, it } from 'vitest';
import { formatBytes } from './format';

describe('formatBytes', () => {
  it('writes sizes in the units people read, in Spanish', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(6 * 1024 * 1024)).toBe('6 MB');
    expect(formatBytes(1.25 * 1024 ** 3)).toBe('1,3 GB');
  });
});
