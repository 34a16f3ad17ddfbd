import { describe, expect, it } from 'vitest';
import { actors } from '../../test/actors.js';
import * as userPolicy from './user.policy.js';

const user = { id: actors.owner.userId };

describe('user policy', () => {
  it.each([
    ['owner', true, true, true, true, true],
    ['other', true, false, false, false, false],
    ['staff', true, true, false, true, false],
    ['developer', true, false, false, false, false],
    ['guest', false, false, false, false, false],
  ] as const)(
    '%s: view %s, private fields %s, update %s, delete %s, export %s',
    (who, view, seePrivate, update, remove, exportData) => {
      expect(userPolicy.canView(actors[who], user)).toBe(view);
      expect(userPolicy.canSeePrivate(actors[who], user)).toBe(seePrivate);
      expect(userPolicy.canUpdate(actors[who], user)).toBe(update);
      expect(userPolicy.canDelete(actors[who], user)).toBe(remove);
      expect(userPolicy.canExport(actors[who], user)).toBe(exportData);
    },
  );
});
