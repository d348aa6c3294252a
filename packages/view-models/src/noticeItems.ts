import type { Announcement } from '@lobby/api';
import type { Notice } from '@lobby/ui';

/** Announcements as the notice views show them; the views sanitize the HTML. */
export function noticesOf(announcements: readonly Announcement[]): Notice[] {
  return announcements.map((announcement, index) => ({
    id: announcement.id === undefined ? `notice-${index}` : String(announcement.id),
    title: announcement.title,
    ...(announcement.date ? { date: announcement.date } : {}),
    html: announcement.content,
  }));
}
