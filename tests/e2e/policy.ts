/** What the content security policy refused while a test ran. */
import type { BrowserContext, Page } from 'playwright';

export interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  document: string;
  /** The script that was running when the policy refused (empty when none was). */
  source: string;
}

/**
 * Records every `securitypolicyviolation` event of every page and frame of the
 * context, across navigations (the listener reports each one to the test as
 * it happens), and every console message about the policy.
 */
export async function watchPolicy(context: BrowserContext): Promise<{ violations: Violation[]; messages: string[] }> {
  const violations: Violation[] = [];
  const messages: string[] = [];
  await context.exposeBinding('__reportPolicyViolation', (_, violation: Violation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportPolicyViolation: (violation: unknown) => void })
      .__reportPolicyViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        document: event.documentURI,
        source: event.sourceFile,
      });
    });
  });
  const watchPage = (page: Page) =>
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) messages.push(message.text());
    });
  context.on('page', watchPage);
  for (const page of context.pages()) watchPage(page);
  return { violations, messages };
}
