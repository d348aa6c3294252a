import type { PanelRequest } from '../../app/panels';
import type { SessionView } from '../../app/session';

/**
 * What the host does with the centre an address asks for:
 * - `none`: no centre asked for;
 * - `login`: a visitor: the login popup first, the centre once logged in;
 * - `wait`: logged in, but the account type is not known yet (member info is on its way);
 * - `trial`: a trial account never sees the member centre (a warning instead);
 * - `notAgent`: only agent account types see the agent centre (a warning instead);
 * - `open`: show it.
 */
export type PanelGate = 'none' | 'login' | 'wait' | 'trial' | 'notAgent' | 'open';

export function panelGate(
  request: PanelRequest | null,
  session: Pick<SessionView, 'isLoggedIn' | 'accountType' | 'isTrial' | 'isAgent'>,
): PanelGate {
  if (!request) return 'none';
  if (!session.isLoggedIn) return 'login';
  if (session.accountType === null) return 'wait';
  if (request.panel === 'member') return session.isTrial ? 'trial' : 'open';
  return session.isAgent ? 'open' : 'notAgent';
}
