import { FORM_MESSAGES } from '@app/contract/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { unsupportedMediaType, validationError } from './http-errors.js';
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

export function sendPng(
  reply: FastifyReply,
  file: { stream: Readable; size: number },
  etag: string,
) {
  return reply
    .type('image/png')
    .header('content-length', file.size)
    .header('cache-control', 'private, no-cache')
    .header('etag', `"${etag}"`)
    .send(file.stream);
}
