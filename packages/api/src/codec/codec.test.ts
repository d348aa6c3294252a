// @vitest-environment node
import { constants, generateKeyPairSync, privateDecrypt, publicEncrypt } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64Decode, base64Encode, hexDecode, hexEncode, utf8Decode } from './bytes';
import { desEcbDecrypt, desEcbEncrypt, desEcbRaw, pkcs7Pad, pkcs7Unpad } from './des';
import { CodecError } from './errors';
import {
  decryptPayload,
  decryptPayloadKey,
  decryptPayloadValue,
  encryptPayload,
  encryptPayloadKey,
  randomPayloadKey,
} from './payload';
import { modPow, parseRsaModulus, type RsaPrivateKey, rsaChunkSize, rsaDecryptString, rsaEncryptString } from './rsa';

const hex = (text: string) => hexDecode(text);
const ascii = (text: string) => new TextEncoder().encode(text);

/** Asserts that `run` fails with a CodecError of `reason`. */
async function expectCodecError(run: () => unknown, reason?: CodecError['reason']): Promise<void> {
  let caught: unknown;
  try {
    await run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(CodecError);
  if (reason) expect((caught as CodecError).reason).toBe(reason);
}

describe('DES-ECB', () => {
  // FIPS 46 worked example and NBS SP 500-20 known-answer vectors.
  it.each([
    ['133457799BBCDFF1', '0123456789ABCDEF', '85e813540f0ab405'],
    ['0101010101010101', '95F8A5E5DD31D900', '8000000000000000'],
    ['0E329232EA6D0D73', '8787878787878787', '0000000000000000'],
  ])('encrypts the standard block with key %s', async (key, plain, cipher) => {
    expect(hexEncode(await desEcbRaw('encrypt', hex(key), hex(plain)))).toBe(cipher);
    expect(hexEncode(await desEcbRaw('decrypt', hex(key), hex(cipher)))).toBe(plain.toLowerCase());
  });

  it('pads with PKCS#7: a full block of 8s after whole blocks', async () => {
    expect(Array.from(pkcs7Pad(new Uint8Array(8)).slice(8))).toEqual([8, 8, 8, 8, 8, 8, 8, 8]);
    expect(Array.from(pkcs7Pad(ascii('abc')).slice(3))).toEqual([5, 5, 5, 5, 5]);
    const key = hex('133457799BBCDFF1');
    const cipher = await desEcbEncrypt(key, hex('0123456789ABCDEF'));
    expect(cipher).toHaveLength(16);
    // First block is the standard answer; the second is the padding block on its own.
    expect(hexEncode(cipher.slice(0, 8))).toBe('85e813540f0ab405');
    expect(hexEncode(cipher.slice(8))).toBe(hexEncode(await desEcbRaw('encrypt', key, pkcs7Pad(new Uint8Array(0)))));
    expect(hexEncode(await desEcbDecrypt(key, cipher))).toBe('0123456789abcdef');
  });

  it('refuses bad padding, lengths and keys with a CodecError', async () => {
    await expectCodecError(() => pkcs7Unpad(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 0])), 'bad-padding');
    await expectCodecError(() => pkcs7Unpad(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 9])), 'bad-padding');
    await expectCodecError(() => pkcs7Unpad(new Uint8Array([1, 2, 3, 4, 5, 6, 2, 3])), 'bad-padding');
    await expectCodecError(() => desEcbDecrypt(ascii('12345678'), new Uint8Array(7)), 'bad-length');
    await expectCodecError(() => desEcbDecrypt(ascii('12345678'), new Uint8Array(0)), 'bad-length');
    await expectCodecError(() => desEcbEncrypt(ascii('1234567'), ascii('x')), 'bad-key');
  });

  it('round-trips any bytes under any key', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 8, maxLength: 8 }),
        fc.uint8Array({ maxLength: 64 }),
        async (key, data) => {
          expect(Array.from(await desEcbDecrypt(key, await desEcbEncrypt(key, data)))).toEqual(Array.from(data));
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('base64, hex and UTF-8', () => {
  it('encodes the RFC 4648 test vectors', () => {
    const vectors: [string, string][] = [
      ['', ''],
      ['f', 'Zg=='],
      ['fo', 'Zm8='],
      ['foo', 'Zm9v'],
      ['foob', 'Zm9vYg=='],
      ['fooba', 'Zm9vYmE='],
      ['foobar', 'Zm9vYmFy'],
    ];
    for (const [plain, encoded] of vectors) {
      expect(base64Encode(ascii(plain))).toBe(encoded);
      expect(new TextDecoder().decode(base64Decode(encoded))).toBe(plain);
    }
  });

  it('refuses non-canonical base64, odd hex and invalid UTF-8', async () => {
    // `AB==` and `Zm9=` set bits the padding says are unused (found by the property test).
    for (const bad of ['Zg', 'Zg=', 'Z===', 'Zm9v!', 'Zm 9v', '====', 'AB==', 'Zm9='])
      await expectCodecError(() => base64Decode(bad), 'malformed-base64');
    await expectCodecError(() => hexDecode('abc'), 'malformed-hex');
    await expectCodecError(() => hexDecode('zz'), 'malformed-hex');
    await expectCodecError(() => utf8Decode(new Uint8Array([0xc3, 0x28])), 'malformed-utf8');
  });

  it('round-trips any bytes through base64', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        expect(Array.from(base64Decode(base64Encode(bytes)))).toEqual(Array.from(bytes));
        expect(base64Encode(bytes)).toBe(Buffer.from(bytes).toString('base64'));
      }),
    );
  });
});

