import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectPreparingRoute } from '../testing/pageExpectations';
import { atPage, type PageStory, pageMeta } from '../testing/pageStory';

// The lottery routes: the header only, no side menu, and the notice while their lobby is built.
export default { title: 'Pages/Lottery', tags: ['!autodocs'], ...pageMeta({ path: '/lottery' }) } satisfies Meta;

export const Lottery: PageStory = {
  play: async ({ canvas }) => {
    await expectPreparingRoute(canvas, 'Lottery');
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  },
};

export const VietnamLottery: PageStory = {
  parameters: atPage('/vnlottery'),
  play: async ({ canvas }) => expectPreparingRoute(canvas, 'Vietnam Lottery'),
};

export const SoutheastAsiaLottery: PageStory = {
  parameters: atPage('/seaLottery'),
  play: async ({ canvas }) => expectPreparingRoute(canvas, 'Southeast Asia Lottery'),
};
