import { sendMessageRequest } from '@app/contract/activities';

/** The longest message the API takes (the contract's rule), so the field stops there. */
export const MESSAGE_MAX = sendMessageRequest.shape.message.maxLength ?? 2000;
