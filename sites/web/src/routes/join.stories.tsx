import type { Meta } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { loaded, type PageStory, pageMeta } from '../testing/pageStory';

// /join: the merchant's agent programme (the sandbox's help centre has an Affiliates entry) and the way to start.
export default { title: 'Pages/Join Us', tags: ['!autodocs'], ...pageMeta({ path: '/join' }) } satisfies Meta;

/** A visitor: the programme, the steps, customer service, and registering first. */
export const Visitor: PageStory = {
  globals: { user: 'visitor' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Join Us' }, loaded)).toBeVisible();
    const programme = await canvas.findByRole('region', { name: 'The programme' }, loaded);
    await waitFor(() => expect(within(programme).getByText(/Join our affiliate program/)).toBeVisible(), loaded);
    await expect(document.title).toBe('Join Us | Lobby');
    await userEvent.click(canvas.getByRole('button', { name: 'Register first' }));
    await expect(await screen.findByRole('dialog', { name: /Register/ }, loaded)).toBeInTheDocument();
  },
};

/** demo_player: no registering; customer service turns the account into an agent's. */
export const Member: PageStory = {
  globals: { user: 'demo_player' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Contact customer service' }, loaded)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Register first' })).toBeNull();
    await expect(
      canvas.getByText('Already a member? Customer service can turn your account into an agent account.'),
    ).toBeVisible();
  },
};

/** In Chinese: the page and the merchant's programme in CN. */
export const Chinese: PageStory = {
  globals: { locale: 'CN', user: 'visitor' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '加盟流程' }, loaded)).toBeVisible();
    await waitFor(() => expect(canvas.getByText(/加入我们的合作伙伴计划/)).toBeVisible(), loaded);
  },
};

/** On a phone. */
export const Mobile: PageStory = {
  globals: { viewport: { value: 'mobile', isRotated: false }, user: 'visitor' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Contact customer service' }, loaded)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
