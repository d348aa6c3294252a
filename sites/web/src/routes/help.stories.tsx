import type { Sandbox } from '@lobby/mocks';
import type { Meta } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { atPage, loaded, type PageStory, pageMeta } from '../testing/pageStory';

// /help: the help centre's contents and entries; an address with a hash opens on that entry.
export default { title: 'Pages/Help', tags: ['!autodocs'], ...pageMeta({ path: '/help' }) } satisfies Meta;

export const HelpCenter: PageStory = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Help Center' }, loaded)).toBeVisible();
    const contents = await canvas.findByRole('navigation', { name: 'Contents' }, loaded);
    await expect(within(contents).getByRole('link', { name: 'About Company' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Privacy Policy' })).toBeInTheDocument();
    await expect(document.title).toBe('Help Center | Lobby');
  },
};

/** The footer's terms link lands here: the entry is the current one. */
export const OpenedAtTerms: PageStory = {
  parameters: atPage('/help#terms'),
  play: async ({ canvas }) => {
    const contents = await canvas.findByRole('navigation', { name: 'Contents' }, loaded);
    const terms = within(contents).getByRole('link', { name: 'General Terms and Conditions' });
    await waitFor(() => expect(terms).toHaveAttribute('aria-current', 'location'), loaded);
  },
};

/** /helpmc: the same help centre on its own, without the site's shell. */
export const Standalone: PageStory = {
  parameters: atPage('/helpmc'),
  play: async ({ canvas }) => {
    const main = await canvas.findByRole('main', { name: 'Help Center' }, loaded);
    await expect(await within(main).findByRole('navigation', { name: 'Contents' }, loaded)).toBeVisible();
    // The page is the whole document: one main landmark, the merchant's name, no site shell.
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
    await expect(canvas.getByText('Lobby')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  },
};

// The sandbox of the story on screen, kept by its setup to read what it received.
let feedbackSandbox: Sandbox | undefined;

/** A visitor sends feedback from the help centre: the form opens over it and the platform gets the text. */
export const SendFeedback: PageStory = {
  globals: { user: 'visitor' },
  parameters: atPage('/help', {
    setup: (sandbox: Sandbox) => {
      feedbackSandbox = sandbox;
    },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Send us feedback' }, loaded));
    const dialog = within(await screen.findByRole('dialog', { name: 'Feedback' }, loaded));
    await userEvent.type(
      await dialog.findByRole('textbox', { name: /Your feedback/ }, loaded),
      'Add a dark mode switch',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send feedback' }));
    await expect(await dialog.findByText('Thank you! Your feedback was sent.', {}, loaded)).toBeVisible();
    await expect(feedbackSandbox?.feedback.at(-1)?.content).toBe('Add a dark mode switch');
  },
};
