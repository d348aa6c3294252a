/**
 * The member centre's security centre end to end, in Chromium against the
 * built site and the HTTP sandbox, as demo_player: the centre's default page
 * shows the bound mobile number, and a new e-mail address is bound with the
 * code the sandbox sent to it.
 */
import { describe, expect, inject, it } from 'vitest';
import { logInAs } from './actions';
import { useBrowser } from './harness';

const sandboxUrl = () => inject('sandboxUrl');

async function sandbox<T>(path: string): Promise<T> {
  const response = await fetch(`${sandboxUrl()}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The last code the sandbox "sent" by e-mail to an address. */
async function mailCode(address: string): Promise<string> {
  const outbox = await sandbox<{ channel: string; to: string; code: string | null }[]>('/__sandbox/outbox');
  const code = outbox.filter((item) => item.channel === 'email' && item.to === address).at(-1)?.code;
  if (!code) throw new Error(`No code was sent to ${address}`);
  return code;
}

describe('the security centre', () => {
  const e2e = useBrowser();

  it('shows the bound mobile and binds a new e-mail address with its code', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_player');
    // The member centre without a page opens on the security centre.
    await page.goto('/index?panel=member');
    const centre = page.getByRole('dialog', { name: 'Personal Center' }).getByRole('region', { name: 'My Account' });
    await centre.getByText('912****678').waitFor();
    await centre.getByText('de***@lobby.example').waitFor();

    await centre.getByRole('button', { name: 'Change e-mail' }).click();
    const form = centre.getByRole('form', { name: 'Bind an e-mail address' });
    await form.getByLabel('New e-mail address').fill('lucky@lobby.example');
    await form.getByRole('button', { name: 'Send code' }).click();
    await form.getByText('We sent a code to lucky@lobby.example.').waitFor();

    // A wrong code is refused and the form stays.
    const code = await mailCode('lucky@lobby.example');
    await form.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await form.getByRole('button', { name: 'Confirm' }).click();
    await form.getByRole('alert').waitFor();
    expect(await form.getByRole('alert').textContent()).toMatch(/verification code/i);

    await form.getByLabel('Verification code').fill(code);
    await form.getByRole('button', { name: 'Confirm' }).click();
    await centre.getByText('E-mail address bound').waitFor();
    await centre.getByText('lu***@lobby.example').waitFor();
    await expect.poll(() => form.count()).toBe(0);
  });
});
