import { createActivityRequest, sendMessageRequest } from '@app/contract/activities';
import { signUpRequest, email as emailField } from '@app/contract/auth';
import { PETITION_MATCH_TAG } from '@app/contract/concepts';
import { updateUserRequest, USER_LIST_FIELDS } from '@app/contract/users';
import { hoursAndMinutes, inZone } from '../lib/time-zones.js';
import type { Actor } from '../modules/auth/actor.js';
import { matchLoader } from '../modules/matches/match.resource.js';
import * as matchPolicy from '../modules/matches/match.policy.js';
import * as chatPolicy from '../modules/messages/chat.policy.js';
import { chatLoader } from '../modules/messages/chat.resource.js';
import * as petitionPolicy from '../modules/petitions/petition.policy.js';
import type { Services } from '../services.js';
import { drawAvatar, initialsOf } from './avatar.js';
import type { DemoCatalogue } from './catalogue.js';
import { drawPhoto } from './pictures.js';
import type { DemoPlan } from './plan.js';
import { createRandom } from './random.js';
import type { DemoReferences } from './references.js';
import { refuse, type ReplayContext } from './replay-context.js';
import { replaySocial } from './replay-social.js';
import { replaySport } from './replay-sport.js';

export { DemoRuleError } from './replay-context.js';

/** The time the services read while the demo replays its history (lib/clock.ts). */
export function createReplayClock(start: Date) {
  let current = start;
  return {
    now: (): Date => new Date(current),
    set(at: Date) {
      current = at;
    },
  };
}
export type ReplayClock = ReturnType<typeof createReplayClock>;

const profileFields = signUpRequest.pick({
  firstname: true,
  lastname: true,
  birthdate: true,
  gender: true,
  city: true,
});

/**
 * Writes the plan through the services, event by event in the order they happened, with the
 * clock set to each event's moment: as the routes do, bodies are parsed by the contract and
 * policies asked before each call, so every rule of the product applies (an activity starts
 * after it is published, a request reaches an open activity, only the host answers it, only
 * the host and accepted members write in its chat, each message takes the next number). The
 * plans' steps are here; the life around them is replayed by replay-social.ts and
 * replay-sport.ts, with the ids kept in the shared context.
 */
