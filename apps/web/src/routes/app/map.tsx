import { ActivityMap } from '../../features/member-activities/components/activity-map';
import type { PageHandle } from '../../lib/meta';
import { useReferenceData } from '../../lib/reference-data';
import { useSessionUser } from '../../lib/session';

export const handle: PageHandle = {
  meta: {
    title: 'Mapa',
    description:
      'Los planes a los que puedes unirte, en el mapa: muévelo para buscar en otra zona.',
  },
  fullBleed: true,
};

/** "Mapa": the upcoming plans on a map of the member's area (the layout loads the reference). */
export function Component() {
  const user = useSessionUser();
  const reference = useReferenceData().data;
  if (!user || !reference) return null;
  return <ActivityMap user={user} reference={reference} />;
}
