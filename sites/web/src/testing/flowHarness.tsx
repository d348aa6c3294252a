/**
 * Test harness for the account flows: the sandbox platform behind msw/node,
 * a platform client on the page's own storage (so the session, the
 * remembered cookies and the shell's stores behave as in the browser), a
 * fresh data cache, translations and a router. Test-only: nothing in the
 * site imports it.
 */
import { createPlatformClient, type PlatformClient } from '@lobby/api';
import { PlatformProvider } from '@lobby/api/hooks';
import { createFullI18n, I18nextProvider } from '@lobby/i18n';
import { refuseDroppedRows, type SandboxServer, setupSandboxServer, TEST_BASE_URL } from '@lobby/mocks/node';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetSiteState } from './resetSite';

/** The device key the sandbox files captchas under when no device cookie reaches it (jsdom). */
export const SANDBOX_DEVICE = 'anonymous';

export interface FlowHarness {
  host: SandboxServer;
  client: () => PlatformClient;
  wrapper: (props: { children: ReactNode }) => ReactNode;
}

/** Starts the sandbox for the file and gives each test clean storage, cookies and stores. */
export function setupFlowHarness(options: { path?: string } = {}): FlowHarness {
  const host = setupSandboxServer();
  let client: PlatformClient;
  beforeAll(() => host.listen());
  afterAll(() => host.close());
  beforeEach(() => {
    resetSiteState();
    client = createPlatformClient({
      baseUrl: TEST_BASE_URL,
      merchantCode: host.sandbox.merchantCode,
      userAgent: null,
      onDroppedRows: refuseDroppedRows,
    });
  });
  afterEach(() => host.reset());
  const i18n = createFullI18n();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[options.path ?? '/index']}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <PlatformProvider client={client}>
          <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        </PlatformProvider>
      </SWRConfig>
    </MemoryRouter>
  );
  return { host, client: () => client, wrapper };
}

/** The router's current path, for hooks rendered inside the harness. */
export function usePath(): string {
  return useLocation().pathname;
}

/** Everything the page could have written: cookies, local and session storage, as one text. */
export function everythingStored(): string {
  return [
    document.cookie,
    ...Object.keys(sessionStorage).map((key) => `${key}=${sessionStorage.getItem(key)}`),
    ...Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`),
  ].join('\n');
}
