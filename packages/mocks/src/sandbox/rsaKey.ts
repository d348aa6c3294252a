/**
 * The sandbox's RSA key pair for the platform's payload encryption
 * (docs/platform.md#encrypted-calls). 1024-bit, public exponent 65537, as the platform hands out.
 *
 * This key is published with the source on purpose: it protects nothing and
 * exists so tests, stories and the HTTP sandbox decrypt the same bodies every
 * run. Never use it, or textbook RSA, anywhere real.
 */

/** Modulus as the platform serves it from GET /wps/session/key/rsa: lowercase hex. */
export const SANDBOX_RSA_MODULUS_HEX =
  'b85f92b5f9981a2fb2141040f537956c33251ec6a7c18c37cb8fdb067b4ac164a74a542400d9afc8e66a8f7386ac5cbb' +
  'd8e0767bc1ee827b9d82052581b52b5ee9d3aef4a411f3394e011e52362c989963a4c80793cf3f887089f9539232e588' +
  'f1f0b7e3b2ba4a1c2daed03973edc5ac698d4f5ecc8095ae6c62cae77c1b585d';

const privateExponentHex =
  '1eb212bbe73d1287044fe0d0dfc28c470250d8c9dc1e161927f3e05438ec9e3c02ba163e144229c8f9cb9dec6eec7d57' +
  'ece899f14abd49ce08d01fc939ca0ed92b1f66e5e0a68f781a2775c671279d868ae5db6a24dd7bdd8be854f4aacf13f3' +
  'a1d0fe461df7f05bcce296379cfb7a983d03e219321bde201b8ce96eb0e74f61';

export interface SandboxRsaKey {
  n: bigint;
  e: bigint;
  d: bigint;
}

export const SANDBOX_RSA_KEY: SandboxRsaKey = {
  n: BigInt(`0x${SANDBOX_RSA_MODULUS_HEX}`),
  e: 65537n,
  d: BigInt(`0x${privateExponentHex}`),
};
