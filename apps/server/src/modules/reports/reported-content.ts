import type { Actor } from '../auth/actor.js';
import type { ReportedSubjectView, ReportSubject } from '@app/contract/reports';

/** A line of a chat around a reported message. */
export type ContextLine = { authorId: number | null; text: string; reported: boolean };

/** What a report keeps of its subject: whose it is, and what it said. */
export type ReportedContent = { ownerId: number; snapshot: string; context?: ContextLine[] };

/**
 * How each kind of subject is read and taken down, through the module that owns it (its
 * module.ts declares it). `find` answers undefined for what does not exist, and, given the member who
 * reports, for what they cannot see (a message of a chat they are not in); `hide` removes it
 * for everyone (absent for profiles: a member is suspended, not hidden); `show` answers what
 * staff see of it now in the queue, undefined once it is gone.
 */
export type ReportSubjects = {
  [K in ReportSubject]: {
    find: (id: number, reporter?: Actor) => Promise<ReportedContent | undefined>;
    hide?: (id: number) => Promise<void>;
    show: (id: number) => Promise<ReportedSubjectView | undefined>;
  };
};
