import { createPlatformClient } from '@lobby/api';
import { initSession } from '@lobby/api/session';
import { brand } from '../brands';
import { siteLanguage } from './i18n';
import { endSession } from './systemAlerts';

initSession(brand.merchantCode);

/** The one platform client of the site; every hook reaches it through PlatformProvider. */
export const platformClient = createPlatformClient({
  baseUrl: brand.platformBaseUrl,
  merchantCode: brand.merchantCode,
  // The interface's language, so a saved language this brand does not offer never reaches the platform.
  getLanguage: siteLanguage,
  // Clears storage but keeps the merchant code; the shell then
  // shows the visitor's view and says why.
  onSessionEnded: () => endSession(),
});
