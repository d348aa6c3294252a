import { describe, expect, it } from 'vitest';
import { maintenanceEndTime } from './endTime';

describe('maintenanceEndTime', () => {
  it('shows a platform time to the minute, with a machine-readable form', () => {
    expect(maintenanceEndTime('2025-06-01 06:00:00')).toEqual({
      text: '2025-06-01 06:00',
      dateTime: '2025-06-01T06:00',
    });
    expect(maintenanceEndTime('2025-06-01T06:30')).toEqual({ text: '2025-06-01 06:30', dateTime: '2025-06-01T06:30' });
    expect(maintenanceEndTime(' 2025-12-31 23:59:59.000 ')).toEqual({
      text: '2025-12-31 23:59',
      dateTime: '2025-12-31T23:59',
    });
  });

  it('shows anything else as given rather than hiding it', () => {
    expect(maintenanceEndTime('around 06:00 GMT+8')).toEqual({ text: 'around 06:00 GMT+8' });
    expect(maintenanceEndTime('2025-06-01')).toEqual({ text: '2025-06-01' });
  });

  it('treats a missing or blank time as none', () => {
    expect(maintenanceEndTime(undefined)).toBeNull();
    expect(maintenanceEndTime('   ')).toBeNull();
  });
});
