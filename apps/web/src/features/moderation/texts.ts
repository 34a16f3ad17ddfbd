import type { ModerationAction, ReportStatus, ReportSubject } from '@app/contract/reports';

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