describe('RSA.js encryptedString', () => {
  // A key small enough to check by hand: n = 1009 × 1013, so the chunk is 2 bytes.
  const small: RsaPrivateKey = { n: 1009n * 1013n, e: 65537n, d: 832193n };

  it('computes c = m^e mod n with m the little-endian bytes of the text', () => {
    expect((small.e * small.d) % (1008n * 1012n)).toBe(1n);
    expect(rsaChunkSize(small)).toBe(2);
    const m = 0x61n + (0x62n << 8n); // 'a' is byte 0, 'b' byte 1
    let expected = 1n;
    for (let step = 0n; step < small.e; step += 1n) expected = (expected * m) % small.n; // naive, independent of modPow
    const encrypted = rsaEncryptString(small, 'ab');
    expect(BigInt(`0x${encrypted}`)).toBe(expected);
    expect(encrypted).toBe('000c1701'); // whole 16-bit digits, as RSA.js biToHex writes them
    expect(rsaDecryptString(small, encrypted)).toBe('ab');
  });

  it('splits longer text into chunk-size blocks joined by spaces', () => {
    const encrypted = rsaEncryptString(small, 'abcde');
    expect(encrypted.split(' ')).toHaveLength(3);
    expect(rsaDecryptString(small, encrypted)).toBe('abcde');
  });

  it('agrees with OpenSSL raw RSA on a 1024-bit key', () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 65537 });
    const jwk = publicKey.export({ format: 'jwk' });
    const modulusHex = Buffer.from(jwk.n ?? '', 'base64url').toString('hex');
    const key = parseRsaModulus(modulusHex);
    expect(rsaChunkSize(key)).toBe(126);
    const text = '8765432187654321';
    const encrypted = rsaEncryptString(key, text);
    expect(encrypted).toMatch(/^[0-9a-f]+$/);
    expect(encrypted.length % 4).toBe(0);
    // OpenSSL wants m big-endian in 128 bytes: byte i of the text is the i-th least significant.
    const block = Buffer.alloc(128);
    for (let index = 0; index < text.length; index += 1) block[127 - index] = text.charCodeAt(index);
    const expected = publicEncrypt({ key: publicKey, padding: constants.RSA_NO_PADDING }, block);
    expect(BigInt(`0x${encrypted}`)).toBe(BigInt(`0x${expected.toString('hex')}`));
    const recovered = privateDecrypt(
      { key: privateKey, padding: constants.RSA_NO_PADDING },
      Buffer.from(BigInt(`0x${encrypted}`).toString(16).padStart(256, '0'), 'hex'),
    );
    expect(recovered.equals(block)).toBe(true);
  });

  it('modPow matches the naive power', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10_000n }),
        fc.integer({ min: 0, max: 40 }),
        fc.bigInt({ min: 2n, max: 5000n }),
        (base, exponent, modulus) => {
          let naive = 1n % modulus;
          for (let step = 0; step < exponent; step += 1) naive = (naive * base) % modulus;
          expect(modPow(base, BigInt(exponent), modulus)).toBe(naive);
        },
      ),
    );
  });

  it('refuses moduli that are not hex or too small', async () => {
    await expectCodecError(() => parseRsaModulus('xyz'), 'malformed-hex');
    await expectCodecError(() => parseRsaModulus(''), 'malformed-hex');
    await expectCodecError(() => parseRsaModulus('ff'), 'bad-key');
    await expectCodecError(() => rsaEncryptString(small, 'é✓'), 'unsupported-character');
  });
});

