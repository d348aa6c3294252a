/**
 * A platform client wired to the sandbox for tests: its own token store (no
 * browser storage needed), a fixed device id, and a record of ended sessions.
 */
import {
  createPlatformClient,
  type DroppedRow,
  getSliderChallenge,
  type PlatformClient,
  type PlatformClientConfig,
  type PlatformError,
  sliderCompletePosition,
  sliderMinDurationMs,
  sliderTokenOf,
} from '@lobby/api';
import type { Sandbox } from '../sandbox/sandbox';

/** Any origin works under msw/node; this one makes request URLs readable in failures. */
export const TEST_BASE_URL = 'http://sandbox.test';
export const TEST_DEVICE_ID = 'device-test-1';

/**
 * For clients talking to the sandbox in tests: it answers every row readably,
 * so a row the client had to leave out is the sandbox's fault and fails the test.
 */
export function refuseDroppedRows({ endpoint, dropped }: { endpoint: string; dropped: readonly DroppedRow[] }): never {
  throw new Error(`${endpoint} answered unreadable rows: ${dropped.map((row) => row.message).join('; ')}`);
}

export interface TestClient {
  client: PlatformClient;
  /** The token the client sends, as the session would hold it. */
  token: string | null;
  /** Errors that ended the session (401, customer.not.login). */
  endedSessions: PlatformError[];
  /** Logs a seed account in on the sandbox directly and stores its token. */
  signIn(username: string): string;
  signOut(): void;
}

export function createTestClient(sandbox: Sandbox, overrides: Partial<PlatformClientConfig> = {}): TestClient {
  const state: TestClient = {
    client: undefined as unknown as PlatformClient,
    token: null,
    endedSessions: [],
    signIn(username) {
      state.token = sandbox.signIn(username);
      return state.token;
    },
    signOut() {
      state.token = null;
    },
  };
  state.client = createPlatformClient({
    baseUrl: TEST_BASE_URL,
    merchantCode: sandbox.merchantCode,
    getToken: () => state.token,
    onSessionEnded: (error) => {
      state.token = null;
      state.endedSessions.push(error);
    },
    getDeviceId: () => TEST_DEVICE_ID,
    getLanguage: () => 'EN',
    userAgent: 'vitest',
    onDroppedRows: refuseDroppedRows,
    ...overrides,
  });
  return state;
}

/**
 * What a player's slide sends: a fresh challenge, slid to the end at a human
 * pace. Each login or registration uses one up.
 */
export async function humanSlide(client: PlatformClient): Promise<string> {
  const { challengeId } = await getSliderChallenge(client);
  return sliderTokenOf({ challengeId, position: sliderCompletePosition, durationMs: sliderMinDurationMs * 3 });
}
