import type { RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { JsonSchema } from './values.js';

/** One operation of the OpenAPI document, with the zod schemas its route validates with. */
export type Operation = {
  /** `POST /api/group/{id}`: how the report names it. */
  key: string;
  method: string;
  path: string;
  operationId: string;
  parameters: Array<{
    name: string;
    in: 'path' | 'query' | 'header';
    schema: JsonSchema;
    required?: boolean;
  }>;
  /** The body by media type, as the document has it. */
  bodies: Record<string, JsonSchema>;
  /** Status to the media types the document lists for it. */
  responses: Record<string, string[]>;
  security: boolean;
  zod: {
    params?: z.ZodType;
    querystring?: z.ZodType;
    body?: z.ZodType;
    response?: Record<string, z.ZodType>;
  };
};

type Document = {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        parameters?: Operation['parameters'];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, { content?: Record<string, unknown> }>;
        security?: unknown[];
      }
    >
  >;
  components: { schemas: Record<string, JsonSchema> };
};

const toDocPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

/**
 * Watches the routes as the app adds them (AppDependencies.onRoute): keeps each one's zod
 * schemas, and counts the requests that reach its handler, past every guard and the
 * validation of its schemas.
 */
export function routeWatcher() {
  const schemas = new Map<string, Operation['zod']>();
  const reached = new Map<string, number>();
  const onRoute = (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const key = (method: string) => `${method.toUpperCase()} ${toDocPath(route.url ?? '')}`;
    for (const method of methods) {
      if (method === 'HEAD') continue;
      schemas.set(key(method), (route.schema ?? {}) as Operation['zod']);
    }
    const handler = route.handler;
    route.handler = function (this: unknown, request, reply) {
      const name = key(request.method);
      reached.set(name, (reached.get(name) ?? 0) + 1);
      return handler.call(this as never, request, reply);
    };
  };
  return { onRoute, schemas, reached };
}

/** The operations of the document under /api, joined with their routes' zod schemas. */
export function operationsOf(
  document: Document,
  schemas: Map<string, Operation['zod']>,
): Operation[] {
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => {
        const key = `${method.toUpperCase()} ${path}`;
        return {
          key,
          method: method.toUpperCase(),
          path,
          operationId: operation.operationId ?? key,
          parameters: operation.parameters ?? [],
          bodies: Object.fromEntries(
            Object.entries(operation.requestBody?.content ?? {}).map(([type, media]) => [
              type,
              media.schema ?? {},
            ]),
          ),
          responses: Object.fromEntries(
            Object.entries(operation.responses ?? {}).map(([status, answer]) => [
              status,
              Object.keys(answer.content ?? {}),
            ]),
          ),
          security: (operation.security ?? []).length > 0,
          zod: schemas.get(key) ?? {},
        };
      }),
    );
}
