/**
 * Resolves once the page's stylesheets have arrived. The built index.html
 * inserts them from a script so they do not hold the splash's first paint
 * (see build/splashFirst.ts), and marks each one `loading` until its load or
 * error event; the app must not render before them. A stylesheet that fails
 * still lets the app start: unstyled beats a splash for ever.
 */
export function stylesReady(doc: Document = document): Promise<void> {
  const pending = doc.querySelectorAll<HTMLLinkElement>('link[data-lobby-styles="loading"]');
  return Promise.all(
    [...pending].map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}
