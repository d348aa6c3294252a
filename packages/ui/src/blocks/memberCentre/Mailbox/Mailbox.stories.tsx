import {
  contentDeleteMessagesEndpoint,
  contentInboxEndpoint,
  contentMarkReadEndpoint,
  contentUnreadCountV2Endpoint,
  type InboxMessage,
} from '@lobby/api';
import { inboxMailOf, type MailPage, mailboxFailureOf, mailboxPageSize, mailFolderOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useEffect, useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import type { InboxMail, MailboxResult, MailDraft } from '../mailbox';
import { sampleDraftLimits, sampleInbox, sampleInboxCN, sampleSent } from '../sampleMail';
import { Mailbox, type MailboxProps } from './Mailbox';

const pageSize = 10;

/**
 * The stories' inbox behaves as the site's does: `inbox.messages` is the whole
 * inbox, paged by ten; opening a message marks it read and deleting removes it,
 * after the args' callbacks (spies) have been called.
 */
function LocalMailbox(args: MailboxProps) {
  const [all, setAll] = useState<readonly InboxMail[]>(args.inbox.messages);
  const [page, setPage] = useState(args.inbox.page);
  const pageCount = Math.max(1, Math.ceil(all.length / pageSize));
  const current = Math.min(page, pageCount);
  return (
    <Mailbox
      {...args}
      unreadCount={args.unreadCount === undefined ? undefined : all.filter((message) => message.unread).length}
      inbox={{
        ...args.inbox,
        messages: all.slice((current - 1) * pageSize, current * pageSize),
        page: current,
        pageCount,
        onPageChange: (next) => {
          args.inbox.onPageChange(next);
          setPage(next);
        },
      }}
      onOpen={(message) => {
        args.onOpen(message);
        setAll((list) => list.map((entry) => (entry.id === message.id ? { ...entry, unread: false } : entry)));
      }}
      onDelete={async (ids) => {
        const result = await args.onDelete(ids);
        if (result.ok) setAll((list) => list.filter((entry) => !ids.includes(entry.id)));
        return result;
      }}
    />
  );
}

const ok = async (): Promise<MailboxResult> => ({ ok: true });

/** The confirmation, once it has faded in and takes presses. */
async function confirmation(name: RegExp): Promise<HTMLElement> {
  const dialog = await screen.findByRole('alertdialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

const meta = {
  title: 'Blocks/Member centre/Mailbox',
  component: Mailbox,
  args: {
    title: 'Messages',
    unreadCount: 3,
    inbox: { status: 'ready', messages: sampleInbox, page: 1, pageCount: 2, onPageChange: fn(), onRetry: fn() },
    onOpen: fn(),
    onDelete: fn<(ids: readonly string[]) => Promise<MailboxResult>>(ok),
    outbox: { status: 'ready', messages: sampleSent, page: 1, pageCount: 1, onPageChange: fn(), onRetry: fn() },
    send: { onSend: fn<(draft: MailDraft) => Promise<MailboxResult>>(ok), limits: sampleDraftLimits },
  },
  argTypes: {
    inbox: { control: false },
    outbox: { control: false },
    send: { control: false },
    title: { control: 'text' },
  },
  render: (args) => <LocalMailbox {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'The member centre\'s mailbox ("Messages"). The inbox lists ten messages a page with an unread mark (a dot, and "Unread" in the row\'s name) and the unread count beside the title; a message opens in place to its body, sanitized by `SafeHtml`, and `onOpen` lets the host mark it read. Single delete (from the opened message) and bulk delete (the rows\' boxes, "Select all on this page") both ask first; the result is said under the list. The "Sent" tab (`outbox`) and the "Write" tab (`send`, subject and message, both required and bounded by `limits`) show only when passed. Loading, empty and failure states come from `AsyncRegion`. In these stories the inbox\'s messages are the whole inbox, paged by ten, and opening and deleting change it as the site does.',
      },
    },
  },
} satisfies Meta<typeof Mailbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Messages' })).toBeVisible();
    await expect(canvas.getByText('3 unread')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Inbox', selected: true })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Inbox messages' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    // The unread mark is part of the row's name, not colour alone.
    await expect(canvas.getByRole('button', { name: /^Welcome to Lobby\W+Unread/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^VIP rank review 2025/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toBeVisible();
  },
};

export const OpenMarksRead: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Deposit received\W+Unread/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: '2', unread: true }));
    const heading = canvas.getByRole('heading', { level: 4, name: 'Deposit received' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(canvas.getByText(/has been credited to your main wallet/)).toBeVisible());
    await expect(canvas.getByText('2 unread')).toBeVisible();
    // Back in the list, focus returns to the message's row, which is no longer marked.
    await userEvent.click(canvas.getByRole('button', { name: 'Back to inbox' }));
    const row = canvas.getByRole('button', { name: /^Deposit received 2025/ });
    await waitFor(() => expect(row).toHaveFocus());
    // A message already read is opened without being marked again by the view.
    await userEvent.click(canvas.getByRole('button', { name: /^Security reminder/ }));
    await expect(args.onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ id: '6', unread: false }));
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const deleteSelected = canvas.getByRole('button', { name: 'Delete selected' });
    await expect(deleteSelected).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select “Welcome to Lobby”' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select “Daily rebate paid”' }));
    await expect(canvas.getByText('2 selected')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select all on this page' })).toHaveAttribute(
      'data-state',
      'indeterminate',
    );

    // Cancel keeps the messages.
    await userEvent.click(deleteSelected);
    const dialog = await confirmation(/Delete 2 messages\?$/);
    await expect(within(dialog).getByText('Deleted messages cannot be recovered.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();

    // Confirmed, both go.
    await userEvent.click(deleteSelected);
    await userEvent.click(within(await confirmation(/Delete 2 messages\?$/)).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(['1', '3']);
    await waitFor(() => expect(canvas.getByText('2 messages deleted.')).toBeVisible());
    await expect(canvas.queryByRole('button', { name: /^Welcome to Lobby/ })).toBeNull();
    await expect(canvas.getByText('1 unread')).toBeVisible();
  },
};

export const DeleteTheOpenedMessage: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Withdrawal completed/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await confirmation(/Delete this message\?$/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(['4']);
    // Back at the list, without the message.
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Inbox messages' })).toBeVisible());
    await expect(canvas.queryByRole('button', { name: /^Withdrawal completed/ })).toBeNull();
    await expect(canvas.getByText('Message deleted.')).toBeVisible();
  },
};

