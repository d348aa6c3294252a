// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stockAvatars } from './stockAvatars';

const folder = new URL('../../public/avatars/', import.meta.url);

describe('the stock avatars', () => {
  it('are served from the public folder, one SVG image per name and no other', () => {
    const files = readdirSync(folder).sort();
    expect(files).toEqual(stockAvatars.map((avatar) => `${avatar.name}.svg`).sort());
    for (const avatar of stockAvatars) {
      expect(avatar.src).toBe(`/avatars/${avatar.name}.svg`);
      const svg = readFileSync(new URL(`${avatar.name}.svg`, folder), 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 128 128"/);
      // Images only: nothing that could run.
      expect(svg).not.toMatch(/<script|on\w+=|href=/i);
    }
  });

  it('each have a colour of their own', () => {
    const backgrounds = stockAvatars.map(
      (avatar) =>
        /<rect width="128" height="128" fill="([^"]+)"/.exec(
          readFileSync(new URL(`${avatar.name}.svg`, folder), 'utf8'),
        )?.[1],
    );
    expect(new Set(backgrounds).size).toBe(12);
  });
});
