// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64Encode, utf8Encode } from './bytes';
import { acceptHttpUrl, decodeCustomerServicePath, encodeCustomerServicePath } from './customerService';
import { desEcbEncrypt } from './des';
import { CodecError } from './errors';

async function reasonOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    if (error instanceof CodecError) return error.reason;
    throw error;
  }
  return 'no error';
}

describe('customer-service URL', () => {
  it('decodes the known answer (DES-ECB-PKCS7 under the last 8 characters, computed with OpenSSL)', async () => {
    const path = 'ILQBJuY10vkscGjctnfxVs6nwEmIHpM1D3XiMOVB0l6hGKU/CnO613G1bz5f76a5k3y9Xq2Z';
    expect(await decodeCustomerServicePath(path)).toBe('https://chat.example.com/vip?lang=EN&id=42');
  });

  it('encodes what it decodes, for the sandbox', async () => {
    const url = 'https://chat.example.com/vip?lang=EN&id=42';
    expect(await encodeCustomerServicePath(url, 'k3y9Xq2Z')).toBe(
      'ILQBJuY10vkscGjctnfxVs6nwEmIHpM1D3XiMOVB0l6hGKU/CnO613G1bz5f76a5k3y9Xq2Z',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.webUrl({ validSchemes: ['http', 'https'] }),
        fc.string({ unit: fc.constantFrom(...'abcdefXYZ0123456789'), minLength: 8, maxLength: 8 }),
        async (link, key) => {
          expect(await decodeCustomerServicePath(await encodeCustomerServicePath(link, key))).toBe(new URL(link).href);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('rejects javascript:, data: and text that is not a URL', async () => {
    expect(await reasonOf(() => decodeCustomerServicePath('FRRQbDho8vYywF9VYB8aQhZLswkE6RE2Q1w2E3r4'))).toBe(
      'not-http-url',
    );
    expect(
      await reasonOf(() =>
        decodeCustomerServicePath('PUzIS/+oY0Zs1e/56WS4Smmaq9Eekn+q4SuLRXjNXxxk7cIlKTxRJ+5b/UeD8CVcQ1w2E3r4'),
      ),
    ).toBe('not-http-url');
    expect(await reasonOf(() => decodeCustomerServicePath('FDbELTzBapTxikg0MSUYUw==Q1w2E3r4'))).toBe('not-http-url');
    expect(() => acceptHttpUrl('ftp://files.example.com/')).toThrow(CodecError);
    expect(() => acceptHttpUrl('//no-scheme.example.com')).toThrow(CodecError);
    await expect(encodeCustomerServicePath('javascript:alert(1)', 'Q1w2E3r4')).rejects.toBeInstanceOf(CodecError);
  });

  it('rejects malformed paths', async () => {
    expect(await reasonOf(() => decodeCustomerServicePath(''))).toBe('bad-length');
    expect(await reasonOf(() => decodeCustomerServicePath('12345678'))).toBe('bad-length');
    expect(await reasonOf(() => decodeCustomerServicePath('not base64!k3y9Xq2Z'))).toBe('malformed-base64');
    expect(await reasonOf(() => decodeCustomerServicePath('QUJDk3y9Xq2Z'))).toBe('bad-length');
    expect(
      await reasonOf(() =>
        decodeCustomerServicePath('ILQBJuY10vkscGjctnfxVs6nwEmIHpM1D3XiMOVB0l6hGKU/CnO613G1bz5f76a5k3y9Xq2✓'),
      ),
    ).toBe('bad-key');
    // The right cipher text under the wrong key fails on padding or on the URL check.
    expect(
      ['bad-padding', 'malformed-utf8', 'not-http-url'].includes(
        await reasonOf(() =>
          decodeCustomerServicePath('ILQBJuY10vkscGjctnfxVs6nwEmIHpM1D3XiMOVB0l6hGKU/CnO613G1bz5f76a5WRONGKEY'),
        ),
      ),
    ).toBe(true);
  });

  it('throws nothing but a CodecError, whatever the path', async () => {
    // Random paths rarely decrypt at all, so some are real cipher text of text that is or is not an http(s) URL.
    const plainText = fc.oneof(
      fc.string(),
      fc.webUrl({ validSchemes: ['http', 'https', 'ftp', 'javascript', 'data'] }),
      fc.constantFrom('javascript:alert(1)', 'data:text/html,x', 'http://', 'https:///x', ' https://a.example '),
    );
    const key = fc.string({ unit: fc.constantFrom(...'abcXYZ019'), minLength: 8, maxLength: 8 });
    const path = fc.oneof(
      fc.string(),
      fc.base64String().map((text) => `${text}abcdefgh`),
      fc.tuple(plainText, key).map(([text, withKey]) => ({ text, key: withKey })),
    );
    await fc.assert(
      fc.asyncProperty(path, async (input) => {
        const written =
          typeof input === 'string'
            ? input
            : `${base64Encode(await desEcbEncrypt(utf8Encode(input.key), utf8Encode(input.text)))}${input.key}`;
        const outcome = await decodeCustomerServicePath(written).then(
          (url) => ({ decoded: true as const, url }),
          (error: unknown) => ({ decoded: false as const, error }),
        );
        // Either an http(s) address or a CodecError: both outcomes are checked.
        if (outcome.decoded) expect(['http:', 'https:']).toContain(new URL(outcome.url).protocol);
        else expect(outcome.error).toBeInstanceOf(CodecError);
      }),
      { numRuns: 300 },
    );
  });
});
