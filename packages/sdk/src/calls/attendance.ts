import type {
  Attendance,
  AttendanceMark,
  AttendancePending,
  AttendanceSheet,
} from '@app/contract/attendance';
import type { Client } from '../client.js';
import type { CallOptions } from './call-options.js';

/**
 * `GET /attendance/pending`: the activities waiting for the member's word (as host: someone
 * unmarked; as participant: not yet confirmed), while their attendance is open.
 * @example const { data } = await listPendingAttendance(client);
 */
export function listPendingAttendance(
  client: Client,
  options: CallOptions = {},
): Promise<AttendancePending> {
  return client.request({ method: 'GET', path: '/attendance/pending', ...options });
}

/**
 * `GET /activity/{id}/attendance`: everyone's attendance for the host, one's own otherwise.
 * @example const sheet = await getAttendance(client, activity.id);
 */
export function getAttendance(
  client: Client,
  activityId: number,
  options: CallOptions = {},
): Promise<AttendanceSheet> {
  return client.request({ method: 'GET', path: `/activity/${activityId}/attendance`, ...options });
}

/**
 * `POST /activity/{id}/attendance/{userId}`: the host marks someone present or absent.
 * @example await markAttendance(client, activity.id, user.id, 'present');
 */
export function markAttendance(
  client: Client,
  activityId: number,
  userId: number,
  mark: AttendanceMark,
  options: CallOptions = {},
): Promise<Attendance> {
  return client.request({
    method: 'POST',
    path: `/activity/${activityId}/attendance/${userId}`,
    body: { mark },
    ...options,
  });
}

/**
 * `POST /activity/{id}/attendance`: a participant says whether the activity took place.
 * @example const { verified } = await confirmAttendance(client, activity.id, true);
 */
export function confirmAttendance(
  client: Client,
  activityId: number,
  tookPlace: boolean,
  options: CallOptions = {},
): Promise<Attendance> {
  return client.request({
    method: 'POST',
    path: `/activity/${activityId}/attendance`,
    body: { took_place: tookPlace },
    ...options,
  });
}
