/**
 * Platform conditions the sandbox can play, switchable at run time in every
 * host (Storybook, Vitest, the HTTP sandbox). Each one is deterministic, so a
 * test or a story sees the same sequence every run.
 */

export const scenarioNames = [
  'normal',
  'maintenance',
  'ip-restricted',
  'maintenance-and-ip',
  'slow',
  'flaky',
  'server-error',
  'malformed',
  'session-expired',
  'hostile',
  'verification-required',
] as const;

export type ScenarioName = (typeof scenarioNames)[number];

export const scenarioDescriptions: Record<ScenarioName, string> = {
  normal: 'Everything works.',
  maintenance: 'System status 1 with an end time; other platform calls answer 503.',
  'ip-restricted': 'System status 2 with the caller’s IP and country; other platform calls answer 451.',
  'maintenance-and-ip': 'Both apply; maintenance wins (status 1, 503).',
  slow: 'Every call takes 2 to 4 seconds.',
  flaky: 'Every fifth call fails, alternating a network error and a 500.',
  'server-error': 'Every call answers 500.',
  malformed: 'Every call answers a body that breaks its schema.',
  'session-expired': 'Calls that carry a token answer 401 customer.not.login.',
  hostile:
    'Every field the back office controls (texts, names, HTML bodies, addresses, customer-service entries) carries the hostile corpus: script, handlers, dangerous addresses, very long and mixed-script text.',
  'verification-required':
    'The merchant asks for an SMS code to the bound phone with every withdrawal (mobileVerificationType EVERY_WITHDRAWAL) and with every card bound (bindConfig verificationRequired).',
};

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (scenarioNames as readonly string[]).includes(value);
}

/** What a scenario does to one call, decided before the call is answered. */
export type ScenarioEffect =
  | { kind: 'none' }
  | { kind: 'network-error' }
  | { kind: 'server-error' }
  | { kind: 'maintenance' }
  | { kind: 'region-restricted' }
  | { kind: 'unauthorized' };

/** Latency of the n-th call (1-based) in the slow scenario: 2 to 4 s, in a fixed pattern. */
export function slowLatencyMs(callNumber: number): number {
  return 2000 + ((callNumber * 733) % 2001);
}

export interface CallTraits {
  /** The call carries a token (or needs one). */
  tokenSent: boolean;
  /** System calls keep answering during maintenance and IP blocks (status, permission, help). */
  alwaysAvailable: boolean;
}

/** The effect of `scenario` on the n-th call (1-based) since the scenario was set. */
export function scenarioEffect(scenario: ScenarioName, callNumber: number, traits: CallTraits): ScenarioEffect {
  switch (scenario) {
    case 'normal':
    case 'slow':
    case 'malformed':
    case 'hostile':
    case 'verification-required':
      return { kind: 'none' };
    case 'maintenance':
    case 'maintenance-and-ip':
      return traits.alwaysAvailable ? { kind: 'none' } : { kind: 'maintenance' };
    case 'ip-restricted':
      return traits.alwaysAvailable ? { kind: 'none' } : { kind: 'region-restricted' };
    case 'flaky':
      if (callNumber % 5 !== 0) return { kind: 'none' };
      return (callNumber / 5) % 2 === 1 ? { kind: 'network-error' } : { kind: 'server-error' };
    case 'server-error':
      return { kind: 'server-error' };
    case 'session-expired':
      return traits.tokenSent ? { kind: 'unauthorized' } : { kind: 'none' };
  }
}
