import { base64Decode, base64Encode, utf8Decode, utf8Encode } from './bytes';
import { desEcbDecrypt, desEcbEncrypt } from './des';
import { CodecError } from './errors';

/**
 * Customer-service links (docs/platform.md#customer-service-url): the path's last 8
 * characters are a DES key; the rest is base64 of the DES-ECB/PKCS7 cipher
 * text of the URL. The cipher is an inference, so it stays in this one
 * function. Only http(s) URLs are accepted: the result is opened in a popup,
 * and a `javascript:` or `data:` URL there would run script on our origin.
 */

const keyLength = 8;

function keyBytes(key: string): Uint8Array {
  const bytes = utf8Encode(key);
  if (key.length !== keyLength || bytes.length !== keyLength) {
    throw new CodecError('bad-key', 'The customer-service key is 8 single-byte characters');
  }
  return bytes;
}

/** Accepts an absolute http(s) URL and returns it normalized; anything else is refused. */
export function acceptHttpUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch (cause) {
    throw new CodecError('not-http-url', 'The customer-service link is not a URL', cause);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CodecError('not-http-url', 'The customer-service link is not an http(s) URL');
  }
  if (url.hostname === '') throw new CodecError('not-http-url', 'The customer-service link has no host');
  return url.href;
}

export async function decodeCustomerServicePath(path: string): Promise<string> {
  if (typeof path !== 'string' || path.length <= keyLength) {
    throw new CodecError('bad-length', 'The customer-service path is too short');
  }
  const key = keyBytes(path.slice(-keyLength));
  const cipher = base64Decode(path.slice(0, -keyLength));
  const plain = utf8Decode(await desEcbDecrypt(key, cipher));
  return acceptHttpUrl(plain);
}

/** The platform's side, for the sandbox: encrypts `url` under an 8-character key. */
export async function encodeCustomerServicePath(url: string, key: string): Promise<string> {
  acceptHttpUrl(url);
  return sealCustomerServiceText(url, key);
}

/**
 * The cipher alone, whatever the text: what a careless or compromised back office
 * could send, for the sandbox's hostile content. `decodeCustomerServicePath` must refuse
 * anything but an http(s) address that comes out of it.
 */
export async function sealCustomerServiceText(text: string, key: string): Promise<string> {
  const cipher = await desEcbEncrypt(keyBytes(key), utf8Encode(text));
  return `${base64Encode(cipher)}${key}`;
}
