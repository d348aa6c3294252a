import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadChunk } from '../../app/chunks';

/** What every page of a centre gets from the centre around it. */
export interface CentrePageProps<Page extends string> {
  /** The page on screen (a page module may serve several ids). */
  page: Page;
  /** The page's translated title: its menu label. */
  title: string;
  /** Shows another page of the same centre, as a new step of the history. */
  openPage: (page: Page) => void;
  /** Closes the centre. */
  close: () => void;
}

/** A page of a centre: a component the centre renders with the page's props. */
export type CentrePage<Page extends string> = ComponentType<CentrePageProps<Page>>;

/**
 * Wraps a page module's import: the page's code loads when it is first shown,
 * with the route chunks' retry and their "Loading chunk … failed" error.
 */
export function lazyCentrePage<Props extends object>(
  name: string,
  load: () => Promise<{ default: ComponentType<Props> }>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => loadChunk(name, load));
}
