import { describe, expect, it } from 'vitest';
import { actors } from '../../test/actors.js';
import * as reportPolicy from './report.policy.js';

describe('report policy', () => {
  it.each([
    ['owner', false],
    ['other', false],
    ['matched', false],
    ['developer', false],
    ['staff', true],
    ['guest', false],
  ] as const)('%s: moderate %s', (who, allowed) => {
    expect(reportPolicy.canModerate(actors[who])).toBe(allowed);
  });
});