export const DeleteFails: Story = {
  args: {
    onDelete: fn<(ids: readonly string[]) => Promise<MailboxResult>>(async () => ({
      ok: false,
      error: 'The message does not exist.',
    })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all on this page' }));
    await expect(canvas.getByText('10 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete selected' }));
    await userEvent.click(
      within(await confirmation(/Delete 10 messages\?$/)).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('The message does not exist.'));
    // Nothing went, and the selection stays for another try.
    await expect(within(canvas.getByRole('list', { name: 'Inbox messages' })).getAllByRole('listitem')).toHaveLength(
      10,
    );
    await expect(canvas.getByText('10 selected')).toBeVisible();
  },
};

export const Paging: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select “Welcome to Lobby”' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.inbox.onPageChange).toHaveBeenLastCalledWith(2);
    const list = canvas.getByRole('list', { name: 'Inbox messages' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByRole('button', { name: /^Points mall update/ })).toBeVisible();
    // A new page starts with nothing selected.
    await expect(canvas.getByRole('button', { name: 'Delete selected' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.inbox.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('checkbox', { name: 'Select “Welcome to Lobby”' })).not.toBeChecked();
  },
};

export const Loading: Story = {
  args: {
    unreadCount: undefined,
    inbox: { status: 'loading', messages: [], page: 1, pageCount: 1, onPageChange: fn() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your messages…')).toBeInTheDocument();
    await expect(canvas.queryByText(/unread|All read/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete selected' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { unreadCount: 0, inbox: { status: 'ready', messages: [], page: 1, pageCount: 1, onPageChange: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 4, name: 'No messages yet' })).toBeVisible();
    await expect(canvas.getByText('Messages from the platform will appear here.')).toBeVisible();
    await expect(canvas.getByText('All read')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  args: {
    unreadCount: undefined,
    inbox: { status: 'error', messages: [], page: 1, pageCount: 1, onPageChange: fn(), onRetry: fn() },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load your messages');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.inbox.onRetry).toHaveBeenCalledOnce();
  },
};

const longMessage: InboxMail = {
  id: 'long',
  title:
    'Important: changes to the welcome bonus, the daily rebate on slots and fishing, and the withdrawal turnover requirements from 1 July 2025 for every member of the platform',
  date: '2025-06-15 09:30:00',
  unread: true,
  html: Array.from(
    { length: 6 },
    (_, index) =>
      `<p><strong>${index + 1}.</strong> From 1 July the welcome bonus turnover requirement falls from 15x to 12x on slots and fishing; live casino and sports keep their weighting. https://lobby.example/promotions/welcome-bonus-terms-and-conditions-2025-07-01</p>`,
  ).join(''),
};

export const LongText: Story = {
  args: { inbox: { ...meta.args.inbox, messages: [longMessage, ...sampleInbox.slice(0, 3)] } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(canvas.getByRole('button', { name: /^Important: changes/ }));
    await waitFor(() => expect(canvas.getByText(/^6\./)).toBeVisible());
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Chinese: Story = {
  args: {
    title: '站内信',
    unreadCount: 2,
    inbox: { ...meta.args.inbox, messages: sampleInboxCN },
    outbox: { ...meta.args.outbox, messages: [] },
  },
  globals: { locale: 'CN' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('2 条未读')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '收件箱' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^欢迎加入 Lobby\W+未读/ }));
    await waitFor(() => expect(canvas.getByText(/立即存款/)).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: '删除' }));
    await userEvent.click(within(await confirmation(/删除 1 条消息？$/)).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(canvas.getByRole('tab', { name: '已发送' }));
    await expect(canvas.getByRole('heading', { name: '您还没有发送过消息' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // The short page control on phones.
    await expect(canvas.getByText('Page 1 of 2')).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Write' })).toBeVisible();
  },
};

// The merchant offers neither the outbox nor writing: the inbox alone, without tabs.
export const OutboxOff: Story = {
  args: { outbox: undefined, send: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.queryByRole('tab', { name: 'Sent' })).toBeNull();
    await expect(canvas.getByRole('list', { name: 'Inbox messages' })).toBeVisible();
  },
};

export const Outbox: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Sent' }));
    const list = canvas.getByRole('list', { name: 'Sent messages' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(list).getByRole('button', { name: /^Deposit not credited/ }));
    await expect(canvas.getByText('Sent 2025-06-14 10:41:00')).toBeVisible();
    // What the player typed, line breaks kept, never read as markup.
    await expect(canvas.getByText(/Reference: 88213-A/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to sent messages' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Deposit not credited/ })).toHaveFocus());
  },
};

export const Send: Story = {
  args: { defaultTab: 'send' },
  play: async ({ canvas, args, userEvent }) => {
    const subject = canvas.getByRole('textbox', { name: /Subject/ });
    const message = canvas.getByRole('textbox', { name: /Message/ });
    await expect(subject).toHaveAttribute('maxlength', '100');
    await expect(message).toHaveAttribute('maxlength', '1000');
    // Nothing written: both fields say what is missing, and focus goes to the first.
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByText('Enter a subject.')).toBeVisible();
    await expect(canvas.getByText('Write your message.')).toBeVisible();
    await expect(subject).toHaveFocus();
    await expect(args.send?.onSend).not.toHaveBeenCalled();

    await userEvent.type(subject, '  Deposit not credited ');
    await userEvent.type(message, 'My deposit has not arrived.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.send?.onSend).toHaveBeenCalledWith({
      title: 'Deposit not credited',
      content: 'My deposit has not arrived.',
    });
    await waitFor(() => expect(canvas.getByText('Your message has been sent to customer service.')).toBeVisible());
    await expect(subject).toHaveValue('');
    await expect(message).toHaveValue('');
  },
};

export const SendFails: Story = {
  args: {
    defaultTab: 'send',
    send: {
      onSend: fn<(draft: MailDraft) => Promise<MailboxResult>>(async () => ({
        ok: false,
        error: 'The network is unstable. Please try again.',
      })),
      limits: sampleDraftLimits,
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Subject/ }), 'Bonus question');
    await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), 'Does it count for fishing?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('The network is unstable.'));
    // What was written stays for another try.
    await expect(canvas.getByRole('textbox', { name: /Subject/ })).toHaveValue('Bonus question');
  },
};

export const HostileMessage: Story = {
  args: {
    inbox: {
      ...meta.args.inbox,
      messages: [
        {
          id: 'hostile',
          title: 'System upgrade notice',
          unread: true,
          html: '<p>The system upgrade is complete.</p><img src=x onerror="window.__mailboxPwned = true"><script>window.__mailboxPwned = true</script>',
        },
      ],
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^System upgrade notice/ }));
    await waitFor(() => expect(canvas.getByText('The system upgrade is complete.')).toBeVisible());
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
    await expect((window as { __mailboxPwned?: boolean }).__mailboxPwned).toBeUndefined();
  },
};

