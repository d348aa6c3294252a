export type { RegisterFormProps, RegisterSubmitValues } from '../types';
export { DEFAULT_BONUS_AMOUNT, RegisterForm, TERMS_HREF } from './RegisterForm';
