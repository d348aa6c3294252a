import { signOut } from '@lobby/api';
import { isPlatformKey, useClient } from '@lobby/api/hooks';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';

/**
 * Logout: the DELETE call, then session storage cleared with the merchant
 * code restored, home, and no trace of the player's state: both centres
 * closed and the cached data of the session dropped.
 */
export function useLogout(): () => Promise<void> {
  const client = useClient();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await signOut(client);
    // Drop the session's cached reads (keys scoped `member:…`); public data stays.
    await mutate((key) => isPlatformKey(key) && key[2].startsWith('member:'), undefined, { revalidate: false });
    // Home without the centre's parameters: whichever centre was open closes with the address.
    navigate('/index');
  }, [client, mutate, navigate]);
}
