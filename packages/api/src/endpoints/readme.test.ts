// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assumptionTable, catalogueCallTable, specCallTable } from './catalogue';

/**
 * The README's tables are generated from the definitions. Run with
 * UPDATE_API_README=1 to rewrite them after changing a definition.
 */
const readme = new URL('../../README.md', import.meta.url);

const sections = {
  spec: specCallTable,
  catalogue: catalogueCallTable,
  assumptions: assumptionTable,
} as const;

function replaceSection(text: string, name: string, body: string): string {
  const start = `<!-- table:${name}:start -->`;
  const end = `<!-- table:${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md lacks the ${name} table markers`);
  return `${text.slice(0, from + start.length)}\n${body}\n${text.slice(to)}`;
}

describe('README call tables', () => {
  it('match the endpoint definitions', () => {
    const current = readFileSync(readme, 'utf8');
    let expected = current;
    for (const [name, table] of Object.entries(sections)) expected = replaceSection(expected, name, table());
    if (process.env.UPDATE_API_README === '1') writeFileSync(readme, expected);
    else expect(current).toBe(expected);
  });
});
