export type { LoginFormProps, LoginSubmitValues } from '../types';
export { LoginForm } from './LoginForm';
