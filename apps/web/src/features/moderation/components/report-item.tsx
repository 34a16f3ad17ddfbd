import { REPORT_REASONS, type StaffReport } from '@app/contract/reports';
import type { ReportDecision } from '@app/sdk/calls/reports';
import { useState } from 'react';
import { buttonClassName } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { useModerate } from '../api/reports';
import { STATUS_LABELS, SUBJECT_LABELS } from '../texts';
import { DecisionSheet } from './decision-sheet';
import { ReportedSubject } from './reported-subject';
import entries from '../../../components/admin/entry-list.module.css';
import styles from './moderation.module.css';

type Asked = ReportDecision | 'unsuspend';

/** What each decision asks, and says it will do. */
function question(report: StaffReport, asked: Asked) {
  const owner = report.owner.firstname;
  switch (asked) {
    case 'dismiss':
      return {
        title: 'Descartar la denuncia',
        text: 'No se hace nada con el contenido. Las demás denuncias sobre lo mismo siguen pendientes.',
        confirm: 'Descartar',
      };
    case 'hide':
      return {
        title: `Retirar ${SUBJECT_LABELS[report.subject_type].toLowerCase()}`,
        text: 'Se borra para todos. Aquí se conserva el texto denunciado, y se cierran todas las denuncias sobre lo mismo.',
        confirm: 'Retirar',
      };
    case 'suspend':
      return {
        title: `Suspender la cuenta de ${owner}`,
        text: `${owner} saldrá de la app al momento y no podrá volver a entrar mientras dure la suspensión. Se cierran las denuncias pendientes sobre su contenido.`,
        confirm: 'Suspender cuenta',
      };
    case 'unsuspend':
      return {
        title: `Levantar la suspensión de ${owner}`,
        text: `${owner} podrá volver a iniciar sesión.`,
        confirm: 'Levantar suspensión',
      };
  }
}

/** One report: what, why, by whom, the content as reported in context, and the decisions. */
export function ReportItem({ report }: { report: StaffReport }) {
  const { decide, lift } = useModerate();
  const [asked, setAsked] = useState<Asked>();
  const titleId = `report-${report.id}`;
  const open = report.status === 'open';
  const asking = asked && question(report, asked);
  return (
    <li className={entries.item} aria-labelledby={titleId}>
      <div className={entries.head}>
        <h3 id={titleId} className={styles.itemTitle}>
          <span className={styles.kind}>{SUBJECT_LABELS[report.subject_type]}</span>
          {REPORT_REASONS[report.reason]}
        </h3>
        <span className={open ? styles.pending : styles.closed}>
          {STATUS_LABELS[report.status]}
        </span>
      </div>
      <ReportedSubject report={report} />
      <p className={styles.evidence}>Al denunciarlo decía:</p>
      {report.context.length > 0 ? (
        <ol className={styles.context} aria-label="El mensaje en su chat">
          {report.context.map((line, index) => (
            <li key={index} className={line.reported ? styles.reported : undefined}>
              <strong>{line.author}:</strong> {line.text}
            </li>
          ))}
        </ol>
      ) : (
        <blockquote className={styles.snapshot}>{report.snapshot}</blockquote>
      )}
      {report.details && (
        <p className={styles.details}>
          «{report.details}» <span className={styles.note}>— {report.reporter.firstname}</span>
        </p>
      )}
      <p className={styles.people}>
        De <strong>{report.owner.firstname}</strong>
        {report.owner_suspended && <span className={styles.suspended}>Suspendida</span>} · Denuncia{' '}
        {report.reporter.firstname} ·{' '}
        <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
        {open && report.open_reports > 1 && (
          <strong className={styles.many}> · {report.open_reports} denuncias pendientes</strong>
        )}
      </p>
      <div className={styles.actions}>
        {open && (
          <>
            <button
              type="button"
              className={buttonClassName('secondary', { size: 'small' })}
              onClick={() => setAsked('dismiss')}
            >
              Descartar
            </button>
            {report.subject_type !== 'user' && report.subject_exists && (
              <button
                type="button"
                className={buttonClassName('secondary', { size: 'small' })}
                onClick={() => setAsked('hide')}
              >
                Retirar contenido
              </button>
            )}
            {!report.owner_suspended && (
              <button
                type="button"
                className={buttonClassName('primary', { size: 'small' })}
                onClick={() => setAsked('suspend')}
              >
                Suspender cuenta
              </button>
            )}
          </>
        )}
        {report.owner_suspended && (
          <button
            type="button"
            className={buttonClassName('secondary', { size: 'small' })}
            onClick={() => setAsked('unsuspend')}
          >
            Levantar suspensión
          </button>
        )}
      </div>
      {asked && asking && (
        <DecisionSheet
          title={asking.title}
          text={asking.text}
          confirmLabel={asking.confirm}
          onClose={() => setAsked(undefined)}
          onConfirm={(reason) =>
            asked === 'unsuspend'
              ? lift.mutateAsync({ userId: report.owner.id, reason })
              : decide.mutateAsync({ reportId: report.id, decision: asked, reason })
          }
        />
      )}
    </li>
  );
}
