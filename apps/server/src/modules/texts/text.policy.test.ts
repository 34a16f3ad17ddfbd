import { describe, expect, it } from 'vitest';
import { actors } from '../../test/actors.js';
import * as textPolicy from './text.policy.js';

describe('text policy', () => {
  it.each([
    ['owner', false],
    ['developer', false],
    ['staff', true],
    ['guest', false],
  ] as const)('%s: edit %s', (who, allowed) => {
    expect(textPolicy.canEdit(actors[who])).toBe(allowed);
  });
});
