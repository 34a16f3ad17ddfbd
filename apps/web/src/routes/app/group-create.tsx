import { useNavigate } from 'react-router';
import { useCreateGroup } from '../../features/member-groups/api/groups';
import { GroupForm } from '../../features/member-groups/components/group-form';
import type { PageHandle } from '../../lib/meta';
import { memberPaths } from '../../lib/paths';
import styles from './member-pages.module.css';

export const handle: PageHandle = {
  meta: { title: 'Crear un grupo', description: 'Un grupo para quedar siempre con los mismos.' },
};

/** "Crear un grupo" (/web/app/groups/new): the member becomes its owner. */
export function Component() {
  const create = useCreateGroup();
  const navigate = useNavigate();
  return (
    <div className={`${styles.stack} ${styles.card}`}>
      <p className={styles.intro}>
        Reúne a tu gente: un chat para todos y planes que solo ven los miembros.
      </p>
      <GroupForm
        submitLabel="Crear grupo"
        busy={create.isPending}
        error={create.isError ? 'No hemos podido crear el grupo. Inténtalo de nuevo.' : undefined}
        onSubmit={(input) =>
          create.mutate(input, {
            onSuccess: (group) => void navigate(memberPaths.group(group.id), { replace: true }),
          })
        }
      />
    </div>
  );
}
