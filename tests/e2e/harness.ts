import { type Browser, type BrowserContext, chromium, type Page } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';

export const siteUrl = () => inject('siteUrl');
const sandboxUrl = () => inject('sandboxUrl');

export async function setScenario(name: string): Promise<void> {
  const response = await fetch(`${sandboxUrl()}/__sandbox/scenario`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  if (!response.ok) throw new Error(`Could not switch the sandbox to ${name}: ${response.status}`);
}

export async function resetSandbox(): Promise<void> {
  const response = await fetch(`${sandboxUrl()}/__sandbox/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`Could not reset the sandbox: ${response.status}`);
}

export interface E2E {
  page: Page;
  context: BrowserContext;
  /** Errors thrown in the page; a test that expects none checks it is empty. */
  pageErrors: string[];
}

/**
 * Connects to the shared Chromium for this file and gives every test a fresh
 * context (empty storage and cookies) at 1366×768, with the sandbox reset.
 */
export function useBrowser(
  options: {
    viewport?: { width: number; height: number };
    /** Let the popup notices open at start-up (off by default, so they do not cover what a test clicks). */
    noticePopup?: boolean;
    /** `members`: the members-only build, whose route guard sends visitors to the login. */
    site?: 'default' | 'members';
  } = {},
): E2E {
  let browser: Browser;
  const state = { pageErrors: [] as string[] } as E2E;
  beforeAll(async () => {
    browser = await chromium.connect(inject('wsEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await resetSandbox();
    state.context = await browser.newContext({
      baseURL: options.site === 'members' ? inject('membersSiteUrl') : siteUrl(),
      viewport: options.viewport ?? { width: 1366, height: 768 },
      locale: 'en-US',
    });
    if (!options.noticePopup) {
      await state.context.addInitScript(() => sessionStorage.setItem('noticePopupShown', '1'));
    }
    state.page = await state.context.newPage();
    state.pageErrors = [];
    state.page.on('pageerror', (error) => state.pageErrors.push(error.message));
  });
  afterEach(async () => {
    await state.context?.close();
  });
  return state;
}
