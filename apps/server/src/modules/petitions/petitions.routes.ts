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
import { authorize } from '../auth/authorize.js';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import * as petitionPolicy from './petition.policy.js';
import type { PetitionsService } from './petitions.service.js';
import { errorAnswers, FORM_BODIES, BEARER } from '../../lib/route-schemas.js';

const errors = errorAnswers(401, 403, 404, 409, 422);

export const petitionsRoutes: FastifyPluginAsyncZod<{
  petitions: PetitionsService;
  guards: SessionGuards;
}> = async (app, { petitions, guards }) => {
  const onRequest = guards.requireUser;
  const load = ({ id }: { id: number }) => petitions.get(id);
  const answerer = authorize(idParams, load, petitionPolicy.canAnswer);
  const withdrawer = authorize(idParams, load, petitionPolicy.canWithdraw);

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
    (request) => petitions.send(sessionOf(request), request.body),
  );

  app.post(
    '/petition/:id',
    {
      onRequest: [onRequest, answerer],
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
    (request) => petitions.answer(answerer.resource(request), request.body.acepted),
  );

  app.delete(
    '/petition/:id',
    {
      onRequest: [onRequest, withdrawer],
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
      await petitions.withdraw(withdrawer.resource(request));
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
