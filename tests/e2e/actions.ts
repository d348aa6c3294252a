/** What a player does, as the end-to-end tests repeat it: log in, slide the captcha, close the notices. */
import type { Locator, Page } from 'playwright';
import { expect, inject } from 'vitest';

/** The seeded sandbox accounts' password (packages/mocks README). */
export const PASSWORD = 'Passw0rd!';

/**
 * Slides the captcha to the end by keyboard, as a player would: ten steps,
 * each key held briefly, so the slide takes a human half second.
 */
export async function slide(scope: Locator, name: RegExp = /slide to verify/i): Promise<void> {
  const slider = scope.getByRole('slider', { name });
  await expect.poll(() => slider.getAttribute('aria-disabled'), { timeout: 10_000 }).not.toBe('true');
  await slider.focus();
  for (let step = 0; step < 10; step += 1) await slider.press('ArrowRight', { delay: 60 });
}

/** Waits until the captcha says it is verified. */
export async function expectVerified(scope: Locator): Promise<void> {
  await expect
    .poll(() => scope.getByRole('slider').first().getAttribute('aria-valuetext'), { timeout: 10_000 })
    .toBe('Verified');
}

export function loginDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Log in' });
}

/**
 * Opens /login, which shows the login popup over the home page. The popup
 * notices stay closed behind it; the helper waits until they have decided,
 * so they cannot open over the page once the player is in.
 */
export async function openLogin(page: Page): Promise<Locator> {
  await page.goto('/login');
  const dialog = loginDialog(page);
  await dialog.getByRole('textbox', { name: /^Username/ }).waitFor();
  expect(await noticePopupDecision(page)).not.toBe('opened');
  return dialog;
}

/** Fills and sends the login popup on screen; returns it (it closes once the platform lets the player in). */
export async function submitLogin(
  page: Page,
  username: string,
  password: string = PASSWORD,
  options: { remember?: boolean } = {},
): Promise<Locator> {
  const dialog = loginDialog(page);
  await dialog.getByRole('textbox', { name: /^Username/ }).fill(username);
  await dialog.getByLabel(/^Password/).fill(password);
  if (options.remember) await dialog.getByRole('checkbox', { name: 'Remember me' }).check();
  await slide(dialog);
  await expectVerified(dialog);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  return dialog;
}

/** Opens /login and sends the form; returns the popup, still open until the answer arrives. */
export async function logIn(
  page: Page,
  username: string,
  password: string = PASSWORD,
  options: { remember?: boolean } = {},
): Promise<Locator> {
  await openLogin(page);
  return submitLogin(page, username, password, options);
}

/** Logs in through /login and waits for the home page with the player's account menu. */
export async function logInAs(page: Page, username: string): Promise<void> {
  const dialog = await logIn(page, username);
  await dialog.waitFor({ state: 'detached' });
  await page.waitForURL('**/index');
  await page.getByRole('button', { name: /^Account menu of / }).waitFor();
}

/** Opens the avatar's account menu. */
export async function accountMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Account menu of / }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  return menu;
}

const decisions = ['opened', 'seen-this-session', 'hidden-today', 'behind-another-modal'] as const;
export type NoticePopupDecision = (typeof decisions)[number];

function isDecision(value: unknown): value is NoticePopupDecision {
  return decisions.some((decision) => decision === value);
}

/**
 * What the popup notices did when this page loaded, once they have decided:
 * the site leaves a User Timing mark (`lobby:notice-popup`) with the outcome.
 * The popup itself appears shortly after an `opened` decision.
 */
export async function noticePopupDecision(page: Page): Promise<NoticePopupDecision> {
  const mark = await page.waitForFunction(() => {
    const [first] = performance.getEntriesByName('lobby:notice-popup');
    return first instanceof PerformanceMark ? String(first.detail) : false;
  });
  const decision = await mark.jsonValue();
  if (!isDecision(decision)) throw new Error(`The popup notices decided something unknown: ${decision}`);
  return decision;
}

export function noticePopup(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Notices' });
}

/**
 * The popup notices open by themselves once per session, after start-up,
 * over whatever is on screen. A test that clicks the page waits for them and
 * closes them first, as a player would.
 */
export async function dismissNoticePopup(page: Page): Promise<void> {
  const popup = noticePopup(page);
  await popup.waitFor();
  await popup.getByRole('button', { name: 'Close', exact: true }).click();
  await popup.waitFor({ state: 'detached' });
}

/**
 * Opens a game category's dropdown in the header: hovered in the bar, or
 * chosen inside "More" when the bar had no room for it at this width.
 */
export async function openCategory(page: Page, name: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  // The bar's own entry list; More's dropdown has its own.
  const bar = nav.locator(':scope > div > ul');
  const direct = bar.getByRole('button', { name, exact: true });
  const more = bar.getByRole('button', { name: 'More', exact: true });
  await direct.or(more).first().waitFor();
  if ((await direct.count()) > 0) {
    await direct.hover();
    return;
  }
  await more.hover();
  await page.getByRole('tablist', { name: 'More game categories' }).getByRole('tab', { name, exact: true }).click();
}

const sandboxUrl = () => inject('sandboxUrl');
async function sandbox<T>(path: string): Promise<T> {
  const response = await fetch(`${sandboxUrl()}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The code of the captcha the sandbox last showed this browser (the device id cookie). */
export async function captchaCode(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const device = cookies.find((cookie) => cookie.name === 'SHELL_deviceId')?.value;
  if (!device) throw new Error('No SHELL_deviceId cookie');
  return (await sandbox<{ code: string }>(`/__sandbox/captcha?device=${encodeURIComponent(device)}`)).code;
}

/** The last SMS code the sandbox "sent" to a number. */
export async function smsCode(mobileNum: string): Promise<string> {
  const outbox = await sandbox<{ channel: string; to: string; code: string | null }[]>('/__sandbox/outbox');
  const entry = outbox.filter((item) => item.channel === 'sms' && item.to.endsWith(` ${mobileNum}`)).at(-1);
  if (!entry?.code) throw new Error(`No SMS to ${mobileNum}`);
  return entry.code;
}
