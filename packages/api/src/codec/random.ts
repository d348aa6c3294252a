/** A source of uniform numbers in [0, 1); injectable so tests are deterministic. */
export type RandomSource = () => number;

/** Cryptographic randomness where the platform offers it. */
export const secureRandom: RandomSource = () => {
  const crypto = globalThis.crypto;
  if (crypto && typeof crypto.getRandomValues === 'function') {
    const word = new Uint32Array(1);
    crypto.getRandomValues(word);
    return (word[0] ?? 0) / 0x1_0000_0000;
  }
  return Math.random();
};
