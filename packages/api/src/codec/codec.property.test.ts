// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileAddress, resolvedOnSite } from '../testing/addresses';
import { base64Decode, base64Encode, hexDecode, utf8Decode, utf8Encode } from './bytes';
import { acceptHttpUrl, decodeCustomerServicePath } from './customerService';
import { desEcbDecrypt, desEcbEncrypt, pkcs7Unpad } from './des';
import { CodecError } from './errors';
import { decryptPayload, decryptPayloadKey, decryptPayloadValue } from './payload';
import { parseRsaModulus, type RsaPrivateKey, rsaDecryptString, rsaEncryptString } from './rsa';

// Every decoder here promises to throw nothing but a CodecError, whatever it
// is given: 10,000 inputs each, random and near-valid.

const runs = 10_000;

type Outcome<T> = { ok: true; value: T } | { ok: false; reason: string };

/** The decoder's value, or the reason of its CodecError; any other exception fails the property. */
function outcomeOf<T>(decode: () => T): Outcome<T> {
  try {
    return { ok: true, value: decode() };
  } catch (error) {
    if (error instanceof CodecError) return { ok: false, reason: error.reason };
    throw error;
  }
}

async function asyncOutcomeOf<T>(decode: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await decode() };
  } catch (error) {
    if (error instanceof CodecError) return { ok: false, reason: error.reason };
    throw error;
  }
}

const base64ish = fc.oneof(
  fc.base64String(),
  fc.base64String().map((text) => text.replace(/=+$/, '')),
  fc.string({ unit: fc.constantFrom(...'AQgw+/=-_ \n'), maxLength: 16 }),
  fc.string({ unit: 'binary', maxLength: 24 }),
);
const hexish = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(...'0123456789abcdefgxX -'), maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 24 }),
);
const bytes = fc.uint8Array({ maxLength: 48 });
const blocks = fc
  .integer({ min: 0, max: 5 })
  .chain((count) => fc.uint8Array({ minLength: count * 8, maxLength: count * 8 }));
const desKey = fc.oneof(fc.uint8Array({ minLength: 8, maxLength: 8 }), fc.uint8Array({ maxLength: 12 }));
const payloadKey = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'abcXYZ0189'), minLength: 16, maxLength: 16 }),
  fc.string({ maxLength: 20 }),
);
// Small enough to reach every branch quickly: n = 1009 × 1013, chunks of 2 bytes.
const smallKey: RsaPrivateKey = { n: 1009n * 1013n, e: 65537n, d: 832193n };

describe('the byte codecs, whatever they are given', () => {
  it('base64Decode gives bytes that encode back to the same text, or a CodecError', () => {
    fc.assert(
      fc.property(base64ish, (text) => {
        const decoded = outcomeOf(() => base64Decode(text));
        return decoded.ok ? base64Encode(decoded.value) === text : decoded.reason === 'malformed-base64';
      }),
      { numRuns: runs },
    );
  });

  it('hexDecode gives half as many bytes as characters, or a CodecError', () => {
    fc.assert(
      fc.property(hexish, (text) => {
        const decoded = outcomeOf(() => hexDecode(text));
        return decoded.ok ? decoded.value.length * 2 === text.length : decoded.reason === 'malformed-hex';
      }),
      { numRuns: runs },
    );
  });

  it('utf8Decode gives text that encodes back to the same bytes, or a CodecError', () => {
    const text = fc.string({ unit: 'binary', maxLength: 16 }).map(utf8Encode);
    fc.assert(
      fc.property(fc.oneof(bytes, text), (input) => {
        const decoded = outcomeOf(() => utf8Decode(input));
        return decoded.ok ? utf8Encode(decoded.value).join() === input.join() : decoded.reason === 'malformed-utf8';
      }),
      { numRuns: runs },
    );
  });

  it('pkcs7Unpad removes 1 to 8 bytes, or refuses with a CodecError', () => {
    fc.assert(
      fc.property(fc.oneof(bytes, blocks), (input) => {
        const unpadded = outcomeOf(() => pkcs7Unpad(input));
        if (!unpadded.ok) return true;
        const removed = input.length - unpadded.value.length;
        return removed >= 1 && removed <= 8;
      }),
      { numRuns: runs },
    );
  });
});

