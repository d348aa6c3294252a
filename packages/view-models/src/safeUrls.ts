// One check for every address the platform sends, shared with the design system's sanitizer.
export { safeImageUrl, safeNavigationUrl } from '@lobby/ui';
