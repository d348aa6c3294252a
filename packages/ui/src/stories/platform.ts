// Story-only helpers (never exported from the package): a sandbox platform
// whose MSW handlers answer a story's /wps and /lgw calls, and a client to
// load data through @lobby/api exactly as the site does.
import { createPlatformClient, type PlatformClient } from '@lobby/api';
import { CATALOGUE_NOW, createSandbox, handlersFor, type Sandbox, type ScenarioName } from '@lobby/mocks';

export interface StoryPlatform {
  sandbox: Sandbox;
  /** Pass as `parameters.msw.handlers`. */
  handlers: ReturnType<typeof handlersFor>;
  client: PlatformClient;
  /** The signed-in player's token, when a user was given. */
  token: string | null;
}

export interface StoryPlatformOptions {
  scenario?: ScenarioName;
  /** A seed account to sign in as (demo_player, demo_vip, demo_agent, …); none = visitor. */
  user?: string;
  language?: 'EN' | 'CN';
}

/**
 * Create one per story at module level, so the handlers (read when the story
 * loads) and the story's loader share the same sandbox state.
 */
export function storyPlatform({
  scenario = 'normal',
  user,
  language = 'EN',
}: StoryPlatformOptions = {}): StoryPlatform {
  // A fixed clock, so dates in stories (end times, notices) never change between runs.
  const sandbox = createSandbox({ scenario, now: () => CATALOGUE_NOW });
  const token = user ? sandbox.signIn(user) : null;
  const client = createPlatformClient({
    merchantCode: 'demo',
    getLanguage: () => language,
    getToken: () => token,
    onSessionEnded: () => undefined,
    userAgent: null,
  });
  return { sandbox, handlers: handlersFor(scenario, { sandbox }), client, token };
}