describe('the ciphers, whatever they are given', () => {
  it('desEcbDecrypt throws nothing but a CodecError for any key and cipher text', async () => {
    await fc.assert(
      fc.asyncProperty(desKey, fc.oneof(bytes, blocks), async (key, cipher) => {
        await asyncOutcomeOf(() => desEcbDecrypt(key, cipher));
      }),
      { numRuns: runs },
    );
  });

  it('decryptPayloadValue gives what was sealed back, or a CodecError, for any value and key', async () => {
    const goodKey = fc.string({ unit: fc.constantFrom(...'abcXYZ0189'), minLength: 16, maxLength: 16 });
    // Random values rarely decrypt, so some are real cipher text of text that is or is not JSON.
    const input = fc.oneof(
      fc.record({ r: payloadKey, value: base64ish, sealed: fc.constant(null) }),
      fc.record({ r: goodKey, value: fc.constant(''), sealed: fc.oneof(fc.json(), fc.string()) }),
    );
    await fc.assert(
      fc.asyncProperty(input, async ({ r, value, sealed }) => {
        const text =
          sealed === null ? value : base64Encode(await desEcbEncrypt(utf8Encode(r.slice(0, 8)), utf8Encode(sealed)));
        const decrypted = await asyncOutcomeOf(() => decryptPayloadValue(text, r));
        if (sealed === null) return;
        if (decrypted.ok) expect(decrypted.value).toEqual(JSON.parse(sealed));
        else expect(decrypted.reason).toBe('malformed-json');
      }),
      { numRuns: runs },
    );
  });

  it('the RSA key codecs throw nothing but a CodecError', () => {
    fc.assert(
      fc.property(hexish, fc.string({ unit: 'binary', maxLength: 12 }), (text, plain) => {
        outcomeOf(() => parseRsaModulus(text));
        outcomeOf(() => rsaDecryptString(smallKey, text));
        outcomeOf(() => decryptPayloadKey(text, smallKey));
        const encrypted = outcomeOf(() => rsaEncryptString(smallKey, plain));
        // Whatever encrypts decrypts to the same text (less trailing NULs, as RSA.js drops them).
        return !encrypted.ok || rsaDecryptString(smallKey, encrypted.value) === plain.replace(/\0+$/, '');
      }),
      { numRuns: runs },
    );
  });

  it('decryptPayload throws nothing but a CodecError for any body and header', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.anything({ maxDepth: 2 }), fc.record({ value: base64ish })),
        hexish,
        async (body, encryption) => {
          await asyncOutcomeOf(() => decryptPayload(body, encryption, smallKey));
        },
      ),
      { numRuns: runs },
    );
  });
});

describe('the customer-service link, whatever it is given', () => {
  it('acceptHttpUrl keeps only absolute http(s) addresses with a host', () => {
    fc.assert(
      fc.property(hostileAddress, (address) => {
        const accepted = outcomeOf(() => acceptHttpUrl(address));
        if (!accepted.ok) return accepted.reason === 'not-http-url';
        const url = new URL(accepted.value);
        const resolved = resolvedOnSite(accepted.value);
        return (
          (url.protocol === 'http:' || url.protocol === 'https:') &&
          url.hostname !== '' &&
          resolved?.protocol === url.protocol
        );
      }),
      { numRuns: runs },
    );
  });

  it('decodeCustomerServicePath gives an http(s) address or a CodecError, for any path', async () => {
    // Random paths rarely decrypt, so half are real cipher text of a hostile address under a good key.
    const key = fc.string({ unit: fc.constantFrom(...'abcXYZ019'), minLength: 8, maxLength: 8 });
    const sealed = fc.tuple(hostileAddress, key);
    await fc.assert(
      fc.asyncProperty(fc.oneof(base64ish, sealed), async (input) => {
        const path =
          typeof input === 'string'
            ? input
            : `${base64Encode(await desEcbEncrypt(utf8Encode(input[1]), utf8Encode(input[0])))}${input[1]}`;
        const decoded = await asyncOutcomeOf(() => decodeCustomerServicePath(path));
        if (decoded.ok) expect(['http:', 'https:']).toContain(new URL(decoded.value).protocol);
      }),
      { numRuns: runs },
    );
  });
});
