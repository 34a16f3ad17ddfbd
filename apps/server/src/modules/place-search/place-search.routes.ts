import {
  PLACE_SEARCH_LIMITS,
  placeAtAnswer,
  placeAtQuery,
  placeSearchAnswer,
  placeSearchQuery,
} from '@app/contract/place-search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER, errorAnswers } from '../../lib/route-schemas.js';
import { createThrottle } from '../../lib/throttle.js';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import type { PlaceSearchService } from './place-search.service.js';

const errors = errorAnswers(401, 404, 422, 429, 503);

const ABOUT = `Con el geocodificador que tenga configurado este servidor (Photon o Nominatim, GEOCODER): respuestas en español, guardadas un día, y al proveedor como mucho una petición por segundo. ${PLACE_SEARCH_LIMITS.perMinute} búsquedas por minuto y miembro (429 después). 404 si el servidor no tiene búsqueda de lugares (\`/info\` dice \`placeSearch: null\`); 503 con Retry-After si el proveedor no responde o hay demasiadas búsquedas a la vez.`;

/** Finding places by name and naming a point (docs/decisions/0037-geocoder.md). */
export const placeSearchRoutes: FastifyPluginAsyncZod<{
  placeSearch: PlaceSearchService;
  guards: SessionGuards;
}> = async (app, { placeSearch, guards }) => {
  // Per member: each search may cost a request to a provider shared by everyone.
  const searches = createThrottle(
    app,
    'place-search',
    PLACE_SEARCH_LIMITS.perMinute,
    60_000,
    (request) => String(sessionOf(request).userId),
  );
  const onRequest = [guards.requireUser, searches.hit];

  app.get(
    '/place/search',
    {
      onRequest,
      schema: {
        tags: ['places'],
        operationId: 'searchPlaces',
        summary: 'Buscar un sitio o una dirección, cerca de una ciudad',
        description: `Hasta ${PLACE_SEARCH_LIMITS.results} lugares; con \`lat\` y \`lon\` (el centro de la ciudad elegida), los de unos 60 km a la redonda, los más cercanos primero. ${ABOUT}`,
        security: BEARER,
        querystring: placeSearchQuery,
        response: { 200: placeSearchAnswer, ...errors },
      },
    },
    (request) => placeSearch.search(request.query),
  );

  app.get(
    '/place/reverse',
    {
      onRequest,
      schema: {
        tags: ['places'],
        operationId: 'findPlaceAt',
        summary: 'La dirección de un punto del mapa («Calle de Argumosa, 12»)',
        description: `La casa o la calle más cercana, a unos 250 m como mucho; \`place: null\` si no hay ninguna. ${ABOUT}`,
        security: BEARER,
        querystring: placeAtQuery,
        response: { 200: placeAtAnswer, ...errors },
      },
    },
    (request) => placeSearch.placeAt(request.query),
  );
};
