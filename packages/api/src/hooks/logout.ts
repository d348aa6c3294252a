import { authLogoutEndpoint, signOut } from '../endpoints/logout';
import { usePlatformMutation } from './mutation';

/** Logout: always ends the local session, whatever the platform answers. */
export function useLogout() {
  return usePlatformMutation(authLogoutEndpoint, (client, _input: undefined) => signOut(client));
}
