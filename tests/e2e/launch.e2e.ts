import { describe, expect, it } from 'vitest';
import { logInAs } from './actions';
import { useBrowser } from './harness';

describe('launching a game', () => {
  const e2e = useBrowser();

  it('takes a signed-in player from the header’s Play to /game, showing the sandbox’s game', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_player');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Slots' }).hover();
    const games = page.getByRole('list', { name: 'PP Slots games' });
    await expect.poll(() => games.getByRole('listitem').count(), { timeout: 10_000 }).toBe(21);
    const play = games.getByRole('button', { name: /^Play / }).first();
    const name = (await play.getAttribute('aria-label'))?.replace(/^Play /, '') ?? '';
    expect(name).not.toBe('');
    await play.click();

    await page.waitForURL('**/game');
    // The launch address stays out of the address bar and out of history, which the browser keeps.
    expect(new URL(page.url()).search).toBe('');
    expect(JSON.stringify(await page.evaluate(() => history.state))).not.toContain('__sandbox');
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const frame = page.getByTitle(name, { exact: true });
    expect(await frame.getAttribute('src')).toMatch(
      /\/__sandbox\/cdn\/game\/PP\/\d+\?mode=real&lang=EN&player=demo_player$/,
    );
    // The sandbox's game page, for real money, inside the frame.
    const game = page.frameLocator('iframe').first();
    await game.getByRole('heading', { level: 1, name }).waitFor();
    await game.getByText('Real money').waitFor();
  });
});
