import { z } from 'zod';
import { feedbackAuthor } from './feedback.js';
import { formInt, id } from './fields.js';
import { pageQuery } from './paging.js';

/** What a member can report (decision 0024; groups and conversations' messages: 0026). */
export const REPORT_SUBJECTS = [
  'user',
  'activity',
  'message',
  'wish',
  // Decision 0026.
  'group',
  'conversation_message',
] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];

/** Why, as the member picks it; the labels are what the app and the staff area show. */
export const REPORT_REASONS = {
  spam: 'Spam o publicidad',
  harassment: 'Acoso, insultos o amenazas',
  inappropriate: 'Contenido sexual, violento u ofensivo',
  fake: 'Perfil falso o suplantación',
  dangerous: 'Pone en peligro a alguien',
  other: 'Otro motivo',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
const reasons = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];

/**
 * The limits of a report's and a staff decision's texts, and how many reports a member may
 * file in an hour (enough for a bad evening, not a flood of the queue).
 */
export const REPORT_LIMITS = { details: 500, staffReason: 500, perHour: 10 } as const;

/** `POST /report`: what is reported, why, and optionally what happened. */
export const reportRequest = z.object({
  subject_type: z.enum(REPORT_SUBJECTS, 'Elige qué quieres denunciar.'),
  subject_id: id,
  reason: z.enum(reasons, 'Elige un motivo.'),
  details: z
    .string()
    .trim()
    .max(REPORT_LIMITS.details, `Como mucho ${REPORT_LIMITS.details} caracteres.`)
    .optional(),
});
export type ReportRequest = z.infer<typeof reportRequest>;

/** Where a report stands: waiting, or what staff did. */
export const REPORT_STATUSES = ['open', 'dismissed', 'hidden', 'suspended'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * What was reported as it is now, for staff to judge it in context: a profile (its name, its
 * picture, its city), a plan (what, when, where, its description), a message (its text, who
 * wrote it and in which chat), a wish or a group. `link` names the page of the member web app
 * that shows it (the plan's for a message of its chat; the author's profile for a private
 * message or a wish, which have no page of their own).
 */
export const reportedSubject = z
  .object({
    title: z.string(),
    text: z.string().nullable(),
    /** Whose picture and name go with it: the profile itself, or who wrote it. */
    person: feedbackAuthor.nullable(),
    /** A plan's start, with its city's offset. */
    starts_at: z.string().nullable(),
    /** A plan's place, a profile's or a group's city. */
    place: z.string().nullable(),
    /** For a message: the chat it was written in. */
    chat: z.string().nullable(),
    link: z
      .object({ kind: z.enum(['user', 'activity', 'group']), id: z.number().int() })
      .nullable(),
  })
  .meta({ id: 'ReportedSubject' });
export type ReportedSubjectView = z.infer<typeof reportedSubject>;

/** A report as the moderation queue shows it: the content as it was when reported. */
export const staffReport = z
  .object({
    id: z.number().int(),
    subject_type: z.enum(REPORT_SUBJECTS),
    subject_id: z.number().int(),
    /** Whether the content is still there (its author may have removed it since). */
    subject_exists: z.boolean(),
    /** The content as it is now; null once removed. */
    subject: reportedSubject.nullable(),
    reason: z.enum(reasons),
    details: z.string().nullable(),
    /** The content when it was reported: a profile's name and description, a text. */
    snapshot: z.string(),
    /** For a message: the lines before and after it in its chat, when reported. */
    context: z.array(z.object({ author: z.string(), text: z.string(), reported: z.boolean() })),
    reporter: feedbackAuthor,
    /** Whose content it is (the reported member). */
    owner: feedbackAuthor,
    owner_suspended: z.boolean(),
    /** Open reports on the same content, this one included. */
    open_reports: z.number().int(),
    status: z.enum(REPORT_STATUSES),
    createdAt: z.string(),
    resolvedAt: z.string().nullable(),
  })
  .meta({ id: 'StaffReport' });
export type StaffReport = z.infer<typeof staffReport>;

export const reportListQuery = pageQuery().extend({
  status: z.enum(['open', 'closed']).default('open'),
});

/** Staff's decision on a report: the reason goes to the audit log. */
export const moderationRequest = z.object({
  reason: z
    .string()
    .trim()
    .min(3, 'Explica brevemente el motivo.')
    .max(REPORT_LIMITS.staffReason, `Como mucho ${REPORT_LIMITS.staffReason} caracteres.`),
});
export type ModerationRequest = z.infer<typeof moderationRequest>;

export const MODERATION_ACTIONS = ['dismiss', 'hide', 'suspend', 'unsuspend'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** One staff action, as the audit log keeps it: who, when, what, to whom and why. */
export const auditEntry = z
  .object({
    id: z.number().int(),
    action: z.enum(MODERATION_ACTIONS),
    /** Null once the account was erased. */
    staff: feedbackAuthor.nullable(),
    user: feedbackAuthor.nullable(),
    report_id: z.number().int().nullable(),
    subject_type: z.enum(REPORT_SUBJECTS).nullable(),
    subject_id: z.number().int().nullable(),
    reason: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditQuery = pageQuery().extend({ user: formInt(id).optional() });

/** What a suspended member hears when they try to sign in. */
export const SUSPENDED_MESSAGE =
  'Tu cuenta está suspendida por no respetar las normas de la comunidad. Si crees que es un error, escríbenos desde Ayuda, en la web.';
