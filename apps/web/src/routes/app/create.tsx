import { createActivity } from '@app/sdk/calls/activities';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useGroup } from '../../features/member-groups/api/groups';
import { sdkClient } from '../../lib/sdk-client';
import { QueryStates } from '../../components/ui/query-states';
import { ActivityForm } from '../../features/member-activities/components/activity-form';
import type { PageHandle } from '../../lib/meta';
import { memberPaths } from '../../lib/paths';
import { useReferenceData } from '../../lib/reference-data';
import { useSessionUser } from '../../lib/session';
import styles from './member-pages.module.css';
import { groupKeys } from '../../lib/query-keys';

export const handle: PageHandle = {
  meta: { title: 'Crear', description: 'Propón un plan y encuentra con quién hacerlo.' },
};

/**
 * "Crear": a new plan; once made, its page (where its chat opens), in place of the form. With
 * `?grupo={id}`, a plan of that group, which only its members see (decision 0026).
 */
export function Component() {
  const navigate = useNavigate();
  const user = useSessionUser();
  const reference = useReferenceData();
  const queryClient = useQueryClient();
  const groupId = Number(useSearchParams()[0].get('grupo') ?? 0);
  const group = useGroup(Number.isInteger(groupId) && groupId > 0 ? groupId : 0);
  const inGroup = group.data?.role ? group.data : undefined;
  if (!user) return null; // The layout sends a signed-out visitor to the door.
  return (
    <section className={styles.card} aria-label="Crear Actividad">
      {inGroup && (
        <p className={styles.intro}>
          Plan del grupo <strong>{inGroup.name}</strong>: solo lo verán sus miembros.
        </p>
      )}
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
            saveWith={
              inGroup
                ? async (fields) => {
                    const saved = await createActivity(sdkClient(), {
                      ...fields,
                      group: inGroup.id,
                    });
                    void queryClient.invalidateQueries({ queryKey: groupKeys.all });
                    return saved;
                  }
                : undefined
            }
            onSaved={(saved) => void navigate(memberPaths.activity(saved.id), { replace: true })}
          />
        )}
      </QueryStates>
    </section>
  );
}
