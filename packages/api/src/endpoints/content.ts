import * as v from 'valibot';
import type { CallOptions, PlatformClient } from '../transport/client';
import { defineEndpoint } from './define';
import { list, noFields, numeric, optionalId, optionalText } from './fields';

/** Announcements, notices, banners and the unread counts the header shows. */

// ---- schemas ---------------------------------------------------------------

/** Announcement types: B default. */
export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];

/** A notice or announcement: title, HTML content, date. */
export const announcementSchema = v.object({
  id: optionalId,
  title: v.string(),
  /** HTML from the merchant's back office. */
  content: v.string(),
  /** `yyyy-MM-dd hh:mm:ss`. */
  date: optionalText,
  type: optionalText,
});
export type Announcement = v.InferOutput<typeof announcementSchema>;

/** A banner: groups w_login and w_register among others. */
export const bannerSchema = v.object({
  groupName: v.string(),
  url: v.string(),
  link: optionalText,
  title: optionalText,
});
export type Banner = v.InferOutput<typeof bannerSchema>;

export const announcementsRequestSchema = v.object({
  /** Comma-separated types, e.g. `B,PL`. */
  types: v.string(),
  platform: v.string(),
  execution: v.optional(v.string()),
});

/** What the announcements call answers: popup, banners, player (notices), promotion. */
export const announcementsSchema = v.object({
  popup: list(announcementSchema),
  banners: list(bannerSchema),
  player: list(announcementSchema),
  promotion: list(announcementSchema),
});
export type Announcements = v.InferOutput<typeof announcementsSchema>;

/** Notices per page. */
export const noticesPerPage = 9;

/** An unread count: a bare number, or `{ count }` on some deployments. */
export const unreadCountSchema = v.union([
  numeric,
  v.pipe(
    v.object({ count: numeric }),
    v.transform((value) => value.count),
  ),
]);

// ---- definitions -----------------------------------------------------------

export const contentAnnouncementsEndpoint = defineEndpoint({
  id: 'content.announcements',
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  token: 'none',
  moduleId: 'COMM3',
  request: announcementsRequestSchema,
  response: announcementsSchema,
  summary: 'Announcements by type: popup, banners, notices, promotion',
  assumption: 'Entry fields id/title/content/date and `types` as comma-separated text are inferred',
});
export const contentUnreadCountEndpoint = defineEndpoint({
  id: 'content.unreadCount',
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  moduleId: 'INBOX3',
  request: noFields,
  response: unreadCountSchema,
  summary: 'Unread messages (older inbox)',
});
export const contentUnreadCountV2Endpoint = defineEndpoint({
  id: 'content.unreadCountV2',
  method: 'GET',
  path: '/wps/relay/EMFE_getInboxUnreadCount',
  moduleId: 'INBOX3',
  request: noFields,
  response: unreadCountSchema,
  summary: 'Unread messages (the product\'s "unread V2")',
  source: 'catalogue',
});

export const contentEndpoints = {
  announcements: contentAnnouncementsEndpoint,
  unreadCount: contentUnreadCountEndpoint,
  unreadCountV2: contentUnreadCountV2Endpoint,
} as const;

// ---- calls -----------------------------------------------------------------

export function getAnnouncements(
  client: PlatformClient,
  input: { types?: readonly AnnouncementType[]; execution?: string } = {},
  options?: CallOptions,
): Promise<Announcements> {
  return client.call(
    contentAnnouncementsEndpoint,
    {
      types: (input.types ?? ['B']).join(','),
      platform: 'W',
      ...(input.execution === undefined ? {} : { execution: input.execution }),
    },
    options,
  );
}
