import { describe, expect, it } from 'vitest';
import { avatarImageUrl, stockAvatarNames, stockAvatarsAt } from './avatars';

const stock = stockAvatarsAt('/avatars/');

describe('stock avatars', () => {
  it('are twelve images named avatar-01 to avatar-12, served under the base given', () => {
    expect(stockAvatarNames).toHaveLength(12);
    expect(stock[0]).toEqual({ name: 'avatar-01', src: '/avatars/avatar-01.svg' });
    expect(stock[11]).toEqual({ name: 'avatar-12', src: '/avatars/avatar-12.svg' });
    expect(stockAvatarsAt('/lobby/avatars')[6]?.src).toBe('/lobby/avatars/avatar-07.svg');
  });
});

describe('avatarImageUrl', () => {
  it('gives a stock avatar its image', () => {
    expect(avatarImageUrl({ avatar: 'avatar-07' }, stock)).toBe('/avatars/avatar-07.svg');
    expect(avatarImageUrl({ avatar: ' avatar-12 ' }, stock)).toBe('/avatars/avatar-12.svg');
  });

  it('keeps an uploaded picture: an inline image or an http(s) address', () => {
    const inline = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';
    expect(avatarImageUrl({ avatar: inline }, stock)).toBe(inline);
    expect(avatarImageUrl({ avatar: 'https://cdn.example.com/a/1.png' }, stock)).toBe(
      'https://cdn.example.com/a/1.png',
    );
  });

  it('is null, so the default avatar shows, for anything else or nothing', () => {
    expect(avatarImageUrl({ avatar: 'avatar-13' }, stock)).toBeNull();
    expect(avatarImageUrl({ avatar: 'javascript:alert(1)' }, stock)).toBeNull();
    expect(avatarImageUrl({ avatar: 'data:text/html,<b>hi</b>' }, stock)).toBeNull();
    expect(avatarImageUrl({ avatar: '/avatars/avatar-01.svg' }, stock)).toBeNull();
    expect(avatarImageUrl({ avatar: '' }, stock)).toBeNull();
    expect(avatarImageUrl({ avatar: null }, stock)).toBeNull();
    expect(avatarImageUrl(undefined, stock)).toBeNull();
  });
});
