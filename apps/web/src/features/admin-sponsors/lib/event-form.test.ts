import { setSpanishMessages } from '@app/contract/locale';
import { describe, expect, it } from 'vitest';
import { emptyEvent, eventForm, type EventValues } from './event-form';

setSpanishMessages();

const SOCIAL = 1;
const SPORT = 2;
const form = eventForm({
  zoneOf: (city) => (city === 7 ? 'Atlantic/Canary' : 'Europe/Madrid'),
  isSport: (type) => type === SPORT,
});

const filled: EventValues = {
  ...emptyEvent(SOCIAL, new Date('2026-11-20T10:00:00Z')),
  sponsor: '3',
  description: 'Carrera solidaria por el parque',
  city: 5,
  location: { lat: '40.4168', lon: '-3.7038', address: '' },
};

const messages = (values: EventValues) =>
  Object.fromEntries(
    (form.safeParse(values).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('the event form', () => {
  it('starts tomorrow at 19:00, two hours, twenty places', () => {
    expect(filled).toMatchObject({ start_at: '2026-11-21T19:00', duration: '02:00' });
  });

  it('sends a plan in a brand’s name, its start in the city’s time', () => {
    expect(form.parse(filled)).toEqual({
      sponsor: 3,
      description: 'Carrera solidaria por el parque',
      type: SOCIAL,
      city: 5,
      location: { lat: 40.4168, lon: -3.7038 },
      start_at: '2026-11-21T19:00:00+01:00',
      duration: '02:00',
      participants: 20,
      premium_only: false,
    });
    expect(form.parse({ ...filled, city: 7 }).start_at).toBe('2026-11-21T19:00:00+00:00');
  });

  it('keeps the address, and a discipline only for sport', () => {
    const sport = form.parse({
      ...filled,
      type: String(SPORT),
      discipline: '9',
      premium_only: true,
      location: { ...filled.location, address: 'Puerta de Alcalá' },
    });
    expect(sport).toMatchObject({
      discipline: 9,
      premium_only: true,
      location: { address: 'Puerta de Alcalá' },
    });
    expect(form.parse({ ...filled, discipline: '9' }).discipline).toBeUndefined();
  });

  it('gives each missing field the API’s message', () => {
    expect(
      messages({
        ...filled,
        sponsor: '',
        description: '',
        city: undefined,
        location: { lat: '', lon: '', address: '' },
      }),
    ).toEqual({
      sponsor: 'Campo requerdio.',
      description: 'Campo requerdio.',
      city: 'Campo requerdio.',
      'location.lat': 'Campo requerdio.',
      'location.lon': 'Campo requerdio.',
    });
    expect(messages({ ...filled, duration: '00:01' })).toEqual({
      duration: 'La duración debe estar entre 00:05 y 24:00.',
    });
  });
});
