import { describe, expect, it } from 'vitest';
import { subjectLink } from './texts';

describe('the link to a reported thing', () => {
  it('opens its page in the member web app', () => {
    expect(subjectLink({ kind: 'activity', id: 12 })).toEqual({
      href: '/web/app/a/12',
      text: 'Ver el plan en la app',
    });
    expect(subjectLink({ kind: 'user', id: 7 }).href).toBe('/web/app/u/7');
    expect(subjectLink({ kind: 'group', id: 3 }).href).toBe('/web/app/g/3');
  });
});
