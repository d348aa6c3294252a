export type { ForgotPasswordFormProps, ForgotPasswordSubmitValues } from '../types';
export { ForgotPasswordForm } from './ForgotPasswordForm';
