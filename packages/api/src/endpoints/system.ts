import * as v from 'valibot';
import { CodecError } from '../codec/errors';
import type { CallOptions, PlatformClient } from '../transport/client';
import { PlatformError } from '../transport/errors';
import { defineEndpoint } from './define';
import { flag, idText, list, noFields, optionalFlag, optionalNumber, optionalText, orEmpty } from './fields';

/** Start-up and site configuration: status/permission, whitelabel settings, registration rules, countries. */

// ---- schemas ---------------------------------------------------------------

/** A node of the settings tree: a module id switched on or off, with children. */
export interface SettingsNode {
  modId: string;
  enabled: boolean;
  childrenNodes: SettingsNode[];
}

export interface SettingsNodeInput {
  modId: string | number;
  enabled: boolean | 0 | 1 | '0' | '1' | 'true' | 'false' | 'Y' | 'N';
  childrenNodes?: SettingsNodeInput[] | null | undefined;
}

export const settingsNodeSchema: v.GenericSchema<SettingsNodeInput, SettingsNode> = v.object({
  modId: idText,
  enabled: flag,
  // The lazy part sits inside nullish so that a leaf may leave childrenNodes out.
  childrenNodes: v.nullish(v.array(v.lazy(() => settingsNodeSchema)), () => []),
});

/** Flattens the tree into module id → on (the platform's own `getWhitelabelVal`). */
export function moduleSwitches(root: SettingsNode | null | undefined): Record<string, boolean> {
  const switches: Record<string, boolean> = {};
  const stack = root ? [root] : [];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node) continue;
    switches[node.modId] = node.enabled;
    stack.push(...node.childrenNodes);
  }
  return switches;
}

/** One registration field's rule (docs/product.md#validation-rules). */
export const registerRuleSchema = v.object({
  enabled: optionalFlag,
  required: optionalFlag,
  /** A regular expression; `*` means anything. */
  acceptedPattern: optionalText,
  patternId: v.nullish(idText),
  minLength: optionalNumber,
  maxLength: optionalNumber,
});
export type RegisterRule = v.InferOutput<typeof registerRuleSchema>;

/** Field name → rule. */
export const registerRulesSchema = v.record(v.string(), registerRuleSchema);
export type RegisterRules = v.InferOutput<typeof registerRulesSchema>;

/** Downloads and links: app builds with their QR codes, social links. */
export const resourceSchema = v.object({
  resourceType: idText,
  url: optionalText,
  qrCodeUrl: optionalText,
  labelNameEn: optionalText,
  labelNameCn: optionalText,
});
export type Resource = v.InferOutput<typeof resourceSchema>;

/** A customer-service channel; type '3' carries an encrypted URL. */
export const customerServiceEntrySchema = v.object({
  csType: idText,
  path: v.string(),
});
export type CustomerServiceEntry = v.InferOutput<typeof customerServiceEntrySchema>;

/** A routed domain with its measured speed; a bare host name is accepted too. */
export const routerDomainSchema = v.union([
  v.object({ domain: v.string(), speed: optionalNumber }),
  v.pipe(
    v.string(),
    v.transform((domain) => ({ domain, speed: undefined as number | undefined })),
  ),
]);
export type RouterDomain = v.InferOutput<typeof routerDomainSchema>;

/** Maintenance window: `true` or the window itself (optional end time). */
export const maintenanceSchema = v.nullish(
  v.union([
    v.boolean(),
    v.object({
      startTime: v.nullish(v.union([v.string(), v.number()])),
      endTime: v.nullish(v.union([v.string(), v.number()])),
      message: optionalText,
    }),
  ]),
);

export const regionRestrictionSchema = v.nullish(
  v.union([v.boolean(), v.object({ ip: optionalText, country: optionalText, message: optionalText })]),
);

/** The permission (status) response. */
export const permissionSchema = v.object({
  info: orEmpty(
    v.object({
      whitelabel: v.nullish(settingsNodeSchema),
      register: v.nullish(registerRulesSchema),
      resources: list(resourceSchema),
      customerService: list(customerServiceEntrySchema),
      analytics: v.nullish(v.object({ gtagId: optionalText })),
      imageCDNs: list(v.string()),
      launchGameCDNs: list(v.string()),
      domainRoute: list(routerDomainSchema),
      mainDomain: optionalText,
    }),
  ),
  location: orEmpty(v.object({ ip: optionalText, country: optionalText })),
  maintenance: maintenanceSchema,
  regionRestriction: regionRestrictionSchema,
});
export type Permission = v.InferOutput<typeof permissionSchema>;

/** 0 normal, 1 maintenance, 2 IP restriction; maintenance wins. */
export type SystemStatus = 0 | 1 | 2;

export function systemStatusOf(permission: Pick<Permission, 'maintenance' | 'regionRestriction'>): SystemStatus {
  if (permission.maintenance) return 1;
  if (permission.regionRestriction) return 2;
  return 0;
}

/** The maintenance end time, when the platform gave one. */
export function maintenanceEndOf(permission: Pick<Permission, 'maintenance'>): string | number | undefined {
  const maintenance = permission.maintenance;
  return typeof maintenance === 'object' && maintenance !== null ? (maintenance.endTime ?? undefined) : undefined;
}

export const countrySchema = v.object({
  countryCode: v.string(),
  countryDialingCode: idText,
  countryName: optionalText,
});
export type Country = v.InferOutput<typeof countrySchema>;

/**
 * Where a country's flag lives on the image CDN, relative to a host of the
 * permission answer's `imageCDNs` (the host is chosen by the image CDN pool,
 * `createCdnPool` in @lobby/ui, which moves on when a host fails).
 */
