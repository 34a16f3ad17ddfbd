import { describe, expect, it } from 'vitest';
import { loggedUrl } from './log-request.js';

describe('request addresses in the logs', () => {
  it('hide a calendar feed’s secret and keep every other address', () => {
    expect(loggedUrl('/api/calendar/hzQRrpEOrrNY-abc_123/plans.ics')).toBe(
      '/api/calendar/…/plans.ics',
    );
    expect(loggedUrl('/api/calendar/feed')).toBe('/api/calendar/feed');
    expect(loggedUrl('/api/activity/7/calendar')).toBe('/api/activity/7/calendar');
    expect(loggedUrl('/web/plan/7?v=abc')).toBe('/web/plan/7?v=abc');
  });
});