describe('payload encryption', () => {
  const pair = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 65537 });
  const jwk = pair.privateKey.export({ format: 'jwk' });
  const toBig = (value: string | undefined) => BigInt(`0x${Buffer.from(value ?? '', 'base64url').toString('hex')}`);
  const privateKey: RsaPrivateKey = { n: toBig(jwk.n), e: 65537n, d: toBig(jwk.d) };
  const modulusHex = privateKey.n.toString(16);

  it('matches the OpenSSL DES answer and RSA-encrypts the reversed key', async () => {
    const payload = { username: 'demo_player', password: 'Passw0rd!', type: 'username' };
    const result = await encryptPayload(payload, modulusHex, { key: 'AbCdEfGh12345678' });
    // DES-ECB-PKCS7 of the JSON under "AbCdEfGh", computed with OpenSSL's legacy provider.
    expect(result.value).toBe(
      'bVyGEElQA2XJPx73JOzCZvRbfSo5lpOZg6j+GTqVaxq3b2w0iAq3HPHz0+REcSQPHmi45U2ogfX7nwsu3dQGtNM+D1Q5jX7h',
    );
    expect(result.encryption).toBe(rsaEncryptString(parseRsaModulus(modulusHex), '87654321hGfEdCbA'));
    expect(decryptPayloadKey(result.encryption, privateKey)).toBe('AbCdEfGh12345678');
    expect(await decryptPayload({ value: result.value }, result.encryption, privateKey)).toEqual({
      payload,
      key: 'AbCdEfGh12345678',
    });
  });

  it('draws 16 characters of [A-Za-z0-9] from the random source', () => {
    expect(randomPayloadKey(() => 0)).toBe('AAAAAAAAAAAAAAAA');
    expect(randomPayloadKey(() => 0.999_999_999)).toBe('9999999999999999');
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (value) => {
        expect(randomPayloadKey(() => value)).toMatch(/^[A-Za-z0-9]{16}$/);
      }),
    );
  });

  it('round-trips any JSON payload', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.jsonValue(),
        fc.string({ unit: fc.constantFrom(...'abcXYZ0189'), minLength: 16, maxLength: 16 }),
        async (payload, key) => {
          const result = await encryptPayload(payload, modulusHex, { key });
          const { payload: back } = await decryptPayload({ value: result.value }, result.encryption, privateKey);
          expect(back).toEqual(JSON.parse(JSON.stringify(payload ?? {})));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('refuses malformed bodies and wrong keys with a CodecError only', async () => {
    const good = await encryptPayload({ a: 1 }, modulusHex, { key: 'AbCdEfGh12345678' });
    await expectCodecError(() => decryptPayload({ value: 1 }, good.encryption, privateKey), 'malformed-json');
    await expectCodecError(() => decryptPayload(null, good.encryption, privateKey), 'malformed-json');
    await expectCodecError(() => decryptPayload({ value: good.value }, 'zz', privateKey), 'malformed-hex');
    await expectCodecError(() => decryptPayloadValue(good.value, 'ZZZZZZZZ12345678'));
    await expectCodecError(() => encryptPayloadKey('short', modulusHex), 'bad-key');
    // Random text is never a DES body under any key, nor an RSA-wrapped key: each call must be refused.
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.oneof(fc.string(), fc.constant(good.encryption)), async (value, header) => {
        await expect(decryptPayload({ value }, header, privateKey)).rejects.toBeInstanceOf(CodecError);
      }),
      { numRuns: 200 },
    );
  });
});
