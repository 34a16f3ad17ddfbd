import type { FastifyError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toErrorResponse } from './error-handler.js';

/** The error Fastify hands the handler when `schema` refuses `body`. */
function refused(schema: z.ZodType, body: unknown): FastifyError {
  const validate = validatorCompiler({ schema, method: 'POST', url: '/', httpPart: 'body' });
  const { error } = validate(body) as { error: FastifyError['validation'] };
  return Object.assign(new Error('refused'), {
    code: 'FST_ERR_VALIDATION',
    name: 'FastifyError',
    statusCode: 400,
    validation: error,
    validationContext: 'body',
  }) as FastifyError;
}

describe('validation errors in the Laravel shape', () => {
  const settings = z.strictObject(
    { on: z.boolean().optional(), inner: z.strictObject({ a: z.number() }).optional() },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Ajuste desconocido.' : undefined) },
  );

  it('names each key a strict object does not know, at its own path', () => {
    const { status, body } = toErrorResponse(
      refused(settings, { on: true, theme: 'x', size: 2, inner: { a: 1, b: 2 } }),
    );
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      theme: ['Ajuste desconocido.'],
      size: ['Ajuste desconocido.'],
      'inner.b': [expect.any(String)],
    });
  });

  it('keeps a wrong value at its field and a wrong body at "body"', () => {
    expect(toErrorResponse(refused(settings, { on: 'sí' })).body.errors).toEqual({
      on: [expect.any(String)],
    });
    expect(Object.keys(toErrorResponse(refused(settings, [1])).body.errors!)).toEqual(['body']);
  });
});
