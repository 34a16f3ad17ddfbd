import type { Wish } from '@app/contract/wishes';
import { nearestCity } from '@app/sdk/reference/places';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../components/member/empty-state';
import { buttonClassName } from '../../components/ui/button';
import {
  ActivityForm,
  type ActivityDraft,
} from '../../features/member-activities/components/activity-form';
import { useConvertWish, useOwnWish } from '../../features/member-wishes/api/wishes';
import type { PageHandle } from '../../lib/meta';
import { memberPaths } from '../../lib/paths';
import { useReferenceData, type ReferenceSnapshot } from '../../lib/reference-data';
import { useSessionUser } from '../../lib/session';
import styles from './member-pages.module.css';
import { plural, pluralWord } from '@app/contract/spanish-plural';

export const handle: PageHandle = {
  meta: {
    title: 'Convertir en plan',
    description: 'Tu deseo, convertido en un plan: quienes se apuntaron entran en él.',
  },
};

/** How far a wish's place may lie from a city for the plan to be in it. */
const CITY_RADIUS_KM = 60;

/** The plan a wish suggests: its text, its kind, and its place in the nearest city. */
function draftOf(wish: Wish, reference: ReferenceSnapshot, answers: number): ActivityDraft {
  let place: ActivityDraft['place'] = null;
  try {
    const city = nearestCity(reference, wish.location, CITY_RADIUS_KM);
    place = { ...wish.location, city: city.id };
  } catch {
    // Far from every city: the member's own, from its centre, until they pick a place.
  }
  return {
    description: wish.text,
    type: wish.type?.id ?? null,
    discipline: wish.discipline?.id ?? null,
    place,
    submitLabel: answers === 0 ? 'Crear plan' : `Crear plan con ${plural(answers, 'persona')}`,
  };
}

/** The wisher turns their wish into a plan (/web/app/wish/plan); its page once made. */
export function Component() {
  const navigate = useNavigate();
  const user = useSessionUser();
  const reference = useReferenceData().data;
  const own = useOwnWish();
  const wish = own.data?.wish ?? null;
  const convert = useConvertWish(wish?.id ?? 0);

  if (own.isError || (own.data && !wish)) {
    return (
      <EmptyState
        title="No tienes ningún deseo activo"
        text="Publica uno en el mapa: cuando alguien se apunte, podrás convertirlo en un plan."
      >
        <Link to={memberPaths.map} className={buttonClassName('primary')}>
          Ir al mapa
        </Link>
      </EmptyState>
    );
  }
  if (!wish || !own.data || !reference || !user) {
    return <p className={styles.loading}>Cargando tu deseo…</p>;
  }
  const answers = own.data.answers.length;
  return (
    <section className={styles.card} aria-label="Convertir en plan">
      <p className={styles.lead}>
        {answers === 0
          ? 'Nadie se ha apuntado todavía: el plan queda abierto para que cualquiera pida unirse.'
          : `${own.data.answers.map((answer) => answer.user.firstname).join(', ')} ${pluralWord(answers, 'entra', 'entran')} en el plan en cuanto lo crees, por orden, hasta llenar las plazas.`}
      </p>
      <ActivityForm
        user={user}
        reference={reference}
        draft={draftOf(wish, reference, answers)}
        saveWith={(fields) => convert.mutateAsync(fields)}
        onSaved={(saved) => void navigate(memberPaths.activity(saved.id), { replace: true })}
      />
    </section>
  );
}
