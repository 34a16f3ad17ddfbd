import {
  activityIn,
  jsonList,
  personIn,
  type ExportFile,
  type Lookups,
} from '../export/export-file.js';
import type { ExportedPetition, PetitionsService } from './petitions.service.js';

/** A petition the member sent: to whose activity. */
const sentPetition = (row: ExportedPetition, lookups: Lookups) => ({
  id: row.id,
  petition_type_option_id: row.petition_type_option_id,
  activity: activityIn(lookups, row.activityId),
  to_user: personIn(lookups, row.toUserId),
  readed: row.readed,
  acepted: row.acepted,
  refused: row.refused,
  createdAt: row.createdAt,
  answeredAt: row.answeredAt,
});

/** A petition to one of the member's activities: from whom. */
const receivedPetition = (row: ExportedPetition, lookups: Lookups) => ({
  id: row.id,
  petition_type_option_id: row.petition_type_option_id,
  activity: activityIn(lookups, row.activityId),
  from_user: personIn(lookups, row.fromUserId),
  readed: row.readed,
  acepted: row.acepted,
  refused: row.refused,
  createdAt: row.createdAt,
  answeredAt: row.answeredAt,
});

/** The requests a member sent and received, in their data export (decision 0013). */
export const petitionsExportFiles = (
  petitions: Pick<PetitionsService, 'exportFor'>,
): ExportFile[] => [
  {
    title: 'solicitudes-enviadas.json',
    about:
      'Tus solicitudes para unirte a actividades de otras personas: a qué actividad (id, descripción y fecha), a quién (id y nombre), si se leyó (readed), se aceptó (acepted) o se rechazó (refused), cuándo la enviaste y cuándo te respondieron.',
    entries: async (userId, { named }) => [
      jsonList('solicitudes-enviadas.json', () =>
        named(petitions.exportFor(userId).sent, (row) => [row.toUserId], sentPetition),
      ),
    ],
  },
  {
    title: 'solicitudes-recibidas.json',
    about:
      'Las solicitudes que otras personas enviaron a tus actividades, respondidas o no: quién la envió (id y nombre), a qué actividad, su estado y cuándo.',
    entries: async (userId, { named }) => [
      jsonList('solicitudes-recibidas.json', () =>
        named(petitions.exportFor(userId).received, (row) => [row.fromUserId], receivedPetition),
      ),
    ],
  },
];
