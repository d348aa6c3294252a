/**
 * Image CDN failover end to end: the permission answer lists several image
 * hosts; when the one in use fails, the next images come from another host.
 * Both hosts are answered here, from a local image, so no network is needed.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { permissionSchema } from '@lobby/api';
import type { Locator, Page } from 'playwright';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { noticePopupDecision } from './actions';
import { useBrowser } from './harness';

const flagImage = readFile(join(import.meta.dirname, 'fixtures', 'flag.svg'));

/** The image hosts of the permission answer the page starts with. */
async function imageHostsOf(page: Page, load: () => Promise<unknown>): Promise<readonly string[]> {
  const [response] = await Promise.all([page.waitForResponse(/\/wps\/system\/status\b/), load()]);
  return v.parse(v.object({ value: permissionSchema }), await response.json()).value.info.imageCDNs;
}

/** The flag in front of the mobile number: its frame says whether it loaded. */
function flagOf(dialog: Locator): Locator {
  return dialog.getByRole('combobox', { name: /^Country code/ }).locator('[data-status]');
}

describe('image hosts', () => {
  const e2e = useBrowser();

  it('takes the next images from another host once one fails', async () => {
    const { page, context } = e2e;
    let hosts: readonly string[] = [];
    let down: string | undefined;
    const served: { host: string; ok: boolean }[] = [];
    // The flags of every image host are answered here; the first host the page asks goes down.
    await context.route(/\/__sandbox\/cdn\/(mirror\/)?TCG_PROD_IMAGES\//, async (route) => {
      const url = route.request().url();
      // The hosts may nest (a mirror under the main host's path): the longest match is the host.
      const host = hosts.filter((candidate) => url.startsWith(`${candidate}/`)).sort((a, b) => b.length - a.length)[0];
      if (host === undefined) return route.continue();
      down ??= host;
      served.push({ host, ok: host !== down });
      if (host === down) return route.abort();
      return route.fulfill({ status: 200, contentType: 'image/svg+xml', body: await flagImage });
    });

    hosts = await imageHostsOf(page, () => page.goto('/register'));
    expect(hosts.length).toBeGreaterThan(1);
    const register = page.getByRole('dialog', { name: 'Register' });
    await register.waitFor();
    expect(await noticePopupDecision(page)).toBe('behind-another-modal');
    // The flags of the form all come from the host in use, which fails: the picker shows the default icon.
    await expect.poll(() => flagOf(register).getAttribute('data-status')).toBe('error');
    expect(down).toBeDefined();
    expect(served.every((request) => request.host === down)).toBe(true);
    e2e.expectErrors({
      failedResource: new RegExp(`^${(down ?? '').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/TCG_PROD_IMAGES/`),
      because: 'the test takes the first image host down',
    });

    // The form opened again, without a reload: its flags now come from another host.
    await page.keyboard.press('Escape');
    await register.waitFor({ state: 'detached' });
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    await register.waitFor();
    await expect.poll(() => flagOf(register).getAttribute('data-status')).toBe('loaded');
    const src = await flagOf(register).locator('img').getAttribute('src');
    const healthy = hosts.find((host) => host !== down && src?.startsWith(`${host}/`));
    expect(healthy, `the flag came from ${src}`).toBeDefined();
    expect(served.some((request) => request.host === healthy && request.ok)).toBe(true);
  });
});
