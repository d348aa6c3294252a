/**
 * The `hostile` scenario: every field the platform's back office controls
 * (notices, banners, promotions, help, game, vendor and room names,
 * nicknames, rank names, messages, download labels, customer-service entries
 * and every address the site shows or follows) is replaced by an item of the
 * hostile corpus, so a walk through the site meets a wide share of them.
 */
import { sealCustomerServiceText } from '@lobby/api/codecs';
import { hostileMarkup, hostileTexts, hostileUrls, nthOf } from '../fixtures/hostile';
import { hashSeed } from '../fixtures/random';
import { CUSTOMER_SERVICE_KEY } from '../fixtures/site';

/** Text the site shows: titles, names, labels and HTML bodies. */
const textFields = new Set([
  'title',
  'content',
  'contents',
  'additionalContents',
  'name',
  'gameName',
  'displayName',
  'roomName',
  'nodeName',
  'gameTypeName',
  'nickname',
  'labelNameEn',
  'labelNameCn',
  'playerRankName',
  'rankName',
  'nextRankName',
  'description',
  'remark',
  'subject',
]);

/** Addresses the site loads or follows: images, links, downloads, QR codes. */
const addressFields = new Set(['url', 'link', 'image', 'showIcon', 'smallIcon', 'qrCodeUrl', 'imgUrl', 'icon']);

const hostileTextItems = [...hostileMarkup, ...hostileTexts];

/** The answer with its back-office fields replaced by the corpus. */
export async function hostileAnswer(value: unknown): Promise<unknown> {
  // Each field gets the item its own name and original text pick, so the same record carries the
  // same vector whatever order the calls arrive in, and different records carry different ones.
  // The original is read without its origin: the sandbox's own addresses carry the port it happens to run on.
  const pick = <T>(items: readonly T[], key: string, original: string) =>
    nthOf(items, hashSeed(`${key}:${original.replace(/^https?:\/\/[^/]+/i, '')}`));

  async function walk(node: unknown): Promise<unknown> {
    if (Array.isArray(node)) return Promise.all(node.map(walk));
    if (node === null || typeof node !== 'object') return node;
    const record = node as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(record)) {
      if (typeof field === 'string' && textFields.has(key)) out[key] = pick(hostileTextItems, key, field);
      else if (typeof field === 'string' && addressFields.has(key)) out[key] = pick(hostileUrls, key, field);
      else if (key === 'path' && typeof field === 'string' && 'csType' in record) {
        const address = pick(hostileUrls, key, field);
        out[key] = record.csType === '3' ? await sealCustomerServiceText(address, CUSTOMER_SERVICE_KEY) : address;
      } else out[key] = await walk(field);
    }
    return out;
  }

  return walk(value);
}
