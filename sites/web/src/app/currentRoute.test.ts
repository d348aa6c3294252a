import { describe, expect, it } from 'vitest';
import { routeFor } from './currentRoute';

describe('routeFor', () => {
  it('finds a page by its path, in any letter case, with or without a trailing slash', () => {
    expect(routeFor('/noticePage').titleKey).toBe('site.page.notices');
    expect(routeFor('/NOTICEPAGE/').titleKey).toBe('site.page.notices');
  });

  it('gives /login and /register the home page with their modal', () => {
    expect(routeFor('/login')).toMatchObject({ chunk: 'home', layout: 'full', modal: 'loginPopupModal' });
    expect(routeFor('/register.html')).toMatchObject({ chunk: 'home', modal: 'registerModal' });
    expect(routeFor('/index').modal).toBeUndefined();
  });

  it('gives any other address the not-found page', () => {
    expect(routeFor('/no-such-page')).toMatchObject({ chunk: 'notFound', titleKey: 'site.page.notFound' });
    expect(routeFor('/index/more').chunk).toBe('notFound');
  });
});
