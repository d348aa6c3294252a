import { useMemberInfo } from '@lobby/api/hooks';
import { sessionStore } from '@lobby/api/session';
import { useMessageArea, useTranslation } from '@lobby/i18n';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { alerts } from '../../app/alerts';
import { loginModals, modals, useOpenModal } from '../../app/modals';
import { panelRequestOf } from '../../app/panels';
import { useSession } from '../../app/session';
import { AgentCentre } from '../agentCenter/AgentCentre';
import { MemberCentre } from '../memberCenter/MemberCentre';
import { usePanels } from './panelAddress';
import { panelGate } from './panelGate';

/**
 * The member and agent centres, opened by the address (`?panel=…&page=…`).
 * A visitor gets the login popup first and the centre once logged in; a trial
 * account never sees the member centre and a non-agent never sees the agent
 * centre (each gets a warning and the address drops the centre).
 */
export default function PanelsHost() {
  useMessageArea('panels');
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const openModal = useOpenModal();
  const panels = usePanels();
  const request = panelRequestOf(location.search);
  const gate = panelGate(request, session);
  // Storing the member info is what makes the account type known (a reload, or just after logging in).
  useMemberInfo({ enabled: gate === 'wait' });

  // A visitor: the login popup, and the centre waits in the address until they log in.
  const loginShown = useRef(false);
  useEffect(() => {
    if (gate !== 'login') {
      loginShown.current = false;
    } else if (openModal !== null && loginModals.has(openModal)) {
      loginShown.current = true;
    } else if (loginShown.current) {
      // They closed the popup without logging in: the centre is not theirs to see.
      loginShown.current = false;
      panels.close();
    } else {
      modals.open('loginPopupModal');
    }
  }, [gate, openModal, panels]);

  useEffect(() => {
    if (gate === 'trial') {
      alerts.show({ tone: 'warning', message: t('status.in_need_true_account') });
      panels.close();
    } else if (gate === 'notAgent') {
      alerts.show({ tone: 'warning', message: t('errors.nonAgent') });
      panels.close();
    }
  }, [gate, panels, t]);

  const memberOpen = gate === 'open' && request?.panel === 'member';
  const agentOpen = gate === 'open' && request?.panel === 'agent';

  // Closing the member centre, however it closes (button, Escape, back), clears the point mall's window value.
  const memberWasOpen = useRef(memberOpen);
  useEffect(() => {
    if (memberWasOpen.current && !memberOpen) sessionStore.removeItem('pointMallWindow');
    memberWasOpen.current = memberOpen;
  }, [memberOpen]);

  return (
    <>
      <MemberCentre open={memberOpen} requestedPage={request?.panel === 'member' ? request.page : null} />
      <AgentCentre open={agentOpen} requestedPage={request?.panel === 'agent' ? request.page : null} />
    </>
  );
}
