import { describe } from 'vitest';
import { itIsStaffOnly } from '../../test/actors.js';
import * as coinsPolicy from './coins.policy.js';

describe('coins policy', () => {
  itIsStaffOnly('adjusts coins and reads ledgers', coinsPolicy.canAdjustCoins);
});
