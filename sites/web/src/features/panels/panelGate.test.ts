import { describe, expect, it } from 'vitest';
import type { PanelRequest } from '../../app/panels';
import { panelGate } from './panelGate';

const member: PanelRequest = { panel: 'member', page: 'depositv2' };
const agent: PanelRequest = { panel: 'agent', page: null };
const session = (accountType: number | null, isLoggedIn = true) => ({
  isLoggedIn,
  accountType,
  isTrial: accountType === 4,
  isAgent: accountType !== null && [1, 2, 41, 42].includes(accountType),
});

describe('panelGate', () => {
  it('does nothing when no centre is asked for', () => {
    expect(panelGate(null, session(0))).toBe('none');
    expect(panelGate(null, session(null, false))).toBe('none');
  });

  it('asks a visitor to log in first, for either centre', () => {
    expect(panelGate(member, session(null, false))).toBe('login');
    expect(panelGate(agent, session(null, false))).toBe('login');
  });

  it('waits for the account type before deciding', () => {
    expect(panelGate(member, session(null))).toBe('wait');
    expect(panelGate(agent, session(null))).toBe('wait');
  });

  it('keeps trial accounts out of the member centre', () => {
    expect(panelGate(member, session(4))).toBe('trial');
    expect(panelGate(member, session(0))).toBe('open');
    // Agents have a member centre too.
    expect(panelGate(member, session(1))).toBe('open');
  });

  it('opens the agent centre to agent types only', () => {
    for (const type of [1, 2, 41, 42]) expect(panelGate(agent, session(type))).toBe('open');
    expect(panelGate(agent, session(0))).toBe('notAgent');
    expect(panelGate(agent, session(4))).toBe('notAgent');
  });
});
