// The games page's instant search, for `pnpm bench`: how long a keystroke in
// the search field takes to reach the screen as an updated grid, over the whole
// slots catalogue (every page of it loaded). A figure, never a test.

/** Keystrokes timed; the median is printed. */
export const keystrokes = 10;

/**
 * Opens /rng, waits until the whole category has arrived (the count shows
 * every game), then types a query one key at a time. Each key is timed from
 * its keydown to the frame after the page changed (the count or the grid),
 * the first frame that can show the new games.
 */
export async function measureSearchKeystrokes(browser, url, viewport) {
  const page = await browser.newPage({ viewport });
  try {
    await page.goto(url);
    // The popup notices open once per session over the page.
    const notices = page.getByRole('dialog', { name: 'Notices' });
    await notices
      .getByRole('button', { name: 'Close', exact: true })
      .click({ timeout: 15_000 })
      .catch(() => undefined);
    const count = page.getByText(/^\d+ games$/);
    await count.waitFor({ timeout: 120_000 });
    const total = Number((await count.textContent())?.replace(/\D/g, ''));
    const search = page.getByRole('searchbox', { name: 'Search games' });
    await search.click();
    // Each letter narrows the full catalogue (then Backspace brings it back, untimed), so every key changes the grid.
    const letters = 'dragonsfum'.slice(0, keystrokes).split('');
    // Installed before the key is pressed; the answer is read after.
    const nextChange = async () => {
      await page.evaluate(() => {
        window.__lobbyBenchChange = new Promise((resolve) => {
          const main = document.querySelector('main') ?? document.body;
          let start = 0;
          window.addEventListener(
            'keydown',
            (event) => {
              start = event.timeStamp;
            },
            { capture: true, once: true },
          );
          const observer = new MutationObserver(() => {
            if (!start) return;
            observer.disconnect();
            // The next frame is the first that can paint the change.
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
          });
          observer.observe(main, { childList: true, subtree: true, characterData: true });
          // A key that changed nothing on screen is not counted.
          setTimeout(() => {
            observer.disconnect();
            resolve(null);
          }, 2000);
        });
      });
      return () => page.evaluate(() => window.__lobbyBenchChange);
    };
    const times = [];
    for (const letter of letters) {
      const timed = await nextChange();
      await page.keyboard.press(letter);
      const time = await timed();
      if (time !== null) times.push(time);
      const restored = await nextChange();
      await page.keyboard.press('Backspace');
      await restored();
    }
    times.sort((a, b) => a - b);
    return { total, keys: times.length, median: times[Math.floor(times.length / 2)], worst: times[times.length - 1] };
  } finally {
    await page.close();
  }
}