export async function replayPlan(
  plan: DemoPlan,
  services: Services,
  clock: ReplayClock,
  references: DemoReferences,
  setup: { passwordHash: string; staff: Actor; catalogue: DemoCatalogue },
): Promise<void> {
  const { passwordHash } = setup;
  const loadChat = chatLoader(services.activities, services.matches);
  const loadMatch = matchLoader(services.matches, services.activities);
  const petitionType = references.option(PETITION_MATCH_TAG);
  const actors = new Map<string, Actor>([['staff', setup.staff]]);
  const activityIds = new Map<string, number>();
  const petitionIds = new Map<string, number>();
  /** Each chat's messages so far: id and author. */
  const chats = new Map<string, Array<{ id: number; authorKey: string }>>();
  const actor = (key: string) => {
    const found = actors.get(key);
    if (!found) refuse(`${key} acts before they exist`);
    return found;
  };
  const hostOf = new Map(plan.activities.map((activity) => [activity.key, activity.hostKey]));
  /** The accepted request of a member in an activity ("activityKey memberKey"): the match's id. */
  const acceptedRequest = new Map<string, number>();
  const context: ReplayContext = {
    services,
    references,
    staff: setup.staff,
    catalogue: setup.catalogue,
    actor,
    hostOf: (key) => hostOf.get(key) ?? refuse(`no plan ${key}`),
    ids: {
      activities: activityIds,
      groups: new Map(),
      conversations: new Map(),
      lastMessage: new Map(),
      wishes: new Map(),
      challenges: new Map(),
    },
    refuse,
  };

  // Drawn together first: sharp works on its own threads.
  const avatars = await Promise.all(
    plan.members.map((member) =>
      drawAvatar(initialsOf(member.firstname, member.lastname), member.colours),
    ),
  );
  const avatarOf = new Map(plan.members.map((member, index) => [member.key, avatars[index]!]));
  const pictures = await Promise.all(
    plan.social.photos.map((photo) => drawPhoto(photo.theme, createRandom(photo.seed))),
  );
  const photosOf = new Map<string, Buffer[]>();
  plan.social.photos.forEach((photo, index) => {
    photosOf.set(photo.memberKey, [...(photosOf.get(photo.memberKey) ?? []), pictures[index]!]);
  });

  for (const event of plan.events) {
    clock.set(event.at);
    switch (event.kind) {
      case 'member': {
        const { member } = event;
        // As the sign-up route: the contract's fields, then the checks on stored data.
        const fields = profileFields.parse({
          firstname: member.firstname,
          lastname: member.lastname,
          birthdate: member.birthdate,
          gender: references.option(member.gender),
          city: references.cities[member.cityKey]!.id,
        });
        const email = emailField.parse(member.email);
        await services.users.checkNewUser(fields);
        const row = await services.db.transaction(async (tx) => {
          if (await services.users.findByContact('email', email, tx)) {
            refuse(`${email} already has an account`);
          }
          return services.users.create(tx, {
            firstname: fields.firstname,
            lastname: fields.lastname ?? null,
            birthdate: fields.birthdate,
            genderOptionId: fields.gender,
            cityId: fields.city,
            passwordHash,
            email,
          });
        });
        actors.set(member.key, { userId: row.id, roles: row.roles, wstoken: row.wstoken });
        // As "Editar perfil" sends it: each list as JSON text of [{id}].
        const lists = Object.fromEntries(
          USER_LIST_FIELDS.map((field) => [
            field,
            JSON.stringify(member.interests[field].map((tag) => ({ id: references.option(tag) }))),
          ]),
        );
        await services.users.update(
          row.id,
          updateUserRequest.parse({
            social_state: String(references.option(member.socialState)),
            ...lists,
          }),
        );
        // The same path as an uploaded avatar: re-encoded and stored under DATA_DIR/files.
        await services.media.setAvatar(row.id, avatarOf.get(member.key)!);
        // And their photos, as "Añadir foto" uploads them.
        for (const photo of photosOf.get(member.key) ?? []) {
          await services.media.addPhoto(row.id, photo);
        }
        break;
      }
      case 'activity': {
        const { activity } = event;
        const city = references.cities[activity.cityKey]!;
        const body = createActivityRequest.parse({
          type: references.option(activity.type),
          city: city.id,
          location: JSON.stringify({
            lat: activity.place.lat,
            lon: activity.place.lon,
            address: activity.place.address,
          }),
          description: activity.description,
          start_at: inZone(activity.startAt, city.timeZone),
          duration: hoursAndMinutes(activity.durationMinutes),
          participants: activity.participants,
          discipline: activity.discipline ? references.option(activity.discipline) : null,
          level: activity.level ? references.option(activity.level) : null,
          ...(activity.groupKey && { group: context.ids.groups.get(activity.groupKey)!.id }),
        });
        const created = await services.activities.create(actor(activity.hostKey).userId, body);
        activityIds.set(activity.key, created.id);
        chats.set(activity.key, []);
        break;
      }
      case 'petition': {
        const { petition } = event;
        const sent = await services.petitions.send(actor(petition.fromKey), {
          petition_type_option_id: petitionType,
          to_user_id: actor(hostOf.get(petition.activityKey)!).userId,
          activity: activityIds.get(petition.activityKey)!,
        });
        petitionIds.set(petition.key, sent.id);
        break;
      }
      case 'answer': {
        const { petition } = event;
        const row = await services.petitions.get(petitionIds.get(petition.key)!);
        const hostKey = hostOf.get(petition.activityKey)!;
        if (!petitionPolicy.canAnswer(actor(hostKey), row)) {
          refuse(`${hostKey} may not answer ${petition.key}`);
        }
        await services.petitions.answer(row, petition.outcome === 'accepted');
        if (petition.outcome === 'accepted') {
          acceptedRequest.set(`${petition.activityKey} ${petition.fromKey}`, row.id);
        }
        break;
      }
      case 'message': {
        const { message } = event;
        const activityId = activityIds.get(message.activityKey)!;
        const writer = actor(message.fromKey);
        // As the routes: the host writes through the activity, an accepted member through
        // their match (whose id is their request's).
        const allowed =
          message.fromKey === hostOf.get(message.activityKey)
            ? chatPolicy.canWriteAsHost(writer, await loadChat({ id: activityId }))
            : matchPolicy.canWriteThrough(
                writer,
                await loadMatch({
                  id: acceptedRequest.get(`${message.activityKey} ${message.fromKey}`)!,
                }),
              );
        if (!allowed) refuse(`${message.fromKey} may not write in ${message.activityKey}`);
        const body = sendMessageRequest.parse({ message: message.text });
        const sent = await services.messages.send(activityId, writer.userId, body.message);
        chats.get(message.activityKey)!.push({ id: sent.id, authorKey: message.fromKey });
        break;
      }
      case 'read': {
        const { read } = event;
        const activityId = activityIds.get(read.activityKey)!;
        const reader = actor(read.readerKey);
        if (!chatPolicy.canMarkRead(reader, await loadChat({ id: activityId }))) {
          refuse(`${read.readerKey} may not read ${read.activityKey}`);
        }
        const ids = chats
          .get(read.activityKey)!
          .filter((message) => message.authorKey !== read.readerKey)
          .map((message) => message.id);
        if (ids.length > 0) await services.messages.markRead(activityId, reader.userId, ids);
        break;
      }
      default: {
        const done = (await replaySocial(event, context)) || (await replaySport(event, context));
        if (!done) refuse(`no step replays ${event.kind}`);
      }
    }
  }
}
