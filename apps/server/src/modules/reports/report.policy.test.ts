import { describe } from 'vitest';
import { itIsStaffOnly } from '../../test/actors.js';
import * as reportPolicy from './report.policy.js';

describe('report policy', () => {
  itIsStaffOnly('moderates', reportPolicy.canModerate);
});
