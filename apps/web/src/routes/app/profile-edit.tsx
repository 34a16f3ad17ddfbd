import { QueryStates } from '../../components/ui/query-states';
import { AvatarEditor } from '../../features/member-profile/components/avatar-editor';
import { PhotoManager } from '../../features/member-profile/components/photo-manager';
import { ProfileForm } from '../../features/member-profile/components/profile-form';
import type { PageHandle } from '../../lib/meta';
import { useReferenceData } from '../../lib/reference-data';
import { useSessionUser } from '../../lib/session';
import styles from './member-pages.module.css';

export const handle: PageHandle = {
  meta: { title: 'Editar perfil', description: 'Tus datos, tus intereses y tus fotos.' },
};

/** Editing the profile: the avatar with its crop step, the data and interests, the gallery. */
export function Component() {
  const user = useSessionUser();
  const reference = useReferenceData();
  if (!user) return null; // The layout sends a signed-out visitor to the door.
  return (
    <div className={styles.stack}>
      <AvatarEditor user={user} />
      <QueryStates
        query={reference}
        empty={!reference.data}
        texts={{
          loading: 'Cargando…',
          failed: 'No hemos podido cargar las listas de intereses.',
          empty: 'No hay listas de intereses.',
        }}
      >
        {reference.data && <ProfileForm user={user} reference={reference.data} />}
      </QueryStates>
      <PhotoManager userId={user.id} />
    </div>
  );
}
