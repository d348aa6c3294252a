export type { SafeHtmlProps } from './SafeHtml';
export { preloadSafeHtml, SafeHtml } from './SafeHtml';
export { sanitizeHtml } from './sanitize';
export { safeImageUrl, safeNavigationUrl } from './urls';
