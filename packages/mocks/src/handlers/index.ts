/**
 * The handler groups: one per area of the platform, keyed as Storybook's
 * msw addon and the tests expect, plus the sandbox's own routes and the
 * wrong-method guards (last, so they only catch what nothing else answered).
 */
import type { HttpHandler } from 'msw';
import { createSandbox, type Sandbox, type SandboxOptions } from '../sandbox/sandbox';
import type { ScenarioName } from '../sandbox/scenarios';
import { agentRoutes } from './agent';
import { agentAffiliateRoutes } from './agentAffiliates';
import { agentDownlineRoutes } from './agentDownline';
import { agentReportRoutes } from './agentReports';
import { authRoutes } from './auth';
import { contentRoutes } from './content';
import { gamesRoutes } from './games';
import { lotteryRoutes } from './lottery';
import { memberRoutes } from './member';
import { missionsRoutes } from './missions';
import { pointsRoutes } from './points';
import { profileRoutes } from './profile';
import { promotionsRoutes } from './promotions';
import { buildHandlers, methodGuards, type Route } from './route';
import { sandboxHandlers } from './sandbox';
import { systemRoutes } from './system';
import { verificationRoutes } from './verification';
import { walletRoutes } from './wallet';

export const handlerGroupNames = [
  'auth',
  'member',
  'wallet',
  'games',
  'lottery',
  'content',
  'promotions',
  'points',
  'missions',
  'agent',
  'system',
] as const;

export type HandlerGroupName = (typeof handlerGroupNames)[number];

/** Handler groups, in the order MSW should try them. */
export type HandlerGroups = Record<HandlerGroupName | 'sandbox' | 'methodGuards', HttpHandler[]>;

/** Every route of every group: the definitions the sandbox answers. */
export function sandboxRoutes(): Record<HandlerGroupName, Route[]> {
  return {
    auth: authRoutes(),
    member: [...memberRoutes(), ...verificationRoutes(), ...profileRoutes()],
    wallet: walletRoutes(),
    games: gamesRoutes(),
    lottery: lotteryRoutes(),
    content: contentRoutes(),
    promotions: promotionsRoutes(),
    points: pointsRoutes(),
    missions: missionsRoutes(),
    agent: [...agentRoutes(), ...agentAffiliateRoutes(), ...agentDownlineRoutes(), ...agentReportRoutes()],
    system: systemRoutes(),
  };
}

/** The handler groups for one sandbox. */
export function createHandlers(sandbox: Sandbox): HandlerGroups {
  const routes = sandboxRoutes();
  const all = Object.values(routes).flat();
  const groups = Object.fromEntries(
    handlerGroupNames.map((name) => [name, buildHandlers(sandbox, routes[name], all)]),
  ) as Record<HandlerGroupName, HttpHandler[]>;
  return { ...groups, sandbox: sandboxHandlers(sandbox), methodGuards: methodGuards(all) };
}

/** The groups flattened in order, for `setupServer(...)` and `getResponse(...)`. */
export function flattenHandlers(groups: HandlerGroups): HttpHandler[] {
  return [...handlerGroupNames.flatMap((name) => groups[name]), ...groups.sandbox, ...groups.methodGuards];
}

export interface HandlersForOptions extends Omit<SandboxOptions, 'scenario'> {
  /** Use this sandbox instead of a fresh one (to sign in, or to inspect state afterwards). */
  sandbox?: Sandbox;
}

/**
 * Handler groups for a story: `parameters: { msw: { handlers: handlersFor('maintenance') } }`.
 * Each call gets a fresh sandbox unless one is passed, so stories never share state.
 */
export function handlersFor(scenario: ScenarioName = 'normal', options: HandlersForOptions = {}): HandlerGroups {
  const { sandbox: given, ...sandboxOptions } = options;
  const sandbox = given ?? createSandbox({ ...sandboxOptions, scenario });
  if (given) given.setScenario(scenario);
  return createHandlers(sandbox);
}
