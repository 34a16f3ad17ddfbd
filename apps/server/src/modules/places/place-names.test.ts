import { describe, expect, it } from 'vitest';
import { nameKey, sameName, spelledAs } from './place-names.js';

describe('place names', () => {
  it('know one name through lost accents, apostrophes and an article put last', () => {
    expect(nameKey("l'Alfàs del Pi")).toBe(nameKey('Alfàs del Pi l'));
    expect(nameKey("Castell de l'Areny")).toBe(nameKey('Castell de lAreny'));
    expect(sameName('Cáceres', 'Caceres')).toBe(true);
    expect(sameName('Alcoi/Alcoy', 'Alcoy')).toBe(true);
    expect(sameName('Benavarri / Benabarre', 'Benabarre')).toBe(true);
    expect(sameName('El Tanque', 'Tanque')).toBe(false);
    expect(sameName('El Tanque', 'Tanque', true)).toBe(true);
    expect(sameName('Madrid', 'Madarcos')).toBe(false);
  });

  it('are spelled as INE does, capitalised, in the order the dataset gives the halves', () => {
    expect(spelledAs('Caceres', 'Cáceres')).toBe('Cáceres');
    expect(spelledAs('Molinos Los', 'Los Molinos')).toBe('Los Molinos');
    expect(spelledAs('Poblets els', 'els Poblets')).toBe('Els Poblets');
    expect(spelledAs('Alicante/Alacant', 'Alacant/Alicante')).toBe('Alicante/Alacant');
    expect(spelledAs('Allín/Allin', 'Allín/Allin')).toBe('Allín/Allin');
    expect(spelledAs('Peníscola/Peñíscola', 'Peníscola/Peñíscola')).toBe('Peníscola/Peñíscola');
  });

  it('keep a Spanish name where the official one adds letters Spanish does not write', () => {
    expect(spelledAs('Valencia', 'València')).toBe('Valencia');
    expect(spelledAs('Náquera', 'Nàquera')).toBe('Náquera');
    expect(spelledAs('Denia', 'Dénia')).toBe('Dénia');
  });
});
