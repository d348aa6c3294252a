import type { Contract, ContractDecision, ContractProposal } from '@lobby/api';
import { agentContractsOf } from '@lobby/api';
import {
  useAssignRealTimeSalaryContract,
  useConsolidated,
  useDailySalaryContracts,
  useDailySalaryRequests,
  useDividendContracts,
  useDividendRequests,
  useDownlines,
  useHourSalaryContracts,
  useHourSalaryRequests,
  useProcessDailySalaryContract,
  useProcessDividendRequest,
  useProcessHourSalaryContract,
  useProcessRealTimeSalaryContract,
  useProposeDailySalaryContract,
  useProposeDividendContract,
  useProposeHourSalaryContract,
  useRealTimeSalaryContracts,
  useTerminateDividendContract,
} from '@lobby/api/hooks';
import { useMessageArea, useTranslation } from '@lobby/i18n';
import {
  type AgentCentrePage,
  type AgentContractKind,
  type ContractActionResult,
  Contracts,
  useCurrency,
} from '@lobby/ui';
import {
  contractDownlinesOf,
  contractListsOf,
  contractProposalFailureOf,
  errorTextOf,
  nextRealTimeSettlement,
  statusOf,
  statusOfAll,
} from '@lobby/view-models';
import { useEffect, useState } from 'react';
import { useAmountLocale } from '../../memberCenter/useRecordFilters';
import type { CentrePageProps } from '../../panels/centrePage';

/** A list the page reads: its data, and a way to fetch it again. */
interface ListQuery {
  data?: readonly Contract[] | undefined;
  error?: unknown;
  isLoading: boolean;
  isValidating: boolean;
  mutate: () => Promise<unknown>;
}

/** The platform calls of one contract kind; a kind without a request list or a terminate call has none. */
interface ContractCalls {
  kind: AgentContractKind;
  hasPeriods: boolean;
  useList: () => ListQuery;
  useRequests?: () => ListQuery;
  useAnswer: () => { trigger: (input: ContractDecision) => Promise<unknown> };
  usePropose: () => { trigger: (input: ContractProposal) => Promise<unknown> };
  useTerminate?: () => { trigger: (input: { contractId: string }) => Promise<unknown> };
}

const noRange = {};

const callsOf: Record<
  'agentDividendRecordCopy2' | 'agentDailyWages2' | 'agentHourSalary' | 'agentRealtimeSalary',
  ContractCalls
> = {
  agentDividendRecordCopy2: {
    kind: 'dividend',
    hasPeriods: true,
    useList: () => useDividendContracts(noRange),
    useRequests: () => useDividendRequests(noRange),
    useAnswer: useProcessDividendRequest,
    usePropose: useProposeDividendContract,
    useTerminate: useTerminateDividendContract,
  },
  agentDailyWages2: {
    kind: 'dailySalary',
    hasPeriods: true,
    useList: () => useDailySalaryContracts(noRange),
    useRequests: () => useDailySalaryRequests(noRange),
    useAnswer: useProcessDailySalaryContract,
    usePropose: useProposeDailySalaryContract,
  },
  agentHourSalary: {
    kind: 'hourlySalary',
    hasPeriods: false,
    useList: () => useHourSalaryContracts(noRange),
    useRequests: () => useHourSalaryRequests(noRange),
    useAnswer: useProcessHourSalaryContract,
    usePropose: useProposeHourSalaryContract,
  },
  agentRealtimeSalary: {
    kind: 'realtimeSalary',
    hasPeriods: false,
    useList: () => useRealTimeSalaryContracts(noRange),
    useAnswer: useProcessRealTimeSalaryContract,
    usePropose: useAssignRealTimeSalaryContract,
  },
};

/** The next real-time settlement as the clock shows it, moved on as time passes. */
function useNextSettlement(active: boolean, locale: string): string | undefined {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, [active]);
  if (!active) return undefined;
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(nextRealTimeSettlement(now));
}

/**
 * A contract kind's page (bonus, daily wage, hourly and real-time salary):
 * the upline's requests to answer, the contracts held and offered, and an
 * offer to a downline agent. The page id names the kind; the same calls
 * shape every kind.
 */
export default function ContractsPage({ page, title }: CentrePageProps<AgentCentrePage>) {
  useMessageArea('agentCentre');
  const calls = page in callsOf ? callsOf[page as keyof typeof callsOf] : callsOf.agentDividendRecordCopy2;
  return <KindContracts calls={calls} title={title} />;
}

function KindContracts({ calls, title }: { calls: ContractCalls; title: string }) {
  const { t } = useTranslation();
  const locale = useAmountLocale();
  const currency = useCurrency();
  const consolidated = useConsolidated();
  const list = calls.useList();
  const requests = calls.useRequests?.();
  const downlines = useDownlines({ pageNo: 1, pageSize: 200 });
  const { trigger: answer } = calls.useAnswer();
  const { trigger: propose } = calls.usePropose();
  const terminate = calls.useTerminate?.().trigger;
  const nextSettlement = useNextSettlement(calls.kind === 'realtimeSalary', locale);

  const enabled = consolidated.data ? agentContractsOf(consolidated.data).enabled.includes(calls.kind) : true;
  const sources = requests ? [list, requests] : [list];
  const done = (): ContractActionResult => ({ ok: true });
  const failed = (error: unknown): ContractActionResult => ({ ok: false, error: errorTextOf(error, t) });

  return (
    <Contracts
      title={title}
      kind={calls.kind}
      enabled={enabled}
      hasPeriods={calls.hasPeriods}
      {...(nextSettlement ? { nextSettlement } : {})}
      lists={{
        ...contractListsOf(list.data, requests?.data, t, locale, currency),
        status: statusOfAll(sources),
        onRetry: () => {
          for (const source of sources) void source.mutate();
        },
        retrying: sources.some((source) => source.isValidating),
      }}
      downlines={{ status: statusOf(downlines), agents: contractDownlinesOf(downlines.data?.list) }}
      onAnswer={(row, action) => answer({ contractId: row.id, action }).then(done, failed)}
      {...(terminate ? { onTerminate: (row) => terminate({ contractId: row.id }).then(done, failed) } : {})}
      onPropose={(draft, confirmTerminate) =>
        propose({ ...draft, ...(confirmTerminate ? { confirmTerminate: true } : {}) }).then(done, (error: unknown) =>
          contractProposalFailureOf(error, t, locale),
        )
      }
    />
  );
}
