import type { Meta } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { expectShown } from '../testing/pageExpectations';
import { atPage, findPageMain, loaded, type PageStory, pageMeta } from '../testing/pageStory';

// The lottery routes: the header only, no side menu; the lottery's games, its latest draws and the winner board.
export default { title: 'Pages/Lottery', tags: ['!autodocs'], ...pageMeta({ path: '/lottery' }) } satisfies Meta;

export const Lottery: PageStory = {
  play: async ({ canvas }) => {
    const main = await findPageMain(canvas);
    await expect(await within(main).findByRole('heading', { level: 1, name: 'Lottery' }, loaded)).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await expect(await within(main).findByRole('button', { name: 'Open the lottery lobby' }, loaded)).toBeVisible();
    // A visitor sees the games and the winners, not the draws (they are the signed-in player's).
    await expect(await within(main).findByRole('heading', { name: 'Latest winners' }, loaded)).toBeVisible();
    await expect(within(main).queryByRole('heading', { name: 'Latest results' })).toBeNull();
  },
};

export const VisitorPlayAsksForLogin: PageStory = {
  parameters: atPage('/seaLottery'),
  play: async ({ canvas, userEvent }) => {
    const main = await findPageMain(canvas);
    await userEvent.click(await within(main).findByRole('button', { name: 'Play Thai Government Lottery' }, loaded));
    const dialog = await screen.findByRole('dialog', {}, loaded);
    await waitFor(() => expect(dialog).toBeVisible(), loaded);
  },
};

export const VietnamLottery: PageStory = {
  parameters: atPage('/vnlottery'),
  play: async ({ canvas }) => {
    const main = await findPageMain(canvas);
    await expect(await within(main).findByRole('heading', { level: 1, name: 'Vietnam Lottery' }, loaded)).toBeVisible();
    await expect(await within(main).findByRole('region', { name: 'Northern' }, loaded)).toBeVisible();
    // The Vietnamese draws are public.
    await waitFor(() => expect(within(main).getByRole('table')).toBeVisible(), loaded);
  },
};

export const ELottery: PageStory = {
  parameters: atPage('/elott'),
  play: async ({ canvas, userEvent }) => {
    const main = await findPageMain(canvas);
    await expect(await within(main).findByRole('heading', { level: 1, name: 'E-Lottery' }, loaded)).toBeVisible();
    await userEvent.click(await within(main).findByRole('button', { name: 'Play SEA Lottery' }, loaded));
    await expect(
      await within(await findPageMain(canvas)).findByRole(
        'heading',
        { level: 1, name: 'Southeast Asia Lottery' },
        loaded,
      ),
    ).toBeVisible();
  },
};

export const Chinese: PageStory = {
  globals: { locale: 'CN' },
  parameters: atPage('/seaLottery'),
  play: async ({ canvas }) => {
    const main = await findPageMain(canvas);
    await expect(await within(main).findByRole('button', { name: '进入彩票大厅' }, loaded)).toBeVisible();
  },
};

// A trial account from free play plays its trial credit: a lottery needs a real account, and the page says so.
export const TrialAccountPlay: PageStory = {
  globals: { user: 'trial' },
  parameters: atPage('/seaLottery'),
  play: async ({ canvas, userEvent }) => {
    const main = await findPageMain(canvas);
    await userEvent.click(await within(main).findByRole('button', { name: 'Play Thai Government Lottery' }, loaded));
    const alert = await screen.findByRole('alertdialog', {}, loaded);
    await expectShown(
      within(alert).getByText(
        'Free play accounts can only play games that offer a free trial. Register a real account to play this one.',
      ),
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(within(main).getByRole('heading', { level: 1, name: 'Southeast Asia Lottery' })).toBeVisible();
  },
};

export const TrialAccountPlayChinese: PageStory = {
  globals: { user: 'trial', locale: 'CN' },
  parameters: atPage('/seaLottery'),
  play: async ({ canvas, userEvent }) => {
    const main = await findPageMain(canvas);
    await userEvent.click(await within(main).findByRole('button', { name: '进入彩票大厅' }, loaded));
    const alert = await screen.findByRole('alertdialog', {}, loaded);
    await expectShown(within(alert).getByText('试玩账号只能玩提供免费试玩的游戏。请注册正式账号后再玩。'));
  },
};
