import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authLoginEndpoint, startSession } from '../endpoints/auth';
import { signOut } from '../endpoints/logout';
import { fakeFetch, ok } from '../test/fakeFetch';
import { testRsaKey } from '../test/rsaKey';
import { createPlatformClient } from '../transport/client';
import {
  deleteCookie,
  forgetLogin,
  readCookie,
  readRememberedLogin,
  rememberCookieMaxAgeSeconds,
  rememberLogin,
  writeCookie,
} from './cookies';
import { getDeviceId } from './deviceId';
import { cookieNames, localKeys, sessionKeys } from './keys';
import {
  clearSession,
  holdToken,
  initSession,
  keepHeldToken,
  readAccountType,
  readCached,
  readLanguage,
  readToken,
  removeCached,
  storeMember,
  subscribeSession,
  writeCached,
  writeLanguage,
  writeToken,
} from './session';
import { createSafeStore, localStore, sessionStore } from './storage';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) deleteCookie(name);
  }
}

beforeEach(() => {
  sessionStore.clear();
  localStore.clear();
  clearCookies();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('session storage', () => {
  it('uses the platform names and stores the numeric account type', () => {
    initSession('demo');
    writeToken('tok');
    storeMember({ account: 'demo_player', type: 41 });
    expect(sessionStorage.getItem('token')).toBe('tok');
    expect(sessionStorage.getItem('isAgent')).toBe('41');
    expect(sessionStorage.getItem('account')).toBe('demo_player');
    expect(sessionStorage.getItem('merchant')).toBe('demo');
    expect(readAccountType()).toBe(41);
  });

  it("reads a cached answer only in the session it was written in; the platform front end's entries are public", () => {
    writeCached('merchantWallet', { isSingle: true }, 'member:aaaa0001');
    expect(readCached('merchantWallet', 'member:aaaa0001')).toEqual({ isSingle: true });
    expect(readCached('merchantWallet', 'member:bbbb0002')).toBeUndefined();
    expect(readCached('merchantWallet', '')).toBeUndefined();
    sessionStorage.setItem('routers', '[]');
    expect(readCached('routers', '')).toEqual([]);
    expect(readCached('routers', 'member:aaaa0001')).toBeUndefined();
    removeCached('merchantWallet');
    expect(sessionStorage.getItem('lobby.owner.merchantWallet')).toBeNull();
  });

  it('a held token is used by the page but never stored, until it is kept; logout forgets it', () => {
    const changes = vi.fn();
    const stop = subscribeSession(changes);
    writeToken('stored-before');
    holdToken('held-tok');
    expect(readToken()).toBe('held-tok');
    expect(sessionStorage.getItem(sessionKeys.token)).toBeNull();
    keepHeldToken();
    expect(sessionStorage.getItem(sessionKeys.token)).toBe('held-tok');
    holdToken('held-again');
    clearSession('demo');
    expect(readToken()).toBeNull();
    expect(changes).toHaveBeenCalledTimes(4);
    stop();
  });

  it('logout clears everything but restores the merchant code', () => {
    initSession('demo');
    writeToken('tok');
    storeMember({ account: 'demo_player', type: 1 });
    writeCached('gameVendor', [{ title: 'LIVE' }]);
    writeCached('indexNotice', { popup: [] });
    clearSession('demo');
    expect(readToken()).toBeNull();
    expect(readAccountType()).toBeNull();
    expect(readCached('gameVendor')).toBeUndefined();
    expect(sessionStorage.getItem('index_notice')).toBeNull();
    expect(sessionStorage.getItem(sessionKeys.merchant)).toBe('demo');
    expect(sessionStorage.getItem(sessionKeys.merchantCode)).toBe('demo');
  });

  it('tells subscribers about token and language changes, once each', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    writeToken('a');
    writeToken('a');
    writeLanguage('CN');
    writeLanguage('CN');
    clearSession('demo');
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    writeToken('b');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('saves the language as lang and hisLang', () => {
    writeLanguage('CN');
    expect(localStorage.getItem(localKeys.lang)).toBe('CN');
    expect(localStorage.getItem(localKeys.hisLang)).toBe('CN');
    expect(readLanguage()).toBe('CN');
  });

  it('reads a damaged saved language as none, or as the other name when that one is sound', () => {
    localStorage.setItem(localKeys.hisLang, 'EN\n<script>');
    localStorage.setItem(localKeys.lang, '{"x":1}');
    expect(readLanguage()).toBeNull();
    localStorage.setItem(localKeys.lang, 'CN');
    expect(readLanguage()).toBe('CN');
    localStorage.setItem(localKeys.hisLang, 'zh-CN');
    expect(readLanguage()).toBe('zh-CN');
  });

  it('reads a damaged cache entry as missing', () => {
    sessionStorage.setItem('routers', '{not json');
    expect(readCached('routers')).toBeUndefined();
    expect(sessionStorage.getItem('routers')).toBeNull();
  });
});

describe('storage that throws', () => {
  it('falls back to memory when storage cannot be reached', () => {
    const store = createSafeStore(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    store.setItem('token', 'tok');
    expect(store.getItem('token')).toBe('tok');
    expect(store.persistent).toBe(false);
    store.clear();
    expect(store.getItem('token')).toBeNull();
  });

  it('keeps a value in memory when the quota is full', () => {
    const items = new Map<string, string>();
    const full: Storage = {
      get length() {
        return items.size;
      },
      key: () => null,
      clear: () => items.clear(),
      getItem: (key) => items.get(key) ?? null,
      removeItem: (key) => {
        items.delete(key);
      },
      setItem: (key, value) => {
        if (key !== '__lobby_probe__') throw new DOMException('full', 'QuotaExceededError');
        items.set(key, value);
      },
    };
    const store = createSafeStore(() => full);
    store.setItem('settings', '{}');
    expect(store.getItem('settings')).toBe('{}');
    expect(store.persistent).toBe(true);
  });
});

describe('device id', () => {
  it('is a UUID kept in local storage and mirrored in the cookie', () => {
    const first = getDeviceId();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(getDeviceId()).toBe(first);
    expect(localStorage.getItem(localKeys.deviceId)).toBe(first);
    expect(readCookie(cookieNames.deviceId)).toBe(first);
  });

  it('replaces a damaged id', () => {
    localStorage.setItem(localKeys.deviceId, 'garbage');
    expect(getDeviceId()).not.toBe('garbage');
  });
});

describe('remembered login cookies', () => {
  it('remembers username and SMS mobile for one day, never the password', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor?.set?.call(document, value);
    });
    rememberLogin({ username: 'demo_player', smsMobile: { countryDialingCode: '84', mobileNum: '0901234567' } });
    const username = written.find((cookie) => cookie.startsWith(`${cookieNames.rememberedUsername}=`));
    expect(username).toContain(`max-age=${rememberCookieMaxAgeSeconds}`);
    expect(rememberCookieMaxAgeSeconds).toBe(86_400);
    expect(readRememberedLogin()).toEqual({
      username: 'demo_player',
      smsMobile: { countryDialingCode: '84', mobileNum: '0901234567' },
    });
    expect(
      written.some((cookie) => cookie.startsWith(`${cookieNames.legacyPassword}=`) && !cookie.includes('max-age=0')),
    ).toBe(false);
  });

  it("forgets them, and the platform front end's password cookie with them", () => {
    writeCookie(cookieNames.legacyPassword, 'Passw0rd!');
    rememberLogin({ username: 'demo_player' });
    expect(readCookie(cookieNames.legacyPassword)).toBeNull();
    forgetLogin();
    expect(readRememberedLogin()).toEqual({});
  });

  it('reads a damaged SMS cookie as nothing', () => {
    writeCookie(cookieNames.rememberedSmsMobile, '{"countryDialingCode":1}');
    expect(readRememberedLogin()).toEqual({});
  });
});

describe('login and logout flows', () => {
  const { modulusHex } = testRsaKey();
  const password = 'S3cret-Passw0rd!';

  it('never writes the password to storage or cookies', async () => {
    const { fetch } = fakeFetch((request) => {
      if (request.url.pathname === '/wps/session/key/rsa') return ok(modulusHex);
      if (request.url.pathname === '/wps/session/login') return ok({ token: 'tok-1', firstTimeLogin: true });
      return ok({ id: 1, account: 'demo_player', type: 0 });
    });
    const client = createPlatformClient({ merchantCode: 'demo', fetch });
    const result = await client.call(authLoginEndpoint, { type: 'username', username: 'demo_player', password });
    const member = await startSession(client, result);
    rememberLogin({ username: member.account });
    expect(readToken()).toBe('tok-1');
    expect(readAccountType()).toBe(0);
    const everything = [
      document.cookie,
      ...Object.keys(sessionStorage).map((key) => `${key}=${sessionStorage.getItem(key)}`),
      ...Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`),
    ].join('\n');
    expect(everything).not.toContain(password);
  });

  it('signs out with DELETE and clears the session even when the platform cannot be reached', async () => {
    writeToken('tok');
    storeMember({ account: 'demo_player', type: 1 });
    const { fetch, requests } = fakeFetch(() => Promise.reject(new TypeError('offline')));
    const client = createPlatformClient({ merchantCode: 'demo', fetch });
    await signOut(client);
    expect(requests[0]?.method).toBe('DELETE');
    expect(requests[0]?.url.pathname).toBe('/wps/session/logout');
    expect(readToken()).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('demo');
  });
});
