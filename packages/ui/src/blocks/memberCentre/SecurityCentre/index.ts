export type {
  ContactChannel,
  PaymentPasswordChange,
  SecurityAccount,
  SecurityResult,
  SecuritySummary,
} from '../security';
export type { ContactBinding } from './ContactForm';
export type { SecurityCentreProps } from './SecurityCentre';
export { SecurityCentre } from './SecurityCentre';
