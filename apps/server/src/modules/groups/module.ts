import { defineModule } from '../../module.js';
import { nothingElse, personOf, unlessMissing } from '../reports/subject-helpers.js';
import { groupMembersRoutes } from './group-members.routes.js';
import { groupsRoutes } from './groups.routes.js';
import * as tables from './groups.schema.js';
import { createGroupsService, type GroupsService } from './groups.service.js';

declare module '../../module.js' {
  interface Services {
    groups: GroupsService;
  }
}

/** Groups, their members, roles, invitations and chat. */
export const groupsModule = defineModule({
  name: 'groups',
  tables,
  services: {
    groups: (s) =>
      createGroupsService(s.db, {
        publisher: s.publisher,
        notices: s.notices,
        conversations: s.conversations,
        users: s.users,
        blocks: s.blocks,
        friends: s.friends,
        places: s.places,
        storage: s.storage,
        clock: s.clock,
      }),
  },
  // The group itself first, then who is in it: the order of the API reference.
  routes: async (api, s) => {
    await api.register(groupsRoutes, {
      groups: s.groups,
      activities: s.activities,
      guards: s.guards,
    });
    await api.register(groupMembersRoutes, { groups: s.groups, guards: s.guards });
  },
  // An erased owner's groups pass to someone else, or go with their chat.
  erasers: (s) => [(user, tx) => s.groups.succeedErasedOwner(user.id, tx)],
  reportSubjects: (s) => {
    const ownerOf = async (id: number) =>
      (await s.groups.members(0, id)).find((member) => member.role === 'owner');
    return {
      group: {
        find: async (id) => {
          const group = await unlessMissing(s.groups.load({ id }, 0));
          if (!group) return undefined;
          return {
            ownerId: (await ownerOf(id))?.user_id ?? 0,
            snapshot: [group.row.name, group.row.description].filter(Boolean).join('\n'),
          };
        },
        hide: async (id) => s.groups.remove(await s.groups.load({ id }, 0)),
        show: async (id) => {
          const group = await unlessMissing(s.groups.load({ id }, 0));
          if (!group) return undefined;
          return {
            ...nothingElse,
            title: group.row.name,
            text: group.row.description || null,
            person: await personOf(s.users)((await ownerOf(id))?.user_id ?? null),
            link: { kind: 'group', id },
          };
        },
      },
    };
  },
  reactions: {
    'pair.blocked':
      (s) =>
      async ({ blockerId, blockedId }, tx) => {
        // Invitations to each other's groups (decision 0026).
        await s.groups.removeInvitationsIn(tx, blockerId, blockedId);
      },
  },
});
