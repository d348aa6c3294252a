import type { Meta } from '@storybook/react-vite';
import { expectPreparingRoute } from '../testing/pageExpectations';
import { atPage, type PageStory, pageMeta } from '../testing/pageStory';

// Routes whose page is still being built: the real shell with an honest notice. A route that
// gets its own page moves its story to that page's file (`Pages/Promotions`, …).
export default { title: 'Pages/Upcoming', tags: ['!autodocs'], ...pageMeta({ path: '/vip' }) } satisfies Meta;

export const Vip: PageStory = {
  play: async ({ canvas }) => expectPreparingRoute(canvas, 'VIP'),
};

export const PointsMall: PageStory = {
  parameters: atPage('/pointMall'),
  play: async ({ canvas }) => expectPreparingRoute(canvas, 'Points Mall'),
};
