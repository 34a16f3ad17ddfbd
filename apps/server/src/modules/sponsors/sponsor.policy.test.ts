import { describe } from 'vitest';
import { itIsStaffOnly } from '../../test/actors.js';
import * as sponsorPolicy from './sponsor.policy.js';

describe('sponsor policy', () => {
  itIsStaffOnly('manages sponsors, events and challenges', sponsorPolicy.canManageSponsors);
});
