import type { MemberInfo } from '@lobby/api';
import { describe, expect, it } from 'vitest';
import { maskedEmail, maskedMobile, securitySummaryOf } from './security';

const member: MemberInfo = {
  id: '10002',
  account: 'demo_player',
  nickname: 'Lucky Player',
  type: 0,
  toUpline: false,
  clubLabel: { labelName: 'Silver', rankLevel: 2 },
  memberLabel: [
    { labelName: 'VIP', labelId: '1' },
    { labelName: ' ', labelId: '2' },
  ],
  email: 'demo.player@lobby.example',
  mobileNum: '912345678',
  payeeName: 'Nguyen Van An',
};

describe('security centre view model', () => {
  it('hides the middle of a number and the name of an address', () => {
    expect(maskedMobile('912345678')).toBe('912****678');
    expect(maskedMobile('12345')).toBe('1***5');
    expect(maskedMobile('  ')).toBeNull();
    expect(maskedEmail('demo.player@lobby.example')).toBe('de***@lobby.example');
    expect(maskedEmail('a@b.co')).toBe('a***@b.co');
    expect(maskedEmail(null)).toBeNull();
  });

  it('shows the nickname, rank, labels and bound contacts', () => {
    expect(securitySummaryOf(member, {})).toEqual({
      account: {
        displayName: 'Lucky Player',
        username: 'demo_player',
        avatar: null,
        rankName: 'Silver',
        labels: ['VIP'],
      },
      mobile: '912****678',
      email: 'de***@lobby.example',
    });
  });

  it('falls back to the username, and says "none bound" as null', () => {
    const summary = securitySummaryOf(
      { ...member, nickname: '', email: null, mobileNum: undefined, clubLabel: null },
      { hasPaymentPassword: false, bankCards: [] },
    );
    expect(summary.account.displayName).toBe('demo_player');
    expect(summary.account).not.toHaveProperty('rankName');
    expect(summary).toMatchObject({ mobile: null, email: null, hasPaymentPassword: false, bankCardCount: 0 });
  });

  it('tells a call that failed (null) from one not answered yet (left out)', () => {
    expect(securitySummaryOf(member, { hasPaymentPassword: null, bankCards: null })).toMatchObject({
      hasPaymentPassword: null,
      bankCardCount: null,
    });
    expect(securitySummaryOf(member, { hasPaymentPassword: undefined })).not.toHaveProperty('hasPaymentPassword');
  });

  it('shows a stock avatar by its image', () => {
    const stockAvatars = [{ name: 'avatar-07', src: '/avatars/avatar-07.svg' }];
    expect(
      securitySummaryOf(member, { avatar: { avatar: 'avatar-07', avatarType: 'STATIC' }, stockAvatars }).account.avatar,
    ).toBe('/avatars/avatar-07.svg');
  });

  it('takes an image avatar and drops an address that is no image', () => {
    const avatar = 'data:image/png;base64,iVBORw0KGgo=';
    expect(securitySummaryOf(member, { avatar: { avatar, avatarType: 'CUSTOM' } }).account.avatar).toBe(avatar);
    expect(
      securitySummaryOf(member, { avatar: { avatar: 'javascript:alert(1)', avatarType: 'CUSTOM' } }).account.avatar,
    ).toBeNull();
  });
});
