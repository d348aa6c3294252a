import { authLogoutEndpoint, signOut } from '../endpoints/logout';
import { usePlatformMutation } from './mutation';

/** Logout (spec §4): always ends the local session, whatever the platform answers. */
export function useLogout() {
  return usePlatformMutation(authLogoutEndpoint.id, (client, _input: undefined) => signOut(client));
}
