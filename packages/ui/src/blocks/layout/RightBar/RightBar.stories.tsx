import { type ResponseOf, systemRoutersEndpoint } from '@lobby/api';
import { appsOf } from '@lobby/view-models';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { LinkProvider } from '../../../primitives/Link/Link';
import { storyPlatform } from '../../../stories/platform';
import { apps, StoryRouterLink } from '../fixtures';
import { RightBar } from './RightBar';

// On the right edge, where AppLayout floats it, so its popovers open to the left.
const onTheRightEdge: Decorator = (Story) => (
  <LinkProvider component={StoryRouterLink}>
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 420, alignItems: 'center' }}>{Story()}</div>
  </LinkProvider>
);

const meta = {
  title: 'Blocks/Layout/RightBar',
  component: RightBar,
  decorators: [onTheRightEdge],
  args: {
    onCustomerService: fn(),
    facebookUrl: 'https://www.facebook.com/lobby.example',
    email: 'support@lobby.example',
    apps: [...apps],
    downloadHref: '/down',
  },
  parameters: {
    docs: {
      description: {
        component:
          'The floating rail: customer service, the Facebook page (new window, `noopener`), an e-mail link and QR codes of the app builds from the platform\'s resources (IOS, MOBILECONFIG shown as "Lite app", ANDROID), each in a popover opened by click, Enter or Space, with a link to the download page (/down). Every button names itself and shows the name as a tooltip. `AppLayout` floats it on the right edge from 1024 px; below that its entries are in the side menu. Entries without data are left out.',
      },
    },
  },
} satisfies Meta<typeof RightBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const rail = canvas.getByRole('complementary', { name: 'Contact and apps' });
    // Six compact buttons stacked in one column.
    const controls = [
      within(rail).getByRole('button', { name: 'Customer service' }),
      within(rail).getByRole('link', { name: 'Facebook' }),
      within(rail).getByRole('link', { name: 'E-mail us' }),
      within(rail).getByRole('button', { name: 'iOS app' }),
      within(rail).getByRole('button', { name: 'Lite app' }),
      within(rail).getByRole('button', { name: 'Android app' }),
    ];
    const lefts = controls.map((control) => Math.round(control.getBoundingClientRect().left));
    await expect(new Set(lefts).size).toBe(1);
    for (let index = 1; index < controls.length; index += 1) {
      await expect(controls[index]!.getBoundingClientRect().top).toBeGreaterThan(
        controls[index - 1]!.getBoundingClientRect().bottom - 1,
      );
    }

    await userEvent.click(controls[0]!);
    await expect(args.onCustomerService).toHaveBeenCalledTimes(1);

    const facebook = controls[1]!;
    await expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/lobby.example');
    await expect(facebook).toHaveAttribute('target', '_blank');
    await expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(controls[2]).toHaveAttribute('href', 'mailto:support@lobby.example');
  },
};

