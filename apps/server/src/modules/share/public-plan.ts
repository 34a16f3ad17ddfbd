import type { Activity } from '@app/contract/activities';
import { PUBLIC_PLAN_IMAGE_PATH, PUBLIC_PLAN_PATH, type PublicActivity } from '@app/contract/share';
import { notFound } from '../../lib/http-errors.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { Actor } from '../auth/actor.js';
import type { BlocksService } from '../blocks/blocks.service.js';

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
  publicUrl: string;
}) {
  /**
   * The plan `id` and its row, as `viewer` (null for a guest) may reach it by its link; 404
   * for a removed plan, a group's plan (its members' alone, decision 0026) and a blocked pair
   * (decision 0022).
   */
  async function load(id: number, viewer: Actor | null): Promise<{ row: PlanRow; plan: Activity }> {
    const row = await deps.activities.get(id);
    if (row.groupId !== null) throw notFound();
    await deps.blocks.hideFrom(viewer, row.hostId);
    const [plan] = await deps.activities.viewsOf([row.id]);
    if (!plan) throw notFound();
    return { row, plan };
  }

  return {
    load,

    /** What the plan's link shows of it (`GET /public/activities/{id}`, its page, its card). */
    async read(id: number, viewer: Actor | null): Promise<PublicActivity> {
      const { row, plan } = await load(id, viewer);
      return publicView(plan, {
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
  { showPlace, version, publicUrl }: { showPlace: boolean; version: string; publicUrl: string },
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
    participants: plan.participants,
    places_left: Math.max(0, plan.participants - plan.matchedCount),
    status: plan.status,
    premium_only: plan.premium_only,
    url: `${publicUrl}${PUBLIC_PLAN_PATH(plan.id)}`,
    image_url: `${publicUrl}${PUBLIC_PLAN_IMAGE_PATH(plan.id)}?v=${version}`,
  };
}
