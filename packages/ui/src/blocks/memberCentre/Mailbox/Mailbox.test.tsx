import { createFullI18n, I18nextProvider } from '@lobby/i18n';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { MailboxResult } from '../mailbox';
import { sampleDraftLimits, sampleInbox, sampleSent } from '../sampleMail';
import { Mailbox, type MailboxProps } from './Mailbox';

const i18n = createFullI18n();
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

function mailbox(props: Partial<MailboxProps> = {}) {
  const onDelete = vi.fn(async (): Promise<MailboxResult> => ({ ok: true }));
  const onOpen = vi.fn();
  render(
    <Mailbox
      title="Messages"
      unreadCount={3}
      inbox={{ status: 'ready', messages: sampleInbox.slice(0, 10), page: 1, pageCount: 2, onPageChange: vi.fn() }}
      onOpen={onOpen}
      onDelete={onDelete}
      {...props}
    />,
    { wrapper },
  );
  return { onDelete, onOpen };
}

describe('Mailbox', () => {
  it('shows the inbox alone, without tabs, when neither the outbox nor writing is offered', () => {
    mailbox({ defaultTab: 'send' });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('list', { name: 'Inbox messages' })).toBeInTheDocument();
  });

  it('opens on the inbox when the tab asked for is not offered', () => {
    mailbox({
      defaultTab: 'send',
      outbox: { status: 'ready', messages: sampleSent, page: 1, pageCount: 1, onPageChange: vi.fn() },
    });
    expect(screen.getByRole('tab', { name: 'Inbox' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Write' })).toBeNull();
  });

  it('deletes an opened message only once the player confirms', async () => {
    const { onDelete, onOpen } = mailbox();
    fireEvent.click(screen.getByRole('button', { name: /^Withdrawal completed/ }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: '4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(onDelete).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    });
    expect(onDelete).toHaveBeenCalledWith(['4']);
    expect(await screen.findByText('Message deleted.')).toBeInTheDocument();
  });

  it('sends a trimmed draft and refuses a blank one', async () => {
    const onSend = vi.fn(async (): Promise<MailboxResult> => ({ ok: true }));
    mailbox({ defaultTab: 'send', send: { onSend, limits: sampleDraftLimits } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Enter a subject.')).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: /Subject/ }), { target: { value: '  Bonus  ' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Message/ }), { target: { value: ' Fishing? ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(onSend).toHaveBeenCalledWith({ title: 'Bonus', content: 'Fishing?' });
    expect(screen.getByText('Your message has been sent to customer service.')).toBeInTheDocument();
  });
});
