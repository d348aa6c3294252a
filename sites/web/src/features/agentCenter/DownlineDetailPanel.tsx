import { agentContractsOf, type Contract } from '@lobby/api';
import {
  useAssignRealTimeSalaryContract,
  useCollectFromDownline,
  useConsolidated,
  useDailySalaryContracts,
  useDividendContracts,
  useDownlineDetail,
  useDownlinePnl,
  useDownlineRebates,
  useGlobalRebateSettings,
  useHourSalaryContracts,
  usePromoteDownline,
  useProposeDailySalaryContract,
  useProposeDividendContract,
  useProposeHourSalaryContract,
  useRealTimeSalaryContracts,
  useRebateQuota,
  useRegisterSettings,
  useResetDownlinePassword,
  useTransferToDownline,
  useUpdateDownlineRebates,
} from '@lobby/api/hooks';
import { useTranslation } from '@lobby/i18n';
import { type AgentContractKind, type ContractActionResult, DownlineDetail, useCurrency } from '@lobby/ui';
import {
  contractProposalFailureOf,
  downlineContractKindsOf,
  downlineFactsOf,
  errorTextOf,
  optional,
  rebateSettingsOf,
  statusOfAll,
} from '@lobby/view-models';
import { useAmountLocale } from '../memberCenter/useRecordFilters';

const noRange = {};

/**
 * One downline's detail inside team management: its facts and P&L, and the
 * agent's actions on it. Writes reach only the agent's own downlines
 * (`direct`); a deeper member of the team shows its facts alone.
 */
export function DownlineDetailPanel({ account, direct }: { account: string; direct: boolean }) {
  const { t } = useTranslation();
  const locale = useAmountLocale();
  const currency = useCurrency();
  const detail = useDownlineDetail({ account });
  const pnl = useDownlinePnl({ account });
  const actionable = { enabled: direct };
  const ranges = useGlobalRebateSettings(actionable);
  const quotas = useRebateQuota(actionable);
  const rates = useDownlineRebates({ account }, actionable);
  const settings = useRegisterSettings();
  const consolidated = useConsolidated();
  const enabledKinds = consolidated.data ? agentContractsOf(consolidated.data).enabled : [];
  const wants = (kind: AgentContractKind) => ({ enabled: direct && enabledKinds.includes(kind) });
  const lists = {
    dividend: useDividendContracts(noRange, wants('dividend')),
    dailySalary: useDailySalaryContracts(noRange, wants('dailySalary')),
    hourlySalary: useHourSalaryContracts(noRange, wants('hourlySalary')),
    realtimeSalary: useRealTimeSalaryContracts(noRange, wants('realtimeSalary')),
  };
  const proposals = {
    dividend: useProposeDividendContract().trigger,
    dailySalary: useProposeDailySalaryContract().trigger,
    hourlySalary: useProposeHourSalaryContract().trigger,
    realtimeSalary: useAssignRealTimeSalaryContract().trigger,
  };
  const { trigger: transfer } = useTransferToDownline();
  const { trigger: collect } = useCollectFromDownline();
  const { trigger: resetPassword } = useResetDownlinePassword();
  const { trigger: promote } = usePromoteDownline();
  const { trigger: saveRebates } = useUpdateDownlineRebates();

  const done = (): ContractActionResult => ({ ok: true });
  const failed = (error: unknown): ContractActionResult => ({ ok: false, error: errorTextOf(error, t) });
  const rebateSources = [ranges, quotas, rates];
  const contractSources = [consolidated, ...enabledKinds.map((kind) => lists[kind])];

  return (
    <DownlineDetail
      account={account}
      direct={direct}
      detail={{
        // The P&L fills the figures when it comes; the facts do not wait for it.
        status: statusOfAll([detail, optional(pnl)]),
        facts: detail.data ? downlineFactsOf(detail.data, pnl.data, t, locale, currency) : null,
        onRetry: () => {
          void detail.mutate();
          void pnl.mutate();
        },
        retrying: detail.isValidating,
      }}
      onTransfer={(input) => transfer({ account, ...input }).then(done, failed)}
      onCollect={(input) => collect({ account, ...input }).then(done, failed)}
      passwordRule={settings.data?.password ?? null}
      onResetPassword={(password) => resetPassword({ account, password, confirmPassword: password }).then(done, failed)}
      onPromote={() => promote({ account }).then(done, failed)}
      rebates={{
        status: statusOfAll(rebateSources),
        settings: rebateSettingsOf(ranges.data, quotas.data, rates.data, t),
        onRetry: () => {
          for (const source of rebateSources) void source.mutate();
        },
        retrying: rebateSources.some((source) => source.isValidating),
      }}
      onSaveRebates={(rebates) => saveRebates({ account, rebates }).then(done, failed)}
      contracts={{
        status: statusOfAll(contractSources),
        kinds: downlineContractKindsOf(
          account,
          enabledKinds.map((kind): { kind: AgentContractKind; contracts: readonly Contract[] | undefined } => ({
            kind,
            contracts: lists[kind].data,
          })),
          t,
          locale,
          currency,
        ),
        onRetry: () => {
          for (const source of contractSources) void source.mutate();
        },
        retrying: contractSources.some((source) => source.isValidating),
      }}
      onProposeContract={(kind, draft, confirmTerminate) =>
        proposals[kind]({ ...draft, ...(confirmTerminate ? { confirmTerminate: true } : {}) }).then(
          done,
          (error: unknown) => contractProposalFailureOf(error, t, locale),
        )
      }
    />
  );
}
