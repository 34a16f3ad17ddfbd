import { describe, expect, it } from 'vitest';
import { actors } from '../../test/actors.js';
import * as activityPolicy from './activity.policy.js';

const activity = { hostId: actors.owner.userId };

describe('activity policy', () => {
  it.each([
    ['owner', true, true],
    ['other', true, false],
    ['staff', true, false],
    ['guest', false, false],
  ] as const)('%s: view %s, change %s', (who, view, change) => {
    expect(activityPolicy.canView(actors[who], activity)).toBe(view);
    expect(activityPolicy.canUpdate(actors[who], activity)).toBe(change);
    expect(activityPolicy.canDelete(actors[who], activity)).toBe(change);
  });
});
