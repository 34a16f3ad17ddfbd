import { defineModule } from '../../module.js';
import {
  nothingElse,
  personOf,
  planPlace,
  planTitle,
  unlessMissing,
} from '../reports/subject-helpers.js';
import { activitiesRoutes } from './activities.routes.js';
import * as tables from './activities.schema.js';
import { createActivitiesService, type ActivitiesService } from './activities.service.js';
import { createPlanPeople } from './plan-people.js';
import { activitiesExportFiles } from './activities.export.js';

declare module '../../module.js' {
  interface Services {
    activities: ActivitiesService;
  }
}

/** Plans: made, found, changed and removed. */
export const activitiesModule = defineModule({
  name: 'activities',
  tables,
  services: {
    activities: (s) =>
      createActivitiesService(s.db, {
        concepts: s.concepts,
        places: s.places,
        matches: s.matches,
        users: s.users,
        blocks: s.blocks,
        friendIdsOf: (userId) => s.friends.idsOf(userId),
        promotions: {
          highlightedUntil: (ids) => s.store.highlightedUntil(ids),
          highlightedIds: (now) => s.store.highlightedIds(now),
          boostedUserIds: (now) => s.store.boostedUserIds(now),
        },
        sponsors: {
          viewsOf: (ids) => s.sponsors.viewsOf(ids),
          mustExist: (id, field) => s.sponsors.mustExist(id, field),
        },
        groups: {
          idsOf: (userId) => s.groups.idsOf(userId),
          isMember: (groupId, userId) => s.groups.isMember(groupId, userId),
        },
        clock: s.clock,
      }),
  },
  routes: (api, s) =>
    api.register(activitiesRoutes, {
      activities: s.activities,
      petitions: s.petitions,
      matches: s.matches,
      levels: s.levels,
      blocks: s.blocks,
      plans: s.plans,
      concepts: s.concepts,
      attendance: s.attendance,
      planPeople: createPlanPeople({ matches: s.matches, users: s.users, blocks: s.blocks }),
      guards: s.guards,
    }),
  reportSubjects: (s) => ({
    activity: {
      find: async (id, reporter) => {
        const activity = await unlessMissing(s.activities.get(id));
        if (!activity) return undefined;
        // A group's plan is seen by its members alone: the same rule as its page.
        if (reporter && !(await s.activities.seesGroupPlan(activity, reporter.userId))) {
          return undefined;
        }
        return { ownerId: activity.hostId, snapshot: activity.description };
      },
      hide: async (id) => s.activities.remove(await s.activities.get(id)),
      show: async (id) => {
        const [plan] = await s.activities.viewsOf([id]);
        if (!plan) return undefined;
        return {
          ...nothingElse,
          title: planTitle(plan),
          text: plan.description,
          person: await personOf(s.users)(plan.user.id),
          starts_at: plan.start_at,
          place: planPlace(plan),
          link: { kind: 'activity', id: plan.id },
        };
      },
    },
  }),
  exportFiles: (s) => activitiesExportFiles(s.activities),
});
