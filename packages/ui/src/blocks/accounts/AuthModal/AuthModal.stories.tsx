import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../../../primitives/Button/Button';
import { sampleCountries, sampleRules } from '../fixtures';
import { LoginForm } from '../LoginForm/LoginForm';
import { RegisterForm } from '../RegisterForm/RegisterForm';
import type { AuthModalProps, AuthTab } from '../types';
import { AuthModal } from './AuthModal';

const banner = (title: string, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1200 400'><defs><linearGradient id='g' x1='0' x2='1'><stop offset='0' stop-color='hsl(${hue},70%,28%)'/><stop offset='1' stop-color='hsl(${hue + 40},70%,14%)'/></linearGradient></defs><rect width='1200' height='400' fill='url(#g)'/><text x='80' y='220' font-family='Arial,sans-serif' font-size='84' font-weight='700' fill='#fff'>${title}</text></svg>`,
  )}`;

const loginBanner = { src: banner('Welcome back', 42), alt: 'Welcome back' };
const registerBanner = { src: banner('Join in three steps', 140), alt: 'Join in three steps' };

/** Opens the modal from page state and keeps the tab, the way the site's modal host does. */
function Host({ open: requested, tab: requestedTab, onOpenChange, onTabChange, ...props }: AuthModalProps) {
  const [open, setOpen] = useState(requested);
  const [tab, setTab] = useState<AuthTab>(requestedTab);
  useEffect(() => setOpen(requested), [requested]);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Log in</Button>
      <AuthModal
        {...props}
        open={open}
        tab={tab}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
        onTabChange={(next) => {
          setTab(next);
          onTabChange(next);
        }}
      />
    </>
  );
}

const forms = {
  login: (
    <LoginForm
      onSubmit={fn()}
      smsLoginEnabled
      countries={sampleCountries}
      onForgotPassword={fn()}
      freePlayEnabled
      onFreePlay={fn()}
    />
  ),
  register: (
    <RegisterForm
      onSubmit={fn()}
      rules={sampleRules}
      mobileRegistrationEnabled
      smsVerificationEnabled
      countries={sampleCountries}
    />
  ),
};

const meta = {
  title: 'Blocks/Accounts/AuthModal',
  component: AuthModal,
  render: (args) => <Host {...args} />,
  args: {
    open: true,
    tab: 'login',
    onOpenChange: fn(),
    onTabChange: fn(),
    registerEnabled: true,
    loginBanner,
    registerBanner,
    login: forms.login,
    register: forms.register,
  },
  argTypes: {
    tab: { control: 'inline-radio', options: ['login', 'register'] },
    login: { control: false },
    register: { control: false },
    loginBanner: { control: false },
    registerBanner: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          "The login and register modal pair, switched by tabs: one generic `Modal` whose name follows the tab (`loginPopupModal` / `registerModal`, the names hosts open it by), the tab's banner from the w_login / w_register groups, pill tabs, and the forms the container wires in as slots. Like every generic modal it never closes on a background click, closes on Escape or its close button, is a full-screen sheet below 768 px and locks page scrolling. Focus opens in the form's first field. Without DIRECTREG3 (`registerEnabled: false`) it is the login modal alone. The platform-driven story is the site's login and register modal (`features/modals/ModalHost.tsx`) with its banners from the announcements: Pages/Accounts › AuthModal (`sites/web/src/features/accounts/AccountContainers.stories.tsx`), so no story here re-implements the site's flow.",
      },
    },
  },
} satisfies Meta<typeof AuthModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function shownDialog(name: string) {
  // The register form's code arrives on demand: on a busy machine it takes more than the default second.
  const dialog = await screen.findByRole('dialog', { name }, { timeout: 5000 });
  await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
  return dialog;
}

/** Tabs by pointer and keyboard; the modal's name and banner follow the tab. */
export const Default: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await shownDialog('Log in');
    await expect(dialog).toHaveAttribute('data-modal-name', 'loginPopupModal');
    // Focus starts in the form, not on the tabs.
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveFocus());
    await waitFor(() => expect(within(dialog).getByRole('img', { name: 'Welcome back' })).toBeVisible());

    await userEvent.click(within(dialog).getByRole('tab', { name: 'Register' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('register');
    await expect(dialog).toHaveAttribute('data-modal-name', 'registerModal');
    await expect(dialog).toHaveAccessibleName('Register');
    await expect(within(dialog).getByRole('heading', { name: 'Register now and get 1000VND' })).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('img', { name: 'Join in three steps' })).toBeVisible());

    // Keyboard: the arrow keys switch back.
    within(dialog).getByRole('tab', { name: 'Register' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('login');
    await expect(dialog).toHaveAttribute('data-modal-name', 'loginPopupModal');
    await expect(within(dialog).getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Escape closes it, and focus returns to the button that opened it. */
export const CloseAndReopen: Story = {
  args: { open: false },
  play: async ({ canvas, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'Log in' });
    await userEvent.click(opener);
    const dialog = await shownDialog('Log in');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
    // The close button works too.
    await userEvent.click(opener);
    const again = await shownDialog('Log in');
    await userEvent.click(within(again).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Escape in the dialing-code list closes the list, not the modal. */
export const EscapeInCountryPicker: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await shownDialog('Log in');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Mobile number' }));
    const picker = within(dialog).getByRole('combobox', { name: 'Country code +63' });
    await userEvent.click(picker);
    await expect(picker).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(picker).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

export const RegisterTab: Story = {
  args: { tab: 'register' },
  play: async () => {
    const dialog = await shownDialog('Register');
    await expect(dialog).toHaveAttribute('data-modal-name', 'registerModal');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Mobile number/ })).toHaveFocus());
  },
};

/** Without DIRECTREG3: the login modal alone. */
export const LoginOnly: Story = {
  args: { registerEnabled: false },
  play: async () => {
    const dialog = await shownDialog('Log in');
    await expect(within(dialog).queryByRole('tab', { name: 'Register' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveFocus());
  },
};

export const WithoutBanners: Story = {
  args: { loginBanner: null, registerBanner: null },
  play: async () => {
    const dialog = await shownDialog('Log in');
    await expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Chinese: Story = {
  globals: { locale: 'CN' },
  play: async ({ userEvent }) => {
    const dialog = await shownDialog('登录');
    await userEvent.click(within(dialog).getByRole('tab', { name: '注册' }));
    await expect(dialog).toHaveAccessibleName('注册');
    await expect(within(dialog).getByRole('heading', { name: '立即注册，领取 1000VND' })).toBeVisible();
  },
};

/** A full-screen sheet on phones. */
export const Mobile375: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await shownDialog('Log in');
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.left).toBe(0);
  },
};
