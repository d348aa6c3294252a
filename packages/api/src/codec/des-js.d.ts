// des.js ships no types; this covers the part the codec uses.
declare module 'des.js' {
  interface DesCipher {
    update(data: ArrayLike<number>): number[];
    final(data?: ArrayLike<number>): number[];
  }
  interface DesOptions {
    type: 'encrypt' | 'decrypt';
    key: ArrayLike<number>;
    padding?: boolean;
  }
  export const DES: { create(options: DesOptions): DesCipher };
  const desjs: { DES: typeof DES };
  export default desjs;
}
