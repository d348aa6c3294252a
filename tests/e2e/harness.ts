import { type Browser, type BrowserContext, chromium, type Page, type Request } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { axeViolations, describeViolations, domChanges, installRestProbe, type Violation } from './accessibility';

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

/** Moves the sandbox's clock forward by `minutes` (what happens after a while: auto-confirmed receipts). */
export async function advanceSandboxClock(minutes: number): Promise<void> {
  const response = await fetch(`${sandboxUrl()}/__sandbox/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ minutes }),
  });
  if (!response.ok) throw new Error(`Could not move the sandbox's clock: ${response.status}`);
}

export async function resetSandbox(): Promise<void> {
  const response = await fetch(`${sandboxUrl()}/__sandbox/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`Could not reset the sandbox: ${response.status}`);
}

/**
 * An error a test provokes on purpose. Each one must happen at least once,
 * so a declaration cannot outlive the behaviour it was written for.
 */
export type ExpectedError = {
  because: string;
  /** The error may happen or not: the test does not decide what the page meets (a generated corpus does). */
  optional?: boolean;
} & (
  | /** A load the test makes fail: Chromium logs "Failed to load resource" with its address. */
  { failedResource: RegExp }
  /** A message the page logs with `console.error`. */
  | { consoleError: RegExp }
  /** An exception or rejection nothing in the page caught. */
  | { pageError: RegExp }
);

export interface E2E {
  page: Page;
  context: BrowserContext;
  /**
   * Declares the errors this test provokes. Any other uncaught page error or
   * console error, in any page of the test's context, fails the test.
   */
  expectErrors(...expected: ExpectedError[]): void;
  /** Another browser profile (its own storage and cookies), watched like the first and closed with it. */
  newContext(): Promise<BrowserContext>;
}

interface SeenError {
  kind: 'console' | 'page';
  text: string;
  /** The page's address. */
  pageUrl: string;
  /** For a console message, where it comes from: the script that logged it, or the resource that failed to load. */
  resourceUrl?: string;
}

function matches(expected: ExpectedError, error: SeenError): boolean {
  if ('pageError' in expected) return error.kind === 'page' && expected.pageError.test(error.text);
  if ('consoleError' in expected) return error.kind === 'console' && expected.consoleError.test(error.text);
  return (
    error.kind === 'console' &&
    error.text.startsWith('Failed to load resource') &&
    expected.failedResource.test(error.resourceUrl ?? '')
  );
}

function describeExpected(expected: ExpectedError): string {
  const [kind, pattern] =
    'pageError' in expected
      ? ['page error', expected.pageError]
      : 'consoleError' in expected
        ? ['console error', expected.consoleError]
        : ['failed load', expected.failedResource];
  return `${kind} ${pattern} (${expected.because})`;
}

/**
 * What the harness watches in one page: the requests still open and how many
 * have started (a page is not at rest while it waits for answers), and the
 * navigation it checks next.
 */
interface WatchedPage {
  inflight: Set<Request>;
  started: number;
  /** Woken when the last open request ends, the page navigates or the test ends. */
  wake: Set<() => void>;
  /** Bumped by every navigation; a check meant for an earlier one gives way. */
  navigation: number;
  /** Bumped when the test leaves the page: the check of the state it leaves takes over. */
  leaves: number;
  /** Checks of one page run one after another (axe refuses to run twice at once). */
  checks: Promise<void>;
  /** The document as last checked: its navigation and how often it had changed. */
  checked?: { navigation: number; changes: number };
}

function wakeAll(watched: WatchedPage): void {
  for (const resolve of watched.wake) resolve();
  watched.wake.clear();
}

// What Playwright says when the page under an evaluation navigates or closes.
const pageMovedOn = /Execution context was destroyed|has been closed|Target closed|detached/;

/** How often the final check looks for a quiet moment before it takes the page as it is. */
const finalAttempts = 5;

/** One test's watch over its context: errors seen, accessibility results, and whether it is winding down. */
class Watch {
  readonly errors: SeenError[] = [];
  readonly expected: ExpectedError[] = [];
  readonly violations = new Map<string, Map<string, Violation>>();
  /** Checks that failed for a reason other than the page moving on. */
  readonly checkFailures: string[] = [];
  private readonly pages = new Map<Page, WatchedPage>();
  private stopped = false;

  constructor(private readonly siteOrigin: string) {}

  watch(page: Page): void {
    const watched: WatchedPage = {
      inflight: new Set(),
      started: 0,
      wake: new Set(),
      navigation: 0,
      leaves: 0,
      checks: Promise.resolve(),
    };
    this.pages.set(page, watched);
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const resourceUrl = message.location().url;
      this.errors.push({
        kind: 'console',
        text: message.text(),
        pageUrl: page.url(),
        ...(resourceUrl ? { resourceUrl } : {}),
      });
    });
    page.on('pageerror', (error) => {
      this.errors.push({ kind: 'page', text: `${error.name}: ${error.message}`, pageUrl: page.url() });
    });
    const ended = (request: Request) => {
      watched.inflight.delete(request);
      if (watched.inflight.size === 0) wakeAll(watched);
    };
    page.on('request', (request) => {
      watched.inflight.add(request);
      watched.started += 1;
    });
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    // A test that moves on by address or history first checks the page as it leaves it (a
    // popup closed since the page came to rest, a form filled in), so every page it passes
    // through is checked in the state the test last saw.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const goBack = page.goBack.bind(page);
    const goForward = page.goForward.bind(page);
    const leaving = async () => {
      watched.leaves += 1;
      wakeAll(watched);
      watched.checks = watched.checks.then(() => this.checkBeforeLeaving(page, watched));
      await watched.checks;
    };
    page.goto = async (url, options) => {
      await leaving();
      return goto(url, options);
    };
    page.reload = async (options) => {
      await leaving();
      return reload(options);
    };
    page.goBack = async (options) => {
      await leaving();
      return goBack(options);
    };
    page.goForward = async (options) => {
      await leaving();
      return goForward(options);
    };
    // Every address the page shows, loaded or pushed by the app, is checked once it is at rest.
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      watched.navigation += 1;
      wakeAll(watched);
      const navigation = watched.navigation;
      const leaves = watched.leaves;
      const current = () =>
        !this.stopped &&
        navigation === watched.navigation &&
        leaves === watched.leaves &&
        !page.isClosed() &&
        this.onSite(page.url());
      watched.checks = watched.checks.then(() =>
        this.checkAtRest(page, watched, current, Number.POSITIVE_INFINITY).catch((error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          // The page went on to another address or closed while axe ran: the next check covers it.
          if (current() && !pageMovedOn.test(message)) this.checkFailures.push(`${page.url()}: ${message}`);
        }),
      );
    });
  }

  /** Checks the page as the test leaves it (by address, history or the end of the test), unless it has not changed since its last check. */
  private async checkBeforeLeaving(page: Page, watched: WatchedPage): Promise<void> {
    if (page.isClosed() || !this.onSite(page.url())) return;
    const navigation = watched.navigation;
    try {
      if (await this.unchangedSinceChecked(page, watched)) return;
      await this.checkAtRest(page, watched, () => !page.isClosed(), finalAttempts);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // The page went on by itself (a redirect) while axe ran: the check of where it went covers it.
      if (navigation === watched.navigation && !pageMovedOn.test(message)) {
        this.checkFailures.push(`${page.url()}: ${message}`);
      }
    }
  }

  /** True when the page shows the very document it showed when it was last checked. */
  private async unchangedSinceChecked(page: Page, watched: WatchedPage): Promise<boolean> {
    const checked = watched.checked;
    return checked?.navigation === watched.navigation && checked.changes === (await domChanges(page));
  }

  private onSite(url: string): boolean {
    return url.startsWith(`${this.siteOrigin}/`);
  }

  /**
   * Runs axe once the page is at rest: no request open, and none started
   * while axe ran. Violations count only when a second run at rest finds them
   * again: a route whose code or data is still on its way into the page shows
   * a passing state (a page without its heading yet), which is not what the
   * player ends up with. Gives way when `wanted` turns false; after `attempts`
   * busy runs it takes the page as it is.
   */
  private async checkAtRest(page: Page, watched: WatchedPage, wanted: () => boolean, attempts: number): Promise<void> {
    const url = page.url();
    const first = await this.axeAtRest(page, watched, wanted, attempts);
    if (!first || first.length === 0 || !wanted()) return;
    const again = await this.axeAtRest(page, watched, wanted, attempts);
    if (!again || !wanted()) return;
    const key = (violation: Violation) => `${violation.rule} ${violation.targets.join(',')}`;
    const confirmed = new Set(again.map(key));
    this.record(
      url,
      first.filter((violation) => confirmed.has(key(violation))),
    );
  }

  private async axeAtRest(
    page: Page,
    watched: WatchedPage,
    wanted: () => boolean,
    attempts: number,
  ): Promise<Violation[] | undefined> {
    for (let attempt = 1; ; attempt += 1) {
      while (wanted() && watched.inflight.size > 0) {
        await new Promise<void>((resolve) => watched.wake.add(resolve));
      }
      if (!wanted()) return undefined;
      const started = watched.started;
      const navigation = watched.navigation;
      const { violations, changes } = await axeViolations(page);
      if (!wanted()) return undefined;
      if (attempt < attempts && (watched.started !== started || watched.inflight.size > 0)) continue;
      watched.checked = { navigation, changes };
      return violations;
    }
  }

  private record(url: string, violations: readonly Violation[]): void {
    if (violations.length === 0) return;
    const seen = this.violations.get(url) ?? new Map<string, Violation>();
    for (const violation of violations) seen.set(`${violation.rule} ${violation.targets.join(',')}`, violation);
    this.violations.set(url, seen);
  }

  /** Lets the checks under way finish, then checks every page of the site the test leaves open (unless unchanged). */
  async finish(pages: readonly Page[]): Promise<void> {
    this.stopped = true;
    for (const watched of this.pages.values()) wakeAll(watched);
    await Promise.all([...this.pages.values()].map((watched) => watched.checks));
    for (const page of pages) {
      const watched = this.pages.get(page);
      if (watched) await this.checkBeforeLeaving(page, watched);
    }
  }

  /** Everything that fails the test, or an empty string. */
  report(): string {
    const sections: string[] = [];
    const unexpected = this.errors.filter((error) => !this.expected.some((expected) => matches(expected, error)));
    if (unexpected.length > 0) {
      const lines = unexpected.map(
        (error) =>
          `  ${error.kind === 'page' ? 'uncaught' : 'console.error'} on ${error.pageUrl}: ${error.text}` +
          (error.resourceUrl ? ` (${error.resourceUrl})` : ''),
      );
      sections.push(`Errors in the page that the test did not declare:\n${lines.join('\n')}`);
    }
    if (this.checkFailures.length > 0) {
      sections.push(`Accessibility checks that could not run:\n${this.checkFailures.map((f) => `  ${f}`).join('\n')}`);
    }
    const missing = this.expected.filter(
      (expected) => !expected.optional && !this.errors.some((error) => matches(expected, error)),
    );
    if (missing.length > 0) {
      sections.push(
        `Declared errors that never happened:\n${missing.map((e) => `  ${describeExpected(e)}`).join('\n')}`,
      );
    }
    if (this.violations.size > 0) {
      const pages = [...this.violations].map(([url, violations]) => describeViolations(url, [...violations.values()]));
      sections.push(`Accessibility violations (axe):\n${pages.join('\n')}`);
    }
    return sections.join('\n\n');
  }
}

/**
 * Connects to the shared Chromium for this file and gives every test a fresh
 * context (empty storage and cookies) at 1366×768, with the sandbox reset.
 *
 * Every test also fails on an uncaught error or a console error it did not
 * declare (`expectErrors`), and on accessibility violations: axe checks each
 * address a page shows once the page is at rest, each page as the test leaves
 * it (`goto`, `reload`, `goBack`, `goForward`), and every page of the site
 * still open when the test ends.
 */
export function useBrowser(
  options: {
    viewport?: { width: number; height: number };
    /**
     * `members`: the members-only build, whose route guard sends visitors to the login;
     * `second-brand`: the default build deployed with the example brand file (deploy/brand-example).
     */
    site?: 'default' | 'members' | 'second-brand';
    /** The browser's time zone (the machine's by default). */
    timezoneId?: string;
    /** The look the device prefers: dark unless a test says otherwise (the demo brand follows it). */
    colorScheme?: 'light' | 'dark';
  } = {},
): E2E {
  let browser: Browser;
  let current: { contexts: BrowserContext[]; page: Page; watch: Watch } | undefined;
  const running = () => {
    if (!current) throw new Error('The browser is there only while a test runs');
    return current;
  };
  const e2e: E2E = {
    get page() {
      return running().page;
    },
    get context() {
      const [first] = running().contexts;
      if (!first) throw new Error('The test has no browser context');
      return first;
    },
    expectErrors: (...expected) => running().watch.expected.push(...expected),
    newContext: async () => {
      const { contexts, watch } = running();
      const context = await openContext(watch);
      contexts.push(context);
      return context;
    },
  };
  const baseURL = () =>
    options.site === 'members'
      ? inject('membersSiteUrl')
      : options.site === 'second-brand'
        ? inject('secondBrandSiteUrl')
        : siteUrl();
  const openContext = async (watch: Watch) => {
    const context = await browser.newContext({
      baseURL: baseURL(),
      viewport: options.viewport ?? { width: 1366, height: 768 },
      locale: 'en-US',
      colorScheme: options.colorScheme ?? 'dark',
      ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    });
    context.on('page', (page) => watch.watch(page));
    // No route here: routing turns the browser's cache off for the whole context.
    await installRestProbe(context);
    return context;
  };
  beforeAll(async () => {
    browser = await chromium.connect(inject('wsEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await resetSandbox();
    const watch = new Watch(new URL(baseURL()).origin);
    const context = await openContext(watch);
    current = { contexts: [context], watch, page: await context.newPage() };
  });
  afterEach(async () => {
    if (!current) return;
    const { contexts, watch } = current;
    current = undefined;
    try {
      await watch.finish(contexts.flatMap((context) => context.pages()));
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
    const report = watch.report();
    if (report) throw new Error(report);
  });
  return e2e;
}
