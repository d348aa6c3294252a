// @lobby/api/codecs: the codecs callers outside the client need. The
// building blocks (DES, RSA arithmetic, byte encodings) stay private.

// The payload encryption of encrypted calls (the sandbox decrypts with it; RsaPrivateKey is its key).

export type { EncryptedPayload, EncryptPayloadOptions } from './payload';
export { decryptPayload, decryptPayloadKey, encryptPayload } from './payload';
export type { RsaPrivateKey } from './rsa';

// Customer-service links: the encrypted path the platform sends, and the http(s) check of the result.

export {
  acceptHttpUrl,
  decodeCustomerServicePath,
  encodeCustomerServicePath,
  sealCustomerServiceText,
} from './customerService';

// The one error the codecs throw.

export type { CodecErrorReason } from './errors';
export { CodecError, isCodecError } from './errors';
