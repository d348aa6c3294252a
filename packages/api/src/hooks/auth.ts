import { useCallback, useId, useRef, useState } from 'react';
import {
  authAffiliateEndpoint,
  authCaptchaEndpoint,
  authChangePasswordEndpoint,
  authForgotPasswordEmailEndpoint,
  authFreePlayEndpoint,
  authLoginEndpoint,
  authLoginSmsEndpoint,
  authRegisterEndpoint,
  authRegisterMobileEndpoint,
  authRegisterSmsMobileEndpoint,
  authRegisterSmsUsernameEndpoint,
  authResetPasswordByPhoneEndpoint,
  authSliderChallengeEndpoint,
  getCaptcha,
  getSliderChallenge,
  type LoginRequest,
  type LoginResult,
  playForFree,
  type RegisterInput,
  type RegisterMobileInput,
  type RegisterResult,
  type RegisterSmsInput,
  register,
  registerByMobile,
  requestMobileRegisterSmsCode,
  requestRegisterSmsCode,
  type SliderChallenge,
  startSession,
} from '../endpoints/auth';
import type { MemberInfo } from '../endpoints/member';
import type { PlatformError } from '../transport/errors';
import { mutationHook, usePlatformMutation } from './mutation';
import { usePlatformQuery } from './query';

/** What a login leaves behind: the platform's answer and the loaded member (login info). */
export interface SessionStart<TResult> {
  result: TResult;
  member: MemberInfo;
}

/**
 * Login: logs in, stores the token and loads the login info. Every
 * token-scoped read switches to the new session by itself (keys carry it).
 */
export function useLogin() {
  return usePlatformMutation(
    authLoginEndpoint,
    async (client, input: LoginRequest): Promise<SessionStart<LoginResult>> => {
      const result = await client.call(authLoginEndpoint, input);
      return { result, member: await startSession(client, result) };
    },
  );
}

/** Free play: a trial session, then login info. */
export function useFreePlay() {
  return usePlatformMutation(authFreePlayEndpoint, async (client, _input: undefined) => {
    const result = await playForFree(client);
    return { result, member: await startSession(client, result) } satisfies SessionStart<LoginResult>;
  });
}

/** Registration: registers, then starts the session when a token came back. */
export function useRegister() {
  return usePlatformMutation(
    authRegisterEndpoint,
    async (client, input: RegisterInput): Promise<{ result: RegisterResult; member?: MemberInfo }> => {
      const result = await register(client, input);
      return result.token ? { result, member: await startSession(client, result) } : { result };
    },
  );
}

export function useRegisterByMobile() {
  return usePlatformMutation(
    authRegisterMobileEndpoint,
    async (client, input: RegisterMobileInput): Promise<{ result: RegisterResult; member?: MemberInfo }> => {
      const result = await registerByMobile(client, input);
      return result.token ? { result, member: await startSession(client, result) } : { result };
    },
  );
}

/** Registration SMS; `mode` picks the username or the mobile variant. */
export function useRegisterSmsCode(mode: 'username' | 'mobile') {
  return usePlatformMutation(
    mode === 'username' ? authRegisterSmsUsernameEndpoint : authRegisterSmsMobileEndpoint,
    (client, input: RegisterSmsInput) =>
      mode === 'username' ? requestRegisterSmsCode(client, input) : requestMobileRegisterSmsCode(client, input),
  );
}

export const useLoginSmsCode = mutationHook(authLoginSmsEndpoint);
export const useChangePassword = mutationHook(authChangePasswordEndpoint);
export const usePasswordResetEmail = mutationHook(authForgotPasswordEmailEndpoint);
export const useResetPasswordByPhone = mutationHook(authResetPasswordByPhoneEndpoint);

/**
 * The slider captcha's challenge. Each form has its own (the
 * key carries the mount's id), nothing is revalidated behind the player's
 * back, and `renew()` drops the used one at once so no slide is made against
 * it: call it after every attempt, failed or not.
 */
export function useSliderChallenge(options: { enabled?: boolean } = {}): {
  challenge: SliderChallenge | undefined;
  renew: () => void;
  error: PlatformError | undefined;
  isLoading: boolean;
} {
  const mount = useId();
  const [nonce, setNonce] = useState(0);
  const { data, error, isLoading } = usePlatformQuery(
    { endpoint: authSliderChallengeEndpoint },
    { mount, nonce },
    (client) => getSliderChallenge(client),
    {
      enabled: options.enabled ?? true,
      revalidateOnFocus: false,
      revalidateIfStale: false,
      revalidateOnReconnect: false,
      dedupingInterval: 0,
      keepPreviousData: false,
    },
  );
  const renew = useCallback(() => setNonce((value) => value + 1), []);
  return { challenge: data, renew, error, isLoading };
}

/** The captcha refreshes at most once a second. */
export const captchaRefreshIntervalMs = 1000;

/**
 * The captcha image as an `<img src>`. Each `refresh()` fetches a new one,
 * at most once a second; nothing is shared between mounts (the key carries
 * the mount's id): the platform keeps one captcha per device, so an image
 * another form showed earlier may no longer be the one it checks.
 */
export function useCaptcha(options: { enabled?: boolean; now?: () => number } = {}): {
  src: string | undefined;
  refresh: () => boolean;
  error: PlatformError | undefined;
  isLoading: boolean;
} {
  const mount = useId();
  const [nonce, setNonce] = useState(0);
  const last = useRef(Number.NEGATIVE_INFINITY);
  const now = options.now ?? Date.now;
  const { data, error, isLoading } = usePlatformQuery(
    { endpoint: authCaptchaEndpoint },
    { mount, nonce },
    (client) => getCaptcha(client),
    {
      enabled: options.enabled ?? true,
      revalidateOnFocus: false,
      revalidateIfStale: false,
      revalidateOnReconnect: false,
      dedupingInterval: 0,
      keepPreviousData: true,
      onSuccess: () => {
        last.current = now();
      },
    },
  );
  const refresh = useCallback(() => {
    if (now() - last.current < captchaRefreshIntervalMs) return false;
    last.current = now();
    setNonce((value) => value + 1);
    return true;
  }, [now]);
  return { src: data, refresh, error, isLoading };
}

/** Checks an affiliate code before registering. */
export function useCheckAffiliateCode() {
  return usePlatformMutation(authAffiliateEndpoint, (client, affiliateCode: string) =>
    client.call(authAffiliateEndpoint, { affiliateCode }),
  );
}
