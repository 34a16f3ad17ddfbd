import { formText, queryString } from '@app/server/reliability/fuzz/encode';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toQueryString } from '../query.js';
import { toFormData } from './form-data.js';

/**
 * The server's signed-in fuzz writes bodies and queries by the SDK's rule without importing
 * the SDK (whose tests import the server): here the two are held to the same answers, so the
 * fuzz sends what the apps send.
 */
const fieldValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.record({ id: fc.nat() }), { maxLength: 3 }),
  fc.record({ lat: fc.double({ noNaN: true }), lon: fc.double({ noNaN: true }) }),
);

describe("the fuzz's encoding, beside the SDK's", () => {
  it('writes every form field as toFormData does', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fieldValue), (fields) => {
        const sdk = [...toFormData(fields).entries()];
        expect(sdk).toEqual(Object.entries(fields).map(([key, value]) => [key, formText(value)]));
      }),
    );
  });

  it('writes every query as toQueryString does', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1 }), fc.oneof(fieldValue, fc.constant(undefined))),
        (params) => {
          expect(queryString(params)).toBe(toQueryString(params));
        },
      ),
    );
  });
});
