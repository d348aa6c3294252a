import type { Meta } from '@storybook/react-vite';
import { expectPreparingRoute } from '../testing/pageExpectations';
import { atPage, type PageStory, pageMeta } from '../testing/pageStory';

// Routes whose page is still being built: the real shell with an honest notice. A route that
// gets its own page moves its story to that page's file (`Pages/Promotions`, …).
export default { title: 'Pages/Upcoming', tags: ['!autodocs'], ...pageMeta({ path: '/join' }) } satisfies Meta;

export const Promotions: PageStory = {
  parameters: atPage('/promotions'),
  play: async ({ canvas }) => expectPreparingRoute(canvas, 'Promotions'),
};

export const Promotion: PageStory = {
  parameters: atPage('/promoDetail'),
  play: async ({ canvas }) => expectPreparingRoute(canvas, 'Promotion'),
};

export const JoinUs: PageStory = {
  parameters: atPage('/join'),
  play: async ({ canvas }) => expectPreparingRoute(canvas, 'Join Us'),
};