export const QrCodeByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    // Customer service, Facebook, e-mail, then the first code.
    for (let stop = 0; stop < 4; stop += 1) await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'iOS app' });
    await expect(trigger).toHaveFocus();
    // The name also shows as a tooltip on focus.
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('iOS app'));

    await userEvent.keyboard('{Enter}');
    const popover = await screen.findByRole('dialog', { name: 'iOS app' });
    await waitFor(() => expect(popover.getAnimations()).toHaveLength(0));
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const code = within(popover).getByRole('img', { name: 'Scan to download the iOS app' });
    await expect(code.getBoundingClientRect().width).toBe(144);
    // Opens to the left of the rail.
    await expect(popover.getBoundingClientRect().right).toBeLessThanOrEqual(trigger.getBoundingClientRect().left);
    await expect(within(popover).getByRole('link', { name: 'All download options' })).toHaveAttribute('href', '/down');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();

    // Space opens the next one.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Lite app' })).toHaveFocus();
    await userEvent.keyboard(' ');
    const lite = await screen.findByRole('dialog', { name: 'Lite app' });
    await waitFor(() => expect(within(lite).getByRole('img', { name: 'Scan to download the Lite app' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const QrCodeByPointer: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Android app' });
    await userEvent.click(trigger);
    const popover = await screen.findByRole('dialog', { name: 'Android app' });
    await waitFor(() => expect(popover.getAnimations()).toHaveLength(0));
    await expect(within(popover).getByRole('img', { name: 'Scan to download the Android app' })).toBeVisible();
    await expect(within(popover).getByText("Point your phone's camera at the code to install.")).toBeVisible();

    // Following the download link closes the popover.
    await userEvent.click(within(popover).getByRole('link', { name: 'All download options' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The close button too.
    await userEvent.click(trigger);
    const again = await screen.findByRole('dialog', { name: 'Android app' });
    await userEvent.click(within(again).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** The right bar's order (iOS, Lite app, Android) whatever order the platform lists them in. */
export const AppsInAnyOrder: Story = {
  args: {
    apps: [apps[2], apps[0], apps[1]],
  },
  play: async ({ canvas }) => {
    const names = canvas
      .getAllByRole('button')
      .filter((button) => button.hasAttribute('aria-haspopup'))
      .map((button) => button.getAttribute('aria-label'));
    await expect(names).toEqual(['iOS app', 'Lite app', 'Android app']);
  },
};

export const ContactsOnly: Story = {
  args: { apps: [] },
  play: async ({ canvas }) => {
    const rail = canvas.getByRole('complementary');
    await expect(within(rail).getAllByRole('list')).toHaveLength(1);
    await expect(within(rail).queryByRole('separator')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'iOS app' })).toBeNull();
  },
};

export const AppsOnly: Story = {
  args: { onCustomerService: undefined, facebookUrl: undefined, email: undefined, apps: [apps[0], apps[2]] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Chinese: Story = {
  globals: { locale: 'CN' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('complementary', { name: '联系方式与应用' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '在线客服' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '轻量版' }));
    const popover = await screen.findByRole('dialog', { name: '轻量版' });
    await waitFor(() => expect(within(popover).getByRole('img', { name: '扫码下载轻量版' })).toBeVisible());
    await expect(within(popover).getByRole('link', { name: '全部下载方式' })).toBeVisible();
  },
};

/** The rail is the same at every width; AppLayout shows it from 1024 px (see AppLayout/Default). */
export const Desktop: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvas }) => {
    const rail = canvas.getByRole('complementary');
    await expect(rail.getBoundingClientRect().width).toBeLessThanOrEqual(56);
  },
};

// The routers call's resources in the sandbox: three app builds, the Facebook page and the support address.
const platform = storyPlatform();

/** An address given with `mailto:` already (as some merchants configure it) is used as is. */
export const EmailAsMailtoLink: Story = {
  args: { email: 'mailto:support@lobby.example' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'E-mail us' })).toHaveAttribute(
      'href',
      'mailto:support@lobby.example',
    );
  },
};

/** The app builds of the routers call's resources, mapped as the site maps them (`appsOf`). */
export const FromThePlatform: Story = {
  args: { apps: [] },
  parameters: { msw: { handlers: platform.handlers } },
  loaders: [async () => ({ routers: await platform.client.call(systemRoutersEndpoint) })],
  render: (args, { loaded, globals }) => {
    const { resources } = loaded.routers as ResponseOf<typeof systemRoutersEndpoint>;
    return <RightBar {...args} apps={appsOf(resources, globals.locale === 'CN' ? 'CN' : 'EN')} />;
  },
  play: async ({ canvas, userEvent }) => {
    const rail = canvas.getByRole('complementary', { name: 'Contact and apps' });
    // The sandbox offers all three builds; its Facebook and e-mail resources are not app builds.
    for (const name of ['iOS app', 'Lite app', 'Android app']) {
      await expect(within(rail).getByRole('button', { name })).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Lite app' }));
    const popover = await screen.findByRole('dialog', { name: 'Lite app' });
    const code = within(popover).getByRole('img', { name: 'Scan to download the Lite app' });
    await expect(code.querySelectorAll('path').length).toBeGreaterThan(0);
  },
};
