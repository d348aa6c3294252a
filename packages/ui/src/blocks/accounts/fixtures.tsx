// Story-only fixtures of the account views (never exported from the package):
// countries with inline flags (no network), a registration rule set shaped
// like the sandbox's, a captcha image, and hosts that keep the slider's and
// the SMS button's state the way the site's containers do.
import { useState } from 'react';
import { SliderCaptcha } from './SliderCaptcha/SliderCaptcha';
import type { CaptchaImage, CountryOption, SliderCaptchaProps, SliderResult, SliderStatus } from './types';
import type { RegistrationRules } from './validation';

const flag = (stripes: string[], vertical = false) => {
  const size = 100 / stripes.length;
  const rects = stripes
    .map((fill, index) =>
      vertical
        ? `<rect x='${index * size}' width='${size}' height='100' fill='${fill}'/>`
        : `<rect y='${index * size}' width='100' height='${size}' fill='${fill}'/>`,
    )
    .join('');
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100' preserveAspectRatio='none'>${rects}</svg>`,
  )}`;
};

/** A few countries of the demo brand's market, flags drawn inline. */
export const sampleCountries: CountryOption[] = [
  { code: 'PH', dialingCode: '63', name: 'Philippines', flagUrl: flag(['#0038a8', '#ce1126']) },
  { code: 'VN', dialingCode: '84', name: 'Vietnam', flagUrl: flag(['#da251d']) },
  {
    code: 'TH',
    dialingCode: '66',
    name: 'Thailand',
    flagUrl: flag(['#a51931', '#f4f5f8', '#2d2a4a', '#f4f5f8', '#a51931']),
  },
  { code: 'MY', dialingCode: '60', name: 'Malaysia', flagUrl: flag(['#cc0001', '#ffffff', '#cc0001', '#ffffff']) },
  { code: 'ID', dialingCode: '62', name: 'Indonesia', flagUrl: flag(['#ff0000', '#ffffff']) },
  { code: 'CN', dialingCode: '86', name: 'China', flagUrl: flag(['#de2910']) },
  { code: 'IN', dialingCode: '91', name: 'India', flagUrl: flag(['#ff9933', '#ffffff', '#138808']) },
];

/** The same countries with Chinese names. */
export const sampleCountriesCN: CountryOption[] = sampleCountries.map((country) => ({
  ...country,
  name: ({ PH: '菲律宾', VN: '越南', TH: '泰国', MY: '马来西亚', ID: '印度尼西亚', CN: '中国', IN: '印度' } as const)[
    country.code as 'PH'
  ],
}));

/** Registration rules as the sandbox serves them (spec §3, §5): required, optional, equal bounds, disabled. */
export const sampleRules: RegistrationRules = {
  mobileNum: {
    enabled: true,
    required: true,
    acceptedPattern: '^[0-9]+$',
    patternId: '2',
    minLength: 8,
    maxLength: 12,
  },
  verificationCode: {
    enabled: true,
    required: true,
    acceptedPattern: '^[0-9]+$',
    patternId: '2',
    minLength: 6,
    maxLength: 6,
  },
  username: {
    enabled: true,
    required: true,
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    patternId: '8',
    minLength: 6,
    maxLength: 16,
  },
  password: {
    enabled: true,
    required: true,
    acceptedPattern: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).+$',
    patternId: '6',
    minLength: 8,
    maxLength: 20,
  },
  confirmPassword: { enabled: true, required: true, acceptedPattern: '*', patternId: '0', minLength: 8, maxLength: 20 },
  payeeName: {
    enabled: true,
    required: true,
    acceptedPattern: '^[A-Za-z]+( [A-Za-z]+)+$',
    patternId: '7',
    minLength: 2,
    maxLength: 50,
  },
  paymentPassword: {
    enabled: true,
    required: true,
    acceptedPattern: '^[0-9]+$',
    patternId: '2',
    minLength: 6,
    maxLength: 6,
  },
  email: {
    enabled: true,
    required: false,
    acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
    patternId: '3',
    minLength: 6,
    maxLength: 60,
  },
  qqNum: { enabled: true, required: false, acceptedPattern: '^[0-9]+$', patternId: '2', minLength: 5, maxLength: 12 },
  line: { enabled: true, required: false, acceptedPattern: '^\\S+$', patternId: '11', minLength: 4, maxLength: 30 },
  whatsapp: { enabled: false },
  facebook: { enabled: false },
  wechat: { enabled: false },
  idNumber: { enabled: false },
  recommenderId: {
    enabled: true,
    required: false,
    acceptedPattern: '^[A-Za-z0-9]+$',
    patternId: '1',
    minLength: 4,
    maxLength: 20,
  },
  affiliateCode: {
    enabled: true,
    required: false,
    acceptedPattern: '^[A-Za-z0-9]+$',
    patternId: '1',
    minLength: 4,
    maxLength: 12,
  },
  captcha: { enabled: true, required: true, acceptedPattern: '^[0-9]+$', patternId: '2', minLength: 4, maxLength: 4 },
};

/** A captcha image like the platform's (digits on a noisy light ground), inline. */
export const sampleCaptchaSrc = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 112 40'><rect width='112' height='40' fill='#eef1f6'/><path d='M0 30 Q28 5 56 24 T112 12' stroke='#9aa6bd' stroke-width='2' fill='none'/><text x='14' y='29' font-family='monospace' font-size='24' font-weight='700' fill='#23314f' letter-spacing='6'>4827</text></svg>",
)}`;

export const sampleCaptcha = (onRefresh: () => void): CaptchaImage => ({
  src: sampleCaptchaSrc,
  onRefresh,
  status: 'ready',
});

/**
 * The slider as the site wires it: the result is checked (here: accepted, or
 * refused when `accept` is false, which resets the slider like a failed
 * login) and the status follows.
 */
export function useStorySlider(options: { accept?: boolean; onVerify?: (result: SliderResult) => void } = {}) {
  const { accept = true, onVerify } = options;
  const [status, setStatus] = useState<SliderStatus>('idle');
  const [resetKey, setResetKey] = useState(0);
  const slider: SliderCaptchaProps = {
    challenge: { id: `sl_story_${resetKey}` },
    resetKey,
    status,
    onVerify: (result) => {
      onVerify?.(result);
      if (accept) setStatus('verified');
      else setResetKey((key) => key + 1);
    },
  };
  return {
    slider,
    /** A failed submit: the slider starts over (spec §4). */
    reset: () => {
      setStatus('idle');
      setResetKey((key) => key + 1);
    },
  };
}

/** The slider alone with the story host's state. */
export function StorySlider(props: { accept?: boolean; onVerify?: (result: SliderResult) => void }) {
  const { slider } = useStorySlider(props);
  return <SliderCaptcha {...slider} />;
}
