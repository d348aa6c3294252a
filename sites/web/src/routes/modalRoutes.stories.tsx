import type { Meta } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { expectShown } from '../testing/pageExpectations';
import { atPage, loaded, type PageStory, pageMeta } from '../testing/pageStory';

// /login, /register and /register.html: the home page with the account modal open over it.
export default {
  title: 'Pages/Modal routes',
  tags: ['!autodocs'],
  ...pageMeta({ path: '/login', globals: { user: 'visitor' } }),
} satisfies Meta;

export const Login: PageStory = {
  play: async ({ canvas }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Log in' }, loaded);
    await expectShown(within(dialog).getByRole('textbox', { name: /Username/ }));
    // The home page is behind it, hidden from assistive tech while the modal is open.
    await expect(
      await canvas.findByRole('region', { name: 'Game categories', hidden: true }, loaded),
    ).toBeInTheDocument();
  },
};

export const Register: PageStory = {
  parameters: atPage('/register'),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Register' }, loaded);
    await expectShown(dialog);
  },
};

export const RegisterHtml: PageStory = {
  name: 'Register (/register.html)',
  parameters: atPage('/register.html'),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Register' }, loaded);
    await expectShown(dialog);
  },
};
