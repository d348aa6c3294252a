/** How long the app waits for its stylesheets before it starts anyway. */
export const stylesDeadlineMs = 10_000;

/**
 * Resolves once the page's stylesheets have arrived. The built index.html
 * inserts them from a script so they do not hold the splash's first paint
 * (see build/splashFirst.ts), and marks each one `loading` until its load or
 * error event; the app must not render before them. A stylesheet that fails,
 * or has not answered by the deadline, still lets the app start: unstyled
 * beats a splash for ever.
 */
export function stylesReady(doc: Document = document, deadlineMs = stylesDeadlineMs): Promise<void> {
  const pending = doc.querySelectorAll<HTMLLinkElement>('link[data-lobby-styles="loading"]');
  if (pending.length === 0) return Promise.resolve();
  const arrived = Promise.all(
    [...pending].map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, deadlineMs);
  });
  return Promise.race([arrived, deadline]).finally(() => clearTimeout(timer));
}
