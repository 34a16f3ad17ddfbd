import { defineModule } from '../../module.js';
import { invitationLinksExportFiles } from './invitation-links.export.js';
import * as tables from './invitation-links.schema.js';
import { invitationLinksRoutes } from './invitation-links.routes.js';
import { createInvitationLinks, type InvitationLinks } from './invitation-links.service.js';

declare module '../../module.js' {
  interface Services {
    invitationLinks: InvitationLinks;
  }
}

/**
 * Invitation links (issue 38): a plan's host or a group's managers share a link that lets
 * anyone ask for a place or join, without being anyone's friend, within an expiry and a number
 * of uses, until revoked. Asking and joining stay the petitions' and the groups' own steps;
 * this module counts the use inside their transactions.
 */
export const invitationLinksModule = defineModule({
  name: 'invitation-links',
  tables,
  services: {
    invitationLinks: (s) =>
      createInvitationLinks(s.db, {
        publisher: s.publisher,
        activities: s.activities,
        petitions: s.petitions,
        matches: s.matches,
        groups: s.groups,
        blocks: s.blocks,
        concepts: s.concepts,
        users: s.users,
        notices: s.notices,
        plans: { mustAllow: (userId, entitlement) => s.plans.mustAllow(userId, entitlement) },
        publicUrl: s.config.publicUrl,
        clock: s.clock,
      }),
  },
  routes: (api, s) =>
    api.register(invitationLinksRoutes, {
      links: s.invitationLinks,
      activities: s.activities,
      groups: s.groups,
      blocks: s.blocks,
      guards: s.guards,
    }),
  exportFiles: (s) => invitationLinksExportFiles(s.invitationLinks),
});
