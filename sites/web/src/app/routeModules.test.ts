import { describe, expect, it } from 'vitest';
import { routeModulesOf } from './routeModules';
import { pageRoutes } from './routeTable';
import routeTableSource from './routeTable.ts?raw';

describe('routeModulesOf', () => {
  it('names, for every lazily loaded route of the table, the page module its loader imports', async () => {
    const modules = routeModulesOf(routeTableSource);
    const lazy = pageRoutes.filter((route) => 'load' in route);
    expect(Object.keys(modules).sort()).toEqual(lazy.map((route) => route.path).sort());
    for (const route of lazy) {
      if (!('load' in route)) continue;
      // The same module record: the loader and the named file are one module.
      expect(await route.load(), route.path).toBe(await import(`../routes/${modules[route.path]}.tsx`));
    }
  }, 60_000);

  it('refuses a route whose loader it cannot read', () => {
    expect(() => routeModulesOf(`{ path: '/odd', chunk: 'odd', load: () => somewhere(), layout: 'full' },`)).toThrow(
      /\/odd/,
    );
  });
});
