/** Start-up and site configuration: permission and status, settings tree, registration rules, countries, routers, customer service. */
import { systemEndpoints } from '@lobby/api';
import { encodeCustomerServicePath } from '@lobby/api/codecs';
import { CUSTOMER_SERVICE_KEY, SITE_PROFILE } from '../fixtures/site';
import { formatPlatformDateTime, HOUR } from '../fixtures/time';
import type { RegistrationFieldRule, SettingsNode } from '../fixtures/types';
import type { Sandbox } from '../sandbox/sandbox';
import { answer, type Route } from './route';

/** The settings tree under one root, as the platform's whitelabel node. */
export function whitelabelTree(sandbox: Sandbox): SettingsNode {
  return { modId: 'WHITELABEL', name: SITE_PROFILE.siteName, enabled: true, childrenNodes: sandbox.settings };
}

function ruleValue(rule: RegistrationFieldRule) {
  return {
    enabled: rule.enabled,
    required: rule.required,
    acceptedPattern: rule.acceptedPattern,
    patternId: String(rule.patternId),
    minLength: rule.minLength,
    maxLength: rule.maxLength,
  };
}

export function registrationRules(sandbox: Sandbox): Record<string, ReturnType<typeof ruleValue>> {
  return Object.fromEntries(sandbox.catalogue.registrationRules.map((rule) => [rule.field, ruleValue(rule)]));
}

export async function customerServiceEntries(sandbox: Sandbox): Promise<{ csType: string; path: string }[]> {
  return Promise.all(
    sandbox.catalogue.customerService.map(async (entry) => ({
      csType: entry.csType,
      path: entry.csType === '3' ? await encodeCustomerServicePath(entry.url, CUSTOMER_SERVICE_KEY) : entry.url,
    })),
  );
}

function resources(sandbox: Sandbox) {
  return sandbox.catalogue.resources.map((resource) => ({
    resourceType: resource.resourceType,
    url: resource.url,
    qrCodeUrl: resource.qrCodeUrl,
    labelNameEn: resource.labelNameEn,
    labelNameCn: resource.labelNameCn,
  }));
}

function domains(sandbox: Sandbox) {
  return sandbox.catalogue.domains.map((domain) => ({ domain: domain.domain, speed: domain.speed }));
}

/** Maintenance and IP blocks as the scenario says (maintenance wins, but both are reported). */
function platformState(sandbox: Sandbox) {
  const scenario = sandbox.scenario;
  const maintenance =
    scenario === 'maintenance' || scenario === 'maintenance-and-ip'
      ? {
          startTime: formatPlatformDateTime(sandbox.now() - HOUR),
          endTime: formatPlatformDateTime(sandbox.now() + 2 * HOUR),
          message: 'We are currently performing a system maintenance',
        }
      : null;
  const regionRestriction =
    scenario === 'ip-restricted' || scenario === 'maintenance-and-ip'
      ? {
          ip: sandbox.location.ip,
          country: sandbox.location.country,
          message: 'Due to restriction of your location or IP address, you are not allowed to access the site',
        }
      : null;
  return { maintenance, regionRestriction };
}

export function systemRoutes(): Route[] {
  return [
    answer(systemEndpoints.permission, async ({ sandbox, input, cdnBase }) => ({
      info: {
        whitelabel: whitelabelTree(sandbox),
        register: registrationRules(sandbox),
        resources: resources(sandbox),
        customerService: await customerServiceEntries(sandbox),
        analytics: { gtagId: sandbox.gtagId },
        // Two image hosts so the client's random pick and fallback have something to choose from.
        imageCDNs: [cdnBase, `${cdnBase}/mirror`],
        launchGameCDNs: [cdnBase],
        domainRoute: domains(sandbox),
        mainDomain: input.url || null,
      },
      location: { ip: sandbox.location.ip, country: sandbox.location.country },
      ...platformState(sandbox),
    })),

    answer(systemEndpoints.whitelabel, ({ sandbox }) => whitelabelTree(sandbox)),

    answer(systemEndpoints.registerSettings, ({ sandbox }) => registrationRules(sandbox)),

    answer(systemEndpoints.countries, ({ sandbox, language }) =>
      sandbox.catalogue.countries.map((country) => ({
        countryCode: country.countryCode,
        countryDialingCode: country.countryDialingCode,
        countryName: language === 'CN' ? country.name.CN : country.name.EN,
      })),
    ),

    answer(systemEndpoints.routers, ({ sandbox }) => ({
      domainRoute: domains(sandbox),
      resources: resources(sandbox),
    })),

    answer(systemEndpoints.customerService, async ({ sandbox }) => ({
      version: { pathList: await customerServiceEntries(sandbox) },
    })),
  ];
}
