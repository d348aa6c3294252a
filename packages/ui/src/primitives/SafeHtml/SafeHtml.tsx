import { clsx } from 'clsx';
import { type HTMLAttributes, useEffect, useMemo, useState } from 'react';
import { root } from './SafeHtml.css';

export interface SafeHtmlProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from the platform (notices, help, promotions); sanitized before rendering. */
  html: string;
}

type Sanitize = (html: string) => string;

// The sanitizer (DOMPurify) loads with the first platform HTML to show, so it
// stays out of the first route's bundle.
let sanitizer: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;
function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitize').then(
    (module) => {
      sanitizer = module.sanitizeHtml;
      return module.sanitizeHtml;
    },
    (error: unknown) => {
      // A failed download is not kept: the next view to need the sanitizer asks again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Loads the sanitizer ahead of a view that shows platform HTML, so the view
 * opens with its text in place instead of an empty block that fills in later.
 */
export function preloadSafeHtml(): Promise<void> {
  return loadSanitizer().then(() => undefined);
}

/**
 * Renders platform HTML after sanitizing it, styled as readable body text.
 * Nothing unsanitized ever reaches the page: until the sanitizer is ready the
 * element is empty and marked busy.
 */
export function SafeHtml({ html, className, ...rest }: SafeHtmlProps) {
  const [ready, setReady] = useState(sanitizer !== null);
  useEffect(() => {
    if (ready) return;
    let current = true;
    void loadSanitizer().then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [ready]);
  // Once per text: sanitizing is the costly part of showing platform HTML.
  const clean = useMemo(() => (ready && sanitizer ? sanitizer(html) : null), [ready, html]);
  if (clean === null) return <div className={clsx(root, className)} aria-busy="true" {...rest} />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is sanitized just above.
  return <div className={clsx(root, className)} {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
