import { HttpError, badRequest, payloadTooLarge } from './http-errors.js';

/**
 * What reading a multipart body can fail with, as an answer: past a size limit 413; a body cut
 * short or without its boundary (busboy's errors carry no status) 400. A disk error stays a 500.
 */
export function multipartFailure(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 413) return payloadTooLarge();
  if (typeof status === 'number' && status < 500) return error;
  if ((error as NodeJS.ErrnoException).syscall) return error;
  return badRequest('El formulario multipart no es válido.');
}
