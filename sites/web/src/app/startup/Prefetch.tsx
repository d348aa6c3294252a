import { useAnnouncements, useGameVendors } from '@lobby/api/hooks';

/**
 * Starts the first route's reads (banners and notices, the vendor list) while
 * the start-up status is still on its way, instead of after it. The views use
 * the same cached answers; nothing is rendered here.
 */
export function Prefetch() {
  useAnnouncements(['B']);
  useGameVendors();
  return null;
}
