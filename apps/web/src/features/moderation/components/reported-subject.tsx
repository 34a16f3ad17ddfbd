import type { StaffReport } from '@app/contract/reports';
import { Avatar } from '../../../components/ui/avatar';
import { useAvatarUrl } from '../../../lib/avatar';
import { formatDateTime } from '../../../lib/format';
import { subjectLink } from '../texts';
import styles from './moderation.module.css';

/**
 * What was reported as it is now in the app: its title, whose it is, its words, when and where
 * (a plan), the chat (a message), and the link to its page; or that it is gone.
 */
export function ReportedSubject({ report }: { report: StaffReport }) {
  const subject = report.subject;
  if (!subject) {
    return (
      <p className={styles.gone}>
        Ya no existe en la app: lo borró su autor o lo retiró el equipo. Abajo queda lo que se
        denunció.
      </p>
    );
  }
  const link = subject.link && subjectLink(subject.link);
  return (
    <section className={styles.subject} aria-label="Lo denunciado, tal como está ahora">
      <div className={styles.subjectHead}>
        {subject.person && <PersonAvatar person={subject.person} />}
        <div className={styles.subjectTitle}>
          <strong>{subject.title}</strong>
          {subject.person && subject.link?.kind !== 'user' && (
            <span className={styles.note}>De {subject.person.firstname}</span>
          )}
        </div>
      </div>
      {subject.text && <p className={styles.subjectText}>{subject.text}</p>}
      {(subject.starts_at || subject.place || subject.chat) && (
        <dl className={styles.facts}>
          {subject.starts_at && (
            <div>
              <dt>Cuándo</dt>
              <dd>
                <time dateTime={subject.starts_at}>{formatDateTime(subject.starts_at)}</time>
              </dd>
            </div>
          )}
          {subject.place && (
            <div>
              <dt>Dónde</dt>
              <dd>{subject.place}</dd>
            </div>
          )}
          {subject.chat && (
            <div>
              <dt>Chat</dt>
              <dd>{subject.chat}</dd>
            </div>
          )}
        </dl>
      )}
      {link && (
        <a className={styles.subjectLink} href={link.href} target="_blank" rel="noopener">
          {link.text}
          <span className="visually-hidden"> (se abre en otra pestaña)</span>
        </a>
      )}
    </section>
  );
}

function PersonAvatar({ person }: { person: NonNullable<StaffReport['subject']>['person'] & {} }) {
  const src = useAvatarUrl(person);
  return <Avatar name={person.firstname} src={src} size={40} />;
}
