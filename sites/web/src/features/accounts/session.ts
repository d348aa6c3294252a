import {
  type LoginResult,
  loadLoginInfo,
  type MemberInfo,
  type PlatformClient,
  signOut,
  startSession,
} from '@lobby/api';

/**
 * Completes a session the platform has just opened (login, free play,
 * registration): stores the token and loads the login info. When the login
 * info cannot be loaded the session is closed again, so the player is never
 * left half logged in (a token, but no member).
 */
export async function completeSession(
  client: PlatformClient,
  result: Pick<LoginResult, 'token'> | { token?: string | undefined },
): Promise<MemberInfo> {
  try {
    return await startSession(client, result);
  } catch (error) {
    await signOut(client);
    throw error;
  }
}

/** Reloads the login info of a session whose token is stored (after a forced password change). */
export async function reloadLoginInfo(client: PlatformClient): Promise<MemberInfo> {
  try {
    return await loadLoginInfo(client);
  } catch (error) {
    await signOut(client);
    throw error;
  }
}
