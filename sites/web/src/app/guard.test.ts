import { describe, expect, it } from 'vitest';
import { guardRedirect } from './guard';

describe('route guard', () => {
  it('lets everyone through when the switch is off', () => {
    expect(guardRedirect('/vip', { enabled: false, loggedIn: false })).toBeNull();
  });

  it('sends visitors to /login when the switch is on', () => {
    for (const path of ['/index', '/vip', '/rng', '/noticePage', '/down']) {
      expect(guardRedirect(path, { enabled: true, loggedIn: false }), path).toBe('/login');
    }
  });

  it('keeps the pages a visitor needs to get in open', () => {
    for (const path of ['/login', '/register', '/register.html', '/helpmc', '/download']) {
      expect(guardRedirect(path, { enabled: true, loggedIn: false }), path).toBeNull();
    }
  });

  it('lets a player with a session go anywhere', () => {
    expect(guardRedirect('/vip', { enabled: true, loggedIn: true })).toBeNull();
  });
});
