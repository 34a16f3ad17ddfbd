import { describe, expect, it } from 'vitest';
import { toQueryString } from './query.js';

describe('toQueryString', () => {
  it('skips null and undefined and keeps falsy values', () => {
    expect(toQueryString({ a: null, b: undefined, c: 0, d: false, e: '' })).toBe('?c=0&d=false&e=');
  });

  it('sends objects and arrays as JSON text', () => {
    expect(toQueryString({ filter: { near: { lat: 40.4, lon: -3.7 } }, ids: [1, 2] })).toBe(
      '?filter=%7B%22near%22%3A%7B%22lat%22%3A40.4%2C%22lon%22%3A-3.7%7D%7D&ids=%5B1%2C2%5D',
    );
  });

  it('encodes every value and key', () => {
    expect(toQueryString({ search: 'Año & más', 'a b': '?' })).toBe(
      '?search=A%C3%B1o%20%26%20m%C3%A1s&a%20b=%3F',
    );
  });

  it('answers an empty string when nothing is left', () => {
    expect(toQueryString({})).toBe('');
    expect(toQueryString({ a: undefined })).toBe('');
  });
});
