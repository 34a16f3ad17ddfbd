import { Link } from 'react-router';
import { QueryStates } from '../../components/ui/query-states';
import { ActivityCard } from '../../components/member/activity-card';
import { useChallenges, useEvents } from '../../features/member-challenges/api/challenges';
import { ChallengeCard } from '../../features/member-challenges/components/challenge-card';
import type { PageHandle } from '../../lib/meta';
import { memberPaths } from '../../lib/paths';
import styles from './challenges.module.css';
import pages from './member-pages.module.css';

export const handle: PageHandle = {
  meta: {
    title: 'Eventos y retos',
    description: 'Retos con premio y eventos de las marcas que se suman a Antojo.',
  },
};

/**
 * "Eventos y retos" (/web/app/challenges, issue 21): the challenges a member can join, with
 * their progress in those they did, and the brands' events still to come.
 */
export function Component() {
  const challenges = useChallenges();
  const events = useEvents();
  const list = challenges.data ?? [];
  const upcoming = events.data ?? [];
  return (
    <div className={pages.stack}>
      <p className={styles.lead}>
        Cada asistencia verificada suma en los retos a los que te apuntas. Al llegar a la meta ganas
        sus monedas y su insignia. <Link to={memberPaths.coins}>¿Cómo se ganan monedas?</Link>
      </p>
      <section className={pages.section} aria-labelledby="challenges-title">
        <h2 id="challenges-title" className={pages.sectionTitle}>
          Retos
        </h2>
        <QueryStates
          query={challenges}
          empty={list.length === 0}
          texts={{
            loading: 'Cargando los retos…',
            failed: 'No hemos podido cargar los retos. Comprueba tu conexión.',
            empty: 'Ahora mismo no hay retos abiertos. ¡Vuelve pronto!',
          }}
        >
          <ul className={pages.cards} aria-label="Retos">
            {list.map((challenge) => (
              <li key={challenge.id}>
                <ChallengeCard challenge={challenge} />
              </li>
            ))}
          </ul>
        </QueryStates>
      </section>
      <section className={pages.section} aria-labelledby="events-title">
        <h2 id="events-title" className={pages.sectionTitle}>
          Eventos
        </h2>
        <QueryStates
          query={events}
          empty={upcoming.length === 0}
          texts={{
            loading: 'Cargando los eventos…',
            failed: 'No hemos podido cargar los eventos. Comprueba tu conexión.',
            empty: 'No hay eventos de marcas a la vista por ahora. Vuelve a mirar pronto.',
          }}
        >
          <ul className={pages.cards} aria-label="Eventos">
            {upcoming.map((activity) => (
              <li key={activity.id}>
                <ActivityCard activity={activity} />
              </li>
            ))}
          </ul>
        </QueryStates>
      </section>
    </div>
  );
}
