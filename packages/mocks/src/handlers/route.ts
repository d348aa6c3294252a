/**
 * One MSW handler per platform path, built from @lobby/api's endpoint
 * definitions: the request is read with the definition's own schema
 * (decrypted first when the call is encrypted), the sandbox answers, and the
 * answer is checked against the definition's response schema before it leaves.
 * Scenarios (latency, failures, malformed bodies) are applied here, once.
 */
import { type EndpointDefinition, searchParamsToObject } from '@lobby/api';
import { decryptPayload } from '@lobby/api/codecs';
import { type HttpHandler, HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { errorMessage, fail, type SandboxErrorCode, SandboxFailure, sandboxErrors } from '../sandbox/errors';
import type { Account } from '../sandbox/model';
import type { Sandbox } from '../sandbox/sandbox';
import { scenarioEffect, slowLatencyMs } from '../sandbox/scenarios';
import { hostileAnswer } from './hostile';

/** What a resolver gets: the parsed input and the caller as the platform sees it. */
export interface CallContext<TInput> {
  sandbox: Sandbox;
  input: TInput;
  /** The logged-in account, when the call carried a valid token. */
  account: Account | undefined;
  token: string | null;
  /** `Language` header, upper case (EN, CN). */
  language: string;
  /** Who asked for the captcha: the device-id cookie, or the anonymous caller. */
  deviceKey: string;
  /** Base URL of the sandbox's images and game pages. */
  cdnBase: string;
  request: Request;
  /** The account, or an unauthorized failure for calls that cannot be made as a visitor. */
  member(): Account;
}

/** The wire value a resolver returns: whatever the definition's response schema accepts. */
export type WireValue<TDefinition extends EndpointDefinition> = v.InferInput<TDefinition['response']>;
export type InputOf<TDefinition extends EndpointDefinition> = v.InferOutput<TDefinition['request']>;

export type Resolver<TDefinition extends EndpointDefinition> = (
  context: CallContext<InputOf<TDefinition>>,
) => WireValue<TDefinition> | Promise<WireValue<TDefinition>>;

/** A definition with the sandbox's answer to it. */
export interface Route {
  definition: EndpointDefinition;
  resolve: Resolver<EndpointDefinition>;
}

/** Pairs a definition with its resolver, keeping the resolver's types tied to the schema. */
export function answer<TDefinition extends EndpointDefinition>(
  definition: TDefinition,
  resolve: Resolver<TDefinition>,
): Route {
  return { definition, resolve: resolve as unknown as Resolver<EndpointDefinition> };
}

/** Calls that keep answering under maintenance and IP blocks: the site needs them to show those pages. */
function alwaysAvailable(definition: EndpointDefinition): boolean {
  return definition.id.startsWith('system.');
}

const SANDBOX_HEADER = { 'X-Lobby-Sandbox': '1' };

function envelope(value: unknown): Record<string, unknown> {
  return { success: true, value, message: null, errorCode: null };
}

function failureResponse(code: SandboxErrorCode, language: string, options: { value?: unknown; detail?: string } = {}) {
  return HttpResponse.json(
    {
      success: false,
      value: options.value ?? null,
      message: options.detail ?? errorMessage(code, language),
      errorCode: code,
    },
    { status: sandboxErrors[code].status, headers: SANDBOX_HEADER },
  );
}

/**
 * A 500 as a gateway sends it: HTML, not an envelope (an envelope would read as
 * a business answer). The detail helps when the sandbox itself is at fault.
 */
function serverError(detail = 'Internal Server Error'): Response {
  return new HttpResponse(
    `<html><head><title>500 Internal Server Error</title></head><body><h1>${detail}</h1></body></html>`,
    {
      status: 500,
      headers: { 'Content-Type': 'text/html; charset=utf-8', ...SANDBOX_HEADER },
    },
  );
}

/** Waits, but gives up when the caller aborts (a timed-out client should not keep the handler busy). */
function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

function cookieValue(request: Request, cookies: Record<string, string>, name: string): string | undefined {
  if (cookies[name]) return cookies[name];
  const header = request.headers.get('Cookie') ?? '';
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

async function readBody(request: Request): Promise<{ text: string; json: unknown; jsonOk: boolean }> {
  const text = await request.text();
  if (text.trim() === '') return { text, json: undefined, jsonOk: false };
  try {
    return { text, json: JSON.parse(text) as unknown, jsonOk: true };
  } catch {
    return { text, json: undefined, jsonOk: false };
  }
}

/** The request's fields as they travelled, before schema parsing; `{field}` segments of the path included. */
async function rawInput(
  definition: EndpointDefinition,
  request: Request,
  sandbox: Sandbox,
  pathFields: Readonly<Record<string, unknown>>,
): Promise<unknown> {
  const fields = await bodyOrQuery(definition, request, sandbox);
  if (Object.keys(pathFields).length === 0) return fields;
  return { ...(fields && typeof fields === 'object' ? fields : {}), ...pathFields };
}

async function bodyOrQuery(definition: EndpointDefinition, request: Request, sandbox: Sandbox): Promise<unknown> {
  if (definition.format === 'query') return searchParamsToObject(new URL(request.url).searchParams);
  const body = await readBody(request);
  if (definition.encrypted) {
    const encryption = request.headers.get('Encryption');
    if (!body.jsonOk || !encryption) fail('request_body_required');
    try {
      return (await decryptPayload(body.json, encryption, sandbox.rsaKey)).payload;
    } catch {
      return fail('request.decrypt.failed');
    }
  }
  if (definition.format === 'form') return searchParamsToObject(new URLSearchParams(body.text));
  if (body.text.trim() === '') return {};
  if (!body.jsonOk) fail('request.invalid', { detail: 'The body is not JSON' });
  return body.json;
}

function describeIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return 'Invalid request';
  const path = v.getDotPath(issue);
  return path ? `Invalid field ${path}: ${issue.message}` : issue.message;
}

/** Values to try, in order, until one breaks the schema: the malformed scenario's bodies. */
function corruptions(value: unknown): unknown[] {
  const candidates: unknown[] = [];
  if (Array.isArray(value) && value.length > 0) candidates.push([{ unexpected: true }, ...value.slice(1)]);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const key of Object.keys(value)) {
      candidates.push({ ...value, [key]: { unexpected: [] } });
      candidates.push({ ...value, [key]: undefined });
    }
  }
  candidates.push(42, 'malformed', null, [], {}, true);
  return candidates;
}

