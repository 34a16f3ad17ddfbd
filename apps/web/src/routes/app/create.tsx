import { useNavigate } from 'react-router';
import { QueryStates } from '../../components/ui/query-states';
import { ActivityForm } from '../../features/member-activities/components/activity-form';
import type { PageHandle } from '../../lib/meta';
import { memberPaths } from '../../lib/paths';
import { useReferenceData } from '../../lib/reference-data';
import { useSessionUser } from '../../lib/session';
import styles from './member-pages.module.css';

export const handle: PageHandle = {
  meta: { title: 'Crear', description: 'Propón un plan y encuentra con quién hacerlo.' },
};

/** "Crear": a new plan; once made, its page (where its chat opens), in place of the form. */
export function Component() {
  const navigate = useNavigate();
  const user = useSessionUser();
  const reference = useReferenceData();
  if (!user) return null; // The layout sends a signed-out visitor to the door.
  return (
    <section className={styles.card} aria-label="Crear Actividad">
      <QueryStates
        query={reference}
        empty={!reference.data}
        texts={{
          loading: 'Cargando…',
          failed: 'No hemos podido cargar los tipos de plan.',
          empty: 'No hay tipos de plan.',
        }}
      >
        {reference.data && (
          <ActivityForm
            user={user}
            reference={reference.data}
            onSaved={(saved) => void navigate(memberPaths.activity(saved.id), { replace: true })}
          />
        )}
      </QueryStates>
    </section>
  );
}
