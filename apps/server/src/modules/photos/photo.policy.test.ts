import { describe, expect, it } from 'vitest';
import { actors } from '../../test/actors.js';
import * as photoPolicy from './photo.policy.js';

const photo = { userId: actors.owner.userId };

describe('photo policy', () => {
  it.each([
    ['owner', true, true],
    ['other', true, false],
    ['staff', true, false],
    ['guest', false, false],
  ] as const)('%s: view %s, upload, replace and delete %s', (who, view, change) => {
    expect(photoPolicy.canViewAvatar(actors[who], photo)).toBe(true);
    expect(photoPolicy.canView(actors[who], photo)).toBe(view);
    expect(photoPolicy.canUpload(actors[who], photo)).toBe(change);
    expect(photoPolicy.canReplace(actors[who], photo)).toBe(change);
    expect(photoPolicy.canDelete(actors[who], photo)).toBe(change);
  });
});
