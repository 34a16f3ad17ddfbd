import type { InvitationLinkPreview } from '@app/contract/invitation-links';
import { plural } from '@app/contract/spanish-plural';
import { Link, useNavigate } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { memberPaths } from '../../../lib/paths';
import { placesLeftText, startText } from '../../../lib/plan-texts';
import { showToast } from '../../../lib/toasts';
import { useAcceptInvitationLink } from '../api/links';
import styles from './invitation-card.module.css';

/** The button's words: what the link does, for a plan or a group. */
function actionText(link: InvitationLinkPreview): string {
  if (link.activity) return link.mode === 'join' ? 'Unirme al plan' : 'Pedir unirme';
  return link.mode === 'join' ? 'Unirme al grupo' : 'Pedir unirme al grupo';
}

/** Where the member already is, said instead of the button. */
const STANDING_TEXTS = {
  own: 'Es tu propio enlace: compártelo con quien quieras invitar.',
  in: 'Ya estás dentro.',
  asked: 'Ya has pedido unirte: te avisaremos cuando te respondan.',
} as const;

/**
 * What an invitation link opens (issue 38): who invites, the plan (what, when, where, places
 * left) or the group (name, members), and the one action the link allows. After it, the
 * member lands on the plan's or the group's page.
 */
export function InvitationCard({ link }: { link: InvitationLinkPreview }) {
  const accept = useAcceptInvitationLink(link.token);
  const navigate = useNavigate();
  const target = link.activity
    ? memberPaths.activity(link.activity.id)
    : memberPaths.group(link.group!.id);
  const inviter = link.invited_by?.firstname;

  async function go() {
    try {
      const done = await accept.mutateAsync();
      showToast({ text: done.message });
      void navigate(target);
    } catch (error) {
      // The server's own words: full, already asked, the link just ended.
      showToast({ text: (error as Error).message });
    }
  }

  return (
    <article className={styles.card} aria-labelledby="invitation-title">
      <p className={styles.kicker}>
        {inviter ? `${inviter} te invita` : 'Te invitan'}{' '}
        {link.activity ? 'a un plan' : 'a un grupo'}
      </p>
      <h2 id="invitation-title" className={styles.title}>
        {link.activity ? link.activity.description : link.group!.name}
      </h2>
      <ul className={styles.facts}>
        {link.activity ? (
          <>
            <li>{startText(link.activity.start_at, link.activity.time_zone)}</li>
            <li>{link.activity.area}</li>
            <li>{placesLeftText(link.activity.places_left)}</li>
          </>
        ) : (
          <li>{plural(link.group!.members_count, 'miembro')}</li>
        )}
      </ul>
      {link.standing === 'none' ? (
        <>
          <p className={styles.note}>
            {link.activity && link.activity.places_left === 0
              ? link.mode === 'join'
                ? 'Ahora mismo no quedan plazas: vuelve a intentarlo si se libera alguna.'
                : 'No quedan plazas: te apuntaremos a la lista de espera.'
              : link.mode === 'join'
                ? 'Con este enlace entras directamente, sin esperar respuesta.'
                : link.activity
                  ? 'Quien organiza el plan recibirá tu solicitud.'
                  : 'Quien administra el grupo recibirá tu solicitud.'}
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={buttonClassName('primary')}
              onClick={() => void go()}
              disabled={accept.isPending}
              aria-busy={accept.isPending || undefined}
            >
              {accept.isPending && <Spinner />}
              {actionText(link)}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.note} role="status">
            {STANDING_TEXTS[link.standing]}
          </p>
          <div className={styles.actions}>
            <Link to={target} className={buttonClassName('primary')}>
              {link.activity ? 'Ver el plan' : 'Ver el grupo'}
            </Link>
          </div>
        </>
      )}
    </article>
  );
}
