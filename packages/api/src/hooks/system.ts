import { useCallback, useMemo } from 'react';
import type { SWRResponse } from 'swr';
import { type Cdns, createCdns } from '../cdn/cdn';
import {
  type Country,
  getCountries,
  getPermission,
  getRegisterSettings,
  getRouters,
  getWhitelabel,
  moduleSwitches,
  type Permission,
  type RegisterRules,
  type Routers,
  registerRulesSchema,
  resolveCustomerServiceUrl,
  routersSchema,
  type SettingsNode,
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
import { usePlatformRandom } from './context';
import { usePlatformMutation } from './mutation';
import { type QueryOptions, usePlatformQuery } from './query';

/** Start-up permission and status; fetched once per page (no focus refetch). */
export function usePermission(options?: QueryOptions<Permission>): SWRResponse<Permission, PlatformError> {
  return usePlatformQuery(
    { id: systemPermissionEndpoint.id, token: 'none', heavy: true },
    null,
    (client) => getPermission(client),
    options,
  );
}

/** 0 normal, 1 maintenance, 2 IP restriction, from the permission call (spec §2). */
export function useSystemStatus(): {
  status: SystemStatus | undefined;
  permission: Permission | undefined;
  error: PlatformError | undefined;
  isLoading: boolean;
} {
  const { data, error, isLoading } = usePermission();
  return { status: data ? systemStatusOf(data) : undefined, permission: data, error, isLoading };
}

/** Image and launch CDN pools from the permission response (random start, failover). */
export function useCdns(): Cdns | undefined {
  const { data } = usePermission();
  const random = usePlatformRandom();
  const info = data?.info;
  return useMemo(() => (info ? createCdns(info, random) : undefined), [info, random]);
}

/** The whitelabel settings tree, cached in session storage as `settings` (spec §3). */
export function useWhitelabel(options?: QueryOptions<SettingsNode>) {
  return usePlatformQuery(
    {
      id: systemWhitelabelEndpoint.id,
      token: 'none',
      heavy: true,
      cacheAs: 'settings',
      cacheSchema: settingsNodeSchema,
    },
    null,
    (client) => getWhitelabel(client),
    options,
  );
}

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

/** Registration field rules, cached as `validate` (spec §3). */
export function useRegisterSettings(options?: QueryOptions<RegisterRules>) {
  return usePlatformQuery(
    {
      id: systemRegisterSettingsEndpoint.id,
      token: 'none',
      heavy: true,
      cacheAs: 'validate',
      cacheSchema: registerRulesSchema,
    },
    null,
    (client) => getRegisterSettings(client),
    options,
  );
}

export function useCountryCodes(options?: QueryOptions<Country[]>) {
  return usePlatformQuery(
    { id: systemCountriesEndpoint.id, token: 'none', heavy: true },
    null,
    (client) => getCountries(client),
    options,
  );
}

/** Domain routes and resources, cached as `routers` (spec §3). */
export function useRouters(options?: QueryOptions<Routers>) {
  return usePlatformQuery(
    { id: systemRoutersEndpoint.id, token: 'none', heavy: true, cacheAs: 'routers', cacheSchema: routersSchema },
    null,
    (client) => getRouters(client),
    options,
  );
}

/** Opens customer service: resolves the decrypted URL on demand (spec §4). */
export function useCustomerServiceUrl() {
  return usePlatformMutation(
    systemCustomerServiceEndpoint.id,
    (client, input: { csType?: string; vip?: boolean } | undefined) => resolveCustomerServiceUrl(client, input ?? {}),
  );
}
