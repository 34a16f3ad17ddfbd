import type { Paged } from '@app/contract/paging';
import type {
  AuditEntry,
  ModerationRequest,
  ReportRequest,
  StaffReport,
  auditQuery,
  reportListQuery,
} from '@app/contract/reports';
import type { Client } from '../client.js';
import type { ContractQuery } from '../contract-shape.js';
import type { CallOptions } from './call-options.js';
import type { MessageResponse } from './responses.js';

/**
 * `POST /report`: reports a person, a plan, a message or a wish to staff; the answer is the
 * sentence to show. Reporting the same thing again is the same report.
 * @example await report(client, { subject_type: 'message', subject_id: 381, reason: 'harassment' });
 */
export function report(
  client: Client,
  fields: ReportRequest,
  options: CallOptions = {},
): Promise<MessageResponse> {
  return client.request({
    method: 'POST',
    path: '/report',
    body: { ...fields, subject_id: String(fields.subject_id) },
    ...options,
  });
}

/**
 * `GET /admin/reports` (staff, paged): the open reports oldest first, or the resolved ones.
 * @example const { data } = await listReports(client, { status: 'open' });
 */
export function listReports(
  client: Client,
  query: ContractQuery<typeof reportListQuery> = {},
  options: CallOptions = {},
): Promise<Paged<StaffReport>> {
  return client.request({ method: 'GET', path: '/admin/reports', query, ...options });
}

/** The three decisions on an open report, each with its reason for the audit log. */
export type ReportDecision = 'dismiss' | 'hide' | 'suspend';

/**
 * `POST /admin/reports/{id}/{dismiss|hide|suspend}` (staff): dismisses the report, removes
 * the content for everyone, or suspends its author; answers the report as it now stands.
 * @example await decideReport(client, report.id, 'hide', { reason: 'Insulto en el chat' });
 */
export function decideReport(
  client: Client,
  reportId: number,
  decision: ReportDecision,
  fields: ModerationRequest,
  options: CallOptions = {},
): Promise<StaffReport> {
  return client.request({
    method: 'POST',
    path: `/admin/reports/${reportId}/${decision}`,
    body: fields,
    ...options,
  });
}

/**
 * `POST /admin/users/{id}/unsuspend` (staff): lifts a suspension.
 * @example await unsuspendUser(client, user.id, { reason: 'Ha verificado su identidad' });
 */
export function unsuspendUser(
  client: Client,
  userId: number,
  fields: ModerationRequest,
  options: CallOptions = {},
): Promise<MessageResponse> {
  return client.request({
    method: 'POST',
    path: `/admin/users/${userId}/unsuspend`,
    body: fields,
    ...options,
  });
}

/**
 * `GET /admin/moderation-log` (staff, paged): every staff decision, latest first.
 * @example const { data } = await listModerationLog(client, { user: 43 });
 */
export function listModerationLog(
  client: Client,
  query: ContractQuery<typeof auditQuery> = {},
  options: CallOptions = {},
): Promise<Paged<AuditEntry>> {
  return client.request({ method: 'GET', path: '/admin/moderation-log', query, ...options });
}
