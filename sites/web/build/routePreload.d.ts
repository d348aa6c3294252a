import type { IndexHtmlTransformContext } from 'vite';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;
/** The files a page of a lazily loaded route needs: its chunk and the chunks and styles it imports. */
export interface PageFiles {
  scripts: string[];
  styles: string[];
}
/**
 * For each route, the files its page loads beyond what index.html starts with
 * (`initial`): the page module's chunk, every chunk it imports statically, and
 * their stylesheets, as the addresses the page will ask for.
 */
export declare function pageFilesOf(
  bundle: OutputBundle,
  routeModules: Record<string, string>,
  initial: readonly string[],
  base?: string,
): Record<string, PageFiles>;
