import { mailDraftLimits } from '@lobby/api';
import { useInbox, useOutbox, useSendMessage, useSettings, useUnreadCountV2 } from '@lobby/api/hooks';
import { useMessageArea, useTranslation } from '@lobby/i18n';
import { Mailbox, type MailboxResult, type MemberCentrePage } from '@lobby/ui';
import { inboxMailOf, mailboxFailureOf, mailboxPageSize, mailFolderOf, sentMailOf, statusOf } from '@lobby/view-models';
import { useEffect, useState } from 'react';
import type { CentrePageProps } from '../../panels/centrePage';
import { useInboxActions } from '../mailbox/useInboxActions';

/**
 * The mailbox ("Messages"): the inbox, and the sent messages and the form to
 * write to customer service when the merchant's settings offer them.
 */
export default function MessageV2({ title }: CentrePageProps<MemberCentrePage>) {
  useMessageArea('memberCentre');
  const { t } = useTranslation();
  const { isEnabled } = useSettings();
  const outboxOffered = isEnabled('OUTBOX3');
  const sendingOffered = isEnabled('SENDMAIL3');

  const [inboxPage, setInboxPage] = useState(1);
  const [outboxPage, setOutboxPage] = useState(1);
  const inbox = useInbox({ page: inboxPage, size: mailboxPageSize });
  const unread = useUnreadCountV2();
  const outbox = useOutbox({ page: outboxPage, size: mailboxPageSize }, { enabled: outboxOffered });
  const { trigger: sendMessage } = useSendMessage();
  const { openMessage, deleteInbox } = useInboxActions();

  const inboxFolder = mailFolderOf(inbox.data, inboxPage, inboxMailOf);
  const outboxFolder = mailFolderOf(outbox.data, outboxPage, sentMailOf);
  // A page emptied by a delete gives way to the last page there is.
  useEffect(() => {
    if (inboxFolder.page !== inboxPage) setInboxPage(inboxFolder.page);
  }, [inboxFolder.page, inboxPage]);

  const onDelete = async (ids: readonly string[]): Promise<MailboxResult> => {
    const unreadAmongThem = inboxFolder.messages.filter((message) => message.unread && ids.includes(message.id)).length;
    try {
      await deleteInbox(ids, unreadAmongThem);
      return { ok: true };
    } catch (error) {
      return mailboxFailureOf(error, t);
    }
  };

  return (
    <Mailbox
      title={title}
      {...(unread.data === undefined ? {} : { unreadCount: unread.data })}
      inbox={{
        ...inboxFolder,
        status: statusOf(inbox),
        onPageChange: setInboxPage,
        onRetry: () => void inbox.mutate(),
        retrying: inbox.isValidating,
      }}
      onOpen={(message) => {
        if (message.unread) void openMessage(message.id);
      }}
      onDelete={onDelete}
      {...(outboxOffered
        ? {
            outbox: {
              ...outboxFolder,
              status: statusOf(outbox),
              onPageChange: setOutboxPage,
              onRetry: () => void outbox.mutate(),
              retrying: outbox.isValidating,
            },
          }
        : {})}
      {...(sendingOffered
        ? {
            send: {
              limits: mailDraftLimits,
              onSend: async (draft) => {
                try {
                  await sendMessage(draft);
                  return { ok: true };
                } catch (error) {
                  return mailboxFailureOf(error, t);
                }
              },
            },
          }
        : {})}
    />
  );
}
