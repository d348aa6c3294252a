export type { FeedbackFormProps } from './FeedbackForm';
export { FeedbackForm } from './FeedbackForm';
export type { FeedbackDraft, FeedbackLimits, FeedbackResult } from './feedbackDraft';
