import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { useClock } from '../../../scheduling/clock';
import { sampleCaptcha, sampleCountries, sampleCountriesCN, sampleRules, useStorySlider } from '../fixtures';
import type { FormStatus, RegisterFormProps } from '../types';
import { RegisterForm } from './RegisterForm';

const label = (name: string) => new RegExp(`^${name}\\*?$`);
type Canvas = { getByLabelText: (text: RegExp, options: { selector: string }) => HTMLElement };
const field = (canvas: Canvas, name: string) => canvas.getByLabelText(label(name), { selector: 'input' });

/** The form with a live slider and captcha image, as the site wires it. */
function WithCaptchas(props: RegisterFormProps & { onRefreshCaptcha?: () => void }) {
  const { onRefreshCaptcha, ...rest } = props;
  const { slider } = useStorySlider();
  return (
    <RegisterForm
      {...rest}
      slider={rest.slider === undefined ? slider : rest.slider}
      captcha={rest.captcha === undefined ? sampleCaptcha(onRefreshCaptcha ?? (() => undefined)) : rest.captcha}
    />
  );
}

const meta = {
  title: 'Blocks/Accounts/RegisterForm',
  component: RegisterForm,
  render: (args) => <WithCaptchas {...args} />,
  args: {
    onSubmit: fn(),
    status: 'idle',
    rules: sampleRules,
    usernameRegistrationEnabled: true,
    mobileRegistrationEnabled: true,
    smsVerificationEnabled: true,
    mobilePasswordEnabled: true,
    countries: sampleCountries,
    onRequestSms: fn(),
    onModeChange: fn(),
    onLogin: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'submitting'] },
    mode: { control: 'inline-radio', options: [undefined, 'username', 'mobile'] },
    serverError: { control: 'text' },
    bonusAmount: { control: 'text' },
    rules: { control: 'object' },
    countries: { control: false },
    captcha: { control: false },
    slider: { control: false },
  },
  decorators: [(Story) => <div style={{ maxWidth: 440 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          "The register form (docs/product.md#registration). Tabs for username and mobile registration as USERNAMEREG3 / MOBILENUMREG3 enable them. Every field in order — mobile number with the dialing-code picker, SMS code (REGMOBVERF3) with its countdown, username, password, confirm password, payee name, payment password, QQ, LINE, WhatsApp, Facebook, WeChat, ID number, e-mail, recommender ID, affiliate code (hidden with `affiliateCodeShown: false`, when the code comes from the URL), captcha image — shown, required and checked by the server's per-field `rules`: `*` accepts anything; a refused value shows the translated `reg_pattern_{patternId}` with the bounds filled in (one number when they are equal), and the same text is the field's hint before anything is typed. Mobile number, SMS code, username, password, confirmation and payment password are always required when shown. In mobile mode the username is hidden (the number becomes the account) and the password shows only with MOBILENUMPASSREG3. The terms box (linking to /help#terms) starts checked; the 18+ box must be ticked. The slider captcha must pass before `onSubmit` gets the trimmed values of the fields on screen, with `mode` and `countryDialingCode`. The title shows the 1000VND amount (`bonusAmount`). A failed registration keeps everything typed; the platform's message shows at the top (`serverError`) and on its field (`fieldErrors`) until that field changes. The platform-driven story is the site's register container against the sandbox: Pages/Accounts › Register (`sites/web/src/features/accounts/AccountContainers.stories.tsx`), so no story here re-implements the site's flow.",
      },
    },
  },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the whole username registration and submits it. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Register now and get 1000VND' })).toBeVisible();
    // Every rule's message is the field's hint up front.
    await expect(field(canvas, 'Username')).toHaveAccessibleDescription(
      'Use 6 - 16 letters and digits, starting with a letter',
    );
    await expect(field(canvas, 'Payment password')).toHaveAccessibleDescription('Use 6 digits');
    // Disabled rules leave their fields out.
    await expect(canvas.queryByLabelText(label('WeChat'), { selector: 'input' })).not.toBeInTheDocument();

    await userEvent.type(field(canvas, 'Mobile number'), '9171234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(args.onRequestSms).toHaveBeenCalledWith(
      { mobileNum: '9171234567', countryDialingCode: '63' },
      'username',
    );
    await userEvent.type(field(canvas, 'SMS code'), '123456');
    await userEvent.type(field(canvas, 'Username'), ' player01 ');
    await userEvent.type(field(canvas, 'Password'), 'S3cret!pass');
    await userEvent.type(field(canvas, 'Confirm password'), 'S3cret!pass');
    await userEvent.type(field(canvas, 'Payee name'), 'Ana Cruz');
    await userEvent.type(field(canvas, 'Payment password'), '654321');
    await userEvent.type(field(canvas, 'E-mail'), 'ana@example.com');
    await userEvent.type(field(canvas, 'Captcha'), '4827');
    canvas.getByRole('slider').focus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('checkbox', { name: /Terms and Conditions/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: /18 years of age/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      mode: 'username',
      countryDialingCode: '63',
      mobileNum: '9171234567',
      verificationCode: '123456',
      username: 'player01',
      password: 'S3cret!pass',
      confirmPassword: 'S3cret!pass',
      payeeName: 'Ana Cruz',
      paymentPassword: '654321',
      qqNum: '',
      line: '',
      email: 'ana@example.com',
      recommenderId: '',
      affiliateCode: '',
      captcha: '4827',
    });
  },
};

