import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../components/member/empty-state';
import { buttonClassName } from '../../components/ui/button';
import { useActivity, useMembership } from '../../features/member-activities/api/membership';
import { ActivityForm } from '../../features/member-activities/components/activity-form';
import type { PageHandle } from '../../lib/meta';
import { memberPaths } from '../../lib/paths';
import { useReferenceData } from '../../lib/reference-data';
import { useSessionUser } from '../../lib/session';
import styles from './member-pages.module.css';

export const handle: PageHandle = {
  meta: { title: 'Editar plan', description: 'Cambia tu plan: qué, cuándo, cuánto dura y dónde.' },
};

/** The host edits a plan (/web/app/a/{id}/edit); back to its page once saved. */
export function Component() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const user = useSessionUser();
  const activity = useActivity(valid ? id : 0); // 0 asks nothing
  const membership = useMembership(valid ? id : 0);
  const reference = useReferenceData().data;

  if (!valid || activity.isError || (membership.data && membership.data.role !== 'host')) {
    return (
      <EmptyState
        title="No puedes editar este plan"
        text="Solo quien lo organiza puede cambiarlo, y puede que ya no exista."
      >
        <Link to={memberPaths.discover} className={buttonClassName('primary')}>
          Ir a Descubrir
        </Link>
      </EmptyState>
    );
  }
  if (!activity.data || !membership.data || !reference || !user) {
    return <p className={styles.loading}>Cargando el plan…</p>;
  }
  return (
    <section className={styles.card} aria-label="Editar plan">
      <ActivityForm
        user={user}
        initial={activity.data}
        reference={reference}
        onSaved={(saved) => void navigate(memberPaths.activity(saved.id), { replace: true })}
      />
    </section>
  );
}
