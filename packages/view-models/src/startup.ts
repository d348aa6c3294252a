import { maintenanceEndOf, type Permission, systemStatusOf } from '@lobby/api';

/** Which root view the system status picks at start-up, with what that view shows. */
export type StartupPage =
  | { page: 'site' }
  | { page: 'maintenance'; endsAt?: string }
  | { page: 'ipRestriction'; ip: string; country: string };

const pad = (part: number) => String(part).padStart(2, '0');

/**
 * The maintenance end as the page shows it: the platform's text as written,
 * or, when it sends epoch milliseconds, the same `yyyy-MM-dd HH:mm:ss` in the
 * visitor's time zone.
 */
export function maintenanceEndText(value: string | number | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string') return value;
  const date = new Date(value);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/**
 * The root view of start-up from the permission call: the site, the
 * maintenance page (with its end time when the platform gave one) or the IP
 * restriction page (with the visitor's address and country). Maintenance wins
 * when both apply.
 */
export function startupPageOf(
  permission: Pick<Permission, 'maintenance' | 'regionRestriction' | 'location'>,
): StartupPage {
  const status = systemStatusOf(permission);
  if (status === 1) {
    const endsAt = maintenanceEndText(maintenanceEndOf(permission));
    return endsAt === undefined ? { page: 'maintenance' } : { page: 'maintenance', endsAt };
  }
  if (status === 2) {
    return { page: 'ipRestriction', ip: permission.location?.ip ?? '', country: permission.location?.country ?? '' };
  }
  return { page: 'site' };
}
