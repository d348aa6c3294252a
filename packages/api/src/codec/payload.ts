import { base64Decode, base64Encode, utf8Decode, utf8Encode } from './bytes';
import { desEcbDecrypt, desEcbEncrypt } from './des';
import { CodecError } from './errors';
import { type RandomSource, secureRandom } from './random';
import { parseRsaModulus, type RsaPrivateKey, rsaDecryptString, rsaEncryptString } from './rsa';

export { type RandomSource, secureRandom } from './random';
export { parseRsaModulus } from './rsa';

/**
 * The platform's payload encryption (docs/platform.md#encrypted-calls):
 * 1. a 16-character random `r` from [A-Za-z0-9];
 * 2. body `{ value: base64(DES-ECB-PKCS7(JSON, key = UTF-8 of r[0..8))) }`;
 * 3. header `Encryption: rsaEncryptString(reverse(r))` with the platform's key.
 */

const keyAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const payloadKeyLength = 16;

export function randomPayloadKey(random: RandomSource = secureRandom): string {
  let key = '';
  for (let index = 0; index < payloadKeyLength; index += 1) {
    const pick = Math.min(keyAlphabet.length - 1, Math.max(0, Math.floor(random() * keyAlphabet.length)));
    key += keyAlphabet[pick];
  }
  return key;
}

function isPayloadKey(value: string): boolean {
  return value.length === payloadKeyLength && /^[A-Za-z0-9]+$/.test(value);
}

function desKeyOf(r: string): Uint8Array {
  return utf8Encode(r.slice(0, 8));
}

function reversed(text: string): string {
  return Array.from(text).reverse().join('');
}

/** The `Encryption` value for `r`: RSA.js `encryptedString(key, reverse(r))`. */
export function encryptPayloadKey(r: string, modulusHex: string): string {
  if (!isPayloadKey(r)) throw new CodecError('bad-key', 'The payload key is 16 characters of [A-Za-z0-9]');
  return rsaEncryptString(parseRsaModulus(modulusHex), reversed(r));
}

/** The sandbox's side: recovers `r` from an `Encryption` value. */
export function decryptPayloadKey(encryption: string, privateKey: RsaPrivateKey): string {
  const r = reversed(rsaDecryptString(privateKey, encryption));
  if (!isPayloadKey(r)) throw new CodecError('bad-key', 'The Encryption header does not carry a payload key');
  return r;
}

export interface EncryptedPayload {
  /** Goes in the JSON body as `{ value }`. */
  value: string;
  /** Goes in the `Encryption` header. */
  encryption: string;
  /** The random `r`, exposed for tests and for headers that echo it. */
  key: string;
}

export interface EncryptPayloadOptions {
  random?: RandomSource;
  /** A fixed `r` (known-answer tests). */
  key?: string;
}

export async function encryptPayload(
  payload: unknown,
  modulusHex: string,
  options: EncryptPayloadOptions = {},
): Promise<EncryptedPayload> {
  const r = options.key ?? randomPayloadKey(options.random);
  const encryption = encryptPayloadKey(r, modulusHex);
  const json = JSON.stringify(payload ?? {});
  const cipher = await desEcbEncrypt(desKeyOf(r), utf8Encode(json));
  return { value: base64Encode(cipher), encryption, key: r };
}

/** DES half on its own (the sandbox, once it has recovered `r`). */
export async function decryptPayloadValue(value: string, r: string): Promise<unknown> {
  if (!isPayloadKey(r)) throw new CodecError('bad-key', 'The payload key is 16 characters of [A-Za-z0-9]');
  const plain = utf8Decode(await desEcbDecrypt(desKeyOf(r), base64Decode(value)));
  try {
    return JSON.parse(plain) as unknown;
  } catch (cause) {
    throw new CodecError('malformed-json', 'The decrypted payload is not JSON', cause);
  }
}

/**
 * Everything the sandbox needs to read an encrypted request: the body's
 * `value` and the `Encryption` header, with its private key.
 */
export async function decryptPayload(
  body: unknown,
  encryption: string,
  privateKey: RsaPrivateKey,
): Promise<{ payload: unknown; key: string }> {
  if (typeof body !== 'object' || body === null || typeof (body as { value?: unknown }).value !== 'string') {
    throw new CodecError('malformed-json', 'An encrypted body is `{ "value": "<base64>" }`');
  }
  const key = decryptPayloadKey(encryption, privateKey);
  const payload = await decryptPayloadValue((body as { value: string }).value, key);
  return { payload, key };
}
