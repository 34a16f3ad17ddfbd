import { z } from 'zod';
import { activity } from './activities.js';
import { feedbackAuthor } from './feedback.js';
import { formBoolean, id } from './fields.js';

/**
 * Attendance (member-features.md, section 4; decision 0027): the host marks each matched person
 * present or absent, each of them says whether the activity took place, from half an hour
 * before its start until two days after its end. Both agreeing makes an attendance verified,
 * the one fact reliability is built on, and points, coins and challenges once its plan has
 * ended (decision 0034).
 */
export const ATTENDANCE_WINDOW = {
  /** Marks open this long before the start. */
  opensBeforeMs: 30 * 60_000,
  /** ...and close this long after the end. */
  closesAfterMs: 48 * 3_600_000,
} as const;

/**
 * The pair rule (decision 0034): a host and a participant count at most `activities` shared
 * activities within `windowMs` of each other (by when the plans ended); beyond, their shared
 * verified attendance counts for neither of them. Events are exempt: their host is staff.
 */
export const PAIR_RULE = {
  activities: 3,
  windowMs: 7 * 24 * 3_600_000,
} as const;

/** A participant's reliability: over the last this many activities that took place... */
export const RELIABILITY_WINDOW = 20;
/** ...and shown only from this many on ("sin datos" below). */
export const RELIABILITY_MIN = 3;

export const attendanceMark = z.enum(['present', 'absent']);
export type AttendanceMark = z.infer<typeof attendanceMark>;

/** One matched person's attendance, as the host's sheet and the person themselves see it. */
export const attendance = z
  .object({
    user: feedbackAuthor,
    mark: attendanceMark.nullable().meta({ description: 'Lo que marcó el anfitrión' }),
    took_place: z
      .boolean()
      .nullable()
      .meta({ description: 'Lo que dijo la persona: si la actividad se celebró' }),
    verified: z.boolean().meta({ description: 'Ambos coinciden: estuvo y se celebró' }),
  })
  .meta({ id: 'Attendance' });
export type Attendance = z.infer<typeof attendance>;

/** `GET /activity/{id}/attendance`: the host sees everyone matched, a participant their own. */
export const attendanceSheet = z
  .object({
    role: z.enum(['host', 'member']),
    opens_at: z.string(),
    closes_at: z.string(),
    open: z.boolean().meta({ description: 'Si ahora se puede marcar' }),
    data: z.array(attendance),
  })
  .meta({ id: 'AttendanceSheet' });
export type AttendanceSheet = z.infer<typeof attendanceSheet>;

/** The host's mark of one person. */
export const markAttendanceRequest = z.object({ mark: attendanceMark });
export const attendanceParams = z.object({ id, userId: id });

/** A participant's word. */
export const confirmAttendanceRequest = z.object({ took_place: formBoolean });

/** A member's reliability as a participant: verified of the last activities that took place. */
export const reliability = z
  .object({
    verified: z.number().int(),
    total: z.number().int(),
    percent: z
      .number()
      .int()
      .nullable()
      .meta({ description: `null ("sin datos") con menos de ${RELIABILITY_MIN}` }),
  })
  .meta({ id: 'Reliability' });
export type Reliability = z.infer<typeof reliability>;

export const ATTENDANCE_MESSAGES = {
  closed:
    'La asistencia se marca desde 30 minutos antes del inicio hasta 48 horas después del final.',
  verified: 'La asistencia ya está verificada.',
  notMatched: 'Esa persona no está en la actividad.',
} as const;

/** `GET /attendance/pending`: the activities waiting for the member's word, the latest first. */
export const attendancePending = z
  .object({
    data: z.array(z.object({ activity, role: z.enum(['host', 'member']) })),
  })
  .meta({ id: 'AttendancePending' });
export type AttendancePending = z.infer<typeof attendancePending>;
