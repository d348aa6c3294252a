export type { ChangePasswordFormProps, ChangePasswordSubmitValues } from '../types';
export { ChangePasswordForm } from './ChangePasswordForm';
