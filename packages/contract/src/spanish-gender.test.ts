import { describe, expect, it } from 'vitest';
import { gendered, genderOf, groupGender } from './spanish-gender.js';

const person = (tag: string | null) => ({ gender: tag ? { id: 1, tag, name: '' } : null });

describe('genderOf', () => {
  it('reads the gender option of a profile', () => {
    expect(genderOf(person('gender-mujer'))).toBe('female');
    expect(genderOf(person('gender-hombre'))).toBe('male');
  });

  it('knows no grammatical gender for the other options, none or no person', () => {
    expect(genderOf(person('gender-no-binario'))).toBe('other');
    expect(genderOf(person('gender-prefiero-no-decirlo'))).toBe('other');
    expect(genderOf(person(null))).toBe('other');
    expect(genderOf({})).toBe('other');
    expect(genderOf(undefined)).toBe('other');
  });
});

describe('groupGender', () => {
  it('is feminine only when everyone is a woman', () => {
    expect(groupGender('female', 'female')).toBe('female');
    expect(groupGender('female', 'male')).toBe('male');
    expect(groupGender('male', 'male')).toBe('male');
  });

  it('is unknown when someone is unknown and no man is there', () => {
    expect(groupGender('female', 'other')).toBe('other');
    expect(groupGender('other', 'male')).toBe('male');
    expect(groupGender()).toBe('other');
  });
});

describe('gendered', () => {
  const friends = { female: 'Sois amigas', male: 'Sois amigos' };

  it('picks the form of the gender', () => {
    expect(gendered('female', friends)).toBe('Sois amigas');
    expect(gendered('male', friends)).toBe('Sois amigos');
  });

  it('says it neutrally when it can, else in the generic masculine', () => {
    expect(gendered('other', friends)).toBe('Sois amigos');
    expect(gendered('other', { ...friends, other: 'Tenéis una amistad' })).toBe(
      'Tenéis una amistad',
    );
  });

  it('reads "Sois amigas" for two women, from their profiles', () => {
    const pair = groupGender(genderOf(person('gender-mujer')), genderOf(person('gender-mujer')));
    expect(gendered(pair, friends)).toBe('Sois amigas');
  });
});
