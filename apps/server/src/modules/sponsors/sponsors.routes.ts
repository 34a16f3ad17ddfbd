import { idParams } from '@app/contract/activities';
import { errorResponse } from '@app/contract/errors';
import {
  createSponsorRequest,
  sponsor,
  sponsorList,
  updateSponsorRequest,
} from '@app/contract/sponsors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.js';
import { readUpload, sendPng } from '../../lib/image-upload.js';
import { BEARER, errorAnswers, FORM_BODIES } from '../../lib/route-schemas.js';
import type { SessionGuards } from '../auth/session.js';
import { canManageSponsors } from './sponsor.policy.js';
import type { SponsorsService } from './sponsors.service.js';

const tags = ['staff'];
const staffErrors = errorAnswers(401, 403, 404, 422);
const png = z.any().meta({ description: 'Imagen PNG', contentMediaType: 'image/png' });

/** Sponsor brands (issue 21): staff keep them; their logos are as public as the brand. */
export const sponsorsRoutes: FastifyPluginAsyncZod<{
  sponsors: SponsorsService;
  guards: SessionGuards;
}> = async (app, { sponsors, guards }) => {
  const asStaff = guards.requireRole(canManageSponsors);

  app.get(
    '/admin/sponsors',
    {
      onRequest: asStaff,
      schema: {
        tags,
        operationId: 'listSponsors',
        summary: 'Las marcas patrocinadoras',
        security: BEARER,
        response: { 200: sponsorList, ...staffErrors },
      },
    },
    async () => ({ data: await sponsors.list() }),
  );

  app.post(
    '/admin/sponsors',
    {
      onRequest: asStaff,
      schema: {
        tags,
        operationId: 'createSponsor',
        summary: 'Añadir una marca patrocinadora',
        security: BEARER,
        consumes: FORM_BODIES,
        body: createSponsorRequest,
        response: { 200: sponsor, ...staffErrors },
      },
    },
    (request) => sponsors.create(request.body),
  );

  app.post(
    '/admin/sponsors/:id',
    {
      onRequest: asStaff,
      schema: {
        tags,
        operationId: 'updateSponsor',
        summary: 'Cambiar el nombre o la web de una marca',
        security: BEARER,
        consumes: FORM_BODIES,
        params: idParams,
        body: updateSponsorRequest,
        response: { 200: sponsor, ...staffErrors },
      },
    },
    (request) => sponsors.update(request.params.id, request.body),
  );

  app.post(
    '/admin/sponsors/:id/logo',
    {
      onRequest: asStaff,
      config: { multipartFiles: true },
      schema: {
        tags,
        operationId: 'uploadSponsorLogo',
        summary: 'Subir o cambiar el logo de una marca (campo logo)',
        description: 'PNG, JPEG, WebP o GIF; se guarda como PNG de 256 px como mucho.',
        security: BEARER,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: sponsor, ...errorAnswers(401, 403, 404, 413, 415, 422) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await sponsors.get(id);
      return sponsors.setLogo(id, await readUpload(request, 'logo'));
    },
  );

  // A brand's logo is what it shows the world: readable without a session, like the website.
  app.get(
    '/sponsor/:id/logo',
    {
      config: { imageReads: true },
      schema: {
        tags: ['challenges'],
        operationId: 'fetchSponsorLogo',
        security: [],
        summary: 'El logo de una marca como PNG',
        params: idParams,
        response: { 200: png, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request, reply) => {
      const row = await sponsors.get(request.params.id);
      if (!row.logoUpdatedAt) throw notFound();
      return sendPng(
        reply,
        () => sponsors.readLogo(row),
        `s${row.id}-${row.logoUpdatedAt.getTime()}`,
        row.logoUpdatedAt,
      );
    },
  );
};
