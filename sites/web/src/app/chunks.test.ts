import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, chunkTimeoutMs, loadChunk } from './chunks';

afterEach(() => vi.useRealTimers());

describe('loadChunk', () => {
  it('retries a failed chunk once and succeeds', async () => {
    const importer = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: http://x/assets/vip-1.js'))
      .mockResolvedValueOnce({ default: 'page' });
    await expect(loadChunk('vip', importer)).resolves.toEqual({ default: 'page' });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('fails with "Loading chunk N failed", type and address after the retry', async () => {
    const importer = vi
      .fn()
      .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module: http://x/assets/vip-1.js'));
    const error = await loadChunk('vip', importer).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).message).toBe('Loading chunk vip failed.\n(missing: http://x/assets/vip-1.js)');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('names a stylesheet failure as a CSS chunk', async () => {
    const importer = vi.fn().mockRejectedValue(new Error('Unable to preload CSS for /assets/vip-1.css'));
    const error = (await loadChunk('vip', importer).catch((caught: unknown) => caught)) as ChunkLoadError;
    expect(error.message).toBe('Loading CSS chunk vip failed.\n(missing: /assets/vip-1.css)');
  });

  it('times out after 120 seconds', async () => {
    vi.useFakeTimers();
    const pending = loadChunk('slow', () => new Promise(() => undefined)).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(chunkTimeoutMs);
    const error = (await pending) as ChunkLoadError;
    expect(error.type).toBe('timeout');
  });
});
