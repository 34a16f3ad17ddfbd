import { distanceKm } from '@app/sdk/reference/geo';
import { Link } from 'react-router';
import { MapIcon } from '../../components/icons/app-icons';
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
  meta: {
    title: 'Mapa',
    description: 'Los planes de cada ciudad, de la más cercana a la más lejana.',
  },
};

/** "Mapa": the upcoming plans place by place, the member's city first, then by distance. */
export function Component() {
  const user = useSessionUser();
  const query = useUpcoming(undefined);
  const activities = query.data?.data ?? [];
  const home = user?.city;
  const places = [
    ...new Map(activities.map((activity) => [activity.city.id, activity.city])).values(),
  ]
    .map((city) => ({
      city,
      km: home ? distanceKm(home, city) : 0,
      plans: activities.filter((activity) => activity.city.id === city.id),
    }))
    .sort((a, b) => a.km - b.km || a.city.name.localeCompare(b.city.name, 'es'));

  if (!query.isPending && !query.isError && activities.length === 0) {
    return (
      <EmptyState
        icon={<MapIcon size={32} />}
        title="Aún no hay planes en el mapa"
        text="Cuando alguien proponga un plan aparecerá aquí, en su ciudad."
      >
        <Link to={memberPaths.create} className={buttonClassName('primary')}>
          Crear un plan
        </Link>
      </EmptyState>
    );
  }
  return (
    <QueryStates
      query={query}
      empty={activities.length === 0}
      texts={{
        loading: 'Buscando planes…',
        failed: 'No hemos podido cargar los planes. Comprueba tu conexión.',
        empty: '',
      }}
    >
      <div className={styles.stack}>
        {places.map(({ city, km, plans }) => (
          <section key={city.id} className={styles.section} aria-labelledby={`city-${city.id}`}>
            <h2 id={`city-${city.id}`} className={styles.sectionTitle}>
              {city.name}
              <span className={styles.sectionNote}>
                {' · '}
                {plans.length === 1 ? '1 plan' : `${plans.length} planes`}
                {home && city.id !== home.id && ` · a ${Math.round(km)} km`}
              </span>
            </h2>
            <ul className={styles.cards}>
              {plans.map((activity) => (
                <li key={activity.id}>
                  <ActivityCard activity={activity} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </QueryStates>
  );
}
