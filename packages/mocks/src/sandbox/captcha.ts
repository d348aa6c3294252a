/**
 * Captcha images as the platform sends them: a base64 PNG in `value`.
 * A tiny PNG writer (greyscale, stored deflate blocks) keeps this free of
 * zlib, so it runs the same in Node and in the browser behind MSW.
 */
import { createRandom } from '../fixtures/random';

/** 5x7 bitmaps of the digits, one row per string, `#` = ink. */
const glyphs: Record<string, readonly string[]> = {
  '0': ['.###.', '#...#', '#..##', '#.#.#', '##..#', '#...#', '.###.'],
  '1': ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['#####', '...#.', '..#..', '...#.', '....#', '#...#', '.###.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
};

const crcTable = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

function u32(value: number): number[] {
  return [(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
}

function chunk(type: string, data: Uint8Array): number[] {
  const typed = new Uint8Array(4 + data.length);
  for (let i = 0; i < 4; i += 1) typed[i] = type.charCodeAt(i);
  typed.set(data, 4);
  return [...u32(data.length), ...typed, ...u32(crc32(typed))];
}

/** zlib stream of stored (uncompressed) deflate blocks. */
function zlibStored(data: Uint8Array): Uint8Array {
  const out: number[] = [0x78, 0x01];
  const max = 65_535;
  for (let offset = 0; offset < data.length || offset === 0; offset += max) {
    const block = data.subarray(offset, offset + max);
    const last = offset + max >= data.length ? 1 : 0;
    out.push(last, block.length & 255, block.length >>> 8, ~block.length & 255, (~block.length >>> 8) & 255);
    for (const byte of block) out.push(byte);
    if (data.length === 0) break;
  }
  out.push(...u32(adler32(data)));
  return Uint8Array.from(out);
}

/** Greyscale 8-bit PNG from rows of pixel values. */
export function encodeGreyPng(width: number, height: number, pixels: Uint8Array): Uint8Array {
  const raw = new Uint8Array((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (width + 1)] = 0; // filter: none
    raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  const header = Uint8Array.from([...u32(width), ...u32(height), 8, 0, 0, 0, 0]);
  return Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', header),
    ...chunk('IDAT', zlibStored(raw)),
    ...chunk('IEND', new Uint8Array(0)),
  ]);
}

const WIDTH = 100;
const HEIGHT = 36;
const SCALE = 3;

/** Renders the digits of `code` with jitter and noise; `seed` makes the noise repeatable. */
export function renderCaptcha(code: string, seed: number): Uint8Array {
  const random = createRandom(seed);
  const pixels = new Uint8Array(WIDTH * HEIGHT).fill(236);
  const plot = (x: number, y: number, shade: number) => {
    if (x >= 0 && x < WIDTH && y >= 0 && y < HEIGHT) pixels[y * WIDTH + x] = shade;
  };
  for (let i = 0; i < 160; i += 1) plot(random.int(0, WIDTH - 1), random.int(0, HEIGHT - 1), random.int(120, 200));
  const advance = Math.floor((WIDTH - 8) / Math.max(code.length, 1));
  Array.from(code).forEach((char, index) => {
    const glyph = glyphs[char];
    if (!glyph) return;
    const left = 6 + index * advance + random.int(-2, 2);
    const top = 5 + random.int(-3, 3);
    const shade = random.int(20, 80);
    glyph.forEach((row, gy) => {
      Array.from(row).forEach((cell, gx) => {
        if (cell !== '#') return;
        for (let dy = 0; dy < SCALE; dy += 1) {
          for (let dx = 0; dx < SCALE; dx += 1) plot(left + gx * SCALE + dx, top + gy * SCALE + dy, shade);
        }
      });
    });
  });
  for (let line = 0; line < 2; line += 1) {
    const y0 = random.int(4, HEIGHT - 4);
    const y1 = random.int(4, HEIGHT - 4);
    for (let x = 0; x < WIDTH; x += 1) plot(x, Math.round(y0 + ((y1 - y0) * x) / WIDTH), 90);
  }
  return encodeGreyPng(WIDTH, HEIGHT, pixels);
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
