import { isPlatformError, type PlatformError, platformErrorText } from '@lobby/api';
import type { ErrorViewProps } from '@lobby/ui';
import type { Translate } from './translate';

/**
 * The words of a failed call for the player: the translated message of its
 * kind, or the platform's own message for a business error that has one.
 * Anything that is not a platform error reads as a server failure.
 */
export function errorTextOf(error: unknown, t: Translate): string {
  if (isPlatformError(error)) return platformErrorText(error, t);
  return t('errors.server');
}

/**
 * A page that could not load its data, as `ErrorView` shows it: a timeout or
 * a lost connection in the view's own words; any other failure (the server
 * refused, answered nonsense, …) as a connection problem with the platform's
 * words for what went wrong. The technical details go behind the disclosure.
 */
export function failedLoadViewOf(
  error: PlatformError,
  t: Translate,
): Pick<ErrorViewProps, 'kind' | 'message' | 'details'> {
  const ownWords = error.kind === 'timeout' || error.kind === 'network';
  return {
    kind: error.kind === 'timeout' ? 'timeout' : 'network',
    ...(ownWords ? {} : { message: errorTextOf(error, t) }),
    details: [
      `${error.name} (${error.kind}): ${error.message}`,
      `endpoint: ${error.endpoint ?? '-'}`,
      `status: ${error.status ?? '-'}`,
    ].join('\n'),
  };
}
