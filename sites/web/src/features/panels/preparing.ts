import { lazyCentrePage } from './centrePage';

/**
 * The shared "being prepared" page: one lazy component for every section whose
 * page is not built yet. It needs only the title, so it serves every centre.
 */
export const preparingPage = lazyCentrePage('centrePreparing', () => import('./PreparingPage'));
