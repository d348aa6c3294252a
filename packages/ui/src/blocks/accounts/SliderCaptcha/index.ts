export type { SliderCaptchaProps, SliderChallenge, SliderResult, SliderStatus } from '../types';
export { SLIDER_KEY_STEP, SLIDER_MAX, SliderCaptcha } from './SliderCaptcha';
