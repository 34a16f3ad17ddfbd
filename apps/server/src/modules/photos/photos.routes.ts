import { errorResponse } from '@app/contract/errors';
import { paged, pageQuery } from '@app/contract/paging';
import { id } from '@app/contract/fields';
import { ownUser, photo, photoParams, userIdParams } from '@app/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '@app/contract/auth';
import { notFound } from '../../lib/http-errors.js';
import { readUpload, sendPng } from '../../lib/image-upload.js';
import { paginate } from '../../lib/paging.js';
import { authorize } from '../auth/authorize.js';
import type { SessionGuards } from '../auth/session.js';
import type { UsersService } from '../users/users.service.js';
import type { MediaService } from './media.service.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import * as photoPolicy from './photo.policy.js';
import { photoView } from './photos.view.js';
import { errorAnswers, BEARER } from '../../lib/route-schemas.js';

const errors = errorAnswers(401, 403, 404, 413, 415, 422);
const png = z.any().meta({ description: 'Imagen PNG', contentMediaType: 'image/png' });

export const photosRoutes: FastifyPluginAsyncZod<{
  media: MediaService;
  users: UsersService;
  blocks: Pick<BlocksService, 'hiding'>;
  guards: SessionGuards;
}> = async (app, { media, users, blocks, guards }) => {
  const upload = { multipartFiles: true };
  // Counted apart from the API's budget (lib/api-rate-limit.ts).
  const imageReads = { imageReads: true };
  const photoIdParams = z.object({ id });

  // A gallery (and avatar) is the user's in the path; a photo is whoever's it is.
  // A blocked pair's pictures do not exist for each other (decision 0022): 404.
  const gallery = blocks.hiding(
    ({ id: userId }: { id: number }) => ({ userId }),
    ({ userId }) => userId,
  );
  const uploader = authorize(userIdParams, gallery, photoPolicy.canUpload);
  const avatarRemover = authorize(userIdParams, gallery, photoPolicy.canDelete);
  const replacer = authorize(photoParams, gallery, photoPolicy.canUpload);
  const replaced = authorize(
    photoParams,
    async ({ id: userId, photoId }) => {
      const existing = await media.findPhoto(photoId);
      if (!existing || existing.userId !== userId) throw notFound();
      return existing;
    },
    photoPolicy.canReplace,
  );
  const findPhoto = blocks.hiding(
    async ({ id: photoId }: { id: number }) => {
      const existing = await media.findPhoto(photoId);
      if (!existing) throw notFound();
      return existing;
    },
    (photo) => photo.userId,
  );
  const photoViewer = authorize(photoIdParams, findPhoto, photoPolicy.canView);
  const photoRemover = authorize(photoIdParams, findPhoto, photoPolicy.canDelete);
  const galleryViewer = authorize(
    userIdParams,
    blocks.hiding(
      async ({ id: userId }: { id: number }) => {
        const owner = await users.findById(userId);
        if (!owner) throw notFound();
        return { userId: owner.id };
      },
      ({ userId }) => userId,
    ),
    photoPolicy.canView,
  );
  // Public: the website shows avatars beside testimonials.
  const avatar = authorize(
    userIdParams,
    // Signed-in readers (the app sends its token) are hidden from as any blocked pair.
    blocks.hiding(
      async ({ id: userId }: { id: number }) => {
        const owner = await users.findById(userId);
        if (!owner?.avatarUpdatedAt) throw notFound();
        return { userId: owner.id, updatedAt: owner.avatarUpdatedAt };
      },
      ({ userId }) => userId,
    ),
    photoPolicy.canViewAvatar,
  );

  app.post(
    '/user/:id/avatar',
    {
      onRequest: [guards.requireUser, uploader],
      config: upload,
      schema: {
        tags: ['media'],
        operationId: 'uploadAvatar',
        summary: 'Subir o cambiar el avatar (campo avatar)',
        security: BEARER,
        consumes: ['multipart/form-data'],
        params: userIdParams,
        response: { 200: ownUser, ...errors },
      },
    },
    async (request) => {
      const { userId } = uploader.resource(request);
      await media.setAvatar(userId, await readUpload(request, 'avatar'));
      return (await users.ownerView(userId))!;
    },
  );

  app.delete(
    '/user/:id/avatar',
    {
      onRequest: [guards.requireUser, avatarRemover],
      schema: {
        tags: ['media'],
        operationId: 'deleteAvatar',
        summary: 'Quitar el avatar',
        security: BEARER,
        params: userIdParams,
        response: { 200: ownUser, ...errors },
      },
    },
    async (request) => {
      const { userId } = avatarRemover.resource(request);
      await media.removeAvatar(userId);
      return (await users.ownerView(userId))!;
    },
  );

  app.get(
    '/user/:id/avatar',
    {
      onRequest: [guards.optionalUser, avatar],
      config: imageReads,
      schema: {
        tags: ['media'],
        operationId: 'fetchAvatar',
        security: [],
        summary: 'El avatar como PNG',
        params: userIdParams,
        response: { 200: png, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const { userId, updatedAt } = avatar.resource(request);
      return sendPng(
        reply,
        () => media.readAvatar(userId),
        `a${userId}-${updatedAt.getTime()}`,
        updatedAt,
      );
    },
  );

  app.post(
    '/user/:id/photo',
    {
      onRequest: [guards.requireUser, uploader],
      config: upload,
      schema: {
        tags: ['media'],
        operationId: 'addPhoto',
        summary: 'Añadir una foto a la galería (campo photo)',
        security: BEARER,
        consumes: ['multipart/form-data'],
        params: userIdParams,
        response: { 200: photo, ...errors },
      },
    },
    async (request) => {
      const { userId } = uploader.resource(request);
      const row = await media.addPhoto(userId, await readUpload(request, 'photo'));
      return photoView(row);
    },
  );

  app.post(
    '/user/:id/photo/:photoId',
    {
      onRequest: [guards.requireUser, replacer, replaced],
      config: upload,
      schema: {
        tags: ['media'],
        operationId: 'replacePhoto',
        summary: 'Reemplazar una foto (campo photo)',
        security: BEARER,
        consumes: ['multipart/form-data'],
        params: photoParams,
        response: { 200: photo, ...errors },
      },
    },
    async (request) => {
      const existing = replaced.resource(request);
      const row = await media.replacePhoto(existing, await readUpload(request, 'photo'));
      return photoView(row);
    },
  );

  app.delete(
    '/photo/:id',
    {
      onRequest: [guards.requireUser, photoRemover],
      schema: {
        tags: ['media'],
        operationId: 'deletePhoto',
        summary: 'Borrar una foto propia',
        security: BEARER,
        params: z.object({ id }),
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await media.removePhoto(photoRemover.resource(request));
      return { message: 'Foto eliminada.' };
    },
  );

  app.get(
    '/photo/:id',
    {
      onRequest: [guards.requireUser, photoViewer],
      config: imageReads,
      schema: {
        tags: ['media'],
        operationId: 'fetchPhoto',
        summary: 'Una foto como PNG',
        security: BEARER,
        params: z.object({ id }),
        response: { 200: png, ...errors },
      },
    },
    async (request, reply) => {
      const existing = photoViewer.resource(request);
      const { id, updatedAt } = existing;
      return sendPng(
        reply,
        () => media.readPhoto(existing),
        `p${id}-${updatedAt.getTime()}`,
        updatedAt,
      );
    },
  );

  app.get(
    '/user/:id/photo',
    {
      onRequest: [guards.requireUser, galleryViewer],
      schema: {
        tags: ['media'],
        operationId: 'listPhotos',
        summary: 'Las fotos de un usuario',
        security: BEARER,
        params: userIdParams,
        querystring: pageQuery(),
        response: { 200: paged(photo), ...errors },
      },
    },
    async (request) => {
      const { userId } = galleryViewer.resource(request);
      return paginate(request.query, (limit, offset) => media.listPhotos(userId, limit, offset));
    },
  );
};
