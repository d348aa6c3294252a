import { describe, expect, it } from 'vitest';
import { statusOf } from './status';
import { optional, statusOfAll } from './statusOfAll';

const failure = new Error('offline');

describe('statusOf', () => {
  it('is loading until the first answer, and while the first attempt runs', () => {
    expect(statusOf({})).toBe('loading');
    expect(statusOf({ isValidating: true })).toBe('loading');
  });

  it('is an error when there is no data and the last attempt failed', () => {
    expect(statusOf({ error: failure })).toBe('error');
    // A retry is running: the failure stays on screen with a busy Retry until an answer comes.
    expect(statusOf({ error: failure, isValidating: true })).toBe('error');
  });

  it('is ready with data, and refreshing while a newer copy is fetched', () => {
    expect(statusOf({ data: [] })).toBe('ready');
    expect(statusOf({ data: { amount: 1 }, isValidating: true })).toBe('refreshing');
  });

  it('keeps the data after a failed refresh', () => {
    expect(statusOf({ data: [1], error: failure })).toBe('ready');
    expect(statusOf({ data: [1], error: failure, isValidating: true })).toBe('refreshing');
  });

  it('counts null as an answer: a platform can answer with nothing', () => {
    expect(statusOf({ data: null })).toBe('ready');
  });
});

describe('statusOfAll', () => {
  it('waits for every query, and fails as soon as a missing one failed', () => {
    expect(statusOfAll([{ data: 1 }, {}])).toBe('loading');
    expect(statusOfAll([{}, { error: failure }])).toBe('error');
    expect(statusOfAll([{ data: 1 }, { data: 2 }])).toBe('ready');
    expect(statusOfAll([{ data: 1 }, { data: 2, isValidating: true }])).toBe('refreshing');
  });

  it('is ready with no queries at all', () => {
    expect(statusOfAll([])).toBe('ready');
  });
});

describe('optional', () => {
  it('lets a region go on without a query that failed', () => {
    expect(statusOfAll([{ data: 1 }, optional({ error: failure })])).toBe('ready');
    expect(statusOfAll([{ data: 1 }, optional({})])).toBe('loading');
    expect(statusOfAll([{ data: 1 }, optional({ data: 3, isValidating: true })])).toBe('refreshing');
  });
});
