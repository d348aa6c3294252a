import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { useClock } from '../../../scheduling/clock';
import { sampleCaptcha, sampleCountries, sampleCountriesCN, useStorySlider } from '../fixtures';
import type { FormStatus, LoginFormProps } from '../types';
import { LoginForm } from './LoginForm';

/** A field's label, with or without the required mark. */
const label = (name: string) => new RegExp(`^${name}\\*?$`);
const field = (
  canvas: { getByLabelText: (text: RegExp, options: { selector: string }) => HTMLElement },
  name: string,
) => canvas.getByLabelText(label(name), { selector: 'input' });

/** The form with a live slider, as the site wires it; `slider: null` in args leaves it out. */
function WithSlider(props: LoginFormProps) {
  const { slider } = useStorySlider();
  return <LoginForm {...props} slider={props.slider === undefined ? slider : props.slider} />;
}

const meta = {
  title: 'Blocks/Accounts/LoginForm',
  component: LoginForm,
  render: (args) => <WithSlider {...args} />,
  args: {
    onSubmit: fn(),
    status: 'idle',
    smsLoginEnabled: true,
    countries: sampleCountries,
    onRequestSms: fn(),
    onForgotPassword: fn(),
    freePlayEnabled: true,
    onFreePlay: fn(),
    onModeChange: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'submitting'] },
    mode: { control: 'inline-radio', options: [undefined, 'username', 'sms'] },
    serverError: { control: 'text' },
    countries: { control: false },
    captcha: { control: false },
    slider: { control: false },
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'The login form of spec §2 ("Login form"), §4 ("Login") and §5 ("Login"). Username and password, or (with MOBILEVERCODELOGIN3, `smsLoginEnabled`) mobile number with the dialing-code picker and an SMS code whose button counts down after a code is sent (`smsEndsAt`); the number is checked before `onRequestSms`, which fires at most once a second (spec §9). Remember me, forgot password, free trial (FREEPLAY3) and Google/Facebook buttons when switched on. The captcha image shows only when the container passes `captcha` (after the platform asked, spec §4); pressing it fetches a new one at most once a second. The slider captcha (`slider`) must be verified before `onSubmit` fires; otherwise spec §8 "Please complete the verification first" shows under it. Errors show when a field is left after editing or on submit, update as the player types, are tied to their field (`aria-invalid`, `aria-describedby`) and focus moves to the first one. `onSubmit` gets trimmed values. A failed login keeps everything typed: the container sets `serverError` (shown at the top in an alert) and changes the slider\'s `resetKey`. Inputs carry `autocomplete` username / current-password / tel-national / one-time-code so password managers and SMS autofill work. The platform-driven story is the site\'s login container against the sandbox (and WrongPasswordTwiceShowsCaptcha): Pages/Accounts › Login (`sites/web/src/features/accounts/AccountContainers.stories.tsx`), so no story here re-implements the site\'s flow.',
      },
    },
  },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only, end to end: tabs, fields, slider, remember me, submit. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Username' })).toHaveFocus();
    await userEvent.tab();
    const username = field(canvas, 'Username');
    await expect(username).toHaveFocus();
    await expect(username).toHaveAttribute('autocomplete', 'username');
    await userEvent.keyboard('  demo_player  ');
    await userEvent.tab();
    const password = field(canvas, 'Password');
    await expect(password).toHaveFocus();
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.keyboard('Passw0rd!');
    // The reveal toggle, then the slider.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.tab();
    await expect(canvas.getByRole('slider')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('slider')).toHaveAttribute('aria-valuetext', 'Verified');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Forgot password?' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      type: 'username',
      username: 'demo_player',
      password: 'Passw0rd!',
      remember: true,
    });
    // Submitting hides the password again, and the field shows the trimmed name.
    await expect(password).toHaveAttribute('type', 'password');
    await expect(username).toHaveValue('demo_player');
  },
};

