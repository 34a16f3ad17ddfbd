import { describe, expect, it } from 'vitest';
import { toFormData } from './form-data.js';

describe('toFormData (multipart bodies, architecture.md)', () => {
  it('sends booleans as 1/0, numbers as text, structured fields as JSON text', () => {
    const form = toFormData({
      readed: true,
      acepted: false,
      activity: 7,
      location: { lat: 40.4, lon: -3.7 },
      pets: [{ id: 1 }, { id: 2 }],
      data: '[1,2]',
    });
    expect(Object.fromEntries(form)).toEqual({
      readed: '1',
      acepted: '0',
      activity: '7',
      location: '{"lat":40.4,"lon":-3.7}',
      pets: '[{"id":1},{"id":2}]',
      data: '[1,2]',
    });
  });

  it('leaves undefined out (unchanged) and sends null as empty text (emptied)', () => {
    const form = toFormData({ lastname: null, city: undefined, firstname: 'Ana', note: '' });
    expect([...form.entries()]).toEqual([
      ['lastname', ''],
      ['firstname', 'Ana'],
      ['note', ''],
    ]);
  });

  it('sends files as files, named after the field unless they have a name', async () => {
    const form = toFormData({
      avatar: new Blob(['png'], { type: 'image/png' }),
      file: new File(['apk'], 'app-release.apk'),
    });
    const avatar = form.get('avatar') as File;
    expect(avatar.name).toBe('avatar');
    expect(avatar.type).toBe('image/png');
    expect(await avatar.text()).toBe('png');
    expect((form.get('file') as File).name).toBe('app-release.apk');
  });
});
