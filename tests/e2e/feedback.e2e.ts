import { describe, expect, it } from 'vitest';
import { dismissNoticePopup } from './actions';
import { useBrowser } from './harness';

const phone = { width: 390, height: 844 };

/** A picture of `bytes` bytes with a PNG's signature, as a file the picker hands over. */
const png = (name: string, bytes = 2048) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), Buffer.alloc(bytes)]),
});

describe('feedback', () => {
  const e2e = useBrowser({ viewport: phone });

  it('opens from the side menu, refuses a 6 MB picture and a fourth one, and sends the rest', async () => {
    const { page } = e2e;
    await page.goto('/index');
    await dismissNoticePopup(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Feedback' }).click();
    const form = page.getByRole('dialog', { name: 'Feedback' });
    const pictures = form.locator('input[data-feedback-images]');
    await form.getByRole('textbox', { name: /Your feedback/ }).fill('The Fishing page needs a search box');

    await pictures.setInputFiles([
      { name: 'screen.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(6 * 1024 * 1024) },
    ]);
    await form.getByText('screen.jpg is larger than 5 MB.').waitFor();
    await pictures.setInputFiles([png('one.png'), png('two.png'), png('three.png'), png('four.png')]);
    await form.getByText('You can add at most 3 pictures.').waitFor();
    const chosen = form.getByRole('list', { name: 'Chosen pictures' });
    expect(await chosen.getByRole('listitem').count()).toBe(3);
    expect(await chosen.getByRole('img', { name: 'four.png' }).count()).toBe(0);

    const sent = page.waitForRequest(
      (request) => request.url().includes('/wps/feedback') && request.method() === 'PUT',
    );
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await sent;
    await form.getByText('Thank you! Your feedback was sent.').waitFor();
  });
});
