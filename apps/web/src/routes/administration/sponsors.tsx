import type { CrumbHandle } from '../../components/admin/breadcrumbs';
import { AdminLoading } from '../../components/admin/admin-loading';
import { PageHeader } from '../../components/admin/page-header';
import { challengesQueryOptions } from '../../features/admin-sponsors/api/challenges';
import { eventsQueryOptions } from '../../features/admin-sponsors/api/events';
import { sponsorsQueryOptions } from '../../features/admin-sponsors/api/sponsors';
import { BrandsSection } from '../../features/admin-sponsors/components/brands-section';
import { ChallengesSection } from '../../features/admin-sponsors/components/challenges-section';
import { EventsSection } from '../../features/admin-sponsors/components/events-section';
import { requireAccess } from '../../features/auth/route-guards';
import type { PageHandle } from '../../lib/meta';
import { adminPaths } from '../../lib/paths';
import { browserQueryClient } from '../../lib/query-client';
import { useReferenceData } from '../../lib/reference-data';
import { GENERAL_STAFF } from '../../lib/roles';

export const handle: PageHandle & CrumbHandle = {
  meta: { title: 'Patrocinios', description: 'Las marcas, sus eventos y los retos.' },
  crumb: { label: 'Patrocinios', to: adminPaths.sponsors },
};

export async function loader() {
  await requireAccess(GENERAL_STAFF);
  const queryClient = browserQueryClient();
  await Promise.all([
    queryClient.prefetchQuery(sponsorsQueryOptions()),
    queryClient.prefetchQuery(challengesQueryOptions()),
    queryClient.prefetchQuery(eventsQueryOptions()),
  ]);
  return null;
}

/** Sponsor brands, the challenges members join and the events in a brand's name (issue 21). */
export function Component() {
  const reference = useReferenceData().data;
  const options = (code: string) =>
    reference?.concepts.find((concept) => concept.code === code)?.options ?? [];
  const disciplines = options('disciplines').map((option) => ({
    value: option.id,
    label: option.name,
  }));
  return (
    <>
      <PageHeader
        title="Patrocinios"
        lead="Las marcas que nos patrocinan, los retos a los que se apuntan los miembros y los eventos en nombre de una marca."
      />
      {reference ? (
        <>
          <BrandsSection />
          <ChallengesSection disciplines={disciplines} />
          <EventsSection
            reference={reference}
            types={options('activity_types')}
            disciplines={disciplines}
          />
        </>
      ) : (
        <AdminLoading label="Cargando…" />
      )}
    </>
  );
}
