/**
 * A new visit, for stories and tests that run the site's own modules: what
 * the site keeps in the browser and in its module-level stores goes, so no
 * story or test sees the one before it. Story and test code only.
 */
import { deleteCookie } from '@lobby/api/session';
import { alerts } from '../app/alerts';
import { modals } from '../app/modals';
import { sessionEndTold } from '../app/systemAlerts';
import { afterLoginFlag, forcedChange } from '../features/accounts/accountState';
import { listedVendor, pendingLaunch } from '../features/games/launchState';

/** Empties a storage area except Storybook's own keys (it shares the origin with the stories). */
function clearSiteStorage(storage: Storage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && !key.includes('storybook')) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) deleteCookie(name);
  }
}

/**
 * Clears the site's session and local storage, its cookies, open modals and
 * alerts, the session-end notice, the account flows' state, a launch waiting
 * for a login and the popup game list's vendor. The caller
 * starts the session again if it renders the site (`initSession`).
 */
export function resetSiteState(): void {
  clearSiteStorage(sessionStorage);
  clearSiteStorage(localStorage);
  clearCookies();
  modals.close();
  alerts.dismiss();
  sessionEndTold();
  afterLoginFlag.clear();
  forcedChange.end();
  pendingLaunch.set(null);
  listedVendor.set(null);
}
