import { jsonList, type ExportFile } from '../export/export-file.js';
import type { InvitationLinkRow, InvitationLinks } from './invitation-links.service.js';

/** A link the member made: for which plan or group, how, and how it was used. */
const madeLink = (row: InvitationLinkRow) => ({
  id: row.id,
  activity_id: row.activityId,
  group_id: row.groupId,
  mode: row.mode,
  max_uses: row.maxUses,
  uses: row.uses,
  expires_at: row.expiresAt.toISOString(),
  revoked_at: row.revokedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

async function* shaped(rows: AsyncIterable<InvitationLinkRow>) {
  for await (const row of rows) yield madeLink(row);
}

/** The invitation links a member made, in their data export (decision 0048). */
export const invitationLinksExportFiles = (
  links: Pick<InvitationLinks, 'exportFor'>,
): ExportFile[] => [
  {
    title: 'enlaces-de-invitacion.json',
    about:
      'Los enlaces de invitación que creaste para tus planes o grupos: a qué plan o grupo (id), si quien lo abre pide unirse (ask) o entra directamente (join), cuántas veces se podía usar y se usó, cuándo caducaba, si lo anulaste y cuándo lo creaste. El código secreto de cada enlace no se incluye.',
    entries: async (userId) => [
      jsonList('enlaces-de-invitacion.json', () => shaped(links.exportFor(userId))),
    ],
  },
];
