import type { Activity } from '@app/contract/activities';
import { PUBLIC_PLAN_IMAGE_PATH, PUBLIC_PLAN_PATH, type PublicActivity } from '@app/contract/share';
import { notFound } from '../../lib/http-errors.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { Actor } from '../auth/actor.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { GroupsService } from '../groups/groups.service.js';

type PublicGroup = { id: number; name: string };

/** A plan's row, as the activities service hands it over (its exact place, its edits). */
export type PlanRow = Awaited<ReturnType<ActivitiesService['get']>>;

export type PublicPlans = ReturnType<typeof createPublicPlans>;

/**
 * A plan as its shared link shows it to anyone (issue 38): the API's `GET /public/activities/{id}`,
 * the public page and its preview image read the same answer, so the three never disagree.
 */
export function createPublicPlans(deps: {
  activities: Pick<ActivitiesService, 'get' | 'viewsOf'>;
  blocks: Pick<BlocksService, 'hideFrom'>;
  groups: Pick<GroupsService, 'publicOnes'>;
  publicUrl: string;
}) {
  /**
   * The plan `id` and its row, as `viewer` (null for a guest) may reach it by its link, with
   * its group when it is a public group's; 404 for a removed plan, a private group's plan (its
   * members' alone, decision 0026) and a blocked pair (decision 0022).
   */
  async function load(
    id: number,
    viewer: Actor | null,
  ): Promise<{ row: PlanRow; plan: Activity; group: PublicGroup | null }> {
    const row = await deps.activities.get(id);
    const group =
      row.groupId === null
        ? null
        : ((await deps.groups.publicOnes([row.groupId])).get(row.groupId) ?? null);
    if (row.groupId !== null && !group) throw notFound();
    await deps.blocks.hideFrom(viewer, row.hostId);
    const [plan] = await deps.activities.viewsOf([row.id]);
    if (!plan) throw notFound();
    return { row, plan, group };
  }

  return {
    load,

    /** What the plan's link shows of it (`GET /public/activities/{id}`, its page, its card). */
    async read(id: number, viewer: Actor | null): Promise<PublicActivity> {
      const { row, plan, group } = await load(id, viewer);
      return publicView(plan, {
        group,
        showPlace: row.publicPlace,
        version: row.updatedAt.getTime().toString(36),
        publicUrl: deps.publicUrl,
      });
    },
  };
}

/**
 * What a link shows of `plan`: the area unless the host shows the place; a first name. The
 * image's address names the plan's version, so a card cached by a chat app is drawn again
 * once the plan is edited.
 */
export function publicView(
  plan: Activity,
  {
    group,
    showPlace,
    version,
    publicUrl,
  }: { group: PublicGroup | null; showPlace: boolean; version: string; publicUrl: string },
): PublicActivity {
  return {
    id: plan.id,
    description: plan.description,
    type: plan.type,
    discipline: plan.discipline,
    level: plan.level,
    start_at: plan.start_at,
    duration: plan.duration,
    time_zone: plan.city.timezone,
    place: {
      area: plan.city.name,
      address: showPlace ? plan.location.address : null,
      point: showPlace ? { lat: plan.location.lat, lon: plan.location.lon } : null,
    },
    host: plan.sponsor ? null : { firstname: plan.user.firstname },
    sponsor: plan.sponsor ? { name: plan.sponsor.name } : null,
    group,
    participants: plan.participants,
    places_left: Math.max(0, plan.participants - plan.matchedCount),
    repeats: plan.series && { every_weeks: plan.series.every_weeks, until: plan.series.until },
    status: plan.status,
    premium_only: plan.premium_only,
    url: `${publicUrl}${PUBLIC_PLAN_PATH(plan.id)}`,
    image_url: `${publicUrl}${PUBLIC_PLAN_IMAGE_PATH(plan.id)}?v=${version}`,
  };
}
