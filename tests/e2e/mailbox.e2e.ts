/**
 * The mailbox end to end, in Chromium against the built site and the HTTP
 * sandbox, as demo_player (twelve messages, four unread): opening an unread
 * message lowers the header's count before the platform has answered, and a
 * deleted message leaves the inbox and, being unread, the count.
 */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { accountMenu, logInAs } from './actions';
import { setScenario, useBrowser } from './harness';

/**
 * The header's account menu names the unread count. While the centre is open
 * the header sits behind it, hidden from assistive tech, so it is read by its
 * label rather than by its role.
 */
function headerUnread(page: Page): Promise<string | null> {
  return page.locator('header button[aria-label^="Account menu of"]').getAttribute('aria-label');
}

describe('the mailbox', () => {
  const e2e = useBrowser();

  it('drops the unread count in the header as soon as a message is opened, and deletes a message', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_player');
    await expect.poll(() => headerUnread(page)).toMatch(/, 4 unread messages$/);

    await (await accountMenu(page)).getByRole('menuitem', { name: 'Mailbox' }).click();
    await page.waitForURL(/\?panel=member&page=messageV2$/);
    const mailbox = page.getByRole('dialog', { name: 'Personal Center' }).getByRole('region', { name: 'Messages' });
    const inbox = mailbox.getByRole('list', { name: 'Inbox messages' });
    await inbox.waitFor();
    await mailbox.getByText('4 unread').waitFor();

    // Every call now takes two seconds or more: the count must not wait for the one that marks the message read.
    await setScenario('slow');
    const markedRead = page.waitForResponse((response) => response.url().includes('/EMFE_updateInboxRead'));
    await inbox.getByRole('button', { name: /^Deposit received\W+Unread/ }).click();
    await mailbox.getByText('Your deposit has been credited to your main wallet.').waitFor();
    await expect.poll(() => headerUnread(page), { timeout: 1500 }).toMatch(/, 3 unread messages$/);
    await mailbox.getByText('3 unread').waitFor({ timeout: 1500 });
    await setScenario('normal');
    expect((await markedRead).ok()).toBe(true);

    // The platform agrees once the counts are read again.
    const countReadAgain = page.waitForResponse((response) => response.url().includes('/EMFE_getInboxUnreadCount'));
    await (await countReadAgain).finished();
    await expect.poll(() => headerUnread(page)).toMatch(/, 3 unread messages$/);

    // Delete the oldest unread message after the confirmation: it leaves the list and the count.
    await mailbox.getByRole('button', { name: 'Back to inbox' }).click();
    await mailbox.getByRole('checkbox', { name: 'Select “Welcome to Lobby”' }).click();
    await mailbox.getByRole('button', { name: 'Delete selected' }).click();
    const confirmation = page.getByRole('alertdialog', { name: /Delete this message\?$/ });
    await confirmation.getByRole('button', { name: 'Delete' }).click();
    await confirmation.waitFor({ state: 'detached' });
    await mailbox.getByText('Message deleted.').waitFor();
    await expect.poll(() => inbox.getByRole('button', { name: /^Welcome to Lobby/ }).count()).toBe(0);
    await expect.poll(() => headerUnread(page)).toMatch(/, 2 unread messages$/);
    // Eleven messages are left: the second page holds one.
    await mailbox.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => inbox.getByRole('listitem').count()).toBe(1);
  });
});