// demo_player's inbox in the sandbox, read, marked and deleted through the
// platform calls and mapped by the site's view model.
const platform = storyPlatform({ user: 'demo_player' });

const { client } = platform;

function SandboxMailbox(args: MailboxProps) {
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<MailPage<InboxMessage>>();
  const [unread, setUnread] = useState<number>();
  const reload = useCallback(async () => {
    const [inbox, count] = await Promise.all([
      client.call(contentInboxEndpoint, { page, size: mailboxPageSize }),
      client.call(contentUnreadCountV2Endpoint),
    ]);
    setAnswer(inbox);
    setUnread(count);
  }, [page]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const folder = mailFolderOf(answer, page, inboxMailOf);
  return (
    <Mailbox
      {...args}
      outbox={undefined}
      send={undefined}
      {...(unread === undefined ? {} : { unreadCount: unread })}
      inbox={{ ...folder, status: answer ? 'ready' : 'loading', onPageChange: setPage }}
      onOpen={(message) => {
        if (message.unread) void client.call(contentMarkReadEndpoint, { ids: [message.id] }).then(reload);
      }}
      onDelete={async (ids) => {
        try {
          await client.call(contentDeleteMessagesEndpoint, { inboxIds: [...ids] });
          await reload();
          return { ok: true };
        } catch (error) {
          return mailboxFailureOf(error, (key) => key);
        }
      }}
    />
  );
}

export const FromThePlatform: Story = {
  args: { unreadCount: undefined },
  parameters: { msw: { handlers: platform.handlers } },
  render: (args) => <SandboxMailbox {...args} />,
  play: async ({ canvas, userEvent }) => {
    // demo_player has twelve messages, the four newest unread.
    await expect(await canvas.findByText('4 unread')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Deposit received\W+Unread/ }));
    await waitFor(() => expect(canvas.getByText(/credited to your main wallet/)).toBeVisible());
    await waitFor(() => expect(canvas.getByText('3 unread')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Back to inbox' }));
    await expect(canvas.getByRole('button', { name: /^Deposit received 2025/ })).toBeVisible();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select “Welcome to Lobby”' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete selected' }));
    await userEvent.click(within(await confirmation(/Delete this message\?$/)).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.getByText('2 unread')).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.queryByText('Welcome to Lobby')).toBeNull();
    await expect(platform.sandbox.account('demo_player').inbox).toHaveLength(11);
  },
};
