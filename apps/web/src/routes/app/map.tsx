import { WISHES_CHANGED_EVENT } from '@app/contract/wishes';
import type { OwnUser } from '@app/contract/users';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LocationIcon } from '../../components/icons/app-icons';
import { SparkIcon } from '../../components/icons/secondary-icons';
import { LayerSwitch, type LayerOption } from '../../components/map/layer-switch';
import type { MapView } from '../../components/map/viewport';
import { ActivityMap } from '../../features/member-activities/components/activity-map';
import { usePublicEvents } from '../../lib/live/use-public-events';
import { useRefreshWishes } from '../../features/member-wishes/api/wishes';
import { useWishLayer } from '../../features/member-wishes/components/wish-layer';
import type { PageHandle } from '../../lib/meta';
import { useReferenceData, type ReferenceSnapshot } from '../../lib/reference-data';
import { useSessionUser } from '../../lib/session';

export const handle: PageHandle = {
  meta: {
    title: 'Mapa',
    description:
      'Los planes a los que puedes unirte y los deseos de la gente cerca, en el mapa: muévelo para buscar en otra zona.',
  },
  fullBleed: true,
};

type Layer = 'plans' | 'wishes';
const LAYERS: ReadonlyArray<LayerOption<Layer>> = [
  { value: 'plans', label: 'Planes', icon: <LocationIcon size={16} /> },
  { value: 'wishes', label: 'Deseos', icon: <SparkIcon size={16} /> },
];
/** In the address: `?capas=planes` or `?capas=deseos`; both when absent. */
const PARAM = 'capas';
const NAMES: Record<Layer, string> = { plans: 'planes', wishes: 'deseos' };

/** Several changes close together are one new look at the area. */
const REFRESH_DELAY_MS = 400;

/** "Mapa": the upcoming plans and the Mapa de deseos, layers of one map of the member's area. */
export function Component() {
  const user = useSessionUser();
  const reference = useReferenceData().data;
  if (!user || !reference) return null;
  return <MapPage user={user} reference={reference} />;
}

function MapPage({ user, reference }: { user: OwnUser; reference: ReferenceSnapshot }) {
  const [params, setParams] = useSearchParams();
  const named = params.get(PARAM);
  const shown = LAYERS.map((layer) => layer.value).filter(
    (layer) => !named || named === NAMES[layer],
  );
  const setShown = (next: Layer[]) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.length === 1) updated.set(PARAM, NAMES[next[0]!]);
        else updated.delete(PARAM);
        return updated;
      },
      { replace: true },
    );

  const [view, setView] = useState<MapView | null>(null);
  const wishes = useWishLayer({
    view,
    visible: shown.includes('wishes'),
    reference,
    timeZone: user.city?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
  });

  // A cell in view said its wishes changed: the area (and one's own wish) are asked again.
  const refresh = useRefreshWishes();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  usePublicEvents(wishes.channels, WISHES_CHANGED_EVENT, () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void refresh(), REFRESH_DELAY_MS);
  });

  return (
    <>
      <ActivityMap
        user={user}
        reference={reference}
        showPlans={shown.includes('plans')}
        layer={wishes}
        controls={<LayerSwitch options={LAYERS} shown={shown} onChange={setShown} />}
        onViewChange={setView}
      />
      {wishes.sheets}
    </>
  );
}
