import { Link, useSearchParams } from 'react-router';
import { FriendsIcon } from '../../components/icons/secondary-icons';
import { buttonClassName } from '../../components/ui/button';
import { CompletenessMeter } from '../../features/member-profile/components/completeness-meter';
import { InterestList } from '../../features/member-profile/components/interest-list';
import { PhotoGallery } from '../../features/member-profile/components/photo-gallery';
import { LevelTest } from '../../features/member-sports/components/level-test';
import { SportsProfile } from '../../features/member-sports/components/sports-profile';
import { Badges } from '../../features/member-store/components/badges';
import { ProfileSummary } from '../../features/member-profile/components/profile-summary';
import type { PageHandle } from '../../lib/meta';
import { memberPaths } from '../../lib/paths';
import { useCoins } from '../../features/member-coins/api/coins';
import { coinsText } from '../../features/member-coins/lib/coin-texts';
import { useReferenceData } from '../../lib/reference-data';
import { useSessionUser } from '../../lib/session';
import styles from './member-pages.module.css';

export const handle: PageHandle = {
  meta: { title: 'Perfil', description: 'Tu perfil: cómo te ven los demás.' },
};

/** "Perfil": the member as others see them, how complete it is, and the way to edit it. */
export function Component() {
  const user = useSessionUser();
  const concepts = useReferenceData().data?.concepts ?? [];
  const [search] = useSearchParams();
  const balance = useCoins().data?.pages[0]?.balance;
  if (!user) return null; // The layout sends a signed-out visitor to the door.
  if (search.has('nivel')) return <LevelTest />;
  return (
    <div className={styles.stack}>
      <ProfileSummary user={user} />
      <CompletenessMeter user={user} />
      <div className={styles.actionRow}>
        <Link
          to={memberPaths.profileEdit}
          className={buttonClassName('secondary', { className: styles.action })}
        >
          Editar perfil
        </Link>
        <Link
          to={memberPaths.friends}
          className={buttonClassName('secondary', { className: styles.action })}
        >
          <FriendsIcon size={20} />
          Amigos
        </Link>
        <Link
          to={memberPaths.groups}
          className={buttonClassName('secondary', { className: styles.action })}
        >
          Grupos
        </Link>
        <Link
          to={memberPaths.ranking}
          className={buttonClassName('secondary', { className: styles.action })}
        >
          Ranking
        </Link>
        <Link
          to={memberPaths.coins}
          className={buttonClassName('secondary', { className: styles.action })}
        >
          {balance === undefined ? 'Monedas' : coinsText(balance)}
        </Link>
        <Link
          to={memberPaths.store}
          className={buttonClassName('secondary', { className: styles.action })}
        >
          Tienda
        </Link>
        <Link
          to={memberPaths.challenges}
          className={buttonClassName('secondary', { className: styles.action })}
        >
          Eventos y retos
        </Link>
        <Link
          to={memberPaths.stats}
          className={buttonClassName('secondary', { className: styles.action })}
        >
          Estadísticas
        </Link>
        <Link
          to={memberPaths.plans}
          className={buttonClassName('secondary', {
            className: `${styles.action} ${styles.actionWide}`,
          })}
        >
          Move y Premium
        </Link>
      </div>
      <Badges userId={user.id} />
      <SportsProfile userId={user.id} own />
      <section className={styles.section} aria-labelledby="interests-title">
        <h2 id="interests-title" className={styles.sectionTitle}>
          Intereses
        </h2>
        <InterestList
          user={user}
          concepts={concepts}
          emptyText="Aún no has elegido intereses. Elígelos al editar tu perfil."
        />
      </section>
      <section className={styles.section} aria-labelledby="photos-title">
        <h2 id="photos-title" className={styles.sectionTitle}>
          Fotos
        </h2>
        <PhotoGallery userId={user.id} name={user.firstname} />
      </section>
    </div>
  );
}
