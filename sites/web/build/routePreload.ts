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
export function pageFilesOf(
  bundle: OutputBundle,
  routeModules: Record<string, string>,
  initial: readonly string[],
  base = '/',
): Record<string, PageFiles> {
  const address = (fileName: string) => `${base}${fileName}`;
  const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const pages: Record<string, PageFiles> = {};
  for (const [path, module] of Object.entries(routeModules)) {
    const entry = chunks.find(
      (chunk) =>
        chunk.isDynamicEntry && chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/src/routes/${module}.tsx`),
    );
    if (!entry) throw new Error(`routePreload: the build has no chunk for the page module ${module} (${path})`);
    const scripts: string[] = [];
    const styles: string[] = [];
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      const chunk = byFile.get(fileName);
      if (!chunk || initial.includes(address(fileName))) return;
      scripts.push(address(fileName));
      for (const css of chunk.viteMetadata?.importedCss ?? [])
        if (!styles.includes(address(css))) styles.push(address(css));
      for (const imported of chunk.imports) visit(imported);
    };
    visit(entry.fileName);
    pages[path] = { scripts, styles };
  }
  return pages;
}
