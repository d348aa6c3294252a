import { clsx } from 'clsx';
import { type HTMLAttributes, useMemo } from 'react';
import { root } from './SafeHtml.css';
import { sanitizeHtml } from './sanitize';

export interface SafeHtmlProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from the platform (notices, help, promotions); sanitized before rendering. */
  html: string;
}

/** Renders platform HTML after sanitizing it, styled as readable body text. */
export function SafeHtml({ html, className, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is sanitized just above.
  return <div className={clsx(root, className)} {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
