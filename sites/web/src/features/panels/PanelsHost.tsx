import { useConsolidated, useMemberInfo, useMissionSummary } from '@lobby/api/hooks';
import { useTranslation } from '@lobby/i18n';
import {
  type AgentCenterFlags,
  type AgentCenterPage,
  AgentCenterPanel,
  agentCenterPages,
  type MemberCenterPage,
  MemberCenterPanel,
  memberCenterPages,
  NotAvailableNotice,
} from '@lobby/ui';
import { useEffect } from 'react';
import { agentCenter, closeMemberCenter, memberCenter, useAgentCenter, useMemberCenter } from '../../app/panels';
import { useSession } from '../../app/session';

function enabled(value: unknown): boolean {
  return value !== null && value !== undefined && value !== false && value !== 0 && value !== '0' && value !== '';
}

/**
 * The member and agent center panels (spec §2, §4). Each shows once its data
 * has loaded; their pages arrive with later work and meanwhile say so.
 */
export default function PanelsHost() {
  const { t } = useTranslation();
  const session = useSession();
  const member = useMemberCenter();
  const agent = useAgentCenter();

  const info = useMemberInfo({ enabled: member.shown });
  const missions = useMissionSummary(undefined, { enabled: member.shown });
  const consolidated = useConsolidated(undefined, { enabled: agent.shown });

  const memberLoaded = Boolean(info.data) && (Boolean(missions.data) || Boolean(missions.error));
  useEffect(() => memberCenter.setLoaded(memberLoaded), [memberLoaded]);
  const agentLoaded = Boolean(consolidated.data);
  useEffect(() => agentCenter.setLoaded(agentLoaded), [agentLoaded]);

  // A trial account never keeps a real-account panel open (spec §4, §6).
  const memberOpen = member.shown && session.isLoggedIn && !session.isTrial;
  const agentOpen = agent.shown && session.isLoggedIn && session.isAgent;

  const flags: AgentCenterFlags = {
    dividend: enabled(consolidated.data?.divtypereq),
    dailySalary: enabled(consolidated.data?.dailysalreqtype),
    hourlySalary: enabled(consolidated.data?.contracthoursalreq),
    realtimeSalary: enabled(consolidated.data?.realtimesalreqtype),
  };
  const memberEntry = memberCenterPages.find((entry) => entry.page === member.page);
  const agentEntry = agentCenterPages.find((entry) => entry.page === agent.page);

  return (
    <>
      <MemberCenterPanel
        open={memberOpen}
        onClose={closeMemberCenter}
        loaded={member.loaded}
        error={Boolean(info.error)}
        onRetry={() => void info.mutate()}
        page={member.page as MemberCenterPage}
        onPageChange={memberCenter.setPage}
        missionCount={missions.data?.count ?? 0}
      >
        <NotAvailableNotice title={memberEntry ? t(`panels.${memberEntry.name}`) : t('panels.in_personal_center')} />
      </MemberCenterPanel>
      <AgentCenterPanel
        open={agentOpen}
        onClose={agentCenter.close}
        loaded={agent.loaded}
        error={Boolean(consolidated.error)}
        onRetry={() => void consolidated.mutate()}
        page={agent.page as AgentCenterPage}
        onPageChange={agentCenter.setPage}
        flags={flags}
      >
        <NotAvailableNotice title={agentEntry ? t(`panels.agent.${agentEntry.name}`) : t('panels.agent.title')} />
      </AgentCenterPanel>
    </>
  );
}
