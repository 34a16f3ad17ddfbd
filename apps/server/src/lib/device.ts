import { API_MESSAGES } from '@app/contract/messages';
import type { FastifyRequest } from 'fastify';
import type { DevicesService } from '../modules/devices/devices.service.js';
import { unauthorized } from './http-errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The registered client application that named itself, if any. */
    device?: string | undefined;
  }
}

/**
 * Device mode: when a request names a client application (`X-Device-Name`, `X-Device-Key`),
 * it must be a registered one with its key. Without the headers the caller is an anonymous
 * web client.
 * @returns the application's name, or undefined for an anonymous caller
 */
export async function checkDevice(
  request: FastifyRequest,
  devices: DevicesService,
): Promise<string | undefined> {
  const name = request.headers['x-device-name'];
  const key = request.headers['x-device-key'];
  if (name === undefined && key === undefined) return undefined;
  if (typeof name !== 'string' || typeof key !== 'string' || !(await devices.verify(name, key))) {
    throw unauthorized(API_MESSAGES.unknownDevice);
  }
  return name;
}
