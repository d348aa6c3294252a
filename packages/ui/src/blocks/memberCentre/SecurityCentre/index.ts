export type {
  CodeTarget,
  ContactChannel,
  PaymentPasswordChange,
  PaymentPasswordProblem,
  PaymentPasswordReset,
  PaymentPasswordResetRequest,
  SecurityAccount,
  SecurityResult,
  SecuritySummary,
} from '../security';
export { isCodeShaped, newPaymentPasswordProblem } from '../security';
export type { ContactBinding } from './ContactForm';
export type { SecurityCentreProps } from './SecurityCentre';
export { SecurityCentre } from './SecurityCentre';
