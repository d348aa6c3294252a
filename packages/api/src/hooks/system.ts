import { useCallback, useMemo } from 'react';
import type { SWRResponse } from 'swr';
import {
  getPermission,
  moduleSwitches,
  type Permission,
  registerRulesSchema,
  resolveCustomerServiceUrl,
  routersSchema,
  type SystemStatus,
  settingsNodeSchema,
  systemCountriesEndpoint,
  systemCustomerServiceEndpoint,
  systemPermissionEndpoint,
  systemRegisterSettingsEndpoint,
  systemRoutersEndpoint,
  systemStatusOf,
  systemWhitelabelEndpoint,
} from '../endpoints/system';
import type { PlatformError } from '../transport/errors';
import { usePlatformMutation } from './mutation';
import { type QueryOptions, queryHook, usePlatformQuery } from './query';

/** Start-up permission and status; fetched once per page (no focus refetch). */
export function usePermission(options?: QueryOptions<Permission>): SWRResponse<Permission, PlatformError> {
  return usePlatformQuery(
    { endpoint: systemPermissionEndpoint, heavy: true },
    null,
    (client) => getPermission(client),
    options,
  );
}

/** 0 normal, 1 maintenance, 2 IP restriction, from the permission call. */
export function useSystemStatus(): {
  status: SystemStatus | undefined;
  permission: Permission | undefined;
  error: PlatformError | undefined;
  isLoading: boolean;
} {
  const { data, error, isLoading } = usePermission();
  return { status: data ? systemStatusOf(data) : undefined, permission: data, error, isLoading };
}

/** The whitelabel settings tree, cached in session storage as `settings`. */
export const useWhitelabel = queryHook(systemWhitelabelEndpoint, {
  heavy: true,
  cacheAs: 'settings',
  cacheSchema: settingsNodeSchema,
});

/** Feature switches by module id (MOBILEVERCODELOGIN3, DIRECTREG3, ...). */
export function useSettings(): {
  switches: Record<string, boolean> | undefined;
  isEnabled: (moduleId: string) => boolean;
  error: PlatformError | undefined;
  isLoading: boolean;
} {
  const { data, error, isLoading } = useWhitelabel();
  const switches = useMemo(() => (data ? moduleSwitches(data) : undefined), [data]);
  const isEnabled = useCallback((moduleId: string) => switches?.[moduleId] === true, [switches]);
  return { switches, isEnabled, error, isLoading };
}

/** Registration field rules, cached in session storage as `validate`. */
export const useRegisterSettings = queryHook(systemRegisterSettingsEndpoint, {
  heavy: true,
  cacheAs: 'validate',
  cacheSchema: registerRulesSchema,
});
export const useCountryCodes = queryHook(systemCountriesEndpoint, { heavy: true });
/** Domain routes and resources, cached in session storage as `routers`. */
export const useRouters = queryHook(systemRoutersEndpoint, {
  heavy: true,
  cacheAs: 'routers',
  cacheSchema: routersSchema,
});

/** Opens customer service: resolves the decrypted URL on demand. */
export function useCustomerServiceUrl() {
  return usePlatformMutation(
    systemCustomerServiceEndpoint,
    (client, input: { csType?: string; vip?: boolean } | undefined) => resolveCustomerServiceUrl(client, input ?? {}),
  );
}
