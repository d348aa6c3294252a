/** Announcements and banners, unread counts, the mailbox, the help centre and feedback. */
import { contentEndpoints, helpEndpoints, mailboxEndpoints } from '@lobby/api';
import type { AnnouncementType, NoticeFixture } from '../fixtures/types';
import { fail } from '../sandbox/errors';
import { dateTime, localised, page } from './format';
import { answer, type Route } from './route';

function noticeValue(notice: NoticeFixture, language: string) {
  return {
    id: String(notice.id),
    title: localised(notice.title, language),
    content: localised(notice.content, language),
    date: notice.date,
    type: notice.type,
    image: notice.image,
  };
}

export function contentRoutes(): Route[] {
  return [
    answer(contentEndpoints.announcements, ({ sandbox, input, language, cdnBase }) => {
      const types = new Set(
        input.types
          .split(',')
          .map((type) => type.trim().toUpperCase())
          .filter(Boolean) as AnnouncementType[],
      );
      const notices = (wanted: readonly AnnouncementType[]) =>
        sandbox.catalogue.notices
          .filter((notice) => wanted.includes(notice.type) && types.has(notice.type))
          .map((notice) => noticeValue(notice, language));
      return {
        // PU: pop-up on entry; PR: promotion notices; B, PL, H: the notice list (B is the default type).
        popup: notices(['PU']),
        banners:
          types.has('B') || types.has('H')
            ? sandbox.catalogue.banners.map((banner, index) => ({
                groupName: banner.groupName,
                // Pictures on the image CDN, as a merchant's back office publishes them.
                url: `${cdnBase}/banner/${index}.svg`,
                link: banner.link,
                title: localised(banner.title, language),
              }))
            : [],
        player: notices(['B', 'PL', 'H']),
        promotion: notices(['PR']),
      };
    }),

    answer(contentEndpoints.unreadCount, ({ member }) => member().inbox.filter((message) => !message.read).length),

    answer(contentEndpoints.unreadCountV2, ({ member }) => ({
      count: member().inbox.filter((message) => !message.read).length,
    })),

    answer(mailboxEndpoints.inbox, ({ input, member }) => {
      const rows = member().inbox.map((message) => ({
        id: String(message.id),
        title: message.title,
        content: message.content,
        read: message.read,
        createTime: dateTime(message.sendTime),
        recordSource: 'INBOX',
        sender: message.sender,
      }));
      return page(rows, input?.page, input?.size);
    }),

    answer(mailboxEndpoints.markRead, ({ input, member }) => {
      const inbox = member().inbox;
      for (const id of input.ids) {
        const message = inbox.find((candidate) => String(candidate.id) === id);
        if (!message) fail('message.not.exists');
        message.read = true;
      }
      return null;
    }),

    answer(mailboxEndpoints.deleteMessages, ({ input, member }) => {
      const account = member();
      const ids = new Set(input.inboxIds);
      if (![...ids].every((id) => account.inbox.some((message) => String(message.id) === id)))
        fail('message.not.exists');
      account.inbox = account.inbox.filter((message) => !ids.has(String(message.id)));
      return null;
    }),

    answer(mailboxEndpoints.outbox, ({ input, member }) => {
      const rows = member().sentMessages.map((message) => ({
        id: String(message.id),
        title: message.title,
        content: message.content,
        createTime: dateTime(message.sendTime),
        recordSource: 'OUTBOX',
      }));
      return page(rows, input?.page, input?.size);
    }),

    // The request schema has trimmed the draft and refused empty or overlong fields.
    answer(mailboxEndpoints.sendMessage, ({ sandbox, input, member }) => {
      const message = {
        id: sandbox.nextId('message'),
        title: input.title,
        content: input.content,
        sendTime: sandbox.now(),
      };
      member().sentMessages.unshift(message);
      return { id: String(message.id) };
    }),

    answer(helpEndpoints.helpCenter, ({ sandbox, language }) =>
      sandbox.catalogue.helpItems.map((item) => ({
        title: localised(item.title, language),
        content: localised(item.content, language),
        key: item.key,
        group: item.group,
      })),
    ),

    answer(helpEndpoints.feedback, ({ sandbox, input, account }) => {
      const entry = {
        id: sandbox.nextId('record'),
        content: input.content,
        images: input.images ?? [],
        time: sandbox.now(),
      };
      if (account) account.feedback.push(entry);
      else sandbox.feedback.push(entry);
      return { id: String(entry.id) };
    }),
  ];
}
