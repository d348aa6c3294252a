import type { Plugin } from 'vite';
import { parseAst } from 'vite';

/** What a call's definition says for the api's README and nothing at run time. */
const docKeys = new Set(['summary', 'assumption']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The [start, end) ranges of the doc properties in `defineEndpoint({ … })` calls, each with its trailing comma. */
export function endpointDocRanges(code: string): [number, number][] {
  const ranges: [number, number][] = [];
  const visit = (node: Node) => {
    const callee = node.callee;
    if (
      node.type === 'CallExpression' &&
      isNode(callee) &&
      callee.type === 'Identifier' &&
      callee.name === 'defineEndpoint'
    ) {
      const [definition] = node.arguments as unknown[];
      if (isNode(definition) && definition.type === 'ObjectExpression') {
        for (const property of definition.properties as Node[]) {
          const key = property.key;
          if (property.type !== 'Property' || !isNode(key) || key.type !== 'Identifier') continue;
          if (!docKeys.has(key.name as string)) continue;
          let end = property.end;
          while (/\s/.test(code[end] ?? '')) end += 1;
          if (code[end] === ',') end += 1;
          ranges.push([property.start, end]);
        }
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const child of value) if (isNode(child)) visit(child);
      if (isNode(value)) visit(value);
    }
  };
  visit(parseAst(code) as unknown as Node);
  return ranges;
}

/** Removes `ranges` from `code` (they never overlap). */
export function withoutRanges(code: string, ranges: [number, number][]): string {
  let result = code;
  for (const [start, end] of [...ranges].sort((a, b) => b[0] - a[0]))
    result = result.slice(0, start) + result.slice(end);
  return result;
}

/**
 * Production builds leave out the calls' summaries and assumption notes: they
 * document the platform for the api's README and would otherwise ship in the
 * site's JavaScript, the first route's included.
 */
export function stripEndpointDocs(): Plugin {
  return {
    name: 'lobby:strip-endpoint-docs',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/]packages[\\/]api[\\/]src[\\/]endpoints[\\/][^\\/]+\.ts$/.test(id)) return null;
      const ranges = endpointDocRanges(code);
      return ranges.length === 0 ? null : { code: withoutRanges(code, ranges), map: null };
    },
  };
}
