import { vi } from 'vitest';

/** A request the fake fetch received, already read. */
export interface SeenRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string | undefined;
}

export type Responder = (request: SeenRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function ok(value: unknown): Response {
  return json({ success: true, value, message: null, errorCode: null });
}

export function fail(message: string, errorCode: string, status = 200, value?: unknown): Response {
  return json({ success: false, value, message, errorCode }, status);
}

/**
 * A fetch that records requests and answers through `respond`. Relative
 * URLs resolve against a fixed origin, as a browser resolves them against
 * the page.
 */
export function fakeFetch(respond: Responder) {
  const requests: SeenRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'https://lobby.example.com');
    const seen: SeenRequest = {
      method: init.method ?? 'GET',
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
    };
    requests.push(seen);
    return respond(seen);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests, spy: fetch };
}

/** A fetch that never answers but honours its abort signal, like a browser's. */
export function hangingFetch(): typeof globalThis.fetch {
  return ((_input: RequestInfo | URL, init: RequestInit = {}) =>
    new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
    })) as typeof globalThis.fetch;
}
