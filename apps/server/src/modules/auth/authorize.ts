import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { forbidden } from '../../lib/http-errors.js';
import type { Actor } from './actor.js';
/** A policy question: may this actor do it to this resource? Pure, so it is tested alone. */
export type Policy<R> = (actor: Actor | null, resource: R) => boolean;

/** An `onRequest` hook that authorises, and hands the resource it loaded to the handler. */
export type AuthorizeHook<R> = ((request: FastifyRequest) => Promise<void>) & {
  /** The resource the hook loaded for this request (the route's handler runs only after it). */
  resource(request: FastifyRequest): R;
};

/**
 * The "authorise" step of a route's chain, run as an `onRequest` hook after authentication:
 * the path's params are known before the body is read, so a caller who may not use the route
 * hears 404 or 403 without the server reading their body (docs/decisions/0005, 0006).
 * `load` fetches the resource through its module's service and answers 404 when there is none;
 * the policy then decides, 403 when it says no (with `refusal` as its message, when the rule
 * has words of its own for who may). Params that do not parse are left to
 * validation (422). The handler, and a later hook's `load`, read the loaded resource with
 * `hook.resource(request)`.
 * @example
 * const asHost = authorize(idParams, ({ id }) => activities.get(id), activityPolicy.canUpdate);
 * app.post('/activity/:id', { onRequest: [guards.requireUser, asHost], schema }, (request) =>
 *   activities.update(asHost.resource(request), request.body));
 */
export function authorize<P extends z.ZodType, R>(
  params: P,
  load: (params: z.output<P>, request: FastifyRequest) => Promise<R> | R,
  policy: Policy<R>,
  refusal?: string,
): AuthorizeHook<R> {
  const loaded = new WeakMap<FastifyRequest, { value: R }>();
  const hook = async (request: FastifyRequest): Promise<void> => {
    const parsed = params.safeParse(request.params);
    if (!parsed.success) return;
    const resource = await load(parsed.data, request);
    if (!policy(request.session, resource)) throw forbidden(refusal);
    loaded.set(request, { value: resource });
  };
  return Object.assign(hook, {
    resource(request: FastifyRequest): R {
      const entry = loaded.get(request);
      if (!entry) throw new Error('authorize: the hook did not run for this route');
      return entry.value;
    },
  });
}
