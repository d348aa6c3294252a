import { deleteCookie, forgetLogin, localStore, rememberLogin, sessionStore } from '@lobby/api/session';

/**
 * "Remember me" without ever writing a password: the username and
 * the SMS mobile go to the 1-day cookies of @lobby/api; the password is left
 * to the browser's password manager, which the fields' `autocomplete` values
 * invite, and to the Credential Management API where the browser has one.
 */

/** Where the platform's old front end kept the password (`cpw`, removed on sight). */
export const legacyPasswordKey = 'cpw';

/** What a login remembers, by login type. */
export type RememberInput =
  | { type: 'username'; username: string; password: string; remember: boolean }
  | { type: 'sms'; mobileNum: string; countryDialingCode: string; remember: boolean };

interface PasswordCredentialLike {
  readonly id: string;
}

type PasswordCredentialConstructor = new (data: {
  id: string;
  password: string;
  name?: string;
}) => PasswordCredentialLike;

/** Offers the password to the browser's password manager; false where there is none or it refuses. */
export async function storePasswordCredential(id: string, password: string): Promise<boolean> {
  const Constructor = (globalThis as { PasswordCredential?: PasswordCredentialConstructor }).PasswordCredential;
  const container = typeof navigator === 'undefined' ? undefined : navigator.credentials;
  if (!Constructor || !container || typeof container.store !== 'function') return false;
  try {
    // The constructor's object is a Credential in browsers that have it; the DOM types do not know PasswordCredential everywhere.
    await container.store(new Constructor({ id, password, name: id }) as unknown as Credential);
    return true;
  } catch {
    return false;
  }
}

/** After a successful login: remember what the player chose to, or forget it all when unchecked. */
export function rememberAfterLogin(input: RememberInput): void {
  if (!input.remember) {
    forgetLogin();
    return;
  }
  if (input.type === 'username') {
    rememberLogin({ username: input.username });
    void storePasswordCredential(input.username, input.password);
  } else {
    rememberLogin({ smsMobile: { countryDialingCode: input.countryDialingCode, mobileNum: input.mobileNum } });
  }
}

/** Free play removes the stored `cpw` value, wherever a legacy front end left it. */
export function removeLegacyPassword(): void {
  localStore.removeItem(legacyPasswordKey);
  sessionStore.removeItem(legacyPasswordKey);
  deleteCookie(legacyPasswordKey);
}
