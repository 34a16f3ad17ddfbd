import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/member/empty-state';
import { buttonClassName } from '../../components/ui/button';
import { useUser } from '../../features/member-profile/api/profile';
import { InterestList } from '../../features/member-profile/components/interest-list';
import { PhotoGallery } from '../../features/member-profile/components/photo-gallery';
import { SportsProfile } from '../../features/member-sports/components/sports-profile';
import { Badges } from '../../features/member-store/components/badges';
import { ProfileSummary } from '../../features/member-profile/components/profile-summary';
import { FriendButton } from '../../features/member-friends/components/friend-button';
import { MessageButton } from '../../components/member/write-button';
import { BlockButton } from '../../features/member-safety/components/block-button';
import type { PageHandle } from '../../lib/meta';
import { memberPaths } from '../../lib/paths';
import { useReferenceData } from '../../lib/reference-data';
import { useSessionUser } from '../../lib/session';
import styles from './member-pages.module.css';
import { loadFailureHint } from '../../lib/throttled';
import { genderOf } from '@app/contract/spanish-gender';

export const handle: PageHandle = {
  meta: { title: 'Perfil', description: 'El perfil público de un miembro.' },
};

/** Another member's public profile (/web/app/u/{id}): who they are, what they like, photos. */
export function Component() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useUser(valid ? id : 0); // 0 asks nothing
  const concepts = useReferenceData().data?.concepts ?? [];
  const me = useSessionUser();

  if (!valid || (query.isError && (query.error as { status?: number }).status === 404)) {
    return (
      <EmptyState title="Este perfil no existe" text="Puede que la cuenta se haya eliminado.">
        <Link to={memberPaths.discover} className={buttonClassName('primary')}>
          Ir a Descubrir
        </Link>
      </EmptyState>
    );
  }
  if (query.isError) {
    return (
      <EmptyState
        role="alert"
        title="No hemos podido cargar el perfil"
        text={loadFailureHint(query.error)}
      >
        <button
          type="button"
          className={buttonClassName('primary')}
          onClick={() => void query.refetch()}
        >
          Reintentar
        </button>
      </EmptyState>
    );
  }
  if (!query.data) return <p className={styles.loading}>Cargando el perfil…</p>;
  const user = query.data;
  return (
    <div className={styles.stack}>
      <ProfileSummary user={user} />
      {me && me.id !== user.id && (
        <FriendButton
          userId={user.id}
          name={user.firstname}
          genders={{ me: genderOf(me), them: genderOf(user) }}
        />
      )}
      {me && me.id !== user.id && <MessageButton userId={user.id} name={user.firstname} />}
      <Badges userId={user.id} />
      <SportsProfile userId={user.id} own={me?.id === user.id} />
      <section className={styles.section} aria-labelledby="interests-title">
        <h2 id="interests-title" className={styles.sectionTitle}>
          Intereses
        </h2>
        <InterestList
          user={user}
          concepts={concepts}
          emptyText={`${user.firstname} aún no ha elegido intereses.`}
        />
      </section>
      <section className={styles.section} aria-labelledby="photos-title">
        <h2 id="photos-title" className={styles.sectionTitle}>
          Fotos
        </h2>
        <PhotoGallery userId={user.id} name={user.firstname} />
      </section>
      {me && me.id !== user.id && <BlockButton userId={user.id} name={user.firstname} />}
    </div>
  );
}
