import { describe, expect, it } from 'vitest';
import { closingMove, routeSearchOf } from '../features/panels/panelAddress';
import { addressWithPanel, panelHistoryStateOf, panelRequestOf } from './panels';

describe('panelRequestOf', () => {
  it('reads the centre and the page id from the address', () => {
    expect(panelRequestOf('?panel=member&page=depositv2')).toEqual({ panel: 'member', page: 'depositv2' });
    expect(panelRequestOf('?panel=agent&page=agentHourSalary')).toEqual({ panel: 'agent', page: 'agentHourSalary' });
  });

  it('leaves the page to the host to check: unknown, empty or missing ids come through as written', () => {
    expect(panelRequestOf('?panel=member&page=nonsense')).toEqual({ panel: 'member', page: 'nonsense' });
    expect(panelRequestOf('?panel=agent&page=')).toEqual({ panel: 'agent', page: '' });
    expect(panelRequestOf('?panel=agent')).toEqual({ panel: 'agent', page: null });
  });

  it('asks for no centre without a known panel name', () => {
    expect(panelRequestOf('')).toBeNull();
    expect(panelRequestOf('?page=2')).toBeNull();
    expect(panelRequestOf('?panel=admin&page=securityCenter')).toBeNull();
    expect(panelRequestOf('?panel=Member')).toBeNull();
  });
});

describe('opening a centre', () => {
  it('adds the centre to the route’s own parameters, one step from where it opened', () => {
    const next = addressWithPanel(
      { search: '?gameClassify=Crash', state: null },
      { panel: 'member', page: 'depositv2' },
    );
    expect(next.search).toBe('?gameClassify=Crash&panel=member&page=depositv2');
    expect(next.state).toEqual({ panelSteps: 1 });
    expect(panelRequestOf(next.search)).toEqual({ panel: 'member', page: 'depositv2' });
  });

  it('counts each page chosen in the open centre as one more step', () => {
    const first = addressWithPanel({ search: '', state: null }, { panel: 'agent', page: 'agentTeamOverview' });
    const second = addressWithPanel(first, { panel: 'agent', page: 'agentHourSalary' });
    const third = addressWithPanel(second, { panel: 'agent', page: 'registerCenter' });
    expect(third).toEqual({ search: '?panel=agent&page=registerCenter', state: { panelSteps: 3 } });
  });

  it('keeps the route’s own page aside while the centre uses the parameter', () => {
    const opened = addressWithPanel({ search: '?page=2', state: null }, { panel: 'member', page: 'withdraw' });
    expect(opened).toEqual({ search: '?page=withdraw&panel=member', state: { panelSteps: 1, routePage: '2' } });
    const moved = addressWithPanel(opened, { panel: 'member', page: 'referral' });
    expect(moved.state).toEqual({ panelSteps: 2, routePage: '2' });
    expect(routeSearchOf(moved.search, moved.state).toString()).toBe('page=2');
  });

  it('does not count steps after landing on a link with the centre open (there is nothing to go back to)', () => {
    const landed = { search: '?panel=member&page=securityCenter', state: null };
    const moved = addressWithPanel(landed, { panel: 'member', page: 'depositv2' });
    expect(moved).toEqual({ search: '?panel=member&page=depositv2', state: {} });
  });
});

describe('closing a centre', () => {
  it('steps back to the address it was opened from', () => {
    const first = addressWithPanel({ search: '?x=1', state: null }, { panel: 'member', page: 'securityCenter' });
    const second = addressWithPanel(first, { panel: 'member', page: 'depositv2' });
    expect(closingMove(first)).toEqual({ back: 1 });
    expect(closingMove(second)).toEqual({ back: 2 });
  });

  it('after landing on a link, replaces the address with the route’s own, its page restored', () => {
    expect(closingMove({ search: '?panel=agent&page=agentHourSalary', state: null })).toEqual({ replace: '' });
    expect(closingMove({ search: '?tab=live&panel=member&page=withdraw', state: { routePage: '3' } })).toEqual({
      replace: '?tab=live&page=3',
    });
  });
});

describe('the route’s own parameters', () => {
  it('are the address’s when no centre is open', () => {
    expect(routeSearchOf('?page=4', { routePage: '9' }).get('page')).toBe('4');
  });

  it('drop the centre and its page while one is open', () => {
    const params = routeSearchOf('?gameClassify=Crash&panel=member&page=depositv2', {});
    expect(params.toString()).toBe('gameClassify=Crash');
  });
});

describe('panelHistoryStateOf', () => {
  it('takes only well-formed values from whatever the history entry holds', () => {
    expect(panelHistoryStateOf(undefined)).toEqual({});
    expect(panelHistoryStateOf('text')).toEqual({});
    expect(panelHistoryStateOf({ panelSteps: '2', routePage: 3, other: true })).toEqual({});
    expect(panelHistoryStateOf({ panelSteps: 1.5 })).toEqual({});
    expect(panelHistoryStateOf({ panelSteps: 2, routePage: '3', other: true })).toEqual({
      panelSteps: 2,
      routePage: '3',
    });
  });
});
