import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/member/empty-state';
import { LocationIcon } from '../../components/icons/app-icons';
import { PlaceMap } from '../../components/map/place-map';
import { buttonClassName } from '../../components/ui/button';
import { useActivity, useMembership } from '../../features/member-activities/api/membership';
import { ActivityCard } from '../../components/member/activity-card';
import { InvitationPrompt } from '../../features/member-friends/components/invitation-prompt';
import { InviteFriends } from '../../features/member-friends/components/invite-friends';
import { InvitationLinks } from '../../features/member-invitation-links/components/invitation-links';
import { AttendancePanel } from '../../features/member-attendance/components/attendance-panel';
import { ResultPanel } from '../../features/member-results/components/result-panel';
import { CalorieEstimate } from '../../features/member-sports/components/calorie-estimate';
import { GroupPlanNote } from '../../features/member-groups/components/group-plan-note';
import { ReportLink } from '../../components/report/report-link';
import { MembershipActions } from '../../features/member-activities/components/membership-actions';
import { PlanPeople } from '../../features/member-activities/components/plan-people';
import { MinimumNote } from '../../features/member-activities/components/minimum-note';
import { SeriesNote } from '../../features/member-activities/components/series-note';
import { SharePlan } from '../../features/member-activities/components/share-plan';
import { AddToCalendar } from '../../features/member-calendar/components/add-to-calendar';
import type { PageHandle } from '../../lib/meta';
import { memberPaths } from '../../lib/paths';
import { useReferenceData } from '../../lib/reference-data';
import { useSessionUser } from '../../lib/session';
import styles from './member-pages.module.css';
import { loadFailureHint } from '../../lib/throttled';

export const handle: PageHandle = {
  meta: { title: 'Plan', description: 'Un plan: qué, cuándo, dónde y quién lo organiza.' },
};

/** The place on OpenStreetMap, for "Cómo llegar". */
const mapLink = ({ lat, lon }: { lat: number; lon: number }) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;

/** An activity's page (/web/app/a/{id}): the plan, and the one action that fits the member. */
export function Component() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const activity = useActivity(valid ? id : 0); // 0 asks nothing
  const membership = useMembership(valid ? id : 0);
  const reference = useReferenceData().data;
  const user = useSessionUser();

  if (!valid || (activity.error as { status?: number } | null)?.status === 404) {
    return (
      <EmptyState
        title="Este plan ya no existe"
        text="Puede que quien lo organizaba lo haya borrado."
      >
        <Link to={memberPaths.discover} className={buttonClassName('primary')}>
          Descubrir otros planes
        </Link>
      </EmptyState>
    );
  }
  if (activity.isError) {
    return (
      <EmptyState
        role="alert"
        title="No hemos podido cargar el plan"
        text={loadFailureHint(activity.error)}
      >
        <button
          type="button"
          className={buttonClassName('primary')}
          onClick={() => void activity.refetch()}
        >
          Reintentar
        </button>
      </EmptyState>
    );
  }
  if (!activity.data) return <p className={styles.loading}>Cargando el plan…</p>;
  const { location, city } = activity.data;
  const place = location.address ? `${location.address}, ${city.name}` : city.name;
  return (
    <div className={styles.stack}>
      <ActivityCard activity={activity.data} linked={false} />
      <MinimumNote activity={activity.data} />
      <SeriesNote activity={activity.data} />
      {activity.data.group_id !== null && <GroupPlanNote groupId={activity.data.group_id} />}
      {membership.data?.role === 'none' && <InvitationPrompt activity={activity.data} />}
      {membership.data && reference ? (
        <MembershipActions
          activity={activity.data}
          membership={membership.data}
          reference={reference}
        />
      ) : (
        <p className={styles.loading}>Comprobando tu plaza…</p>
      )}
      <PlanPeople activityId={activity.data.id} me={user?.id} />
      {activity.data.status !== 'finished' && activity.data.status !== 'cancelled' && (
        <SharePlan activity={activity.data}>
          <AddToCalendar activityId={activity.data.id} />
        </SharePlan>
      )}
      {user && (
        <CalorieEstimate activityId={activity.data.id} sport={activity.data.discipline !== null} />
      )}
      {(membership.data?.role === 'host' || membership.data?.role === 'member') && (
        <AttendancePanel activityId={activity.data.id} host={membership.data.role === 'host'} />
      )}
      {user && (membership.data?.role === 'host' || membership.data?.role === 'member') && (
        <ResultPanel activity={activity.data} me={user.id} />
      )}
      {membership.data?.role === 'host' && activity.data.status === 'open' && (
        <InviteFriends activityId={activity.data.id} className={styles.action} />
      )}
      {membership.data?.role === 'host' &&
        activity.data.group_id === null &&
        (activity.data.status === 'open' || activity.data.status === 'full') && (
          <InvitationLinks
            target={{ activity: activity.data.id }}
            title={activity.data.description}
            what="plan"
          />
        )}
      <section className={styles.section} aria-labelledby="place-title">
        <h2 id="place-title" className={styles.sectionTitle}>
          Dónde
        </h2>
        <p className={styles.place}>
          <LocationIcon size={18} />
          {place}
        </p>
        {reference && (
          <PlaceMap
            point={location}
            label={place}
            countries={reference.countries}
            styleUrl={reference.info.map?.style ?? null}
          />
        )}
        <a
          href={mapLink(location)}
          className={buttonClassName('secondary', { className: styles.action })}
          target="_blank"
          rel="noopener noreferrer"
        >
          Cómo llegar
          <span className="visually-hidden"> (abre OpenStreetMap en otra pestaña)</span>
        </a>
      </section>
      {membership.data && membership.data.role !== 'host' && (
        <div className={styles.quietZone}>
          <ReportLink subject="activity" id={activity.data.id} label="Denunciar este plan" />
        </div>
      )}
    </div>
  );
}
