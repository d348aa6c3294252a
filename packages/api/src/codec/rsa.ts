import { CodecError } from './errors';

/**
 * Textbook RSA as the classic RSA.js `encryptedString` computes it, which is
 * what the platform decrypts: no padding; the string's
 * characters are bytes of a little-endian integer (character i is byte i),
 * zero-filled to the key's chunk size; the result is hex of 16-bit digits,
 * most significant first, each written as four hex characters.
 *
 * Weak by design of the platform; never reuse it for anything else.
 */

export const rsaPublicExponent = 65537n;

export interface RsaPublicKey {
  n: bigint;
  e: bigint;
}

/** Private half, held only by the sandbox. */
export interface RsaPrivateKey extends RsaPublicKey {
  d: bigint;
}

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  if (modulus === 1n) return 0n;
  let result = 1n;
  let factor = ((base % modulus) + modulus) % modulus;
  let rest = exponent;
  while (rest > 0n) {
    if (rest & 1n) result = (result * factor) % modulus;
    factor = (factor * factor) % modulus;
    rest >>= 1n;
  }
  return result;
}

/** The modulus the platform sends as hex text (1024-bit in practice). */
export function parseRsaModulus(hex: string): RsaPublicKey {
  const text = hex.trim();
  if (!/^[0-9a-fA-F]+$/.test(text)) throw new CodecError('malformed-hex', 'The RSA modulus is not hex');
  const n = BigInt(`0x${text}`);
  // Below 2^32 RSA.js's chunk would be empty or a single byte pair too small to carry anything.
  if (n < 0x1_0000_0000n) throw new CodecError('bad-key', 'The RSA modulus is too small');
  return { n, e: rsaPublicExponent };
}

/** RSA.js `biHighIndex`: index of the highest non-zero 16-bit digit. */
function highDigitIndex(value: bigint): number {
  let index = -1;
  let rest = value;
  while (rest > 0n) {
    rest >>= 16n;
    index += 1;
  }
  return index;
}

/** Bytes per block: RSA.js `chunkSize = 2 * biHighIndex(m)`. */
export function rsaChunkSize(key: RsaPublicKey): number {
  return 2 * highDigitIndex(key.n);
}

function toDigitHex(value: bigint): string {
  const hex = value.toString(16);
  return hex.padStart(Math.ceil(hex.length / 4) * 4, '0');
}

function bytesOf(text: string): number[] {
  return Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    if (char.length !== 1 || code > 0xff) {
      throw new CodecError('unsupported-character', 'RSA.js strings carry one byte per character');
    }
    return code;
  });
}

/** `encryptedString(key, text)` of RSA.js; blocks, if more than one, are joined by spaces. */
export function rsaEncryptString(key: RsaPublicKey, text: string): string {
  const chunk = rsaChunkSize(key);
  if (chunk < 2) throw new CodecError('bad-key', 'The RSA modulus is too small');
  const bytes = bytesOf(text);
  while (bytes.length % chunk !== 0 || bytes.length === 0) bytes.push(0);
  const blocks: string[] = [];
  for (let start = 0; start < bytes.length; start += chunk) {
    let m = 0n;
    for (let offset = chunk - 1; offset >= 0; offset -= 1) m = (m << 8n) | BigInt(bytes[start + offset] ?? 0);
    blocks.push(toDigitHex(modPow(m, key.e, key.n)));
  }
  return blocks.join(' ');
}

/**
 * The inverse, for the sandbox: recovers the string (trailing zero bytes of
 * the last block dropped, as RSA.js's `decryptedString` does).
 */
export function rsaDecryptString(key: RsaPrivateKey, encrypted: string): string {
  const chunk = rsaChunkSize(key);
  if (chunk < 2) throw new CodecError('bad-key', 'The RSA modulus is too small');
  const parts = encrypted.trim().split(' ');
  const bytes: number[] = [];
  for (const part of parts) {
    if (!/^[0-9a-fA-F]+$/.test(part)) throw new CodecError('malformed-hex', 'An RSA block is not hex');
    const c = BigInt(`0x${part}`);
    if (c >= key.n) throw new CodecError('bad-length', 'An RSA block is not below the modulus');
    let m = modPow(c, key.d, key.n);
    for (let offset = 0; offset < chunk; offset += 1) {
      bytes.push(Number(m & 0xffn));
      m >>= 8n;
    }
    if (m !== 0n) throw new CodecError('bad-length', 'An RSA block does not fit the chunk size');
  }
  while (bytes.length > 0 && bytes[bytes.length - 1] === 0) bytes.pop();
  return String.fromCharCode(...bytes);
}
