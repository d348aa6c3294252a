import { createFullI18n, I18nextProvider } from '@lobby/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvitedFriendList } from '../referral';
import { sampleFriends, sampleInvite } from '../sampleReferral';
import { Referral } from './Referral';

const i18n = createFullI18n();
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
const friends: InvitedFriendList = {
  status: 'ready',
  friends: sampleFriends,
  page: 1,
  pageCount: 1,
  onPageChange: () => undefined,
};

afterEach(() => vi.useRealTimers());

describe('Referral', () => {
  it('copies the link, says so, and goes back to the label after a while', async () => {
    vi.useFakeTimers();
    const copyText = vi.fn(async () => undefined);
    render(<Referral title="Invite and earn" invite={sampleInvite} friends={friends} copyText={copyText} />, {
      wrapper,
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(copyText).toHaveBeenCalledWith(sampleInvite.link);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByText('Copied', { selector: 'p' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it('says how to copy by hand when the clipboard is refused', async () => {
    const copyText = vi.fn(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    render(<Referral title="Invite and earn" invite={sampleInvite} friends={friends} copyText={copyText} />, {
      wrapper,
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy code' })));
    expect(copyText).toHaveBeenCalledWith('RF4K2Q');
    expect(screen.getByText(/select the link and copy it yourself/)).toBeInTheDocument();
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it('shares through the share sheet, copies without one, and takes a closed sheet as no answer', async () => {
    const copyText = vi.fn(async () => undefined);
    const share = vi.fn(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    const { rerender } = render(
      <Referral title="Invite and earn" invite={sampleInvite} friends={friends} copyText={copyText} share={share} />,
      { wrapper },
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: sampleInvite.link }));
    expect(copyText).not.toHaveBeenCalled();

    rerender(<Referral title="Invite and earn" invite={sampleInvite} friends={friends} copyText={copyText} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(copyText).toHaveBeenCalledWith(sampleInvite.link);
  });

  it('pages the invited friends only when there is more than one page', () => {
    const onPageChange = vi.fn();
    const { rerender } = render(
      <Referral title="Invite and earn" invite={sampleInvite} friends={friends} copyText={vi.fn()} />,
      { wrapper },
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(
      <Referral
        title="Invite and earn"
        invite={sampleInvite}
        friends={{ ...friends, pageCount: 3, onPageChange }}
        copyText={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /^(Go to )?page 2$/i }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
