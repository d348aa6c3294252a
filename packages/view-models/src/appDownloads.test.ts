import { describe, expect, it } from 'vitest';
import { appsOf } from './appDownloads';

const resources = [
  { resourceType: 'IOS', url: 'https://apps.example/ios', labelNameEn: 'iOS App', labelNameCn: 'iOS 应用' },
  { resourceType: 'mobileconfig', url: null, qrCodeUrl: 'https://apps.example/lite.mobileconfig' },
  { resourceType: 'ANDROID', url: null, qrCodeUrl: null },
  { resourceType: 'FACEBOOK', url: 'https://www.facebook.com/lobby.example' },
];

describe('appsOf', () => {
  it('offers the app builds that have an address, with the label in the language shown', () => {
    expect(appsOf(resources, 'EN')).toEqual([
      { kind: 'IOS', url: 'https://apps.example/ios', label: 'iOS App' },
      { kind: 'MOBILECONFIG', url: 'https://apps.example/lite.mobileconfig' },
    ]);
    expect(appsOf(resources, 'CN')[0]?.label).toBe('iOS 应用');
    expect(appsOf(undefined, 'EN')).toEqual([]);
  });
});
