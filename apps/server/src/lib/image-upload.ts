import { FORM_MESSAGES } from '@app/contract/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unchanged } from './conditional-get.js';
import type { StoredFile } from './file-storage.js';
import { notFound, unsupportedMediaType, validationError } from './http-errors.js';
import { multipartFailure } from './multipart-errors.js';
import { boundedParts } from './multipart-parts.js';

/** Reads the one file of a multipart upload, named `field`; the size limit answers 413. */
export async function readUpload(request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart())
    throw unsupportedMediaType('Envía la imagen como multipart/form-data.');
  try {
    // The first file is the upload; text fields before it are only counted (and bounded).
    for await (const part of boundedParts(request)) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field) {
        part.file.resume();
        break;
      }
      return await part.toBuffer();
    }
    throw validationError({ [field]: [FORM_MESSAGES.required] });
  } catch (error) {
    throw multipartFailure(error);
  }
}

/**
 * A stored picture as PNG, with what lets a browser keep it and ask cheaply whether it changed:
 * its version (`etag`, from when it was last replaced) as ETag, `modified` as Last-Modified,
 * and `private, no-cache` (the app reads pictures with its token, so no shared cache keeps
 * them; the browser asks each time). A client that already holds this version gets 304 and
 * no bytes, decided from the version alone: the file is opened (a bucket asked) only when its
 * bytes are sent, and a missing one is 404. A new picture is a new version, so nobody is shown
 * an old one.
 * @example return sendPng(reply, () => media.readAvatar(userId), `a${userId}-${updatedAt.getTime()}`, updatedAt);
 */
export async function sendPng(
  reply: FastifyReply,
  open: () => Promise<StoredFile | undefined>,
  etag: string,
  modified?: Date,
) {
  const tag = `"${etag}"`;
  const validators = () => {
    reply.header('cache-control', 'private, no-cache').header('etag', tag);
    if (modified) reply.header('last-modified', modified.toUTCString());
  };
  if (unchanged(reply.request.headers, tag, modified)) {
    validators();
    return reply.code(304).send();
  }
  const file = await open();
  if (!file) throw notFound();
  validators();
  return reply.type('image/png').header('content-length', file.size).send(file.stream);
}