/** Submitting empty: every required field, the slider and the 18+ box speak up; focus on the first. */
export const Errors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(field(canvas, 'Mobile number')).toHaveFocus());
    await expect(field(canvas, 'Mobile number')).toHaveAccessibleDescription('Please enter your mobile number');
    await expect(field(canvas, 'SMS code')).toHaveAccessibleDescription('Please enter the verification code');
    await expect(field(canvas, 'Username')).toHaveAccessibleDescription('This field is required');
    await expect(field(canvas, 'Confirm password')).toHaveAccessibleDescription('Please enter the password again');
    await expect(field(canvas, 'Payee name')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvas, 'E-mail')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('checkbox', { name: /18 years of age/ })).toHaveAccessibleDescription(
      'You must be 18 or older to register',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Each rule's message with its bounds, updating as the player types. */
export const PatternMessages: Story = {
  play: async ({ canvas, userEvent }) => {
    const username = field(canvas, 'Username');
    await userEvent.type(username, '1player');
    await userEvent.tab();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription('Use 6 - 16 letters and digits, starting with a letter');
    const paymentPassword = field(canvas, 'Payment password');
    await userEvent.type(paymentPassword, '12345');
    await userEvent.tab();
    await expect(paymentPassword).toHaveAccessibleDescription('Use 6 digits');
    await userEvent.type(paymentPassword, '6');
    await expect(paymentPassword).not.toHaveAttribute('aria-invalid');
    const password = field(canvas, 'Password');
    await userEvent.type(password, 'password1');
    await userEvent.tab();
    await expect(password).toHaveAccessibleDescription(
      'Use 8 - 20 characters with an uppercase letter, a lowercase letter, a digit and a symbol',
    );
    const confirm = field(canvas, 'Confirm password');
    await userEvent.type(confirm, 'password2');
    await userEvent.tab();
    await expect(confirm).toHaveAccessibleDescription('The passwords do not match');
    const email = field(canvas, 'E-mail');
    await userEvent.type(email, 'ana@');
    await userEvent.tab();
    await expect(email).toHaveAccessibleDescription('Enter a valid e-mail address of 6 - 60 characters');
    const payee = field(canvas, 'Payee name');
    await userEvent.type(payee, 'Ana');
    await userEvent.tab();
    await expect(payee).toHaveAccessibleDescription(
      'Enter your first and last name separated by a space, 2 - 50 characters',
    );
  },
};

/**
 * A back-office pattern with nested repetition that would backtrack for
 * minutes on this value: the form judges it unsafe and leaves it to the
 * platform, so typing and leaving the field stay instant.
 */
export const PatternThatCouldFreeze: Story = {
  args: {
    rules: {
      ...sampleRules,
      payeeName: { enabled: true, required: true, acceptedPattern: '^(a+)+$', patternId: '99', maxLength: 60 },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const payee = field(canvas, 'Payee name');
    await userEvent.type(payee, `${'a'.repeat(36)}!`);
    await userEvent.tab();
    await expect(payee).toHaveValue(`${'a'.repeat(36)}!`);
    await expect(payee).not.toHaveAttribute('aria-invalid');
    // The safe patterns beside it still apply.
    const username = field(canvas, 'Username');
    await userEvent.type(username, '1player');
    await userEvent.tab();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Mobile registration: the username is hidden; the password only with MOBILENUMPASSREG3. */
export const MobileTab: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Mobile number' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('mobile');
    await expect(canvas.queryByLabelText(label('Username'), { selector: 'input' })).not.toBeInTheDocument();
    await expect(field(canvas, 'Password')).toBeVisible();
    await userEvent.type(field(canvas, 'Mobile number'), '9171234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(args.onRequestSms).toHaveBeenCalledWith(
      { mobileNum: '9171234567', countryDialingCode: '63' },
      'mobile',
    );
    // Keyboard: back to the username tab.
    canvas.getByRole('tab', { name: 'Mobile number' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(field(canvas, 'Username')).toBeVisible();
  },
};

export const MobileWithoutPassword: Story = {
  args: { defaultMode: 'mobile', mobilePasswordEnabled: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText(label('Password'), { selector: 'input' })).not.toBeInTheDocument();
    await expect(field(canvas, 'Mobile number')).toBeVisible();
    await expect(field(canvas, 'SMS code')).toBeVisible();
  },
};

/** Only mobile registration enabled: no tabs. */
export const MobileOnly: Story = {
  args: { usernameRegistrationEnabled: false, smsVerificationEnabled: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(canvas.queryByLabelText(label('SMS code'), { selector: 'input' })).not.toBeInTheDocument();
    await expect(field(canvas, 'Mobile number')).toBeVisible();
  },
};

function CountingHost(props: RegisterFormProps) {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const clock = useClock();
  return (
    <WithCaptchas
      {...props}
      smsEndsAt={endsAt}
      onRequestSms={(mobile, mode) => {
        props.onRequestSms?.(mobile, mode);
        setEndsAt(clock.now() + 60_000);
      }}
    />
  );
}

/** After a code was sent the button counts down (60 s by default). */
export const SmsCounting: Story = {
  args: { defaultValues: { mobileNum: '9171234567', countryDialingCode: '84' } },
  render: (args) => <CountingHost {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(args.onRequestSms).toHaveBeenCalledWith(
      { mobileNum: '9171234567', countryDialingCode: '84' },
      'username',
    );
    await expect(canvas.getByRole('button', { name: 'Get code' })).toHaveTextContent(/\(\d+s\)/);
  },
};

/** The affiliate code comes from the URL: its field is hidden. */
export const AffiliateCodeFromUrl: Story = {
  args: { affiliateCodeShown: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText(label('Affiliate code'), { selector: 'input' })).not.toBeInTheDocument();
  },
};

/** The terms link, and unticking the terms. */
export const Terms: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/help#terms');
    const terms = canvas.getByRole('checkbox', { name: /Terms and Conditions/ });
    terms.focus();
    await userEvent.keyboard(' ');
    await expect(terms).not.toBeChecked();
    await expect(terms).toHaveAccessibleDescription('Please agree to the Terms and Conditions');
  },
};

