import swagger from '@fastify/swagger';
import { PRODUCT_NAME, SDK_VERSION } from '@app/contract/constants';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, generated from the routes' zod schemas (the contract package), so it
 * always describes what the server validates. Served at `GET /api/docs`.
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        version: SDK_VERSION,
        description:
          'API de la aplicación: cuentas, actividades, solicitudes, mensajes y datos de referencia. ' +
          'Los errores responden `{ message, errors? }`.',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          deviceName: { type: 'apiKey', in: 'header', name: 'X-Device-Name' },
          deviceKey: { type: 'apiKey', in: 'header', name: 'X-Device-Key' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
    // Only the API is documented; the website and the docs route itself are not.
    hideUntagged: false,
  });
}
