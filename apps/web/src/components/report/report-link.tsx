import type { ReportSubject } from '@app/contract/reports';
import { useState } from 'react';
import { ReportSheet } from './report-sheet';
import styles from '../member/safety-link.module.css';

/** A quiet "Denunciar…" that opens the report sheet for one thing. */
export function ReportLink({
  subject,
  id,
  label,
}: {
  subject: ReportSubject;
  id: number;
  /** The link's and the sheet's words: "Denunciar a Bruno", "Denunciar este plan". */
  label: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.button} onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && (
        <ReportSheet subject={subject} id={id} title={label} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
