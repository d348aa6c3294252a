import { describe, expect, it } from 'vitest';
import { homeBannersOf } from './homeBanners';

const t = (key: string) => `«${key}»`;
const banner = (groupName: string, url: string, extra: { title?: string | null; link?: string | null } = {}) => ({
  groupName,
  url,
  ...extra,
});

describe('homeBannersOf', () => {
  it('shows the w_home group in order, each named by its title and leading where it links', () => {
    const slides = homeBannersOf(
      {
        banners: [
          banner('w_login', 'https://cdn.example/login.png', { title: 'Welcome back' }),
          banner('w_home', 'https://cdn.example/casino.png', { title: 'Over 5,000 casino games', link: '/rng' }),
          banner('w_home', 'https://cdn.example/sports.png', { title: '140+ sports', link: 'https://sports.example/' }),
        ],
      },
      t,
    );
    expect(slides).toEqual([
      {
        id: '0',
        label: 'Over 5,000 casino games',
        image: { src: 'https://cdn.example/casino.png', alt: '' },
        href: '/rng',
      },
      {
        id: '1',
        label: '140+ sports',
        image: { src: 'https://cdn.example/sports.png', alt: '' },
        href: 'https://sports.example/',
      },
    ]);
  });

  it("names a banner without a title by the carousel's name", () => {
    const [slide] = homeBannersOf({ banners: [banner('w_home', 'https://cdn.example/a.png')] }, t);
    expect(slide?.label).toBe('«pages.home.banners»');
    expect(slide).not.toHaveProperty('href');
  });

  it('drops art the site does not accept and links it must not follow', () => {
    const slides = homeBannersOf(
      {
        banners: [
          banner('w_home', 'javascript:alert(1)', { title: 'Hostile art' }),
          banner('w_home', 'data:image/svg+xml,<svg/>', { title: 'Inline art', link: 'javascript:alert(1)' }),
        ],
      },
      t,
    );
    expect(slides.map((slide) => slide.label)).toEqual(['Inline art']);
    expect(slides[0]).not.toHaveProperty('href');
  });

  it('has nothing before the announcements arrive', () => {
    expect(homeBannersOf(undefined, t)).toEqual([]);
  });
});
