import { describe, expect, it } from 'vitest';
import { balanceViewOf, shellUserOf } from './shell';

const member = { id: '10086', account: 'demo_player', nickname: 'Lucky Star', clubLabel: { labelName: 'Silver' } };

describe('shellUserOf', () => {
  it('is nobody for a visitor, whatever is cached', () => {
    expect(shellUserOf({ loggedIn: false, member, unread: 3 })).toBeNull();
  });

  it('shows the member with nickname, rank and unread mail', () => {
    expect(shellUserOf({ loggedIn: true, account: 'stored', member, unread: 4 })).toEqual({
      id: '10086',
      account: 'demo_player',
      nickname: 'Lucky Star',
      rankLabel: 'Silver',
      unread: 4,
    });
  });

  it('shows the stored account until member info arrives, and leaves out what is unknown', () => {
    expect(shellUserOf({ loggedIn: true, account: 'demo_player' })).toEqual({ id: '', account: 'demo_player' });
    // A trial account has no mailbox: no count rather than zero.
    const trial = shellUserOf({ loggedIn: true, member: { ...member, nickname: '', clubLabel: null }, unread: null });
    expect(trial).toEqual({ id: '10086', account: 'demo_player' });
  });

  it("shows the avatar's image when there is one; without it the default avatar shows", () => {
    expect(shellUserOf({ loggedIn: true, member, avatarUrl: '/avatars/avatar-07.svg' })?.avatarUrl).toBe(
      '/avatars/avatar-07.svg',
    );
    expect(shellUserOf({ loggedIn: true, member, avatarUrl: null })).not.toHaveProperty('avatarUrl');
  });
});

describe('balanceViewOf', () => {
  it('is loading without an answer, and an error when the first attempt failed', () => {
    expect(balanceViewOf({})).toEqual({ amount: null, status: 'loading' });
    expect(balanceViewOf({ error: new Error('offline') })).toEqual({ amount: null, status: 'error' });
  });

  it("shows the sum (the brand's currency writes it, not the answer's symbol), refreshing while the wallets sync", () => {
    const data = { sumBalance: 12345.67, currencySymbol: '₱' };
    expect(balanceViewOf({ data })).toEqual({ amount: 12345.67, status: 'ready' });
    expect(balanceViewOf({ data, isValidating: true }).status).toBe('refreshing');
  });
});
