import { describe, expect, it } from 'vitest';
import { compareVersions, deployRequest } from './deploys.js';

describe('compareVersions', () => {
  it.each([
    ['1.10.0', '1.9.2'],
    ['2.0.0', '1.99.99'],
    ['1.9.1', '1.9'],
    ['1.0.0.1', '1.0.0'],
    ['2.0.0', '2.0.0-beta.1'],
    ['2.0.0-beta.2', '2.0.0-beta.1'],
    ['2.0.0-beta.10', '2.0.0-beta.9'],
    ['2.0.0-rc.1', '2.0.0-beta.11'],
    ['2.0.0-beta.1.1', '2.0.0-beta.1'],
    ['2.0.0-beta', '2.0.0-1'],
  ])('%s is above %s', (higher, lower) => {
    expect(compareVersions(higher, lower)).toBe(1);
    expect(compareVersions(lower, higher)).toBe(-1);
  });

  it.each([
    ['1.9', '1.9.0'],
    ['1.8.3', '1.8.3'],
    ['1.8.3+build.7', '1.8.3'],
    ['0.0.1-a.1', '0.0.1-a.1'],
  ])('%s equals %s', (a, b) => {
    expect(compareVersions(a, b)).toBe(0);
  });
});

describe('deployRequest', () => {
  it('takes confirm_downgrade as the forms send booleans, and without it', () => {
    const base = { appType: 'apk', version: '1.2.3' };
    expect(deployRequest.parse(base).confirm_downgrade).toBeUndefined();
    expect(deployRequest.parse({ ...base, confirm_downgrade: '1' }).confirm_downgrade).toBe(true);
    expect(deployRequest.parse({ ...base, confirm_downgrade: '0' }).confirm_downgrade).toBe(false);
    expect(deployRequest.safeParse({ ...base, confirm_downgrade: 'sí' }).success).toBe(false);
  });
});
