/**
 * The shape of a round-trip case: one platform call made with the client's own
 * function against the sandbox, and what it must show. A call that changes
 * state is read back through a second call of the same client (or, for another
 * account, of a client signed in as that account).
 */
import * as api from '@lobby/api';
import * as v from 'valibot';
import type { Sandbox } from '../../sandbox/sandbox';
import { SEED_PASSWORD, SEED_USERNAMES } from '../../sandbox/seed';
import { createTestClient, humanSlide, TEST_BASE_URL, TEST_DEVICE_ID, type TestClient } from '../../testing/client';
import { CONTROL_PREFIX } from '../sandbox';

export const { player, vip, agent, weak, house } = SEED_USERNAMES;

export interface CaseContext {
  client: api.PlatformClient;
  sandbox: Sandbox;
  test: TestClient;
  /** A client of its own, signed in as `username` (a seed account by default) or not at all. */
  clientOf(username?: string): api.PlatformClient;
}

export interface RoundTripCase {
  /** Seed account to sign in as first. */
  as?: string;
  exercise(context: CaseContext): Promise<void>;
}

/**
 * `run` makes the call (and any reads it needs before it); `check` asserts on
 * the answer and reads back what the call changed.
 */
export function roundTrip<TResult>(input: {
  as?: string;
  run(context: CaseContext): Promise<TResult>;
  check(result: TResult, context: CaseContext): void | Promise<void>;
}): RoundTripCase {
  return {
    ...(input.as === undefined ? {} : { as: input.as }),
    async exercise(context) {
      await input.check(await input.run(context), context);
    },
  };
}

/** The error code a call is refused with; fails the test when the call succeeds. */
export function refusal(call: Promise<unknown>): Promise<string | undefined> {
  return call.then(
    () => {
      throw new Error('The call succeeded');
    },
    (error: unknown) => {
      if (error instanceof api.PlatformError) return error.errorCode ?? error.kind;
      throw error;
    },
  );
}

/** Logs in with a password through a fresh client, as the login page would. */
export async function logInAs(context: CaseContext, username: string, password = SEED_PASSWORD) {
  const client = context.clientOf();
  return client.call(api.authLoginEndpoint, {
    type: 'username',
    username,
    password,
    sliderToken: await humanSlide(client),
  });
}

const outboxSchema = v.array(
  v.object({
    channel: v.picklist(['sms', 'email']),
    to: v.string(),
    purpose: v.string(),
    code: v.nullable(v.string()),
    text: v.string(),
  }),
);

/** What the sandbox has "sent" by SMS and e-mail, read from its control API as a developer would. */
export async function outbox(): Promise<v.InferOutput<typeof outboxSchema>> {
  const response = await fetch(`${TEST_BASE_URL}${CONTROL_PREFIX}/outbox`);
  return v.parse(outboxSchema, await response.json());
}

/** The code of the captcha last shown to the test device, from the sandbox's control API. */
export async function issuedCaptcha(): Promise<unknown> {
  const response = await fetch(`${TEST_BASE_URL}${CONTROL_PREFIX}/captcha?device=${TEST_DEVICE_ID}`);
  return response.json();
}

/** The main wallet (account type 2) of a balance answer. */
export function mainWallet(balance: api.Balance): number | undefined {
  return balance.balance.find((wallet) => wallet.accountTypeId === 2)?.availBalance;
}

export function createContext(sandbox: Sandbox, test: TestClient): CaseContext {
  return {
    client: test.client,
    sandbox,
    test,
    clientOf(username) {
      const other = createTestClient(sandbox);
      if (username !== undefined) other.signIn(username);
      return other.client;
    },
  };
}
