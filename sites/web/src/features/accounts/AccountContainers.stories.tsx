/**
 * The account containers of the site as a player meets them: the real flow
 * hooks (`use*Flow.ts`) behind the real views, inside the site's providers
 * (its platform client, data cache and translations), with the sandbox
 * answering every platform call through MSW. The design system's account
 * stories show the views' states from args; these show the transitions.
 */
import { getAnnouncements, sliderMinDurationMs } from '@lobby/api';
import { initSession, sessionStore, writeToken } from '@lobby/api/session';
import { loadMessageArea } from '@lobby/i18n';
import { createSandbox, handlersFor, SEED_PASSWORD, SEED_USERNAMES } from '@lobby/mocks';
import { authBannersOf } from '@lobby/view-models';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { changeLanguage, i18n } from '../../app/i18n';
import { modals } from '../../app/modals';
import { Providers } from '../../app/Providers';
import { platformClient } from '../../app/platform';
import { useSession } from '../../app/session';
import { brand } from '../../brands';
import { resetSiteState } from '../../testing/resetSite';
import ModalHost from '../modals/ModalHost';
import { ChangePasswordContainer } from './ChangePasswordContainer';
import { ForgotPasswordContainer } from './ForgotPasswordContainer';
import { LoginContainer } from './LoginContainer';
import { RegisterContainer } from './RegisterContainer';

/** One sandbox for the file: each story starts it afresh (`startFresh`), so stories never see each other's players. */
const sandbox = createSandbox();
const handlers = handlersFor('normal', { sandbox });

/** What the site's session shows once a flow has signed the player in. */
function SessionLine() {
  const session = useSession();
  return session.isLoggedIn ? <p role="status">Signed in as {session.account}</p> : null;
}

function Site({ children }: { children: ReactNode }) {
  return (
    <Providers>
      <MemoryRouter initialEntries={['/index']}>
        <div style={{ display: 'grid', gap: 16, maxWidth: 440 }}>
          {children}
          <SessionLine />
        </div>
      </MemoryRouter>
    </Providers>
  );
}

const withSite: Decorator = (Story) => (
  <Site>
    <Story />
  </Site>
);

/**
 * A new visit: a reset sandbox, no token, cookies or stored settings, no
 * modal or alert left open, and the site in the toolbar's language.
 */
async function startFresh(language: unknown) {
  sandbox.reset();
  resetSiteState();
  initSession(brand.merchantCode);
  const code = language === 'CN' ? 'CN' : 'EN';
  await changeLanguage(code);
  // The forms' messages, as the modal host loads them before it shows a form.
  await loadMessageArea(i18n, 'accounts', code);
}

const meta = {
  title: 'Pages/Accounts',
  decorators: [withSite],
  loaders: [async ({ globals }) => startFresh(globals.locale)],
  parameters: {
    msw: { handlers },
    docs: {
      description: {
        component:
          "The site's account containers (`sites/web/src/features/accounts`) against the sandbox: login with the slider, the captcha a wrong password twice asks for, registration by the merchant's rules, forgot and change password, and the login and register modal with its banners. The views' own states are the design system's stories under Blocks/Accounts.",
      },
    },
  },
  args: { onDone: fn() },
} satisfies Meta<{ onDone: () => void }>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (scope: HTMLElement, name: string) =>
  within(scope).getByLabelText(new RegExp(`^${name}\\*?$`), { selector: 'input' });

/** The form's settings arrive after it renders: the mobile tab appears with them. */
async function settled(scope: HTMLElement) {
  await within(scope).findByRole('tab', { name: 'Mobile number' }, { timeout: 5000 });
}

/** Slides to the end at a person's pace: the platform refuses slides faster than it allows. */
async function slideLikeAPerson(scope: HTMLElement, userEvent: { keyboard: (keys: string) => Promise<void> }) {
  const slider = within(scope).getByRole('slider');
  await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled', 'true'), { timeout: 5000 });
  slider.focus();
  await new Promise((resolve) => setTimeout(resolve, sliderMinDurationMs + 50));
  await userEvent.keyboard('{End}');
  await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', 'Verified'), { timeout: 5000 });
}

/** demo_player logs in: the site's flags, the slider checked by the platform, the login call, the session. */
export const Login: Story = {
  render: (args) => <LoginContainer onDone={args.onDone} />,
  play: async ({ canvasElement, userEvent, args }) => {
    await settled(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Free trial' })).toBeVisible();
    await userEvent.type(field(canvasElement, 'Username'), SEED_USERNAMES.player);
    await userEvent.type(field(canvasElement, 'Password'), SEED_PASSWORD);
    await slideLikeAPerson(canvasElement, userEvent);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1), { timeout: 5000 });
    // The site's session now holds the player: the shell would show them.
    await expect(within(canvasElement).getByText(/^Signed in as/)).toHaveTextContent(
      `Signed in as ${SEED_USERNAMES.player}`,
    );
  },
};

