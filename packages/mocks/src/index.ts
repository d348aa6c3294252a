// Public API of @lobby/mocks. Node-only hosts live in `@lobby/mocks/node` (msw/node) and `src/server.ts` (HTTP).

export type { Catalogue, CatalogueIndex } from './fixtures/catalogue';
export { CASINO_CATEGORIES, DEFAULT_SEED, generateCatalogue, getCatalogue } from './fixtures/catalogue';
export { HOSTILE_NOTICE_ID } from './fixtures/content';
export { HOSTILE_MARKER, hostileMarkup, hostileTexts, hostileUrls } from './fixtures/hostile';
export { drawResult, latestDraws } from './fixtures/lottery';
export type { Random } from './fixtures/random';
export { createRandom, hashSeed } from './fixtures/random';
export type { SiteFlag } from './fixtures/site';
export { CUSTOMER_SERVICE_KEY, registrationPatterns, SITE_FLAGS, SITE_PROFILE } from './fixtures/site';
export { CATALOGUE_NOW, formatPlatformDateTime } from './fixtures/time';
export type {
  CategoryCode,
  GameFixture,
  LotteryMenuGroup,
  NoticeFixture,
  PvpRoomFixture,
  SportsTypeFixture,
  VendorFixture,
} from './fixtures/types';
export { ESPORTS_VENDORS } from './fixtures/vendors';
export type { HandlerGroupName, HandlerGroups, HandlersForOptions } from './handlers/index';
export { createHandlers, flattenHandlers, handlerGroupNames, handlersFor, sandboxRoutes } from './handlers/index';
export type { CallContext, Resolver, Route } from './handlers/route';
export { CONTROL_PREFIX } from './handlers/sandbox';
export { TRIAL_BALANCE } from './sandbox/auth';
export type { SandboxErrorCode } from './sandbox/errors';
export { sandboxErrors } from './sandbox/errors';
export type { Account } from './sandbox/model';
export { AGENT_TYPES, MEMBER_TYPE, TRIAL_TYPE } from './sandbox/model';
export { SANDBOX_RSA_KEY, SANDBOX_RSA_MODULUS_HEX } from './sandbox/rsaKey';
export type { SandboxOptions, TrialPlay } from './sandbox/sandbox';
export { createSandbox, DEFAULT_MERCHANT_CODE, LOGIN_FAILURES_BEFORE_CAPTCHA, Sandbox } from './sandbox/sandbox';
export type { ScenarioName } from './sandbox/scenarios';
export { isScenarioName, scenarioDescriptions, scenarioNames } from './sandbox/scenarios';
export { SEED_PASSWORD, SEED_PAYMENT_PASSWORD, SEED_USERNAMES, WEAK_PASSWORD } from './sandbox/seed';
