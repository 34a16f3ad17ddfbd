import { messageResponse } from '@app/contract/auth';
import {
  answerPetitionRequest,
  createPetitionRequest,
  idParams,
  petition,
  petitionListQuery,
} from '@app/contract/activities';
import { paged } from '@app/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/paging.js';
import type { Publisher } from '../../lib/publisher.js';
import { authorizeFirst, sessionOf, type SessionGuards } from '../auth/session.js';
import type { UsersService } from '../users/users.service.js';
import type { PetitionsService } from './petitions.service.js';
import { errorAnswers, FORM_BODIES, BEARER } from '../../lib/route-schemas.js';

const errors = errorAnswers(401, 403, 404, 409, 422);

export const petitionsRoutes: FastifyPluginAsyncZod<{
  petitions: PetitionsService;
  users: UsersService;
  publish: Publisher;
  guards: SessionGuards;
}> = async (app, { petitions, users, publish, guards }) => {
  const onRequest = guards.requireUser;
  const wstokenOf = async (userId: number) => [...(await users.wstokensOf([userId])).values()];

  app.post(
    '/petition',
    {
      onRequest,
      schema: {
        tags: ['petitions'],
        operationId: 'sendPetition',
        summary: 'Pedir unirse a una actividad',
        security: BEARER,
        consumes: FORM_BODIES,
        body: createPetitionRequest,
        response: { 200: petition, ...errors },
      },
    },
    async (request) => {
      const sent = await petitions.send(sessionOf(request).userId, request.body);
      // After commit: the host hears of it on their "match-me" channel.
      await publish('petition-petitions_types-match-me', await wstokenOf(sent.to_user_id), sent);
      return sent;
    },
  );

  app.post(
    '/petition/:id',
    {
      onRequest: [
        onRequest,
        authorizeFirst(idParams, (session, { id }) => petitions.checkHost(session.userId, id)),
      ],
      schema: {
        tags: ['petitions'],
        operationId: 'answerPetition',
        summary: 'Responder una solicitud (readed=1, acepted=1 o acepted=0)',
        security: BEARER,
        consumes: FORM_BODIES,
        params: idParams,
        body: answerPetitionRequest,
        response: { 200: petition, ...errors },
      },
    },
    async (request) => {
      const answered = await petitions.answer(
        sessionOf(request).userId,
        request.params.id,
        request.body.acepted,
      );
      // After commit: the sender hears the answer on their "match-from" channel.
      await publish(
        'petition-petitions_types-match-from',
        await wstokenOf(answered.from_user.id),
        answered,
      );
      return answered;
    },
  );

  app.delete(
    '/petition/:id',
    {
      onRequest,
      schema: {
        tags: ['petitions'],
        operationId: 'deletePetition',
        summary: 'Retirar una solicitud propia',
        security: BEARER,
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await petitions.remove(sessionOf(request).userId, request.params.id);
      return { message: 'Solicitud retirada.' };
    },
  );

  app.get(
    '/petition',
    {
      onRequest,
      schema: {
        tags: ['petitions'],
        operationId: 'listPetitions',
        summary: 'Solicitudes pendientes a mis actividades (by=to_me) o las que envié',
        security: BEARER,
        querystring: petitionListQuery,
        response: { 200: paged(petition), ...errors },
      },
    },
    (request) =>
      paginate(request.query, (limit, offset) =>
        petitions.list(sessionOf(request).userId, request.query.by === 'to_me', limit, offset),
      ),
  );
};
