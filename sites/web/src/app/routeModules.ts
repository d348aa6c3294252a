/**
 * Which page module serves each lazily loaded route, read from the route
 * table's source (`routeTable.ts`) by the build, which cannot run the table
 * itself (it imports the pages): entries name a loader that is either written
 * in place (`load: () => import('../routes/help')`) or a constant declared
 * above (`const games = () => import('../routes/games')`).
 * `routeModules.test.ts` checks the answer against the real table.
 */
export function routeModulesOf(routeTableSource: string): Record<string, string> {
  const loaders = new Map<string, string>();
  for (const [, name = '', module = ''] of routeTableSource.matchAll(
    /const (\w+) = \(\) => import\('\.\.\/routes\/(\w+)'\)/g,
  ))
    loaders.set(name, module);
  const modules: Record<string, string> = {};
  for (const [, path = '', loader = ''] of routeTableSource.matchAll(
    /path: '(\/[^']*)',\s*chunk: '[^']*',\s*load: ([^,\n]+),/g,
  )) {
    const inPlace = /^\(\) => import\('\.\.\/routes\/(\w+)'\)$/.exec(loader.trim());
    const module = inPlace?.[1] ?? loaders.get(loader.trim());
    if (!module) throw new Error(`routeModulesOf: cannot tell which page module ${path} loads (${loader})`);
    modules[path] = module;
  }
  return modules;
}
