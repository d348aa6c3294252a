/**
 * Lottery and sports launches, as the sandbox receives them: the sandbox's
 * lottery page echoes the launch's parameters in its address (the frame's
 * `src`), which is how these tests read what the site asked for.
 */
import { getCatalogue } from '@lobby/mocks';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { dismissNoticePopup, logInAs, loginDialog, noticePopupDecision, openLogin, submitLogin } from './actions';
import { siteUrl, useBrowser } from './harness';

const catalogue = getCatalogue();

/** The first game of the sandbox's menus of a lottery product, the one each page lists first. */
function firstGameOf(product: string) {
  const group = catalogue.lotteryMenus.find((candidate) => candidate.accountTypeName === product);
  const game = group?.gameMenus[0];
  if (!group || !game) throw new Error(`The sandbox has no ${product} lottery`);
  return { group: group.labelName, code: game.gameCode, name: game.gameName, playType: game.defaultPlayType };
}

/** Opens a page and closes the popup notices if they open over it (once per session). */
async function visit(page: Page, address: string): Promise<void> {
  await page.goto(address);
  if ((await noticePopupDecision(page)) === 'opened') await dismissNoticePopup(page);
}

/** The launched lottery's address in the /game frame, once the sandbox's page is in it. */
async function launchedAddress(page: Page, title: string): Promise<URL> {
  await page.waitForURL('**/game');
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  const src = await page.getByTitle(title, { exact: true }).getAttribute('src');
  expect(src).toBeTruthy();
  return new URL(src ?? '');
}

/** Chooses a game in its menu group on a lottery page. */
async function playInGroup(page: Page, group: string, name: string): Promise<void> {
  await page
    .getByRole('region', { name: group, exact: true })
    .getByRole('button', { name: `Play ${name}`, exact: true })
    .click();
}

function expectLaunch(
  address: URL,
  expected: { code: string; area: string; view: 'betting' | 'lobby'; backTo: string; playType?: string | null },
) {
  expect(address.pathname).toBe(`/__sandbox/cdn/lottery/${expected.code}`);
  const params = Object.fromEntries(address.searchParams);
  expect(params).toEqual({
    launchMode: 'LOTT',
    view: expected.view,
    lang: 'EN',
    device: 'WEB',
    area: expected.area,
    backUrl: new URL(expected.backTo, siteUrl()).href,
    ...(expected.playType ? { playType: expected.playType } : {}),
  });
}

describe('lottery launches', () => {
  const e2e = useBrowser();

  for (const { path, product, area, heading } of [
    { path: '/lottery', product: 'LOTT', area: 'SEA', heading: 'Lottery' },
    { path: '/vnlottery', product: 'TCG_LOTTO_VN', area: 'VN', heading: 'Vietnam Lottery' },
    { path: '/seaLottery', product: 'TCG_SEA', area: 'SEA', heading: 'Southeast Asia Lottery' },
  ] as const) {
    it(`${path} opens a game's betting view and the lottery's lobby, in the ${area} area`, async () => {
      const { page } = e2e;
      await logInAs(page, 'demo_player');
      const game = firstGameOf(product);

      await visit(page, path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await playInGroup(page, game.group, game.name);
      const betting = await launchedAddress(page, game.name);
      expectLaunch(betting, { code: game.code, area, view: 'betting', backTo: path, playType: game.playType });
      await page.frameLocator('iframe').first().getByRole('heading', { level: 1, name: game.name }).waitFor();

      await visit(page, path);
      await page.getByRole('button', { name: 'Open the lottery lobby' }).click();
      const lobby = await launchedAddress(page, heading);
      expectLaunch(lobby, { code: 'lobby', area, view: 'lobby', backTo: path });
      await page.frameLocator('iframe').first().getByRole('heading', { level: 1, name: 'Lottery lobby' }).waitFor();
    });
  }

  it('/elott opens a lottery book’s page, whose games launch', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_player');
    const game = firstGameOf('TCG_SEA');

    await visit(page, '/elott');
    await page.getByRole('button', { name: 'Play SEA Lottery', exact: true }).click();
    await page.waitForURL('**/seaLottery');
    await playInGroup(page, game.group, game.name);
    const address = await launchedAddress(page, game.name);
    expectLaunch(address, {
      code: game.code,
      area: 'SEA',
      view: 'betting',
      backTo: '/seaLottery',
      playType: game.playType,
    });
  });

  it('asks a visitor to log in, then launches the lottery they chose', async () => {
    const { page } = e2e;
    const game = firstGameOf('TCG_LOTTO_VN');
    await visit(page, '/vnlottery');
    await playInGroup(page, game.group, game.name);
    await loginDialog(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/vnlottery');

    await submitLogin(page, 'demo_player');
    const address = await launchedAddress(page, game.name);
    expectLaunch(address, {
      code: game.code,
      area: 'VN',
      view: 'betting',
      backTo: '/vnlottery',
      playType: game.playType,
    });
  });
});

describe('sports launches', () => {
  const e2e = useBrowser();

  it('a sportsbook’s card launches its book in the /game frame', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_player');
    await visit(page, '/sports');
    await page.getByRole('list', { name: 'Sportsbooks' }).getByRole('button', { name: 'Play SABA Sports' }).click();

    await page.waitForURL('**/game');
    await page.getByRole('heading', { level: 1, name: 'SABA Sports' }).waitFor();
    const src = await page.getByTitle('SABA Sports', { exact: true }).getAttribute('src');
    expect(src).toMatch(/\/__sandbox\/cdn\/game\/SABA\/\d+\?mode=real&lang=EN&player=demo_player$/);
    // The sandbox's sportsbook lobby, with the sports the book carries.
    await page
      .frameLocator('iframe')
      .first()
      .getByText(/^\d+ sports$/)
      .waitFor();
  });
});