/** A failed registration: the platform's message at the top and on its field; everything typed stays. */
function FailingHost(props: RegisterFormProps) {
  const [status, setStatus] = useState<FormStatus>('idle');
  const [serverError, setServerError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<RegisterFormProps['fieldErrors']>(undefined);
  return (
    <WithCaptchas
      {...props}
      status={status}
      serverError={serverError}
      fieldErrors={fieldErrors}
      onSubmit={async (values) => {
        setStatus('submitting');
        await props.onSubmit(values);
        setServerError('Invalid invitation code');
        setFieldErrors({ affiliateCode: 'Invalid invitation code' });
        setStatus('idle');
      }}
    />
  );
}

export const ServerErrorKeepsValues: Story = {
  args: {
    smsVerificationEnabled: false,
    rules: { ...sampleRules, mobileNum: { enabled: false }, captcha: { enabled: false } },
    captcha: null,
    slider: null,
    defaultValues: { adult: true },
  },
  render: (args) => <FailingHost {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(field(canvas, 'Username'), 'player01');
    await userEvent.type(field(canvas, 'Password'), 'S3cret!pass');
    await userEvent.type(field(canvas, 'Confirm password'), 'S3cret!pass');
    await userEvent.type(field(canvas, 'Payee name'), 'Ana Cruz');
    await userEvent.type(field(canvas, 'Payment password'), '654321');
    const affiliate = field(canvas, 'Affiliate code');
    await userEvent.type(affiliate, 'NOPE1');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid invitation code');
    await waitFor(() => expect(affiliate).toHaveFocus());
    await expect(affiliate).toHaveAccessibleDescription('Invalid invitation code');
    await expect(field(canvas, 'Username')).toHaveValue('player01');
    await expect(field(canvas, 'Password')).toHaveValue('S3cret!pass');
    // Changing the field clears the platform's message on it.
    await userEvent.type(affiliate, 'X');
    await expect(affiliate).not.toHaveAttribute('aria-invalid');
  },
};

export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Register' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Chinese: Story = {
  globals: { locale: 'CN' },
  args: { countries: sampleCountriesCN },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: '立即注册，领取 1000VND' })).toBeVisible();
    const username = field(canvas, '用户名');
    await expect(username).toHaveAccessibleDescription('请输入6 - 16位字母或数字，须以字母开头');
    await expect(field(canvas, '支付密码')).toHaveAccessibleDescription('请输入6位数字');
    await userEvent.click(canvas.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(field(canvas, '手机号码')).toHaveFocus());
    await expect(username).toHaveAccessibleDescription('此项为必填项');
    await expect(canvas.getByRole('link', { name: '条款与条件' })).toHaveAttribute('href', '/help#terms');
  },
};

export const Mobile375: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div style={{ maxWidth: 343 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Register' }).getBoundingClientRect().width).toBeGreaterThan(300);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
