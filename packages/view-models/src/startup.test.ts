import { describe, expect, it } from 'vitest';
import { maintenanceEndText, startupPageOf } from './startup';

const location = { ip: '203.0.113.24', country: 'Philippines' };

describe('startupPageOf', () => {
  it('opens the site when nothing stands in the way', () => {
    expect(startupPageOf({ maintenance: false, regionRestriction: false, location })).toEqual({ page: 'site' });
  });

  it('shows maintenance, with its end time as the platform wrote it', () => {
    expect(
      startupPageOf({ maintenance: { endTime: '2025-06-01 06:00:00' }, regionRestriction: false, location }),
    ).toEqual({ page: 'maintenance', endsAt: '2025-06-01 06:00:00' });
    expect(startupPageOf({ maintenance: true, regionRestriction: null, location })).toEqual({ page: 'maintenance' });
  });

  it('lets maintenance win over an IP restriction', () => {
    expect(startupPageOf({ maintenance: true, regionRestriction: true, location }).page).toBe('maintenance');
  });

  it("shows the IP restriction with the visitor's address and country", () => {
    expect(startupPageOf({ maintenance: null, regionRestriction: true, location })).toEqual({
      page: 'ipRestriction',
      ip: '203.0.113.24',
      country: 'Philippines',
    });
    expect(startupPageOf({ maintenance: null, regionRestriction: true, location: {} })).toEqual({
      page: 'ipRestriction',
      ip: '',
      country: '',
    });
  });
});

describe('maintenanceEndText', () => {
  it('keeps text as written and writes epoch milliseconds in the local time zone', () => {
    expect(maintenanceEndText('2025-06-01 06:00:00')).toBe('2025-06-01 06:00:00');
    const local = new Date(2025, 5, 1, 6, 30, 5).getTime();
    expect(maintenanceEndText(local)).toBe('2025-06-01 06:30:05');
    expect(maintenanceEndText('')).toBeUndefined();
    expect(maintenanceEndText(undefined)).toBeUndefined();
  });
});