describe('a trial account from free play', () => {
  const e2e = useBrowser();

  it('is told that lotteries and sportsbooks need a real account, and nothing launches', async () => {
    const { page } = e2e;
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Free trial', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const launches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/wps/game/launchGame') launches.push(request.url());
    });
    const warning =
      'Free play accounts can only play games that offer a free trial. Register a real account to play this one.';

    const game = firstGameOf('TCG_SEA');
    await visit(page, '/seaLottery');
    // Signed in with the trial account free play started, and its trial credit.
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: /^Account menu of / }).waitFor();
    await header.getByText('P2,000.00').waitFor();
    await playInGroup(page, game.group, game.name);
    const alert = page.getByRole('alertdialog');
    await alert.getByText(warning).waitFor();
    await alert.getByRole('button', { name: 'Confirm' }).click();
    await alert.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/seaLottery');

    await visit(page, '/sports');
    await page.getByRole('list', { name: 'Sportsbooks' }).getByRole('button', { name: 'Play SABA Sports' }).click();
    await alert.getByText(warning).waitFor();
    expect(new URL(page.url()).pathname).toBe('/sports');
    expect(launches).toEqual([]);
  });
});

describe('a link to /game?gameId=', () => {
  const e2e = useBrowser();
  const slot = catalogue.games.find((game) => game.vassalage === 'PP' && game.category === 'RNG');

  it("opens the sandbox's game for a signed-in player, in place of the link", async () => {
    const { page } = e2e;
    if (!slot) throw new Error('The sandbox has no PP slot');
    await logInAs(page, 'demo_player');
    await visit(page, `/game?gameId=${slot.gameId}`);

    await page.getByRole('heading', { level: 1, name: slot.gameName }).waitFor();
    // The launch replaced the link: its address no longer shows, and holds no launch address.
    expect(new URL(page.url()).pathname).toBe('/game');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByTitle(slot.gameName, { exact: true }).getAttribute('src')).toMatch(
      new RegExp(`/__sandbox/cdn/game/PP/${slot.gameId}\\?mode=real&lang=EN&player=demo_player$`),
    );
    const game = page.frameLocator('iframe').first();
    await game.getByRole('heading', { level: 1, name: slot.gameName }).waitFor();
    await game.getByText('Real money').waitFor();
  });

  it('asks a visitor to log in, then opens the game', async () => {
    const { page } = e2e;
    if (!slot) throw new Error('The sandbox has no PP slot');
    await visit(page, `/game?gameId=${slot.gameId}`);
    await loginDialog(page).waitFor();
    await submitLogin(page, 'demo_player');
    await page.getByRole('heading', { level: 1, name: slot.gameName }).waitFor();
    await page.frameLocator('iframe').first().getByRole('heading', { level: 1, name: slot.gameName }).waitFor();
  });

  it('says an unknown game could not be found, with the way to the lobby', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_player');
    await visit(page, '/game?gameId=999999999');
    await page.getByRole('heading', { level: 2, name: 'This game could not be found' }).waitFor();
    await page.getByRole('link', { name: 'Go to the lobby' }).click();
    await page.waitForURL('**/index');
  });
});
