import { createPlatformClient } from '@lobby/api';
import { initSession, readLanguage } from '@lobby/api/session';
import { brand } from '../brands';
import { endSession } from './systemAlerts';

initSession(brand.merchantCode);

/** The one platform client of the site; every hook reaches it through PlatformProvider. */
export const platformClient = createPlatformClient({
  baseUrl: brand.platformBaseUrl,
  merchantCode: brand.merchantCode,
  getLanguage: () => readLanguage() ?? brand.defaultLanguage,
  // Clears storage but keeps the merchant code; the shell then
  // shows the visitor's view and says why.
  onSessionEnded: () => endSession(),
});