function malformed(definition: EndpointDefinition, value: unknown): Record<string, unknown> {
  for (const candidate of corruptions(value)) {
    if (!v.safeParse(definition.response, candidate).success) return envelope(candidate);
  }
  // The call accepts any value: break the envelope itself.
  return { success: 'yes', value, message: 42, errorCode: ['malformed'] };
}

/** `GET /wps/...`: routes sharing it are told apart by their request schemas. */
function keyOf(route: Route): string {
  return `${route.definition.method} ${route.definition.path}`;
}

/**
 * Builds the MSW handlers of one group. A path shared with another group (the
 * game and lottery launch) answers every variant from either group, so
 * overriding one group in a story does not break the other's calls.
 */
export function buildHandlers(
  sandbox: Sandbox,
  routes: readonly Route[],
  allRoutes: readonly Route[] = routes,
): HttpHandler[] {
  const keys = [...new Set(routes.map(keyOf))];
  const fixedPaths = allRoutes.map((route) => route.definition.path).filter((path) => !isTemplate(path));
  return keys.map((key) => {
    const shared = allRoutes.filter((route) => keyOf(route) === key);
    const first = shared[0] ?? routes.find((route) => keyOf(route) === key);
    if (!first) throw new Error(`No route for ${key}`);
    const candidates = shared.length > 0 ? shared : [first];
    const verb = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete }[first.definition.method];
    if (!isTemplate(first.definition.path)) {
      return verb(`*${first.definition.path}`, ({ request, cookies }) =>
        handle(sandbox, candidates, request, cookies, {}),
      );
    }
    // A templated path (`/wps/relay/{relay}`) matches every relay: it leaves
    // the paths other routes name to their own handlers, and answers the rest.
    return verb(`*${mswPath(first.definition.path)}`, ({ request, cookies, params }) => {
      const pathname = new URL(request.url).pathname;
      if (fixedPaths.some((path) => pathname.endsWith(path))) return undefined;
      return handle(sandbox, candidates, request, cookies, params);
    });
  });
}

/** A path with `{field}` segments, filled from the request (see `fillPath` in @lobby/api). */
function isTemplate(path: string): boolean {
  return /\{\w+\}/.test(path);
}

/** The same path as MSW matches it: `{relay}` becomes the parameter `:relay`. */
function mswPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Answers `http_method_not_support` on known paths called with the wrong verb (code 459). */
export function methodGuards(routes: readonly Route[]): HttpHandler[] {
  const paths = [...new Set(routes.map((route) => route.definition.path))];
  return paths.map((path) =>
    http.all(`*${mswPath(path)}`, ({ request }) =>
      failureResponse('http_method_not_support', (request.headers.get('Language') ?? 'EN').toUpperCase()),
    ),
  );
}

