import { describe, expect, it } from 'vitest';
import { authBannersOf, countryOptionsOf } from './accounts';

describe('countryOptionsOf', () => {
  it('takes the dialing code without "+" and the flag as a path on the image CDN', () => {
    const countries = [
      { countryCode: 'PH', countryDialingCode: '+63', countryName: 'Philippines' },
      { countryCode: 'VN', countryDialingCode: '84', countryName: null },
    ];
    expect(countryOptionsOf(countries)).toEqual([
      { code: 'PH', dialingCode: '63', flagPath: 'TCG_PROD_IMAGES/COUNTRY_FLAG/PH.png', name: 'Philippines' },
      { code: 'VN', dialingCode: '84', flagPath: 'TCG_PROD_IMAGES/COUNTRY_FLAG/VN.png' },
    ]);
    expect(countryOptionsOf(undefined)).toEqual([]);
  });
});

describe('authBannersOf', () => {
  it('takes the first banner of the login and register groups, and only art the site accepts', () => {
    expect(
      authBannersOf({
        banners: [
          { groupName: 'w_home', url: 'https://cdn.example/home.png' },
          { groupName: 'w_login', url: 'https://cdn.example/login-1.png' },
          { groupName: 'w_login', url: 'https://cdn.example/login-2.png' },
          { groupName: 'w_register', url: 'javascript:alert(1)' },
        ],
      }),
    ).toEqual({ loginBanner: 'https://cdn.example/login-1.png', registerBanner: null });
    expect(authBannersOf(undefined)).toEqual({ loginBanner: null, registerBanner: null });
  });
});
