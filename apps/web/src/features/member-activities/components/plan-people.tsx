import type { PlanPerson } from '@app/contract/activities';
import { useId } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { useAvatarUrl } from '../../../lib/avatar';
import { memberPaths } from '../../../lib/paths';
import { usePlanPeople } from '../api/people';
import { hiddenText, peopleText, placesLeftText } from '../lib/people-texts';
import styles from './plan-people.module.css';

/** One face in the list: the picture (or the initial), the first name, and a role under it. */
function Face({ person, role }: { person: PlanPerson; role?: string }) {
  const src = useAvatarUrl(person);
  return (
    <li>
      <Link to={memberPaths.user(person.id)} className={styles.person}>
        <Avatar name={person.firstname} size={52} {...(src ? { src } : {})} />
        <span className={styles.name}>{person.firstname}</span>
        {role && <span className={styles.role}>{role}</span>}
      </Link>
    </li>
  );
}

/**
 * "Quién va" on a plan's page: the host and the people going, as each one's settings and the
 * member's blocks allow (the server decides: decision 0036), and the plan's counts, which are
 * the same for everyone. Its height is kept while it loads, so the page does not jump.
 */
export function PlanPeople({ activityId, me }: { activityId: number; me: number | undefined }) {
  const titleId = useId();
  const people = usePlanPeople(activityId);
  const data = people.data;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          Quién va
        </h2>
        {data && (
          <p className={styles.counts}>
            <strong>{peopleText(data.people_count)}</strong>
            <span aria-hidden="true"> · </span>
            <span className={data.places_left > 0 ? styles.left : styles.full}>
              {placesLeftText(data.places_left)}
            </span>
          </p>
        )}
      </div>
      {people.isError && !data ? (
        <p className={styles.note} role="alert">
          No hemos podido cargar quién va.{' '}
          <button type="button" className={styles.retry} onClick={() => void people.refetch()}>
            Reintentar
          </button>
        </p>
      ) : !data ? (
        <ul className={styles.faces} aria-busy="true" aria-label="Cargando quién va">
          {[0, 1, 2].map((index) => (
            <li key={index} className={styles.placeholder} />
          ))}
        </ul>
      ) : (
        <>
          <ul className={styles.faces} aria-label={`${peopleText(data.people_count)} en el plan`}>
            {data.host && <Face person={data.host} role="Organiza" />}
            {data.going.map((person) => (
              <Face key={person.id} person={person} {...(person.id === me && { role: 'Tú' })} />
            ))}
          </ul>
          {data.hidden > 0 && <p className={styles.note}>{hiddenText(data.hidden)}.</p>}
          {data.going_count === 0 && (
            <p className={styles.note}>
              {data.host ? 'Aún no se ha unido nadie: ' : 'Aún no se ha apuntado nadie: '}
              {data.places_left === 1
                ? 'queda 1 plaza libre.'
                : `quedan ${data.places_left} plazas libres.`}
            </p>
          )}
        </>
      )}
    </section>
  );
}
