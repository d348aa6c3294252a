import { clearSession } from '../session/session';
import type { CallOptions, PlatformClient } from '../transport/client';
import { PlatformError } from '../transport/errors';
import { defineEndpoint } from './define';
import { anyValue, noFields } from './fields';

// Logout is on every page (header, side menu); the other session calls come
// with the account forms. Its own module keeps those out of the first bundle.

export const authLogoutEndpoint = defineEndpoint({
  id: 'auth.logout',
  method: 'DELETE',
  path: '/wps/session/logout',
  moduleId: 'COMM3',
  request: noFields,
  response: anyValue,
  summary: 'End the session',
});

/**
 * Logout: tells the platform, then clears session storage while
 * keeping the merchant code, whatever the platform answered: a player who
 * signs out must be signed out here even when the network is down.
 */
export async function signOut(client: PlatformClient, options?: CallOptions): Promise<void> {
  try {
    await client.call(authLogoutEndpoint, undefined, options);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
  } finally {
    clearSession(client.merchantCode);
  }
}