/** A wrong password twice: each failure resets the slider, and the second asks for the captcha image. */
export const WrongPasswordTwiceShowsCaptcha: Story = {
  render: (args) => <LoginContainer onDone={args.onDone} />,
  play: async ({ canvasElement, userEvent, args }) => {
    await settled(canvasElement);
    await userEvent.type(field(canvasElement, 'Username'), SEED_USERNAMES.player);
    await userEvent.type(field(canvasElement, 'Password'), 'not-the-password');
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      await slideLikeAPerson(canvasElement, userEvent);
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log in' }));
      await waitFor(() => expect(within(canvasElement).getByRole('slider')).toHaveAttribute('aria-valuenow', '0'), {
        timeout: 5000,
      });
    }
    await expect(within(canvasElement).getByText('Wrong account or password')).toBeVisible();
    // What was typed is still there, and the captcha image is now asked for.
    await expect(field(canvasElement, 'Username')).toHaveValue(SEED_USERNAMES.player);
    await expect(field(canvasElement, 'Password')).toHaveValue('not-the-password');
    await expect(await within(canvasElement).findByRole('textbox', { name: /^Captcha/ })).toBeVisible();
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Captcha image. Press for a new one' })).toBeVisible(),
    );
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** The merchant's registration rules and switches shape the form; the SMS code is sent and counts down. */
export const Register: Story = {
  render: (args) => <RegisterContainer onDone={args.onDone} />,
  play: async ({ canvasElement, userEvent }) => {
    await settled(canvasElement);
    // The sandbox's rules: WeChat and ID number are off, payee name is required.
    await waitFor(() => expect(field(canvasElement, 'Payee name')).toBeRequired(), { timeout: 5000 });
    await expect(within(canvasElement).queryByLabelText(/^WeChat/, { selector: 'input' })).toBeNull();
    await expect(field(canvasElement, 'Username')).toHaveAccessibleDescription(
      'Use 6 - 16 letters and digits, starting with a letter',
    );
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Captcha image. Press for a new one' })).toBeVisible(),
    );
    await userEvent.type(field(canvasElement, 'Mobile number'), '9171234567');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Get code' }));
    // The sandbox answers with expiredMinutes; the button counts down, and the sandbox holds the code it sent.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Get code' })).toHaveTextContent(/\(\d+s\)/),
    );
    await expect(sandbox.smsCode('9171234567')).toMatch(/^\d{6}$/);
  },
};

/** A wrong e-mail for demo_player: the platform's message on the e-mail field, and the input kept. */
export const ForgotPassword: Story = {
  render: (args) => <ForgotPasswordContainer onDone={args.onDone} />,
  play: async ({ canvasElement, userEvent, args }) => {
    await settled(canvasElement);
    await userEvent.type(field(canvasElement, 'Username'), SEED_USERNAMES.player);
    await userEvent.type(field(canvasElement, 'E-mail'), 'not-mine@example.com');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send reset e-mail' }));
    await waitFor(
      () => expect(field(canvasElement, 'E-mail')).toHaveAccessibleDescription('User or e-mail does not exist'),
      { timeout: 5000 },
    );
    await expect(field(canvasElement, 'E-mail')).toHaveValue('not-mine@example.com');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** demo_player with a wrong current password: the platform's rule as the hint, its message on the field. */
export const ChangePassword: Story = {
  loaders: [
    async () => {
      // Signed in already (this story's own step after the file's fresh start).
      writeToken(sandbox.signIn(SEED_USERNAMES.player));
      sessionStore.setItem('account', SEED_USERNAMES.player);
      return {};
    },
  ],
  render: (args) => <ChangePasswordContainer onDone={args.onDone} />,
  play: async ({ canvasElement, userEvent, args }) => {
    await expect(field(canvasElement, 'Account')).toHaveValue(SEED_USERNAMES.player);
    await waitFor(
      () =>
        expect(field(canvasElement, 'New password')).toHaveAccessibleDescription(
          'Use 8 - 20 characters with an uppercase letter, a lowercase letter, a digit and a symbol',
        ),
      { timeout: 5000 },
    );
    await userEvent.type(field(canvasElement, 'Current password'), 'not-my-password');
    await userEvent.type(field(canvasElement, 'New password'), 'N3w-Secret!');
    await userEvent.type(field(canvasElement, 'Confirm new password'), 'N3w-Secret!');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change password' }));
    await waitFor(
      () =>
        expect(field(canvasElement, 'Current password')).toHaveAccessibleDescription('The old password is incorrect'),
      { timeout: 5000 },
    );
    await expect(field(canvasElement, 'Current password')).toHaveValue('not-my-password');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/**
 * The login and register modal as the site opens it: its banners from the
 * announcements (w_login, w_register), register offered by DIRECTREG3, and
 * the real login and register forms in its tabs.
 */
export const AuthModal: Story = {
  loaders: [
    async () => {
      // The banners the modal should show, read through the site's client from the same sandbox.
      const banners = authBannersOf(await getAnnouncements(platformClient, { types: ['B'] }));
      modals.open('loginPopupModal');
      return { banners };
    },
  ],
  render: () => <ModalHost />,
  play: async ({ loaded, userEvent }) => {
    const { banners } = loaded as { banners: ReturnType<typeof authBannersOf> };
    await expect(banners.loginBanner).toMatch(/\/__sandbox\/cdn\/banner\/\d+\.svg$/);
    const dialog = await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 5000 });
    const image = () => dialog.querySelector('img');
    await waitFor(() => expect(image()).toHaveAttribute('src', banners.loginBanner), { timeout: 5000 });
    // The picture comes from the sandbox's image CDN, answered in the browser like every platform call.
    await waitFor(() => expect((image() as HTMLImageElement).naturalWidth).toBeGreaterThan(0), { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Register' }));
    await expect(dialog).toHaveAttribute('data-modal-name', 'registerModal');
    await waitFor(() => expect(image()).toHaveAttribute('src', banners.registerBanner));
    await expect(within(dialog).getByRole('tab', { name: 'Mobile number' })).toBeVisible();
  },
};
