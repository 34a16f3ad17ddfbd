import type { Activity } from '@app/contract/activities';
import { PUBLIC_PLAN_PATH } from '@app/contract/share';
import type { ReactNode } from 'react';
import { ShareButtons } from '../../../components/share/share-buttons';
import { startText } from '../../../lib/plan-texts';
import styles from './share-plan.module.css';

/** What a shared plan says before its link: "Pádel en el Retiro · sáb, 5 dic, 18:30". */
export const shareText = (activity: Pick<Activity, 'description' | 'start_at' | 'city'>) =>
  `${activity.description} · ${startText(activity.start_at, activity.city.timezone)}`;

/**
 * "Compartir" on a plan (issue 38): its public link, which opens for anyone, with a card in
 * chat apps. A group's plan is its members' alone in the app: the section keeps only what
 * `children` add (the calendar's button).
 */
export function SharePlan({ activity, children }: { activity: Activity; children?: ReactNode }) {
  const shareable = activity.group_id === null;
  return (
    <section className={styles.share} aria-labelledby="share-title">
      <h2 id="share-title" className={styles.title}>
        {shareable ? 'Compartir' : 'Calendario'}
      </h2>
      {shareable ? (
        <>
          <p className={styles.lead}>
            Quien abra el enlace ve el plan sin cuenta y puede pedir unirse.
          </p>
          <ShareButtons
            url={`${window.location.origin}${PUBLIC_PLAN_PATH(activity.id)}`}
            title={activity.description}
            text={shareText(activity)}
          >
            {children}
          </ShareButtons>
        </>
      ) : (
        children
      )}
    </section>
  );
}
