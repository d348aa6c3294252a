import { generateKeyPairSync } from 'node:crypto';
import type { RsaPrivateKey } from '../codec/rsa';

/** A fresh 1024-bit key pair the way the platform would hold it (tests play the server). */
export function testRsaKey(): { privateKey: RsaPrivateKey; modulusHex: string } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 65537 });
  const jwk = privateKey.export({ format: 'jwk' });
  const big = (value: string | undefined) => BigInt(`0x${Buffer.from(value ?? '', 'base64url').toString('hex')}`);
  const key: RsaPrivateKey = { n: big(jwk.n), e: 65537n, d: big(jwk.d) };
  return { privateKey: key, modulusHex: key.n.toString(16) };
}
