import { describe, expect, it } from 'vitest';
import { CONCEPTS, COUNTRIES } from '../test/fixtures.js';
import { findConcept, findOption, matchOption } from './concepts.js';
import { distanceKm } from './geo.js';
import { allCities, findCity, nearestCity } from './places.js';
import { findText } from './texts.js';

const MADRID = { lat: 40.4168, lon: -3.7038 };

describe('reference lookups (spec, sections 4 and 8)', () => {
  it('measures great-circle distances', () => {
    expect(distanceKm(MADRID, MADRID)).toBe(0);
    expect(distanceKm(MADRID, { lat: 41.3874, lon: 2.1686 })).toBeCloseTo(505, -1);
  });

  it('current city: the nearest city within the radius', () => {
    const reference = { countries: COUNTRIES };
    expect(nearestCity(reference, { lat: 40.45, lon: -3.69 }, 30).name).toBe('Madrid');
    expect(nearestCity(reference, { lat: 39.5, lon: -2.5 }, 400).name).toBe('Madrid');
  });

  it("current city: 'city out of range' when no city is within the radius", () => {
    expect(() => nearestCity({ countries: COUNTRIES }, { lat: 48.85, lon: 2.35 }, 50)).toThrow(
      'city out of range',
    );
  });

  it("places: 'locations not allready loaded' before they are", () => {
    expect(() => nearestCity({}, MADRID, 10)).toThrow('locations not allready loaded');
    expect(() => findCity({}, 100)).toThrow('locations not allready loaded');
  });

  it("cities carry their country's timezone when they have none; an unknown id is 'not found'", () => {
    expect(allCities({ countries: COUNTRIES }).find((city) => city.id === 102)?.timezone).toBe(
      'Europe/Madrid',
    );
    expect(() => findCity({ countries: COUNTRIES }, 999)).toThrow('not found');
  });

  it("concepts: 'concepts not allready lodaded', then 'code not found' and 'not found'", () => {
    expect(() => findConcept({}, 'gender')).toThrow('concepts not allready lodaded');
    expect(() => findConcept({ concepts: CONCEPTS }, 'nope')).toThrow('code not found');
    expect(() => findOption({ concepts: CONCEPTS }, 'gender', 999)).toThrow('not found');
    expect(findOption({ concepts: CONCEPTS }, 'gender', 300).tag).toBe('gender-female');
  });

  it('finds the petition type of a match request', () => {
    expect(matchOption({ concepts: CONCEPTS }).id).toBe(201);
  });

  it("texts: 'text not allready loaded' before they are, 'not found' for an unknown tag", () => {
    const texts = { hello: { tag: 'hello', lan_es: 'Hola' } };
    expect(() => findText({}, 'hello')).toThrow('text not allready loaded');
    expect(findText({ texts }, 'hello')).toBe('Hola');
    expect(() => findText({ texts }, 'bye')).toThrow('not found');
    expect(() => findText({ texts }, 'constructor')).toThrow('not found');
  });
});
