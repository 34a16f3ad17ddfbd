import type { FastifyRequest } from 'fastify';
import { messageResponse } from '@app/contract/auth';
import { idParams, petition } from '@app/contract/activities';
import {
  friendRequests,
  friendship,
  friendshipChange,
  friendsList,
  invitations as invitationList,
  inviteBody,
  inviteResult,
  sentInvites,
} from '@app/contract/friends';
import { userIdParams } from '@app/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers, FORM_BODIES, BEARER } from '../../lib/route-schemas.js';
import * as activityPolicy from '../activities/activity.policy.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import { authorize } from '../auth/authorize.js';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { FriendsService } from './friends.service.js';
import type { InvitationsService } from './invitations.service.js';

const errors = errorAnswers(401, 404, 422);
const hostErrors = errorAnswers(401, 403, 404, 409, 422);
const tags = ['friends'];

/** Friends and hosts' invitations to them (decision 0023). */
export const friendsRoutes: FastifyPluginAsyncZod<{
  friends: FriendsService;
  invitations: InvitationsService;
  activities: Pick<ActivitiesService, 'get' | 'hideGroupFrom'>;
  blocks: Pick<BlocksService, 'hiding'>;
  guards: SessionGuards;
}> = async (app, { friends, invitations, activities, blocks, guards }) => {
  const onRequest = guards.requireUser;
  // A blocked pair's activities do not exist for each other (decision 0022).
  const load = blocks.hiding(
    async ({ id }: { id: number }, request: FastifyRequest) => {
      const row = await activities.get(id);
      await activities.hideGroupFrom(row, request.session?.userId);
      return row;
    },
    (row) => row.hostId,
  );
  const asHost = authorize(idParams, load, activityPolicy.canUpdate);
  const asViewer = authorize(idParams, load, activityPolicy.canView);

  app.get(
    '/friends',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'listFriends',
        summary: 'Tus amigos',
        security: BEARER,
        response: { 200: friendsList, ...errors },
      },
    },
    async (request) => ({ data: await friends.list(sessionOf(request)) }),
  );

  app.get(
    '/friends/requests',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'listFriendRequests',
        summary: 'Solicitudes de amistad recibidas y enviadas',
        security: BEARER,
        response: { 200: friendRequests, ...errors },
      },
    },
    (request) => friends.requests(sessionOf(request)),
  );

  app.get(
    '/user/:id/friend',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'getFriendship',
        summary: 'Tu amistad con una persona',
        security: BEARER,
        params: userIdParams,
        response: { 200: friendship, ...errors },
      },
    },
    (request) => friends.status(sessionOf(request), request.params.id),
  );

  app.post(
    '/user/:id/friend',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'requestFriendship',
        summary: 'Pedir amistad, o aceptar la que te pidieron',
        description:
          'Si la otra persona ya te lo había pedido, esto lo acepta: dos solicitudes que se cruzan hacen una sola amistad. Repetirlo no cambia nada.',
        security: BEARER,
        params: userIdParams,
        response: { 200: friendshipChange, ...errors },
      },
    },
    (request) => friends.request(sessionOf(request), request.params.id),
  );

  app.delete(
    '/user/:id/friend',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'removeFriendship',
        summary: 'Cancelar tu solicitud, rechazar la suya o dejar de ser amigos',
        security: BEARER,
        params: userIdParams,
        response: { 200: friendshipChange, ...errors },
      },
    },
    (request) => friends.remove(sessionOf(request), request.params.id),
  );

  app.post(
    '/activity/:id/invite',
    {
      onRequest: [onRequest, asHost],
      schema: {
        tags,
        operationId: 'inviteFriends',
        summary: 'Invitar a amigos a tu actividad',
        description:
          'Solo a tus amigos. Quien ya pidió unirse o ya está dentro no recibe otra invitación; la invitación se acepta en un paso.',
        security: BEARER,
        consumes: FORM_BODIES,
        params: idParams,
        body: inviteBody,
        response: { 200: inviteResult, ...hostErrors },
      },
    },
    async (request) => {
      const invited = await invitations.invite(asHost.resource(request), request.body.user_ids);
      return {
        message: invited === 1 ? 'Invitación enviada.' : `Invitaciones enviadas: ${invited}.`,
        invited,
      };
    },
  );

  app.get(
    '/activity/:id/invites',
    {
      onRequest: [onRequest, asHost],
      schema: {
        tags,
        operationId: 'listActivityInvites',
        summary: 'A quién has invitado y aún no ha respondido',
        security: BEARER,
        params: idParams,
        response: { 200: sentInvites, ...hostErrors },
      },
    },
    async (request) => ({ data: await invitations.sent(asHost.resource(request)) }),
  );

  app.get(
    '/invitations',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'listInvitations',
        summary: 'Tus invitaciones a planes',
        security: BEARER,
        response: { 200: invitationList, ...errors },
      },
    },
    async (request) => ({ data: await invitations.mine(sessionOf(request)) }),
  );

  app.post(
    '/activity/:id/invitation',
    {
      onRequest: [onRequest, asViewer],
      schema: {
        tags,
        operationId: 'acceptInvitation',
        summary: 'Aceptar una invitación: tienes plaza',
        security: BEARER,
        params: idParams,
        response: { 200: petition, ...hostErrors },
      },
    },
    (request) => invitations.accept(sessionOf(request), request.params.id),
  );

  app.delete(
    '/activity/:id/invitation',
    {
      onRequest: [onRequest, asViewer],
      schema: {
        tags,
        operationId: 'declineInvitation',
        summary: 'Rechazar una invitación',
        security: BEARER,
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await invitations.decline(sessionOf(request), request.params.id);
      return { message: 'Invitación rechazada.' };
    },
  );
};
