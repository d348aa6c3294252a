import { authChangePasswordEndpoint, type PlatformClient, signOut } from '@lobby/api';
import { useClient, useRegisterSettings } from '@lobby/api/hooks';
import { keepHeldToken } from '@lobby/api/session';
import { useTranslation } from '@lobby/i18n';
import type { ChangePasswordField, ChangePasswordFormProps, ChangePasswordSubmitValues, FormStatus } from '@lobby/ui';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { alerts } from '../../app/alerts';
import { useSession } from '../../app/session';
import { afterLoginFlag, forcedChange, useForcedChange } from './accountState';
import { placeError } from './errors';
import { storePasswordCredential } from './remember';
import { reloadLoginInfo } from './session';
import { useMountedRef } from './useMountedRef';

export interface ChangePasswordFlowOptions {
  /** Closes the modal. */
  onDone: () => void;
}

export interface ChangePasswordFlow {
  form: ChangePasswordFormProps;
  /** A forced change after login: it offers no cancel button; closing the modal abandons it. */
  forced: boolean;
}

/**
 * Closing the modal of a forced change: the login is not complete until the
 * password is changed, so leaving ends the session it would have completed
 * (and forgets the old password).
 */
export async function abandonForcedChange(client: PlatformClient): Promise<void> {
  if (!forcedChange.current()) return;
  forcedChange.end();
  await signOut(client);
}

/**
 * Change password. Opened by the player, it asks for the old
 * password. Forced after login (default or expired password), the old
 * password is the one just typed, held in memory only; after the change the
 * login info reloads, the modal closes and the player goes to '/'. A failure
 * shows the platform's message and keeps the input.
 */
export function useChangePasswordFlow({ onDone }: ChangePasswordFlowOptions): ChangePasswordFlow {
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const session = useSession();
  const forced = useForcedChange();
  const settings = useRegisterSettings();
  const [status, setStatus] = useState<FormStatus>('idle');
  const [serverError, setServerError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ChangePasswordField, string>>>({});
  const busy = useRef(false);
  const mounted = useMountedRef();

  const onSubmit = useCallback(
    async (values: ChangePasswordSubmitValues) => {
      if (busy.current) return;
      const change = forcedChange.current();
      const oldPassword = change ? change.oldPassword : values.oldPassword;
      busy.current = true;
      setStatus('submitting');
      setServerError(null);
      setFieldErrors({});
      const finish = () => {
        busy.current = false;
        if (mounted.current) setStatus('idle');
      };
      try {
        await client.call(authChangePasswordEndpoint, {
          ...(oldPassword === undefined ? {} : { oldPassword }),
          newPassword: values.newPassword,
          confirmNewPassword: values.confirmNewPassword,
        });
      } catch (error) {
        finish();
        if (!mounted.current) return;
        const placed = placeError(error, t, change ? ['newPassword'] : ['oldPassword', 'newPassword']);
        setServerError(placed.serverError);
        setFieldErrors(placed.fieldErrors);
        return;
      }

      if (!change) {
        finish();
        alerts.show({ tone: 'info', message: t('accounts.flows.passwordChanged') });
        onDone();
        return;
      }
      // The browser's saved password follows the change when the player asked to be remembered.
      if (change.remember) void storePasswordCredential(change.account, values.newPassword);
      // The login is complete now: its token is stored and outlives a reload.
      keepHeldToken();
      forcedChange.end();
      try {
        await reloadLoginInfo(client);
      } catch (error) {
        finish();
        alerts.show({ tone: 'warning', message: placeError(error, t, []).serverError ?? '' });
        onDone();
        return;
      }
      finish();
      afterLoginFlag.set();
      onDone();
      navigate('/');
    },
    [client, navigate, onDone, t],
  );

  return {
    form: {
      onSubmit,
      status,
      serverError,
      fieldErrors,
      account: forced?.account ?? session.account ?? '',
      needsOldPassword: forced === null,
      reason: forced?.reason ?? null,
      passwordRule: settings.data?.password ?? null,
    },
    forced: forced !== null,
  };
}