export function countryFlagPath(countryCode: string): string {
  return `TCG_PROD_IMAGES/COUNTRY_FLAG/${encodeURIComponent(countryCode)}.png`;
}

export const routersSchema = orEmpty(
  v.object({
    domainRoute: list(routerDomainSchema),
    resources: list(resourceSchema),
  }),
);
export type Routers = v.InferOutput<typeof routersSchema>;

export const customerServiceLookupSchema = v.object({
  version: v.object({ pathList: list(customerServiceEntrySchema) }),
});
export type CustomerServiceLookup = v.InferOutput<typeof customerServiceLookupSchema>;

// ---- definitions -----------------------------------------------------------

export const systemPermissionEndpoint = defineEndpoint({
  id: 'system.permission',
  method: 'GET',
  path: '/wps/system/status',
  token: 'none',
  moduleId: 'COMM3',
  request: v.object({ url: v.string() }),
  response: permissionSchema,
  summary: 'System status and permission: whitelabel tree, registration rules, resources, CDNs, location',
  assumption:
    'The product needs /wps/system/status and an unnamed "permission" call; the platform bundle\'s registry links `permission` to /wps/system/status, so they are one call. The current host travels as `url`.',
});
export const systemWhitelabelEndpoint = defineEndpoint({
  id: 'system.whitelabel',
  method: 'GET',
  path: '/wps/system/whitelabel',
  token: 'none',
  moduleId: 'COMM3',
  request: noFields,
  response: settingsNodeSchema,
  summary: 'Feature switches (settings tree); also the product\'s unnamed "menu" call',
});
export const systemRegisterSettingsEndpoint = defineEndpoint({
  id: 'system.registerSettings',
  method: 'GET',
  path: '/wps/system/setting/register',
  token: 'none',
  moduleId: 'REG3',
  request: noFields,
  response: registerRulesSchema,
  summary: 'Registration settings and per-field validation rules',
});
export const systemCountriesEndpoint = defineEndpoint({
  id: 'system.countries',
  method: 'GET',
  path: '/wps/system/country',
  token: 'none',
  request: noFields,
  response: list(countrySchema),
  summary: 'Country dialing codes for the phone fields',
  source: 'catalogue',
});
export const systemRoutersEndpoint = defineEndpoint({
  id: 'system.routers',
  method: 'GET',
  path: '/wps/system/domainRoute',
  token: 'none',
  moduleId: 'COMM3',
  request: noFields,
  response: routersSchema,
  summary: 'Domain list with speeds, and resources',
  assumption: 'Field names `domainRoute` (as in the permission info) and `resources` are inferred',
});
export const systemCustomerServiceEndpoint = defineEndpoint({
  id: 'system.customerService',
  method: 'GET',
  path: '/wps/relay/WPSCORE_getCustomerServiceScript',
  token: 'none',
  request: noFields,
  response: customerServiceLookupSchema,
  summary: 'Customer-service lookup: value.version.pathList',
  source: 'assumption',
  assumption:
    "The product describes the lookup but names no path; the catalogue's customer-service relay is the closest name. No token so the maintenance page can reach it.",
});

export const systemEndpoints = {
  permission: systemPermissionEndpoint,
  whitelabel: systemWhitelabelEndpoint,
  registerSettings: systemRegisterSettingsEndpoint,
  countries: systemCountriesEndpoint,
  routers: systemRoutersEndpoint,
  customerService: systemCustomerServiceEndpoint,
} as const;

// ---- calls -----------------------------------------------------------------

function currentHost(): string {
  return typeof location === 'undefined' ? '' : location.host;
}

/** Start-up permission and status; sends the current host as `url`. */
export function getPermission(
  client: PlatformClient,
  input: { url?: string } = {},
  options?: CallOptions,
): Promise<Permission> {
  return client.call(systemPermissionEndpoint, { url: input.url ?? currentHost() }, options);
}

/**
 * The customer-service URL to open: by default the entry of type
 * '3', whose path is decrypted; with `vip` (rank above 4) the VIP channel
 * (type '2') when the merchant has one. Anything that is not an http(s) URL
 * fails as an invalid-response PlatformError, so the caller closes its popup.
 */
export async function resolveCustomerServiceUrl(
  client: PlatformClient,
  input: { csType?: string; vip?: boolean } = {},
  options?: CallOptions,
): Promise<string> {
  const lookup = await client.call(systemCustomerServiceEndpoint, undefined, options);
  const entries = lookup.version.pathList;
  // Rank above 4 goes to the VIP channel (type 2) when the merchant has one.
  const preference = input.csType ? [input.csType] : input.vip ? ['2', '3', '1'] : ['3', '1'];
  const wanted = preference.find((type) => entries.some((entry) => entry.csType === type)) ?? preference[0];
  const index = entries.findIndex((entry) => entry.csType === wanted);
  const path = `value.version.pathList.${index}.path`;
  const entry = entries[index];
  if (!entry) {
    throw new PlatformError({
      kind: 'invalid-response',
      message: `No customer-service entry of type ${preference.join(' or ')}`,
      path: 'value.version.pathList',
      endpoint: systemCustomerServiceEndpoint.id,
    });
  }
  try {
    // The decoder loads when the player asks for service, not with the first route.
    const { acceptHttpUrl, decodeCustomerServicePath } = await import('../codec/customerService');
    // Only type 3 carries an encrypted path; the others are plain links.
    return entry.csType === '3' ? await decodeCustomerServicePath(entry.path) : acceptHttpUrl(entry.path);
  } catch (cause) {
    if (!(cause instanceof CodecError)) throw cause;
    throw new PlatformError({
      kind: 'invalid-response',
      message: cause.message,
      path,
      endpoint: systemCustomerServiceEndpoint.id,
      cause,
    });
  }
}
