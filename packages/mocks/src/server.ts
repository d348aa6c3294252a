/**
 * The HTTP sandbox: the same MSW handlers served over HTTP on 127.0.0.1, for
 * `npm start` (the site's dev and preview servers proxy /wps, /lgw and /lotto
 * here), curl, and end-to-end tests.
 *
 *   SANDBOX_PORT=4010 SANDBOX_SCENARIO=normal pnpm sandbox
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import { createHandlers, flattenHandlers } from './handlers/index';
import { createSandbox, type Sandbox } from './sandbox/sandbox';
import { isScenarioName, type ScenarioName, scenarioNames } from './sandbox/scenarios';
import { SEED_PASSWORD, SEED_USERNAMES, WEAK_PASSWORD } from './sandbox/seed';

export const DEFAULT_SANDBOX_PORT = 4010;
const HOST = '127.0.0.1';
/** Bytes from which an answer is compressed; smaller ones gain nothing. */
const compressFrom = 1024;

function acceptsGzip(request: IncomingMessage): boolean {
  const accepted = request.headers['accept-encoding'];
  return typeof accepted === 'string' && /\bgzip\b/i.test(accepted);
}

export interface SandboxServerOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  scenario?: ScenarioName;
  seed?: string;
  now?: () => number;
  /** See `SandboxOptions.gtagId`. */
  gtagId?: string | null;
}

export interface RunningSandboxServer {
  url: string;
  port: number;
  sandbox: Sandbox;
  server: Server;
  close(): Promise<void>;
}

/** Only this machine may talk to the sandbox: it holds test accounts and a published key. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/** `localhost`, `[::1]` or an IPv4 loopback address: `127.evil.example` is a name anyone can point anywhere. */
function isLoopbackHostname(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

function isLoopbackOrigin(origin: string): boolean {
  try {
    return isLoopbackHostname(new URL(origin).hostname);
  } catch {
    return false;
  }
}

/**
 * Whether the request was addressed to this machine by a loopback name. A
 * page whose own name was rebound to 127.0.0.1 reaches the sandbox from
 * loopback, but its requests still name that page's host.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  try {
    return isLoopbackHostname(new URL(`http://${host}`).hostname);
  } catch {
    return false;
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

/** Node request to Fetch `Request`, aborted when the client goes away (so slow answers stop waiting). */
async function toFetchRequest(request: IncomingMessage, response: ServerResponse): Promise<Request> {
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? HOST}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = request.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request);
  const controller = new AbortController();
  response.on('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  return new Request(url, {
    method,
    headers,
    signal: controller.signal,
    ...(body && body.length > 0 ? { body: new Uint8Array(body) } : {}),
  });
}

function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  if (!origin || !isLoopbackOrigin(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Headers':
      'Authorization, Content-Type, Merchant, Device, Language, Encryption, ModuleId, Module-Id, X-Timestamp, X-Real-UA, X-Digest, X-RSA',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
    Vary: 'Origin',
  };
}

function sendJson(response: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...extra });
  response.end(JSON.stringify(body));
}

export async function startSandboxServer(options: SandboxServerOptions = {}): Promise<RunningSandboxServer> {
  const sandbox = createSandbox({
    ...(options.scenario === undefined ? {} : { scenario: options.scenario }),
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.now === undefined ? {} : { now: options.now }),
    ...(options.gtagId === undefined ? {} : { gtagId: options.gtagId }),
  });
  const handlers = flattenHandlers(createHandlers(sandbox));

  const server = createServer((request, response) => {
    void (async () => {
      if (!isLoopback(request.socket.remoteAddress)) {
        sendJson(response, 403, { error: 'The sandbox answers loopback clients only' });
        return;
      }
      if (!isLoopbackHost(request.headers.host)) {
        sendJson(response, 403, { error: 'The sandbox answers requests addressed to this machine only' });
        return;
      }
      const cors = corsHeaders(request);
      if (request.method === 'OPTIONS') {
        response.writeHead(204, cors);
        response.end();
        return;
      }
      try {
        const fetchRequest = await toFetchRequest(request, response);
        const answer = await getResponse(handlers, fetchRequest);
        if (!answer) {
          sendJson(response, 404, { success: false, value: null, message: 'Not found', errorCode: 'not.found' }, cors);
          return;
        }
        if (answer.type === 'error') {
          // The flaky scenario's network error: drop the connection without an answer.
          response.socket?.destroy();
          return;
        }
        const headers: Record<string, string | string[]> = { ...cors };
        answer.headers.forEach((value, name) => {
          // The body is sent whole below, with its own length.
          if (name !== 'content-length' && name !== 'transfer-encoding') headers[name] = value;
        });
        const setCookies = answer.headers.getSetCookie();
        if (setCookies.length > 0) headers['set-cookie'] = setCookies;
        let body = Buffer.from(await answer.arrayBuffer());
        // Like the platform's gateway: sizeable answers travel compressed to clients that accept it.
        headers.vary = 'Accept-Encoding';
        if (body.length >= compressFrom && acceptsGzip(request)) {
          body = gzipSync(body);
          headers['content-encoding'] = 'gzip';
        }
        response.writeHead(answer.status, { ...headers, 'Content-Length': String(body.length) });
        response.end(body);
      } catch (error) {
        if (response.headersSent) {
          response.destroy();
          return;
        }
        console.error('[sandbox] request failed', error);
        sendJson(
          response,
          500,
          { success: false, value: null, message: 'Sandbox failure', errorCode: 'internal.error' },
          cors,
        );
      }
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_SANDBOX_PORT, HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${HOST}:${port}`;
  // Images and game pages are served by this server, whichever origin proxied the API call.
  sandbox.cdnBase = `${url}/__sandbox/cdn`;

  return {
    url,
    port,
    sandbox,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function portFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_SANDBOX_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new RangeError(`SANDBOX_PORT is not a port: ${value}`);
  return port;
}

async function main(): Promise<void> {
  const scenario = process.env.SANDBOX_SCENARIO || 'normal';
  if (!isScenarioName(scenario)) {
    console.error(`Unknown SANDBOX_SCENARIO "${scenario}". Choose one of: ${scenarioNames.join(', ')}`);
    process.exit(1);
  }
  const running = await startSandboxServer({ port: portFromEnv(process.env.SANDBOX_PORT), scenario });
  console.log(
    `Lobby sandbox listening on ${running.url} (merchant ${running.sandbox.merchantCode}, scenario ${scenario})`,
  );
  console.log(
    `Seed accounts (password ${SEED_PASSWORD}): ${SEED_USERNAMES.player}, ${SEED_USERNAMES.vip}, ${SEED_USERNAMES.agent}; ` +
      `${SEED_USERNAMES.weak} (password ${WEAK_PASSWORD}).`,
  );
  console.log(`Switch scenarios: curl -X PUT ${running.url}/__sandbox/scenario -d '{"name":"maintenance"}'`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the sandbox`);
    // Open keep-alive connections would hold close() forever.
    const force = setTimeout(() => process.exit(0), 3000);
    force.unref();
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
