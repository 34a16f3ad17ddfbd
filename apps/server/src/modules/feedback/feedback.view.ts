import type { Testimonial } from '@app/contract/feedback';
import type { HelpMessage, HelpTopic, StaffHelpMessage } from '@app/contract/help';
import { personRef } from '../../lib/person-ref.js';
import type { UsersService } from '../users/users.service.js';
import type { feedback } from './feedback.schema.js';
import type { helpMessages } from './help.schema.js';

type FeedbackRow = typeof feedback.$inferSelect;
type HelpRow = typeof helpMessages.$inferSelect;
type Names = Awaited<ReturnType<UsersService['names']>>;
type Contacts = Awaited<ReturnType<UsersService['contacts']>>;

/** A feedback entry as its author (and staff) read it. */
export const feedbackView = (row: FeedbackRow) => ({
  id: row.id,
  stars: row.stars,
  description: row.description,
  published: row.published,
  createdAt: row.createdAt.toISOString(),
});

/** Published entries as the website shows them, credited to their authors. */
export function testimonialViews(rows: FeedbackRow[], authors: Names): Testimonial[] {
  // Feedback goes with its author's account, so every entry has one.
  return rows.flatMap((row) => {
    const author = authors.get(row.userId);
    if (!author) return [];
    return [
      {
        id: row.id,
        user: personRef(author),
        userName: author.firstname,
        description: row.description,
        stars: row.stars,
      },
    ];
  });
}

/** A message to the team as its author reads it. */
export const helpMessageView = (row: HelpRow): HelpMessage => ({
  id: row.id,
  topic: row.topic as HelpTopic,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
});

/** Messages to the team as staff read them: who wrote, how to answer, who handled it. */
export function staffHelpMessageViews(
  rows: HelpRow[],
  contacts: Contacts,
  staff: Names,
): StaffHelpMessage[] {
  // A message goes with its author's account, so every row has one.
  return rows.flatMap((row): StaffHelpMessage[] => {
    const author = contacts.get(row.userId);
    if (!author) return [];
    const handler = row.handledBy === null ? undefined : staff.get(row.handledBy);
    return [
      {
        ...helpMessageView(row),
        user: personRef(author),
        email: author.email,
        phone: author.phone,
        handledBy: handler ? personRef(handler) : null,
      },
    ];
  });
}
