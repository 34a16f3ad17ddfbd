import type {
  ModerationAction,
  ReportedSubjectView,
  ReportStatus,
  ReportSubject,
} from '@app/contract/reports';
import { BASENAME, memberPaths } from '../../lib/paths';

/** What was reported, as staff read it. */
export const SUBJECT_LABELS: Record<ReportSubject, string> = {
  user: 'Perfil',
  activity: 'Plan',
  message: 'Mensaje',
  wish: 'Deseo',
  group: 'Grupo',
  conversation_message: 'Mensaje privado o de grupo',
};

export const STATUS_LABELS: Record<ReportStatus, string> = {
  open: 'Pendiente',
  dismissed: 'Descartada',
  hidden: 'Contenido retirado',
  suspended: 'Cuenta suspendida',
};

export const ACTION_LABELS: Record<ModerationAction, string> = {
  dismiss: 'Descartó la denuncia',
  hide: 'Retiró el contenido',
  suspend: 'Suspendió la cuenta',
  unsuspend: 'Levantó la suspensión',
};

/**
 * Where a reported thing lives in the member web app, and what its link says.
 * @example subjectLink({ kind: 'activity', id: 12 }) // { href: '/web/app/a/12', text: 'Ver el plan en la app' }
 */
export function subjectLink(link: NonNullable<ReportedSubjectView['link']>): {
  href: string;
  text: string;
} {
  switch (link.kind) {
    case 'user':
      return { href: `${BASENAME}${memberPaths.user(link.id)}`, text: 'Ver el perfil en la app' };
    case 'activity':
      return { href: `${BASENAME}${memberPaths.activity(link.id)}`, text: 'Ver el plan en la app' };
    case 'group':
      return { href: `${BASENAME}${memberPaths.group(link.id)}`, text: 'Ver el grupo en la app' };
  }
}
