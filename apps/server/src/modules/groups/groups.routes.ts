import { activityList, idParams } from '@app/contract/activities';
import { messageResponse } from '@app/contract/auth';
import { errorResponse } from '@app/contract/errors';
import {
  createGroupBody,
  group,
  groupInvitations,
  groupList,
  groupListQuery,
  groupMembers,
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
import { sessionOf, type SessionGuards } from '../auth/session.js';
import { groupAuthorizers } from './groups.loaders.js';
import type { GroupsService } from './groups.service.js';

const errors = errorAnswers(401, 403, 404, 409, 422);
const pictureErrors = errorAnswers(401, 403, 404, 413, 415, 422);
const tags = ['groups'];
const png = z.any().meta({ description: 'Imagen PNG', contentMediaType: 'image/png' });

/**
 * Groups (decision 0026), the group itself: the caller's lists, creating, reading, editing,
 * its picture, its members and plans, removing it. Joining, requests, invitations, roles:
 * group-members.routes.ts. Who may do what is group.policy's.
 */
export const groupsRoutes: FastifyPluginAsyncZod<{
  groups: GroupsService;
  activities: Pick<ActivitiesService, 'ofGroup'>;
  guards: SessionGuards;
}> = async (app, { groups, activities, guards }) => {
  const onRequest = guards.requireUser;
  const { viewer, memberList, member, manager, owner } = groupAuthorizers(groups);

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
      const upload = await readUpload(request, 'picture');
      return groups.setPicture(request.params.id, upload, sessionOf(request).userId);
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
      return groups.removePicture(request.params.id, sessionOf(request).userId);
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
};
