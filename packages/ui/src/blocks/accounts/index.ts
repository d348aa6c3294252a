export * from './AuthModal';
export * from './ChangePasswordForm';
export * from './ForgotPasswordForm';
export * from './LoginForm';
export * from './RegisterForm';
export * from './SliderCaptcha';
export type * from './types';
export * from './validation';
