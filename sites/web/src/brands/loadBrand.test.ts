import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoBrand } from './demo';
import { loadBrand } from './loadBrand';

const answer = (body: string, contentType: string, status = 200) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(body, { status, headers: { 'content-type': contentType } }));

describe('the brand a site serves', () => {
  afterEach(() => vi.restoreAllMocks());

  it("is the build's own when no file is deployed", async () => {
    const fetch = answer('not found', 'text/plain', 404);
    expect(await loadBrand(demoBrand, '/brand.json')).toEqual({ brand: demoBrand, problems: [] });
    expect(fetch).toHaveBeenCalledWith('/brand.json');
  });

  it("is the build's own when the server answers its page for unknown paths", async () => {
    answer('<!doctype html><title>Lobby</title>', 'text/html');
    expect(await loadBrand(demoBrand, '/brand.json')).toEqual({ brand: demoBrand, problems: [] });
  });

  it("is the build's own when the file is switched off, without asking for it", async () => {
    const fetch = answer('{}', 'application/json');
    expect(await loadBrand(demoBrand, '')).toEqual({ brand: demoBrand, problems: [] });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("is the file's when one is deployed", async () => {
    answer(JSON.stringify({ siteName: 'Harbour Play' }), 'application/json; charset=utf-8');
    const loaded = await loadBrand(demoBrand, '/brand.json');
    expect(loaded.brand.siteName).toBe('Harbour Play');
    expect(loaded.problems).toEqual([]);
  });

  it("is the build's own, with the wrong fields, when the file is invalid", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(JSON.stringify({ features: { googleLogin: 'on' } }), 'application/json');
    const loaded = await loadBrand(demoBrand, '/brand.json');
    expect(loaded.brand).toBe(demoBrand);
    expect(loaded.problems.map((problem) => problem.field)).toEqual(['features.googleLogin']);
  });
});
