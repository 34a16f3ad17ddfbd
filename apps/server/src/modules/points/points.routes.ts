import { pageQuery } from '@app/contract/paging';
import {
  myRanking,
  myRankingQuery,
  pointList,
  rankingPage,
  rankingQuery,
} from '@app/contract/ranking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate, pageAnswer } from '../../lib/paging.js';
import { BEARER, errorAnswers } from '../../lib/route-schemas.js';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import type { PlacesService } from '../places/places.service.js';
import type { PointsService } from './points.service.js';
import { compiledSerializerCompiler } from '../../lib/compiled-serializer.js';

const errors = errorAnswers(401, 404, 422);
const tags = ['ranking'];

/** Points and the monthly ranking ("Ranking y posiciones", decision 0027). */
export const pointsRoutes: FastifyPluginAsyncZod<{
  points: PointsService;
  places: Pick<PlacesService, 'checkCity'>;
  guards: SessionGuards;
}> = async (app, { points, places, guards }) => {
  const onRequest = guards.requireUser;

  app.get(
    '/ranking',
    {
      onRequest,
      // One of the busiest answers: a serialiser compiled from its schema (decision 0055).
      serializerCompiler: compiledSerializerCompiler,
      schema: {
        tags,
        operationId: 'getRanking',
        summary: 'El ranking de un mes en una ciudad',
        description:
          'Por puntos; a igualdad, quien llegó antes. Sin discipline, todas; sin month, el mes en curso en la zona horaria de la ciudad. `me` es tu fila, estés o no en la página. Las personas bloqueadas contigo no aparecen ni cuentan en los puestos.',
        security: BEARER,
        querystring: rankingQuery,
        response: { 200: rankingPage, ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      await places.checkCity(query.city);
      const { pageSize, page } = query;
      const { month, rows, total, me } = await points.board(
        query,
        sessionOf(request).userId,
        pageSize,
        (page - 1) * pageSize,
      );
      return { ...pageAnswer(query, rows, total), month, me };
    },
  );

  app.get(
    '/ranking/mine',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'getMyRanking',
        summary: 'Tus posiciones del mes',
        description: 'Cada ciudad y disciplina en que tienes puntos; sin month, el mes en curso.',
        security: BEARER,
        querystring: myRankingQuery,
        response: { 200: myRanking, ...errors },
      },
    },
    async (request) => ({
      data: await points.mine(sessionOf(request).userId, request.query.month),
    }),
  );

  app.get(
    '/points',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'listPoints',
        summary: 'Tus puntos, uno por hecho verificado',
        security: BEARER,
        querystring: pageQuery(),
        response: { 200: pointList, ...errors },
      },
    },
    (request) =>
      paginate(request.query, (limit, offset) =>
        points.entries(sessionOf(request).userId, limit, offset),
      ),
  );
};
