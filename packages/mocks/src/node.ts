/**
 * The Vitest host: the sandbox behind msw/node. Import from `@lobby/mocks/node`
 * (it pulls in Node-only modules, so it stays out of browser bundles).
 */
import { setupServer } from 'msw/node';
import { createHandlers, flattenHandlers, type HandlerGroups } from './handlers/index';
import { createSandbox, type Sandbox, type SandboxOptions } from './sandbox/sandbox';

export type { TestClient } from './testing/client';
export { createTestClient, humanSlide, refuseDroppedRows, TEST_BASE_URL, TEST_DEVICE_ID } from './testing/client';

type SetupServerApi = ReturnType<typeof setupServer>;

export interface SandboxServer {
  sandbox: Sandbox;
  server: SetupServerApi;
  groups: HandlerGroups;
  /** Starts intercepting; unhandled requests fail the test by default. */
  listen(options?: Parameters<SetupServerApi['listen']>[0]): void;
  /** Back to the seeded state and scenario, and drops per-test handler overrides. */
  reset(): void;
  close(): void;
}

/**
 * `const sandbox = setupSandboxServer(); beforeAll(() => sandbox.listen()); afterEach(() => sandbox.reset()); afterAll(() => sandbox.close());`
 */
export function setupSandboxServer(options: SandboxOptions = {}): SandboxServer {
  const sandbox = createSandbox(options);
  const groups = createHandlers(sandbox);
  const server = setupServer(...flattenHandlers(groups));
  return {
    sandbox,
    server,
    groups,
    listen: (listenOptions) => server.listen({ onUnhandledRequest: 'error', ...listenOptions }),
    reset: () => {
      server.resetHandlers();
      sandbox.reset();
    },
    close: () => server.close(),
  };
}
