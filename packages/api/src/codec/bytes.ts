import { CodecError } from './errors';

const encoder = new TextEncoder();

export function utf8Encode(text: string): Uint8Array {
  return encoder.encode(text);
}

/** Strict UTF-8: a byte sequence that is not valid UTF-8 is refused, not patched with U+FFFD. */
export function utf8Decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (cause) {
    throw new CodecError('malformed-utf8', 'The bytes are not valid UTF-8', cause);
  }
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const alphabetIndex = new Map(Array.from(alphabet, (char, index) => [char, index]));
const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Standard base64 with padding (RFC 4648 §4), the form the platform sends. */
export function base64Encode(bytes: Uint8Array): string {
  let out = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const a = bytes[index] ?? 0;
    const b = bytes[index + 1] ?? 0;
    const c = bytes[index + 2] ?? 0;
    const triple = (a << 16) | (b << 8) | c;
    const remaining = bytes.length - index;
    out += alphabet[(triple >> 18) & 63];
    out += alphabet[(triple >> 12) & 63];
    out += remaining > 1 ? alphabet[(triple >> 6) & 63] : '=';
    out += remaining > 2 ? alphabet[triple & 63] : '=';
  }
  return out;
}

/** Strict decoding: wrong characters, length or padding are refused. */
export function base64Decode(text: string): Uint8Array {
  if (!base64Pattern.test(text)) throw new CodecError('malformed-base64', 'The text is not canonical base64');
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const out = new Uint8Array((text.length / 4) * 3 - padding);
  let written = 0;
  for (let index = 0; index < text.length; index += 4) {
    let quad = 0;
    for (let offset = 0; offset < 4; offset += 1) {
      const char = text[index + offset] ?? '=';
      quad = (quad << 6) | (char === '=' ? 0 : (alphabetIndex.get(char) ?? 0));
    }
    // The bits a padded group leaves over must be zero: `AB==` is not another spelling of `AA==`.
    const leftOver = index + 4 < text.length ? 0 : padding === 2 ? quad & 0xffff : padding === 1 ? quad & 0xff : 0;
    if (leftOver !== 0) throw new CodecError('malformed-base64', 'The text is not canonical base64');
    const chunk = [(quad >> 16) & 255, (quad >> 8) & 255, quad & 255];
    for (const byte of chunk) {
      if (written < out.length) out[written++] = byte;
    }
  }
  return out;
}

export function hexEncode(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function hexDecode(text: string): Uint8Array {
  if (text.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(text)) {
    throw new CodecError('malformed-hex', 'The text is not an even-length hex string');
  }
  const out = new Uint8Array(text.length / 2);
  for (let index = 0; index < out.length; index += 1)
    out[index] = Number.parseInt(text.slice(index * 2, index * 2 + 2), 16);
  return out;
}
