/**
 * Google tag, when the merchant's permission response names one
 * (`analytics.gtagId`). It loads after the first paint and when the browser
 * is idle, so it never delays the page.
 */
let loaded = false;

export function loadAnalytics(gtagId: string | undefined): void {
  if (loaded || !gtagId || !/^[A-Z]{1,3}-[A-Z0-9]+$/i.test(gtagId)) return;
  loaded = true;
  const start = () => {
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gtagId)}`;
    document.head.append(script);
    const host = window as unknown as { dataLayer?: unknown[] };
    host.dataLayer = host.dataLayer ?? [];
    const layer = host.dataLayer;
    // gtag.js reads Arguments objects from the data layer, not arrays.
    function gtag(..._args: unknown[]) {
      // biome-ignore lint/complexity/noArguments: the tag's documented contract.
      layer.push(arguments);
    }
    gtag('js', new Date());
    gtag('config', gtagId);
  };
  const idle = (window as { requestIdleCallback?: (callback: () => void) => void }).requestIdleCallback;
  // Two frames guarantee the first paint has happened before we queue the work.
  requestAnimationFrame(() => requestAnimationFrame(() => (idle ? idle(start) : setTimeout(start, 1))));
}
