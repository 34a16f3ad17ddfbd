import { describe, expect, it } from 'vitest';
import { plural, pluralOf, pluralWord } from './spanish-plural.js';

describe('pluralOf', () => {
  it.each([
    ['miembro', 'miembros'],
    ['plaza', 'plazas'],
    ['nueva', 'nuevas'],
    ['sofá', 'sofás'],
    ['café', 'cafés'],
    ['mes', 'meses'],
    ['día', 'días'],
    ['vez', 'veces'],
    ['opinión', 'opiniones'],
    ['interés', 'intereses'],
    ['autobús', 'autobuses'],
    ['lunes', 'lunes'],
    ['tórax', 'tórax'],
    ['ciudad', 'ciudades'],
    ['ley', 'leyes'],
    ['esquí', 'esquíes'],
  ])('%s → %s', (one, many) => {
    expect(pluralOf(one)).toBe(many);
  });
});

describe('pluralWord', () => {
  it('takes the singular only for exactly one', () => {
    expect(pluralWord(1, 'nueva')).toBe('nueva');
    expect(pluralWord(0, 'nueva')).toBe('nuevas');
    expect(pluralWord(2, 'nueva')).toBe('nuevas');
    expect(pluralWord(1.5, 'hora')).toBe('horas');
    expect(pluralWord(-1, 'moneda')).toBe('moneda');
  });

  it('takes the forms given for phrases and irregular words', () => {
    expect(pluralWord(1, 'persona se apunta', 'personas se apuntan')).toBe('persona se apunta');
    expect(pluralWord(4, 'persona se apunta', 'personas se apuntan')).toBe('personas se apuntan');
    expect(pluralWord(2, 'carácter', 'caracteres')).toBe('caracteres');
  });
});

describe('plural', () => {
  it('says a count with its word', () => {
    expect(plural(1, 'miembro')).toBe('1 miembro');
    expect(plural(12, 'miembro')).toBe('12 miembros');
    expect(plural(0, 'opinión')).toBe('0 opiniones');
    expect(plural(1, 'nueva')).toBe('1 nueva');
  });

  it('writes the count in Spanish number format', () => {
    expect(plural(1250, 'moneda')).toBe('1.250 monedas');
    expect(plural(-1, 'moneda')).toBe('-1 moneda');
  });
});
