import { CodecError } from './errors';

/**
 * DES-ECB with PKCS#7 padding, the platform's payload cipher.
 * Browsers and Node's default OpenSSL 3 have no DES, so des.js does the block
 * cipher; it is imported only when an encrypted call is made, which keeps it
 * out of the first route's bundle. Padding is ours, so that a bad pad is
 * refused with a CodecError instead of an assertion from the library.
 *
 * DES is weak; this exists only because the platform's contract requires it.
 */

const blockSize = 8;

interface BlockCipher {
  update(data: ArrayLike<number>): number[];
  final(data?: ArrayLike<number>): number[];
}
type CreateCipher = (options: {
  type: 'encrypt' | 'decrypt';
  key: ArrayLike<number>;
  padding?: boolean;
}) => BlockCipher;

let loading: Promise<CreateCipher> | null = null;

function loadDes(): Promise<CreateCipher> {
  loading ??= import('des.js').then(
    (module) => {
      // CommonJS interop: bundlers expose the exports as `default`, Node's ESM loader as both.
      const des = (module as { default?: { DES?: typeof module.DES } }).default?.DES ?? module.DES;
      return (options) => des.create(options);
    },
    (cause: unknown) => {
      loading = null;
      throw new CodecError('cipher-unavailable', 'The DES cipher could not be loaded', cause);
    },
  );
  return loading;
}

function checkKey(key: Uint8Array): void {
  if (key.length !== blockSize) throw new CodecError('bad-key', `A DES key is ${blockSize} bytes, got ${key.length}`);
}

function run(create: CreateCipher, type: 'encrypt' | 'decrypt', key: Uint8Array, data: Uint8Array): Uint8Array {
  const cipher = create({ type, key: Array.from(key), padding: false });
  const head = cipher.update(Array.from(data));
  const tail = cipher.final();
  return Uint8Array.from([...head, ...tail]);
}

export function pkcs7Pad(data: Uint8Array): Uint8Array {
  const pad = blockSize - (data.length % blockSize);
  const out = new Uint8Array(data.length + pad);
  out.set(data);
  out.fill(pad, data.length);
  return out;
}

export function pkcs7Unpad(data: Uint8Array): Uint8Array {
  if (data.length === 0 || data.length % blockSize !== 0) {
    throw new CodecError('bad-length', 'Padded data must be a non-empty multiple of 8 bytes');
  }
  const pad = data[data.length - 1] ?? 0;
  if (pad < 1 || pad > blockSize) throw new CodecError('bad-padding', 'Invalid PKCS#7 padding');
  for (let index = data.length - pad; index < data.length; index += 1) {
    if (data[index] !== pad) throw new CodecError('bad-padding', 'Invalid PKCS#7 padding');
  }
  return data.slice(0, data.length - pad);
}

/** One raw DES-ECB pass without padding; `data` must be whole blocks. */
export async function desEcbRaw(type: 'encrypt' | 'decrypt', key: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  checkKey(key);
  if (data.length % blockSize !== 0) throw new CodecError('bad-length', 'DES works on whole 8-byte blocks');
  if (data.length === 0) return new Uint8Array(0);
  const create = await loadDes();
  return run(create, type, key, data);
}

export async function desEcbEncrypt(key: Uint8Array, plaintext: Uint8Array): Promise<Uint8Array> {
  return desEcbRaw('encrypt', key, pkcs7Pad(plaintext));
}

export async function desEcbDecrypt(key: Uint8Array, ciphertext: Uint8Array): Promise<Uint8Array> {
  if (ciphertext.length === 0 || ciphertext.length % blockSize !== 0) {
    throw new CodecError('bad-length', 'DES ciphertext must be a non-empty multiple of 8 bytes');
  }
  return pkcs7Unpad(await desEcbRaw('decrypt', key, ciphertext));
}
