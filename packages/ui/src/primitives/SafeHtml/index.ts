export type { SafeHtmlProps } from './SafeHtml';
export { SafeHtml } from './SafeHtml';
export { sanitizeHtml } from './sanitize';
export { safeImageUrl, safeNavigationUrl } from './urls';
