import { describe, expect, it } from 'vitest';
import { downloadableApps, isDownloadUrl } from './AppDownloadPage';

describe('isDownloadUrl', () => {
  it('accepts absolute http(s) addresses and paths on this site', () => {
    expect(isDownloadUrl('https://apps.lobby.example/android/lobby.apk')).toBe(true);
    expect(isDownloadUrl('http://apps.lobby.example/ios/lobby.mobileconfig')).toBe(true);
    expect(isDownloadUrl('  https://apps.lobby.example/ios/lobby.ipa  ')).toBe(true);
    expect(isDownloadUrl('/downloads/lobby.apk')).toBe(true);
  });

  it('refuses script, data and protocol-relative addresses and anything unparsable', () => {
    expect(isDownloadUrl('javascript:alert(1)')).toBe(false);
    expect(isDownloadUrl('JavaScript:alert(1)')).toBe(false);
    expect(isDownloadUrl('data:application/octet-stream;base64,AAAA')).toBe(false);
    expect(isDownloadUrl('//evil.example/app.apk')).toBe(false);
    expect(isDownloadUrl('itms-services://?action=download-manifest')).toBe(false);
    expect(isDownloadUrl('lobby.apk')).toBe(false);
    expect(isDownloadUrl('')).toBe(false);
  });
});

describe('downloadableApps', () => {
  it('keeps one build a kind, the first safe one, in the order iOS, lite app, Android', () => {
    const apps = downloadableApps([
      { kind: 'ANDROID', url: 'https://a.example/first.apk' },
      { kind: 'IOS', url: 'javascript:void 0' },
      { kind: 'IOS', url: 'https://a.example/lobby.ipa' },
      { kind: 'MOBILECONFIG', url: '/lobby.mobileconfig' },
      { kind: 'ANDROID', url: 'https://a.example/second.apk' },
    ]);
    expect(apps.map((app) => [app.kind, app.url])).toEqual([
      ['IOS', 'https://a.example/lobby.ipa'],
      ['MOBILECONFIG', '/lobby.mobileconfig'],
      ['ANDROID', 'https://a.example/first.apk'],
    ]);
  });

  it('offers the address as checked, not the padding around it (found by the property test)', () => {
    expect(downloadableApps([{ kind: 'IOS', url: '\u3000https://a.example/lobby.ipa\u3000' }])).toEqual([
      { kind: 'IOS', url: 'https://a.example/lobby.ipa' },
    ]);
  });

  it('offers nothing when no build has a safe address', () => {
    expect(downloadableApps([{ kind: 'IOS', url: 'data:text/html,hi' }])).toEqual([]);
    expect(downloadableApps([])).toEqual([]);
  });
});