/** Submitting an empty form: every message, tied to its field, focus on the first; typing clears them. */
export const Errors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const username = field(canvas, 'Username');
    const password = field(canvas, 'Password');
    await waitFor(() => expect(username).toHaveFocus());
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription('Please enter your username');
    await expect(password).toHaveAccessibleDescription('Please enter your password');
    await expect(canvas.getByRole('slider')).toHaveAccessibleDescription(
      expect.stringContaining('Please complete the verification first'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(username, 'demo player');
    await expect(username).toHaveAccessibleDescription('Enter a valid username without spaces');
    await userEvent.clear(username);
    await userEvent.type(username, 'demo_player');
    await expect(username).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A message shows when an edited field is left, not before. */
export const ErrorOnBlur: Story = {
  args: { smsLoginEnabled: false, slider: null },
  play: async ({ canvas, userEvent }) => {
    const username = field(canvas, 'Username');
    await userEvent.click(username);
    await userEvent.tab();
    await expect(username).not.toHaveAttribute('aria-invalid');
    await userEvent.type(username, 'a b');
    await expect(username).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The remembered username (spec §4 remember me: a 1-day cookie). */
export const Filled: Story = {
  args: { defaultValues: { username: 'demo_player', remember: true } },
  play: async ({ canvas }) => {
    await expect(field(canvas, 'Username')).toHaveValue('demo_player');
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  },
};

/** The platform asked for the captcha (spec §4); the image refreshes at most once a second (spec §9). */
export const CaptchaShown: Story = {
  args: { defaultValues: { username: 'demo_player', password: 'wrong' }, slider: null, onRefresh: fn() } as never,
  render: (args) => {
    const { onRefresh, ...props } = args as unknown as LoginFormProps & { onRefresh: () => void };
    return <LoginForm {...props} captcha={sampleCaptcha(onRefresh)} />;
  },
  play: async ({ canvas, userEvent, args }) => {
    const onRefresh = (args as unknown as { onRefresh: ReturnType<typeof fn> }).onRefresh;
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const captcha = field(canvas, 'Captcha');
    await waitFor(() => expect(captcha).toHaveFocus());
    await expect(captcha).toHaveAccessibleDescription('Please enter the characters in the image');
    const image = canvas.getByRole('button', { name: 'Captcha image. Press for a new one' });
    await userEvent.click(image);
    await userEvent.click(image);
    await expect(onRefresh).toHaveBeenCalledTimes(1);
    await userEvent.type(captcha, '4827');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      type: 'username',
      username: 'demo_player',
      password: 'wrong',
      captcha: '4827',
      remember: false,
    });
  },
};

/** A captcha image on its way, and one that failed to load. */
export const CaptchaLoadingAndFailed: Story = {
  args: { slider: null, smsLoginEnabled: false },
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <LoginForm {...args} captcha={{ src: null, onRefresh: fn(), status: 'loading' }} />
      <LoginForm {...args} captcha={{ src: null, onRefresh: fn(), status: 'error' }} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Loading the captcha image…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(
      canvas.getByRole('button', { name: 'The captcha image could not be loaded. Press to try again' }),
    ).toBeEnabled();
  },
};

/**
 * A failed login as the site handles it: the platform's message at the top in
 * an alert, everything typed kept, and the slider back at the start (spec §4).
 */
function FailingHost(props: LoginFormProps) {
  const { slider, reset } = useStorySlider();
  const [status, setStatus] = useState<FormStatus>('idle');
  const [serverError, setServerError] = useState<string | null>(null);
  return (
    <LoginForm
      {...props}
      slider={slider}
      status={status}
      serverError={serverError}
      onSubmit={async (values) => {
        setStatus('submitting');
        setServerError(null);
        await props.onSubmit(values);
        setServerError('Wrong account or password');
        reset();
        setStatus('idle');
      }}
    />
  );
}

export const FailedLoginKeepsValues: Story = {
  render: (args) => <FailingHost {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(field(canvas, 'Username'), 'demo_player');
    await userEvent.type(field(canvas, 'Password'), 'not-my-password');
    canvas.getByRole('slider').focus();
    await userEvent.keyboard('{End}');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Wrong account or password');
    await expect(field(canvas, 'Username')).toHaveValue('demo_player');
    await expect(field(canvas, 'Password')).toHaveValue('not-my-password');
    // Spec §4: failure resets the slider; it has to be passed again.
    await expect(canvas.getByRole('slider')).toHaveAttribute('aria-valuenow', '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('slider')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The platform's message as the container passes it. */
export const ServerError: Story = {
  args: {
    serverError: 'Non-members cannot log in',
    defaultValues: { username: 'house_account' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Non-members cannot log in');
    await expect(field(canvas, 'Username')).toHaveValue('house_account');
  },
};

export const Submitting: Story = {
  args: { status: 'submitting', defaultValues: { username: 'demo_player', password: 'Passw0rd!' }, slider: null },
  play: async ({ canvas, userEvent, args }) => {
    const submit = canvas.getByRole('button', { name: 'Log in' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The SMS tab (MOBILEVERCODELOGIN3): tabs by pointer and keyboard, the dialing-code picker, the code button. */
export const MobileTab: Story = {
  args: { slider: null },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Mobile number' }));
    await expect(args.onModeChange).toHaveBeenLastCalledWith('sms');
    await expect(canvas.queryByLabelText(label('Password'), { selector: 'input' })).not.toBeInTheDocument();
    // Arrow keys move between the login methods.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');

    // "Get code" checks the number first (spec §5) and points at it.
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    const mobile = field(canvas, 'Mobile number');
    await expect(mobile).toHaveFocus();
    await expect(mobile).toHaveAccessibleDescription('Please enter your mobile number');
    await expect(args.onRequestSms).not.toHaveBeenCalled();
    await expect(mobile).toHaveAttribute('autocomplete', 'tel-national');
    await expect(mobile).toHaveAttribute('inputmode', 'numeric');

    // The picker by pointer: open, choose Vietnam.
    const picker = canvas.getByRole('combobox', { name: 'Country code +63' });
    await userEvent.click(picker);
    await expect(picker).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('option', { name: 'Vietnam +84' }));
    await expect(canvas.getByRole('combobox', { name: 'Country code +84' })).toHaveAttribute('aria-expanded', 'false');

    // By keyboard: open with the arrow, type to find Thailand, Enter to choose.
    await userEvent.keyboard('{ArrowDown}');
    await expect(picker).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('tha');
    await expect(picker).toHaveAttribute(
      'aria-activedescendant',
      canvas.getByRole('option', { name: 'Thailand +66' }).id,
    );
    await userEvent.keyboard('{Enter}');
    await expect(picker).toHaveAccessibleName('Country code +66');
    // Escape closes the list only.
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(picker).toHaveAttribute('aria-expanded', 'false');
    // Leaving closes it 200 ms later (spec §9).
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    await waitFor(() => expect(picker).toHaveAttribute('aria-expanded', 'false'));

    await userEvent.type(mobile, '0912 345-678');
    await expect(mobile).toHaveValue('0912345678');
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(args.onRequestSms).toHaveBeenCalledWith({ mobileNum: '0912345678', countryDialingCode: '66' });
    // At most once a second (spec §9).
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(args.onRequestSms).toHaveBeenCalledTimes(1);

    const code = field(canvas, 'SMS code');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, ' 123456 ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      type: 'sms',
      mobileNum: '0912345678',
      countryDialingCode: '66',
      verificationCode: '123456',
      remember: false,
    });
  },
};

/** After a code was sent: the button counts down (spec §4). */
function CountingHost(props: LoginFormProps) {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const clock = useClock();
  return (
    <LoginForm
      {...props}
      smsEndsAt={endsAt}
      onRequestSms={(mobile) => {
        props.onRequestSms?.(mobile);
        setEndsAt(clock.now() + 60_000);
      }}
    />
  );
}

export const SmsCounting: Story = {
  args: { defaultMode: 'sms', slider: null, defaultValues: { mobileNum: '912345678', countryDialingCode: '84' } },
  render: (args) => <CountingHost {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country code +84' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(args.onRequestSms).toHaveBeenCalledWith({ mobileNum: '912345678', countryDialingCode: '84' });
    const button = canvas.getByRole('button', { name: 'Get code' });
    await expect(button).toHaveTextContent(/Get code \(\d+s\)/);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const SmsSending: Story = {
  args: { defaultMode: 'sms', slider: null, smsStatus: 'sending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Get code' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Free trial and the social buttons (each switchable). */
export const FreePlayAndSocial: Story = {
  args: { googleEnabled: true, facebookEnabled: true, onSocialLogin: fn(), slider: null },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Free trial' }));
    await expect(args.onFreePlay).toHaveBeenCalledTimes(1);
    const social = canvas.getByRole('region', { name: 'Other ways to log in' });
    await userEvent.click(within(social).getByRole('button', { name: 'Continue with Google' }));
    await expect(args.onSocialLogin).toHaveBeenCalledWith('google');
    within(social).getByRole('button', { name: 'Continue with Facebook' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSocialLogin).toHaveBeenLastCalledWith('facebook');
  },
};

export const FreePlayStarting: Story = {
  args: { freePlayStatus: 'submitting', slider: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Free trial' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Phone login, free play and social login switched off; on the standalone login page, a way to register. */
export const UsernameOnly: Story = {
  args: { smsLoginEnabled: false, freePlayEnabled: false, onRegister: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Free trial' })).not.toBeInTheDocument();
    await expect(field(canvas, 'Username')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create an account' }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
  },
};

export const Chinese: Story = {
  globals: { locale: 'CN' },
  args: { countries: sampleCountriesCN, googleEnabled: true, onSocialLogin: fn() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(field(canvas, '用户名')).toHaveFocus());
    await expect(field(canvas, '用户名')).toHaveAccessibleDescription('请输入用户名');
    await expect(field(canvas, '密码')).toHaveAccessibleDescription('请输入密码');
    await expect(canvas.getByRole('slider')).toHaveAccessibleDescription(expect.stringContaining('请先完成验证'));
    await userEvent.click(canvas.getByRole('tab', { name: '手机号码' }));
    await expect(canvas.getByRole('button', { name: '获取验证码' })).toBeVisible();
  },
};

export const Mobile375: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { googleEnabled: true, facebookEnabled: true, onSocialLogin: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 343 }}>{Story()}</div>],
  play: async ({ canvas, userEvent }) => {
    const submit = canvas.getByRole('button', { name: 'Log in' });
    await expect(submit.getBoundingClientRect().width).toBeGreaterThan(300);
    await userEvent.click(canvas.getByRole('tab', { name: 'Mobile number' }));
    const mobile = field(canvas, 'Mobile number');
    // The picker and the number share one line without overflowing.
    await expect(mobile.getBoundingClientRect().width).toBeGreaterThan(120);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
