import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { PRODUCT_NAME, SDK_VERSION } from '@app/contract/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { polishDocument, type OpenApiDocument } from './openapi-polish.js';

/** Where the reference lives: the browsable page, and the document beside it. */
export const DOCS_PATH = '/api/docs';
export const DOCS_JSON_PATH = `${DOCS_PATH}/json`;

const DESCRIPTION = `API de Antojo: cuentas, actividades, solicitudes, mensajes y datos de referencia.

- **Cuerpos**: \`multipart/form-data\` ante todo (también JSON y url-encoded). En formularios, los campos
  estructurados (\`location\`, listas \`[{id}]\`, \`data\`) van como texto JSON y los booleanos como \`1\`/\`0\`.
- **Contraseñas**: siempre el SHA-256 en hexadecimal de lo que escribió la persona.
- **Códigos de verificación**: en base64.
- **Sesión**: \`Authorization: Bearer <token>\`, el \`token\` que devuelven \`signUp\` y \`signIn\`.
- **Errores**: \`{ message, errors? }\` como Laravel; 422 para datos no válidos, 429 con \`Retry-After\`.
- **operationId**: el nombre de la función del SDK (\`@app/sdk\`) que hace esa llamada.

Cómo se da de alta un cliente, paso a paso: \`docs/api/sign-up.md\` en el repositorio.
El documento OpenAPI en JSON: [\`${DOCS_JSON_PATH}\`](${DOCS_JSON_PATH}).`;

/** A browser asks for HTML; clients and tools that ask for JSON (or nothing) get the document. */
const wantsPage = (request: FastifyRequest) =>
  (request.headers.accept ?? '').toLowerCase().includes('text/html');

/**
 * The OpenAPI document, generated from the routes' zod schemas (the contract package) and
 * polished for client developers (lib/openapi-polish.ts), so it always describes what the
 * server validates. `GET /api/docs` is the browsable reference (Swagger UI, served from the
 * npm package, no CDN) for browsers and the JSON document for everyone else;
 * `GET /api/docs/json` is always the JSON (docs/decisions/0010-api-reference-page.md).
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        version: SDK_VERSION,
        description: DESCRIPTION,
      },
      servers: [{ url: publicUrl, description: 'Este servidor (PUBLIC_URL)' }],
      tags: [
        { name: 'reference', description: 'Datos de referencia, con versión para la caché' },
        { name: 'accounts', description: 'Verificación, alta, sesión y contraseña' },
        { name: 'users', description: 'Perfiles, búsqueda de personas y configuración' },
        { name: 'media', description: 'Avatar y fotos (PNG)' },
        { name: 'activities', description: 'Actividades sociales y deportivas' },
        {
          name: 'places',
          description: 'Buscar sitios y direcciones, y la dirección de un punto del mapa',
        },
        { name: 'petitions', description: 'Solicitudes para unirse a una actividad' },
        {
          name: 'deck',
          description: 'El mazo de actividades para decidir deslizando (swipe), y sus decisiones',
        },
        {
          name: 'wishes',
          description: 'El mapa de deseos: «me apetece…» cerca, y quién se apunta',
        },
        {
          name: 'friends',
          description: 'Amistades, sus solicitudes, y las invitaciones a planes entre amigos',
        },
        {
          name: 'invitation-links',
          description:
            'Enlaces de invitación a un plan o a un grupo: pedir unirse o entrar sin ser amigo',
        },
        {
          name: 'notifications',
          description: 'El centro de notificaciones: todo lo que te ha pasado, leído o no',
        },
        { name: 'reports', description: 'Denuncias de personas, planes, mensajes y deseos' },
        { name: 'matches', description: 'Personas unidas a una actividad' },
        { name: 'messages', description: 'El chat de cada actividad' },
        { name: 'feedback', description: 'Opiniones y testimonios' },
        { name: 'staff', description: 'Solo para el personal' },
        { name: 'realtime', description: 'Autorización de canales del tiempo real (Pusher)' },
        { name: 'push', description: 'Notificaciones Web Push del navegador' },
        { name: 'system', description: 'Estado del servidor' },
        { name: 'development', description: 'Solo fuera de producción' },
      ],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'El `token` de la sesión' },
          deviceName: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Device-Name',
            description: 'Modo dispositivo: el nombre de la aplicación registrada',
          },
          deviceKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Device-Key',
            description: 'Modo dispositivo: la clave de la aplicación registrada',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (input) =>
      polishDocument(jsonSchemaTransformObject(input) as OpenApiDocument) as ReturnType<
        typeof jsonSchemaTransformObject
      >,
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    theme: {
      title: `${PRODUCT_NAME} API`,
      // On a phone the operationId column squeezes the path: the path and summary win there.
      css: [
        {
          filename: 'narrow.css',
          content:
            '@media (max-width: 600px) { .swagger-ui .opblock .opblock-summary-operation-id { display: none; } }',
        },
      ],
    },
    uiConfig: {
      layout: 'BaseLayout',
      deepLinking: true,
      displayOperationId: true,
      docExpansion: 'list',
      defaultModelsExpandDepth: 0,
      persistAuthorization: true,
    },
    uiHooks: {
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
        if (![DOCS_PATH, `${DOCS_PATH}/`].includes(request.routeOptions.url ?? '')) return;
        reply.header('vary', 'Accept');
        if (!wantsPage(request)) return reply.send(app.swagger());
      },
    },
  });
}
