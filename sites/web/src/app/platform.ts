import { createPlatformClient } from '@lobby/api';
import { initSession } from '@lobby/api/session';
import { brand } from '../brands';
import { siteLanguage } from './i18n';
import { startupFetch } from './startup/startupAnswers';
import { endSession } from './systemAlerts';

initSession(brand.merchantCode);

/** The one platform client of the site; every hook reaches it through PlatformProvider. */
export const platformClient = createPlatformClient({
  baseUrl: brand.platformBaseUrl,
  merchantCode: brand.merchantCode,
  // The interface's language, so a saved language this brand does not offer never reaches the platform.
  getLanguage: siteLanguage,
  // The start-up reads index.html asked for before this code arrived are taken, not asked again.
  fetch: startupFetch,
  // Clears storage but keeps the merchant code; the shell then
  // shows the visitor's view and says why.
  onSessionEnded: () => endSession(),
});
