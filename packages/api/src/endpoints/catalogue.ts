import * as agent from './agent';
import { endpointList } from './all';
import * as auth from './auth';
import * as bankCards from './bankCards';
import * as centreFacts from './centreFacts';
import * as content from './content';
import type { EndpointDefinition } from './define';
import * as deposit from './deposit';
import { noFields } from './fields';
import * as gameLobby from './gameLobby';
import * as games from './games';
import * as lottery from './lottery';
import * as member from './member';
import * as missions from './missions';
import * as points from './points';
import * as promotions from './promotions';
import * as system from './system';
import * as wallet from './wallet';
import * as withdraw from './withdraw';

/**
 * The README's call tables, generated from the definitions so that the
 * documentation cannot drift from the code (a test compares them).
 */

/** Calls the product needs that have no path of their own, and the definitions that serve them. */
export const unnamedSpecCalls: readonly { item: string; ids: readonly string[]; note: string }[] = [
  {
    item: 'Permission (adds the current host)',
    ids: ['system.permission'],
    note: 'The platform bundle links `permission` to `/wps/system/status`; one call serves both; the host travels as `url`.',
  },
  {
    item: 'Registration validation rules',
    ids: ['system.registerSettings'],
    note: 'The bundle links `regValidata` and `setRegister` to the same path; the permission info also carries `register`.',
  },
  {
    item: 'Menu',
    ids: ['system.whitelabel'],
    note: "The bundle's `menu` entry links to `/wps/system/whitelabel` (the settings tree).",
  },
  {
    item: 'Country codes (at start)',
    ids: ['system.countries'],
    note: "The catalogue's `/wps/system/country`; no token inferred (used before login).",
  },
  {
    item: 'Login info',
    ids: ['member.info'],
    note: "No call of its own: `loadLoginInfo` stores the token, calls member info and stores account and type, as the bundle's `loginInfo` does.",
  },
  {
    item: 'First login',
    ids: ['auth.login'],
    note: "No call of its own: the login answer's `firstTimeLogin` flag.",
  },
  {
    item: 'Available promotions',
    ids: ['promotions.available', 'promotions.merchantAvailable'],
    note: "The catalogue's names; there is no separate count call, the badge counts the list.",
  },
  { item: 'Unread V2', ids: ['content.unreadCountV2'], note: "The catalogue's `EMFE_getInboxUnreadCount`." },
  { item: 'Language update', ids: ['member.updateLanguage'], note: "The catalogue's `PUT /wps/member/language`." },
  {
    item: 'Customer-service lookup',
    ids: ['system.customerService'],
    note: "No path anywhere; the catalogue's `WPSCORE_getCustomerServiceScript` is assumed.",
  },
  {
    item: 'RSA key',
    ids: ['auth.rsaKey'],
    note: 'Not a player call: fetched before each encrypted call.',
  },
];

const modules = [
  auth,
  system,
  member,
  centreFacts,
  wallet,
  deposit,
  withdraw,
  bankCards,
  games,
  gameLobby,
  lottery,
  content,
  promotions,
  points,
  missions,
  agent,
];

/** The exported name of every schema and definition, by value. */
function exportedNames(): Map<unknown, string> {
  const names = new Map<unknown, string>();
  for (const module of modules) {
    for (const [name, value] of Object.entries(module)) {
      const named = name.endsWith('Schema') || name.endsWith('Endpoint');
      if (named && typeof value === 'object' && value !== null && !names.has(value)) names.set(value, name);
    }
  }
  return names;
}

function schemaLabel(
  names: Map<unknown, string>,
  definition: EndpointDefinition,
  part: 'request' | 'response',
): string {
  const schema = definition[part];
  if (schema === noFields) return '(no fields)';
  if ((schema as { type?: string }).type === 'unknown') return '(not read)';
  const named = names.get(schema);
  if (named) return `\`${named}\``;
  return `\`${names.get(definition) ?? definition.id}.${part}\``;
}

function cells(names: Map<unknown, string>, definition: EndpointDefinition): string[] {
  const format = definition.format === 'form' ? ' (form)' : '';
  return [
    `\`${definition.id}\``,
    `${definition.method}${format}`,
    `\`${definition.path}\``,
    definition.token,
    definition.encrypted ? 'yes' : '',
    schemaLabel(names, definition, 'request'),
    schemaLabel(names, definition, 'response'),
    definition.summary,
  ];
}

/** A Markdown table with padded columns, as the repository's formatter writes them. */
export function markdownTable(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = head.map((title, column) =>
    Math.max(3, title.length, ...rows.map((cellsOfRow) => (cellsOfRow[column] ?? '').length)),
  );
  const line = (values: readonly string[]) =>
    `| ${widths.map((width, column) => (values[column] ?? '').padEnd(width)).join(' | ')} |`;
  return [line(head), `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`, ...rows.map(line)].join('\n');
}

const callHead = [
  'Id',
  'Method',
  'Path',
  'Token',
  'Encrypted',
  'Request schema',
  'Response (`value`) schema',
  'What for',
];

function isSpecCall(definition: EndpointDefinition): boolean {
  return definition.source === 'spec' || unnamedSpecCalls.some((item) => item.ids.includes(definition.id));
}

export function specCallTable(): string {
  const names = exportedNames();
  return markdownTable(
    callHead,
    endpointList.filter(isSpecCall).map((definition) => cells(names, definition)),
  );
}

export function catalogueCallTable(): string {
  const names = exportedNames();
  return markdownTable(
    callHead,
    endpointList.filter((definition) => !isSpecCall(definition)).map((definition) => cells(names, definition)),
  );
}

export function assumptionTable(): string {
  const rows: string[][] = unnamedSpecCalls.map((item) => [
    item.item,
    item.ids.map((id) => `\`${id}\``).join(', '),
    item.note,
  ]);
  for (const definition of endpointList) {
    if (!definition.assumption || unnamedSpecCalls.some((item) => item.ids.includes(definition.id))) continue;
    rows.push([`\`${definition.method} ${definition.path}\``, `\`${definition.id}\``, definition.assumption]);
  }
  return markdownTable(['Item or call', 'Served by', 'What is assumed, and why'], rows);
}
