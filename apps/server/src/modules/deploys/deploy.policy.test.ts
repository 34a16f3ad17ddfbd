import { describe, expect, it } from 'vitest';
import { actors } from '../../test/actors.js';
import * as deployPolicy from './deploy.policy.js';

describe('deploy policy', () => {
  it.each([
    ['owner', false],
    ['other', false],
    ['staff', true],
    ['developer', true],
    ['guest', false],
  ] as const)('%s: deploy %s', (who, allowed) => {
    expect(deployPolicy.canDeploy(actors[who])).toBe(allowed);
  });
});