async function handle(
  sandbox: Sandbox,
  routes: readonly Route[],
  request: Request,
  cookies: Record<string, string>,
  pathFields: Readonly<Record<string, unknown>>,
): Promise<Response> {
  const first = routes[0];
  if (!first) return failureResponse('function.not.available', 'EN');
  const language = (request.headers.get('Language') ?? 'EN').toUpperCase();
  const token = request.headers.get('Authorization')?.trim() || null;
  const callNumber = sandbox.countCall();

  if (sandbox.scenario === 'slow') await wait(slowLatencyMs(callNumber), request.signal);
  const effect = scenarioEffect(sandbox.scenario, callNumber, {
    tokenSent: token !== null || first.definition.token === 'required',
    alwaysAvailable: alwaysAvailable(first.definition),
  });
  switch (effect.kind) {
    case 'network-error':
      return HttpResponse.error();
    case 'server-error':
      return serverError();
    case 'maintenance':
      return failureResponse('system.maintenance', language);
    case 'region-restricted':
      return failureResponse('ip.restricted', language);
    case 'unauthorized':
      return failureResponse('customer.not.login', language);
    case 'none':
      break;
  }

  // A second Merchant header is refused; an unknown merchant is a business error.
  const merchant = request.headers.get('Merchant');
  if (merchant?.includes(',')) return failureResponse('function.not.available', language);
  if (merchant?.trim() !== sandbox.merchantCode) return failureResponse('merchant.not.exists', language);

  const account = sandbox.sessionAccount(token);
  const needsToken = routes.every((route) => route.definition.token === 'required');
  if (needsToken && !account) {
    return failureResponse(token ? 'user.or.token.invalid' : 'customer.not.login', language);
  }

  let chosen: Route | undefined;
  let input: unknown;
  try {
    let lastIssues: readonly v.BaseIssue<unknown>[] = [];
    for (const route of routes) {
      const raw = await rawInput(route.definition, request.clone(), sandbox, pathFields);
      const parsed = v.safeParse(route.definition.request, raw);
      if (parsed.success) {
        chosen = route;
        input = parsed.output;
        break;
      }
      lastIssues = parsed.issues;
    }
    if (!chosen) return failureResponse('request.invalid', language, { detail: describeIssue(lastIssues) });
    if (chosen.definition.token === 'required' && !account) {
      return failureResponse(token ? 'user.or.token.invalid' : 'customer.not.login', language);
    }
    // A module switched off in the settings tree turns its calls off too.
    const moduleId = chosen.definition.moduleId;
    if (moduleId && sandbox.knowsModule(moduleId) && !sandbox.isEnabled(moduleId)) {
      return failureResponse('function.not.available', language);
    }

    const cdnBase = sandbox.cdnBase ?? `${new URL(request.url).origin}/__sandbox/cdn`;
    const deviceKey = cookieValue(request, cookies, 'SHELL_deviceId') ?? 'anonymous';
    const context: CallContext<unknown> = {
      sandbox,
      input,
      account,
      token,
      language,
      deviceKey,
      cdnBase,
      request,
      member() {
        if (!account) return fail('customer.not.login');
        return account;
      },
    };
    const resolved = await chosen.resolve(context);
    let value = resolved;
    if (sandbox.scenario === 'hostile') {
      const hostile = await hostileAnswer(resolved);
      // Where the corpus does not fit a field's shape (a status code, a date), the platform could not send it either.
      if (v.safeParse(chosen.definition.response, hostile).success) value = hostile;
    }
    const check = v.safeParse(chosen.definition.response, value);
    if (!check.success) {
      // A sandbox bug, not a platform condition: say so loudly, the round-trip tests catch it.
      console.error(`[sandbox] ${chosen.definition.id} answered outside its schema: ${describeIssue(check.issues)}`);
      return serverError(`Sandbox answer for ${chosen.definition.id} breaks its schema`);
    }
    if (sandbox.scenario === 'malformed') {
      return HttpResponse.json(malformed(chosen.definition, value), { headers: SANDBOX_HEADER });
    }
    // The RSA key travels as bare hex text (docs/platform.md#encrypted-calls, step 1).
    if (chosen.definition.path === '/wps/session/key/rsa' && typeof value === 'string') {
      return HttpResponse.text(value, { headers: SANDBOX_HEADER });
    }
    return HttpResponse.json(envelope(value), { headers: SANDBOX_HEADER });
  } catch (error) {
    if (error instanceof SandboxFailure) {
      return failureResponse(error.code, language, { value: error.value, detail: error.detail });
    }
    console.error('[sandbox] unexpected failure', error);
    return serverError();
  }
}
