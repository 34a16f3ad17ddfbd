import { describe, expect, it } from 'vitest';
import { hiddenText, peopleText, placesLeftText } from './people-texts';

describe('the words of who is going', () => {
  it('agree in number', () => {
    expect(peopleText(1)).toBe('1 persona');
    expect(peopleText(4)).toBe('4 personas');
    expect(hiddenText(1)).toBe('y 1 persona más');
    expect(hiddenText(2)).toBe('y 2 personas más');
  });

  it('say the places left, and a full plan as such', () => {
    expect(placesLeftText(3)).toBe('Quedan 3 plazas');
    expect(placesLeftText(1)).toBe('Queda 1 plaza');
    expect(placesLeftText(0)).toBe('Completo');
    expect(placesLeftText(-1)).toBe('Completo');
  });
});
