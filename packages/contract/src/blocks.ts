import { z } from 'zod';
import { feedbackAuthor } from './feedback.js';

/** The name a blocked person takes where a shared place still shows them (a plan's chat). */
export const BLOCKED_USER_NAME = 'Usuario bloqueado';

/** Someone the member blocked (`GET /user/blocked`): only the blocker sees this. */
export const blockedUser = z
  .object({
    user: feedbackAuthor,
    blockedAt: z.string(),
  })
  .meta({ id: 'BlockedUser' });
export type BlockedUser = z.infer<typeof blockedUser>;

export const blockedUsers = z.object({ data: z.array(blockedUser) }).meta({ id: 'BlockedUsers' });
export type BlockedUsers = z.infer<typeof blockedUsers>;
