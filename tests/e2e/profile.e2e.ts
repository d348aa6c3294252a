/**
 * The member centre's profile end to end, in Chromium against the built site
 * and the HTTP sandbox, as demo_player: an uploaded picture, cropped, becomes
 * the header's avatar; so does a stock avatar; a birthday and gender are
 * still there after a reload; a birthday under 21 is refused.
 */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { logInAs } from './actions';
import { useBrowser } from './harness';

/** The header's avatar picture (the default avatar aside), behind the centre. */
function headerAvatarSrc(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      document.querySelector<HTMLImageElement>('header img:not([data-default-avatar])')?.getAttribute('src') ?? null,
  );
}

/** A small PNG picture, drawn by the browser. */
async function pngPicture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 64;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas');
    context.fillStyle = '#17a398';
    context.fillRect(0, 0, 96, 64);
    context.fillStyle = '#ffd23f';
    context.beginPath();
    context.arc(48, 32, 20, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** `YYYY-MM-DD` of the day `years` years before today, moved by `days`. */
function yearsAgo(years: number, days = 0): string {
  const now = new Date();
  const day = new Date(now.getFullYear() - years, now.getMonth(), now.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

describe('the profile', () => {
  const e2e = useBrowser();

  it('changes the avatar the header shows: an uploaded picture, cropped, then a stock avatar', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_player');
    await expect.poll(() => headerAvatarSrc(page)).toBe('/avatars/avatar-07.svg');
    await page.goto('/index?panel=member&page=profile');
    const centre = page.getByRole('dialog', { name: 'Personal Center' });
    await centre.getByRole('heading', { level: 3, name: 'Profile' }).waitFor();
    await centre.getByRole('radio', { name: 'Avatar 7', checked: true }).waitFor();

    await centre.locator('input[type="file"]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await pngPicture(page),
    });
    const crop = page.getByRole('dialog', { name: 'Crop your picture' });
    await crop.getByRole('group', { name: /^Picture to crop/ }).waitFor();
    await crop.getByRole('slider', { name: 'Zoom' }).fill('1.5');
    await crop.getByRole('button', { name: 'Use this picture' }).click();
    await crop.waitFor({ state: 'detached' });
    await centre.getByText('Avatar saved').waitFor();
    await expect.poll(() => headerAvatarSrc(page)).toMatch(/^data:image\/png;base64,/);
    // An uploaded picture is no stock avatar.
    expect(await centre.getByRole('radio', { checked: true }).count()).toBe(0);

    await centre.getByRole('radio', { name: 'Avatar 2' }).click();
    await centre.getByRole('button', { name: 'Use this avatar' }).click();
    await expect.poll(() => headerAvatarSrc(page)).toBe('/avatars/avatar-02.svg');
  });

  it('keeps a birthday and gender across a reload, and refuses a birthday under 21', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_player');
    await page.goto('/index?panel=member&page=profile');
    const centre = page.getByRole('dialog', { name: 'Personal Center' });
    const form = centre.getByRole('form', { name: 'Personal information' });
    await form.waitFor();
    await form.getByLabel('Birthday').fill('1992-11-05');
    await form.getByRole('radio', { name: 'Male', exact: true }).click();
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByText('Profile saved').waitFor();

    await page.reload();
    await form.waitFor();
    expect(await form.getByLabel('Birthday').inputValue()).toBe('1992-11-05');
    expect(await form.getByRole('radio', { name: 'Male', exact: true }).getAttribute('aria-checked')).toBe('true');

    // One day short of 21: refused under the field, and nothing is saved.
    await form.getByLabel('Birthday').fill(yearsAgo(21, 1));
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByText('You must be at least 21 years old').waitFor();
    await page.reload();
    await form.waitFor();
    expect(await form.getByLabel('Birthday').inputValue()).toBe('1992-11-05');
  });
});
