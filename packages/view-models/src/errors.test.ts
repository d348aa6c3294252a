import { PlatformError } from '@lobby/api';
import { describe, expect, it } from 'vitest';
import { errorTextOf, failedLoadViewOf } from './errors';

const t = (key: string) => `«${key}»`;

describe('errorTextOf', () => {
  it("uses the platform's own message for a business error that has one", () => {
    const refused = new PlatformError({
      kind: 'business',
      errorCode: 'mobile.not.registered',
      message: 'Mobile number is not registered',
    });
    expect(errorTextOf(refused, t)).toBe('Mobile number is not registered');
  });

  it('translates the message of the failure kind otherwise', () => {
    expect(errorTextOf(new PlatformError({ kind: 'network' }), t)).toMatch(/^«errors\./);
  });

  it('reads anything that is not a platform error as a server failure', () => {
    expect(errorTextOf(new TypeError('boom'), t)).toBe('«errors.server»');
  });
});

describe('failedLoadViewOf', () => {
  it("shows a server failure as a connection problem in the platform's words, with the details", () => {
    const failure = new PlatformError({ kind: 'server', status: 500, endpoint: 'system.permission' });
    const view = failedLoadViewOf(failure, t);
    expect(view.kind).toBe('network');
    expect(view.message).toBe(errorTextOf(failure, t));
    expect(view.details).toContain('endpoint: system.permission');
    expect(view.details).toContain('status: 500');
  });

  it("keeps the view's own words for a timeout and a lost connection", () => {
    const timeout = failedLoadViewOf(new PlatformError({ kind: 'timeout' }), t);
    expect(timeout.kind).toBe('timeout');
    expect(timeout).not.toHaveProperty('message');
    expect(failedLoadViewOf(new PlatformError({ kind: 'network' }), t)).not.toHaveProperty('message');
  });
});
