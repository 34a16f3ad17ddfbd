import type { messageResponse } from '@app/contract/auth';
import type { ContractShape } from '../contract-shape.js';

/** The answer of calls that only confirm: `{ message }`. */
export type MessageResponse = ContractShape<typeof messageResponse>;
