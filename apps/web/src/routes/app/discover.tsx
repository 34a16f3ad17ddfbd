import { useState } from 'react';
import { Link } from 'react-router';
import { CompassIcon } from '../../components/icons/app-icons';
import { EmptyState } from '../../components/member/empty-state';
import { buttonClassName } from '../../components/ui/button';
import { QueryStates } from '../../components/ui/query-states';
import { useUpcoming } from '../../features/member-activities/api/activities';
import { ActivityCard } from '../../features/member-activities/components/activity-card';
import type { PageHandle } from '../../lib/meta';
import { memberPaths } from '../../lib/paths';
import { useSessionUser } from '../../lib/session';
import styles from './member-pages.module.css';

export const handle: PageHandle = {
  meta: { title: 'Descubrir', description: 'Planes que empiezan pronto cerca de ti.' },
};

/** "Descubrir": the plans starting from now, in the member's city or everywhere. */
export function Component() {
  const user = useSessionUser();
  const [here, setHere] = useState(true);
  const cityId = here ? user?.city?.id : undefined;
  const query = useUpcoming(cityId);
  const activities = query.data?.data ?? [];
  return (
    <div className={styles.stack}>
      {user?.city && (
        <div className={styles.segmented} role="group" aria-label="Dónde">
          <button type="button" aria-pressed={here} onClick={() => setHere(true)}>
            En {user.city.name}
          </button>
          <button type="button" aria-pressed={!here} onClick={() => setHere(false)}>
            En todas partes
          </button>
        </div>
      )}
      <QueryStates
        query={query}
        empty={activities.length === 0}
        texts={{
          loading: 'Buscando planes…',
          failed: 'No hemos podido cargar los planes. Comprueba tu conexión.',
          empty: '',
        }}
      >
        <ul className={styles.cards}>
          {activities.map((activity) => (
            <li key={activity.id}>
              <ActivityCard activity={activity} />
            </li>
          ))}
        </ul>
      </QueryStates>
      {!query.isPending && !query.isError && activities.length === 0 && (
        <EmptyState
          icon={<CompassIcon size={32} />}
          title="Todavía no hay planes aquí"
          text={
            cityId
              ? 'Nadie ha propuesto nada en tu ciudad por ahora. Mira en todas partes o propón tú el primero.'
              : 'Nadie ha propuesto nada por ahora. ¡Propón tú el primero!'
          }
        >
          <Link to={memberPaths.create} className={buttonClassName('primary')}>
            Crear un plan
          </Link>
        </EmptyState>
      )}
    </div>
  );
}
