import { describe, expect, it } from 'vitest';
import { nextPage } from './route-guards';

describe('nextPage', () => {
  it('follows a page of the app', () => {
    expect(nextPage('?next=%2Fapp%2Fprofile')).toBe('/app/profile');
    expect(nextPage('?next=%2Fapp%2Fu%2F7%3Ftab%3D1')).toBe('/app/u/7?tab=1');
  });

  it('goes to Descubrir for anything else', () => {
    expect(nextPage('')).toBe('/app');
    expect(nextPage('?next=%2Fadministration')).toBe('/app');
    expect(nextPage('?next=%2Fapplication')).toBe('/app');
    expect(nextPage('?next=%2Fapp%2F%2Fevil.example')).toBe('/app');
    expect(nextPage('?next=https%3A%2F%2Fevil.example%2Fapp')).toBe('/app');
  });
});
