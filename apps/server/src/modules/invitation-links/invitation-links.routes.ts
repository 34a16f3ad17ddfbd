import type { FastifyRequest } from 'fastify';
import { idParams } from '@app/contract/activities';
import { messageResponse } from '@app/contract/auth';
import {
  createInvitationLinkBody,
  invitationLink,
  invitationLinkPreview,
  invitationLinks,
  invitationLinkUse,
  invitationTokenParams,
} from '@app/contract/invitation-links';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER, errorAnswers, FORM_BODIES } from '../../lib/route-schemas.js';
import * as activityPolicy from '../activities/activity.policy.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import { authorize } from '../auth/authorize.js';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import { groupAuthorizers } from '../groups/groups.loaders.js';
import type { GroupsService } from '../groups/groups.service.js';
import type { InvitationLinks } from './invitation-links.service.js';

const tags = ['invitation-links'];
const makerErrors = errorAnswers(401, 403, 404, 409, 422);

/** Invitation links (issue 38): made and revoked by a plan's host or a group's managers. */
export const invitationLinksRoutes: FastifyPluginAsyncZod<{
  links: InvitationLinks;
  activities: Pick<ActivitiesService, 'get' | 'hideGroupFrom'>;
  groups: Pick<GroupsService, 'load' | 'roleOf'>;
  blocks: Pick<BlocksService, 'hiding'>;
  guards: SessionGuards;
}> = async (app, { links, activities, groups, blocks, guards }) => {
  const onRequest = guards.requireUser;
  // The plan as its host's routes load it: hidden from a blocked pair and a group's outsiders.
  const loadPlan = blocks.hiding(
    async ({ id }: { id: number }, request: FastifyRequest) => {
      const row = await activities.get(id);
      await activities.hideGroupFrom(row, request.session?.userId);
      return row;
    },
    (row) => row.hostId,
  );
  const host = authorize(idParams, loadPlan, activityPolicy.canUpdate);
  const { manager } = groupAuthorizers(groups);

  app.post(
    '/activity/:id/invitation-links',
    {
      onRequest: [onRequest, host],
      schema: {
        tags,
        operationId: 'createActivityInvitationLink',
        summary: 'Crear un enlace de invitación a mi plan',
        description:
          'Quien abra el enlace pide unirse (`ask`) o entra directamente (`join`), sin ser ' +
          'amigo. Vale los días pedidos (como mucho hasta que empieza el plan) y las veces de ' +
          '`max_uses`. No para los planes de un grupo, que se comparten con el enlace del grupo.',
        security: BEARER,
        consumes: FORM_BODIES,
        params: idParams,
        body: createInvitationLinkBody,
        response: { 201: invitationLink, ...makerErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await links.make(sessionOf(request), { activity: host.resource(request) }, request.body),
        ),
  );

  app.get(
    '/activity/:id/invitation-links',
    {
      onRequest: [onRequest, host],
      schema: {
        tags,
        operationId: 'listActivityInvitationLinks',
        summary: 'Los enlaces de invitación de mi plan',
        description: 'Los últimos 50, los más recientes primero, con su estado y sus usos.',
        security: BEARER,
        params: idParams,
        response: { 200: invitationLinks, ...errorAnswers(401, 403, 404, 422) },
      },
    },
    async (request) => ({ data: await links.list({ activity: host.resource(request) }) }),
  );

  app.post(
    '/group/:id/invitation-links',
    {
      onRequest: [onRequest, manager],
      schema: {
        tags,
        operationId: 'createGroupInvitationLink',
        summary: 'Crear un enlace de invitación al grupo (propietario o admin)',
        description:
          'Quien abra el enlace pide unirse (`ask`) o entra directamente (`join`), sin ser ' +
          'amigo de nadie del grupo.',
        security: BEARER,
        consumes: FORM_BODIES,
        params: idParams,
        body: createInvitationLinkBody,
        response: { 201: invitationLink, ...makerErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await links.make(sessionOf(request), { group: manager.resource(request) }, request.body),
        ),
  );

  app.get(
    '/group/:id/invitation-links',
    {
      onRequest: [onRequest, manager],
      schema: {
        tags,
        operationId: 'listGroupInvitationLinks',
        summary: 'Los enlaces de invitación del grupo (propietario o admin)',
        security: BEARER,
        params: idParams,
        response: { 200: invitationLinks, ...errorAnswers(401, 403, 404, 422) },
      },
    },
    async (request) => ({ data: await links.list({ group: manager.resource(request) }) }),
  );

  app.get(
    '/invitation-links/:token',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'getInvitationLink',
        summary: 'Lo que abre un enlace de invitación',
        description:
          'El plan o el grupo, quién invita y dónde está ya quien lo abre. 410 con el motivo ' +
          'cuando el enlace ha caducado, se ha agotado o se ha anulado.',
        security: BEARER,
        params: invitationTokenParams,
        response: { 200: invitationLinkPreview, ...errorAnswers(401, 404, 410, 422) },
      },
    },
    (request) => links.preview(sessionOf(request), request.params.token),
  );

  app.post(
    '/invitation-links/:token/use',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'acceptInvitationLink',
        summary: 'Usar un enlace de invitación: pedir unirme, o entrar',
        description:
          'Cuenta un uso solo cuando pide plaza o entra. 409 si el plan está completo (en modo ' +
          '`join`) o ya lo habías pedido; 410 si el enlace ya no vale.',
        security: BEARER,
        params: invitationTokenParams,
        response: { 200: invitationLinkUse, ...errorAnswers(401, 403, 404, 409, 410, 422) },
      },
    },
    (request) => links.use(sessionOf(request), request.params.token),
  );

  app.delete(
    '/invitation-links/:token',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'revokeInvitationLink',
        summary: 'Anular un enlace de invitación',
        description:
          'Quien lo creó, quien organiza el plan o quien administra el grupo. Desde entonces ' +
          'el enlace responde 410.',
        security: BEARER,
        params: invitationTokenParams,
        response: { 200: messageResponse, ...errorAnswers(401, 404, 422) },
      },
    },
    async (request) => {
      await links.revoke(sessionOf(request), request.params.token);
      return { message: 'Enlace anulado.' };
    },
  );
};
