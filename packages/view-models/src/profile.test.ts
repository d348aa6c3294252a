import type { MemberInfo, PlayerInfo } from '@lobby/api';
import { describe, expect, it } from 'vitest';
import { stockAvatarsAt } from './avatars';
import {
  currentAvatarOf,
  genderOf,
  messengerInputsOf,
  profileDetailsOf,
  profileFailureOf,
  profileWritesOf,
} from './profile';

const member: MemberInfo = {
  id: '10002',
  account: 'demo_player',
  nickname: 'Lucky Player',
  type: 0,
  toUpline: false,
  clubLabel: { labelName: 'Silver', rankLevel: 2 },
  memberLabel: [],
  email: 'demo.player@lobby.example',
  mobileNum: '912345678',
  payeeName: 'Nguyen Van An',
};

const empty: PlayerInfo = {
  nickname: null,
  email: null,
  realName: null,
  birthday: null,
  gender: null,
  qqNum: null,
  line: null,
  whatsapp: null,
  facebook: null,
  wechat: null,
};

describe('profileDetailsOf', () => {
  it("starts the form from member info and the player's details", () => {
    const info: PlayerInfo = { ...empty, birthday: '1990-02-28', gender: 'F', line: ' ace_line ', qqNum: '' };
    expect(profileDetailsOf(member, info)).toEqual({
      username: 'demo_player',
      nickname: 'Lucky Player',
      email: 'de***@lobby.example',
      realName: 'Nguyen Van An',
      birthday: '1990-02-28',
      gender: 'female',
      messengers: { line: 'ace_line' },
    });
  });

  it('leaves what nobody gave empty: no e-mail, real name, birthday or gender', () => {
    const fresh = { ...member, nickname: null, email: null, payeeName: null };
    expect(profileDetailsOf(fresh, undefined)).toEqual({
      username: 'demo_player',
      nickname: '',
      email: null,
      realName: null,
      birthday: null,
      gender: null,
      messengers: {},
    });
  });

  it('takes the real name from the details when member info has none, and a birthday with a time as its day', () => {
    const details = profileDetailsOf(
      { ...member, payeeName: ' ' },
      { ...empty, realName: 'Tran Thi Mai', birthday: '1990-02-28 00:00:00' },
    );
    expect(details.realName).toBe('Tran Thi Mai');
    expect(details.birthday).toBe('1990-02-28');
    expect(profileDetailsOf(member, { ...empty, birthday: '28/02/1990' }).birthday).toBeNull();
  });
});

describe('genderOf', () => {
  it('reads our codes and the spelled-out words, and nothing else', () => {
    expect(genderOf('M')).toBe('male');
    expect(genderOf('female')).toBe('female');
    expect(genderOf(' u ')).toBe('unspecified');
    expect(genderOf('1')).toBeNull();
    expect(genderOf(null)).toBeNull();
  });
});

describe('messengerInputsOf', () => {
  it('shows the messenger fields the registration settings enable, in the form order, with their rules', () => {
    const rules = {
      wechat: { enabled: false, required: false, acceptedPattern: '*', patternId: '11', minLength: 6, maxLength: 20 },
      line: {
        enabled: true,
        required: false,
        acceptedPattern: '[a-z0-9._-]+',
        patternId: '11',
        minLength: 4,
        maxLength: 30,
      },
      qqNum: { enabled: null, required: true, acceptedPattern: '\\d+', patternId: '2', minLength: 5, maxLength: 12 },
      username: { enabled: true, required: true, acceptedPattern: '*', patternId: '0', minLength: 6, maxLength: 16 },
    };
    const inputs = messengerInputsOf(rules);
    expect(inputs.map((input) => input.field)).toEqual(['qqNum', 'line']);
    expect(inputs[1]?.rule).toBe(rules.line);
    expect(messengerInputsOf(undefined)).toEqual([]);
  });
});

describe('profileWritesOf', () => {
  it('sends the nickname through its own call and the rest, with the gender code, in one update', () => {
    expect(profileWritesOf({ nickname: 'Ace', birthday: '1990-02-28', gender: 'male', line: '' })).toEqual({
      nickname: 'Ace',
      update: { birthday: '1990-02-28', gender: 'M', line: '' },
    });
    expect(profileWritesOf({ nickname: 'Ace' })).toEqual({ nickname: 'Ace', update: null });
    expect(profileWritesOf({ gender: 'unspecified' })).toEqual({ nickname: null, update: { gender: 'U' } });
  });
});

describe('currentAvatarOf', () => {
  const stock = stockAvatarsAt('/avatars/');

  it('names the stock avatar in use', () => {
    expect(currentAvatarOf({ avatar: 'avatar-07', avatarType: 'STATIC' }, stock)).toEqual({
      src: '/avatars/avatar-07.svg',
      stockName: 'avatar-07',
    });
  });

  it('shows an uploaded picture, and no stock avatar as chosen', () => {
    const picture = 'data:image/jpeg;base64,/9j/4AAQ';
    expect(currentAvatarOf({ avatar: picture, avatarType: 'CUSTOM' }, stock)).toEqual({
      src: picture,
      stockName: null,
    });
    expect(currentAvatarOf(undefined, stock)).toEqual({ src: null, stockName: null });
  });
});

describe('profileFailureOf', () => {
  it("says a failure in the player's words", () => {
    expect(profileFailureOf(new Error('boom'), (key) => `t:${key}`)).toEqual({ ok: false, error: 't:errors.server' });
  });
});
