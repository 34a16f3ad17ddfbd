import { activityList, idParams } from '@app/contract/activities';
import { messageResponse } from '@app/contract/auth';
import { errorResponse } from '@app/contract/errors';
import {
  createGroupBody,
  group,
  groupChange,
  groupInvitations,
  groupInviteBody,
  groupInviteResult,
  groupList,
  groupListQuery,
  groupMemberParams,
  groupMembers,
  groupOwnerBody,
  groupRequests,
  groupRoleBody,
  updateGroupBody,
} from '@app/contract/groups';
import { paged } from '@app/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.js';
import { readUpload, sendPng } from '../../lib/image-upload.js';
import { paginate } from '../../lib/paging.js';
import { BEARER, errorAnswers, FORM_BODIES } from '../../lib/route-schemas.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import { authorize } from '../auth/authorize.js';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import * as policy from './group.policy.js';
import type { GroupsService } from './groups.service.js';

const errors = errorAnswers(401, 403, 404, 409, 422);
const pictureErrors = errorAnswers(401, 403, 404, 413, 415, 422);
const tags = ['groups'];
const png = z.any().meta({ description: 'Imagen PNG', contentMediaType: 'image/png' });

/** Groups (decision 0026): who may do what is group.policy's. */
export const groupsRoutes: FastifyPluginAsyncZod<{
  groups: GroupsService;
  activities: Pick<ActivitiesService, 'ofGroup'>;
  guards: SessionGuards;
}> = async (app, { groups, activities, guards }) => {
  const onRequest = guards.requireUser;
  const load = ({ id }: { id: number }, request: Parameters<typeof sessionOf>[0]) =>
    groups.load({ id }, sessionOf(request).userId);
  const viewer = authorize(idParams, load, policy.canView);
  const memberList = authorize(idParams, load, policy.canSeeMembers);
  const member = authorize(idParams, load, policy.canSeeActivities);
  const manager = authorize(idParams, load, policy.canManage);
  const inviter = authorize(idParams, load, policy.canInvite);
  const owner = authorize(idParams, load, policy.canOwn);
  const managerOf = authorize(groupMemberParams, load, policy.canManage);
  // Removing someone: the group and the role in it of the person to remove.
  const loadRemoval = async (
    { id, userId }: { id: number; userId: number },
    request: Parameters<typeof sessionOf>[0],
  ) => ({
    group: await load({ id }, request),
    targetId: userId,
    targetRole: await groups.roleOf(id, userId),
  });
  const remover = authorize(groupMemberParams, loadRemoval, policy.canRemoveMember);
  const ownerOf = authorize(groupMemberParams, load, policy.canOwn);

  app.get(
    '/groups',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'listMyGroups',
        summary: 'Tus grupos',
        security: BEARER,
        response: { 200: groupList, ...errors },
      },
    },
    async (request) => ({ data: await groups.mine(sessionOf(request).userId) }),
  );

  app.get(
    '/groups/discover',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'discoverGroups',
        summary: 'Grupos a los que unirte, por nombre y ciudad; los más grandes primero',
        security: BEARER,
        querystring: groupListQuery,
        response: { 200: paged(group), ...errors },
      },
    },
    (request) =>
      paginate(request.query, (limit, offset) =>
        groups.discover(sessionOf(request).userId, request.query, limit, offset),
      ),
  );

  app.get(
    '/group-invitations',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'listGroupInvitations',
        summary: 'Tus invitaciones a grupos',
        security: BEARER,
        response: { 200: groupInvitations, ...errors },
      },
    },
    async (request) => ({ data: await groups.invitations(sessionOf(request).userId) }),
  );

  app.post(
    '/group',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'createGroup',
        summary: 'Crear un grupo (serás su propietario)',
        security: BEARER,
        consumes: FORM_BODIES,
        body: createGroupBody,
        response: { 200: group, ...errors },
      },
    },
    (request) => groups.create(sessionOf(request), request.body),
  );

  app.get(
    '/group/:id',
    {
      onRequest: [onRequest, viewer],
      schema: {
        tags,
        operationId: 'getGroup',
        summary: 'Un grupo',
        security: BEARER,
        params: idParams,
        response: { 200: group, ...errors },
      },
    },
    (request) => groups.view(request.params.id, sessionOf(request).userId),
  );

  app.post(
    '/group/:id',
    {
      onRequest: [onRequest, manager],
      schema: {
        tags,
        operationId: 'updateGroup',
        summary: 'Editar el grupo (propietario y administradores)',
        security: BEARER,
        consumes: FORM_BODIES,
        params: idParams,
        body: updateGroupBody,
        response: { 200: group, ...errors },
      },
    },
    (request) => groups.update(sessionOf(request), manager.resource(request), request.body),
  );

  app.delete(
    '/group/:id',
    {
      onRequest: [onRequest, owner],
      schema: {
        tags,
        operationId: 'deleteGroup',
        summary: 'Borrar el grupo, su chat y sus planes (propietario)',
        security: BEARER,
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await groups.remove(owner.resource(request));
      return { message: 'Grupo eliminado.' };
    },
  );

  app.post(
    '/group/:id/picture',
    {
      onRequest: [onRequest, manager],
      config: { multipartFiles: true },
      schema: {
        tags,
        operationId: 'uploadGroupPicture',
        summary: 'Subir o cambiar la imagen del grupo (campo picture)',
        security: BEARER,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: group, ...pictureErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await groups.setPicture(id, await readUpload(request, 'picture'));
      return groups.view(id, sessionOf(request).userId);
    },
  );

  app.delete(
    '/group/:id/picture',
    {
      onRequest: [onRequest, manager],
      schema: {
        tags,
        operationId: 'deleteGroupPicture',
        summary: 'Quitar la imagen del grupo',
        security: BEARER,
        params: idParams,
        response: { 200: group, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await groups.removePicture(id);
      return groups.view(id, sessionOf(request).userId);
    },
  );

  app.get(
    '/group/:id/picture',
    {
      onRequest: [onRequest, viewer],
      config: { imageReads: true },
      schema: {
        tags,
        operationId: 'fetchGroupPicture',
        summary: 'La imagen del grupo como PNG',
        security: BEARER,
        params: idParams,
        response: { 200: png, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const { row } = viewer.resource(request);
      if (!row.pictureUpdatedAt) throw notFound();
      return sendPng(
        reply,
        () => groups.readPicture(row),
        `g${row.id}-${row.pictureUpdatedAt.getTime()}`,
      );
    },
  );

  app.get(
    '/group/:id/members',
    {
      onRequest: [onRequest, memberList],
      schema: {
        tags,
        operationId: 'listGroupMembers',
        summary: 'Los miembros (los de un grupo privado, solo para sus miembros)',
        security: BEARER,
        params: idParams,
        response: { 200: groupMembers, ...errors },
      },
    },
    async (request) => ({
      data: await groups.members(sessionOf(request).userId, request.params.id),
    }),
  );

  app.get(
    '/group/:id/activities',
    {
      onRequest: [onRequest, member],
      schema: {
        tags,
        operationId: 'listGroupActivities',
        summary: 'Los planes del grupo que aún no han empezado (solo miembros)',
        security: BEARER,
        params: idParams,
        response: { 200: activityList, ...errors },
      },
    },
    async (request) => ({ data: await activities.ofGroup(request.params.id) }),
  );

  app.post(
    '/group/:id/join',
    {
      onRequest: [onRequest, viewer],
      schema: {
        tags,
        operationId: 'joinGroup',
        summary: 'Unirte: al momento si es público o te invitaron; si es privado, lo solicitas',
        security: BEARER,
        params: idParams,
        response: { 200: groupChange, ...errors },
      },
    },
    (request) => groups.join(sessionOf(request), request.params.id),
  );

  app.delete(
    '/group/:id/join',
    {
      onRequest: [onRequest, viewer],
      schema: {
        tags,
        operationId: 'withdrawGroupJoin',
        summary: 'Retirar tu solicitud o rechazar tu invitación',
        security: BEARER,
        params: idParams,
        response: { 200: groupChange, ...errors },
      },
    },
    (request) => groups.withdraw(sessionOf(request), request.params.id),
  );

  app.post(
    '/group/:id/leave',
    {
      onRequest: [onRequest, member],
      schema: {
        tags,
        operationId: 'leaveGroup',
        summary: 'Salir del grupo (el propietario, después de cederlo)',
        security: BEARER,
        params: idParams,
        response: { 200: groupChange, ...errors },
      },
    },
    (request) => groups.leave(sessionOf(request), request.params.id),
  );

  app.get(
    '/group/:id/requests',
    {
      onRequest: [onRequest, manager],
      schema: {
        tags,
        operationId: 'listGroupRequests',
        summary: 'Solicitudes pendientes para unirse (propietario y administradores)',
        security: BEARER,
        params: idParams,
        response: { 200: groupRequests, ...errors },
      },
    },
    async (request) => ({
      data: await groups.requests(sessionOf(request).userId, request.params.id),
    }),
  );

  for (const accept of [true, false]) {
    const route = accept ? app.post.bind(app) : app.delete.bind(app);
    route(
      '/group/:id/request/:userId',
      {
        onRequest: [onRequest, managerOf],
        schema: {
          tags,
          operationId: accept ? 'acceptGroupRequest' : 'declineGroupRequest',
          summary: accept ? 'Aceptar una solicitud' : 'Rechazar una solicitud',
          security: BEARER,
          params: groupMemberParams,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => {
        const { id, userId } = request.params;
        return { message: await groups.answer(sessionOf(request), id, userId, accept) };
      },
    );
  }

  app.post(
    '/group/:id/invite',
    {
      onRequest: [onRequest, inviter],
      schema: {
        tags,
        operationId: 'inviteToGroup',
        summary: 'Invitar a amigos al grupo',
        description:
          'En un grupo público invita cualquier miembro; en uno privado, propietario y administradores.',
        security: BEARER,
        consumes: FORM_BODIES,
        params: idParams,
        body: groupInviteBody,
        response: { 200: groupInviteResult, ...errors },
      },
    },
    async (request) => {
      const invited = await groups.invite(
        sessionOf(request),
        request.params.id,
        request.body.user_ids,
      );
      return {
        message: invited === 1 ? 'Invitación enviada.' : `Invitaciones enviadas: ${invited}.`,
        invited,
      };
    },
  );

  app.post(
    '/group/:id/member/:userId/role',
    {
      onRequest: [onRequest, ownerOf],
      schema: {
        tags,
        operationId: 'setGroupRole',
        summary: 'Nombrar administrador o devolver a miembro (propietario)',
        security: BEARER,
        consumes: FORM_BODIES,
        params: groupMemberParams,
        body: groupRoleBody,
        response: { 200: groupMembers, ...errors },
      },
    },
    async (request) => {
      const { id, userId } = request.params;
      return { data: await groups.setRole(sessionOf(request), id, userId, request.body.role) };
    },
  );

  app.delete(
    '/group/:id/member/:userId',
    {
      onRequest: [onRequest, remover],
      schema: {
        tags,
        operationId: 'removeGroupMember',
        summary: 'Sacar a alguien del grupo',
        description: 'El propietario saca a cualquiera; los administradores, a los miembros.',
        security: BEARER,
        params: groupMemberParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const { id, userId } = request.params;
      await groups.removeMember(sessionOf(request), id, userId);
      return { message: 'Ya no es miembro del grupo.' };
    },
  );

  app.post(
    '/group/:id/owner',
    {
      onRequest: [onRequest, owner],
      schema: {
        tags,
        operationId: 'handOverGroup',
        summary: 'Ceder el grupo a otro miembro (pasas a administrador)',
        security: BEARER,
        consumes: FORM_BODIES,
        params: idParams,
        body: groupOwnerBody,
        response: { 200: groupChange, ...errors },
      },
    },
    async (request) => {
      await groups.handOver(sessionOf(request), request.params.id, request.body.user_id);
      return {
        message: 'Has cedido el grupo.',
        group: await groups.view(request.params.id, sessionOf(request).userId),
      };
    },
  );
};
