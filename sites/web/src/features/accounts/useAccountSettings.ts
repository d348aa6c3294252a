import { useCountryCodes, useSettings } from '@lobby/api/hooks';
import type { CountryOption } from '@lobby/ui';
import { countryOptionsOf } from '@lobby/view-models';
import { useMemo } from 'react';
import { brand } from '../../brands';

/** The site flags the account forms branch on (docs/platform.md#module-ids). */
export interface AccountSwitches {
  /** Settings loaded: until then, optional tabs and buttons stay hidden. */
  loaded: boolean;
  usernameRegistration: boolean;
  mobileRegistration: boolean;
  mobilePassword: boolean;
  registerSms: boolean;
  resetByPhone: boolean;
  directRegistration: boolean;
  smsLogin: boolean;
  freePlay: boolean;
  /** The registration captcha image (CAPTCHA3). */
  registerCaptcha: boolean;
  /** An expired password must be changed at login (PWDEXPFORCECHANGE3). */
  expiryEnforced: boolean;
  google: boolean;
  facebook: boolean;
}

export function useAccountSwitches(): AccountSwitches {
  const { isEnabled, switches } = useSettings();
  return useMemo(
    () => ({
      loaded: switches !== undefined,
      usernameRegistration: isEnabled('USERNAMEREG3'),
      mobileRegistration: isEnabled('MOBILENUMREG3'),
      mobilePassword: isEnabled('MOBILENUMPASSREG3'),
      registerSms: isEnabled('REGMOBVERF3'),
      resetByPhone: isEnabled('CHNGPASSVERIF3'),
      directRegistration: isEnabled('DIRECTREG3'),
      smsLogin: isEnabled('MOBILEVERCODELOGIN3'),
      freePlay: isEnabled('FREEPLAY3'),
      registerCaptcha: isEnabled('CAPTCHA3'),
      expiryEnforced: isEnabled('PWDEXPFORCECHANGE3'),
      // Either the brand or the platform's settings may switch the buttons on.
      google: brand.features.googleLogin || isEnabled('GOOGLELOGIN3'),
      facebook: brand.features.facebookLogin || isEnabled('FACEBOOKLOGIN3'),
    }),
    [isEnabled, switches],
  );
}

/**
 * Dialing codes for the phone fields, each with its flag as a path on the
 * image CDN (the site's `CdnProvider` picks the host).
 */
export function useCountryOptions(): CountryOption[] {
  const { data } = useCountryCodes();
  return useMemo(() => countryOptionsOf(data), [data]);
}
