import { describe } from 'vitest';
import { itIsStaffOnly } from '../../test/actors.js';
import * as storePolicy from './store.policy.js';

describe('store policy', () => {
  itIsStaffOnly('manages the store', storePolicy.canManageStore);
});
