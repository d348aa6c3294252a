import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { type HTMLAttributes, type Ref, useState } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import type { AsyncStatus } from '../../../primitives/AsyncRegion/asyncStatus';
import { Badge } from '../../../primitives/Badge/Badge';
import { Button } from '../../../primitives/Button/Button';
import { MessageDialog } from '../../../primitives/MessageDialog/MessageDialog';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { Tabs } from '../../../primitives/Tabs/Tabs';
import type { RegistrationFieldRule } from '../../accounts/validation';
import type { AgentContractKind, ContractActionResult, ContractDraft, ContractProposalResult } from '../contracts';
import type { DownlineContracts, DownlineFacts, DownlineRebates } from '../downlineDetail';
import type { DownlineTransfer } from '../teamManagement';
import { DownlineContractsSection } from './DownlineContractsSection';
import * as styles from './DownlineDetail.css';
import { MoneyForm } from './MoneyForm';
import { RebateSettingsForm } from './RebateSettingsForm';
import { ResetPasswordForm } from './ResetPasswordForm';

export interface DownlineDetailProps extends HTMLAttributes<HTMLDivElement> {
  /** The account the detail is about, named while its facts load. */
  account: string;
  /** Level of the detail's section headings (the dialog's title is above them). */
  headingLevel?: 3 | 4;
  detail: { status: AsyncStatus; facts: DownlineFacts | null; onRetry?: () => void; retrying?: boolean };
  /** Right below the agent: only those take transfers, passwords, promotion, rebates and contracts. */
  direct: boolean;
  onTransfer: (transfer: DownlineTransfer) => Promise<ContractActionResult>;
  onCollect: (transfer: DownlineTransfer) => Promise<ContractActionResult>;
  /** The site's password rule, as registration checks it. */
  passwordRule?: RegistrationFieldRule | null | undefined;
  onResetPassword: (password: string) => Promise<ContractActionResult>;
  onPromote: () => Promise<ContractActionResult>;
  rebates: DownlineRebates;
  onSaveRebates: (rates: { productType: string; rate: number }[]) => Promise<ContractActionResult>;
  contracts: DownlineContracts;
  onProposeContract: (
    kind: AgentContractKind,
    draft: ContractDraft,
    confirmTerminate: boolean,
  ) => Promise<ContractProposalResult>;
  /** Opens the tab of this name first (stories and links that land on one action). */
  defaultTab?: DownlineDetailTab;
  ref?: Ref<HTMLDivElement>;
}

export type DownlineDetailTab = 'money' | 'password' | 'rebates' | 'contracts';

const tabs: readonly DownlineDetailTab[] = ['money', 'password', 'rebates', 'contracts'];

/**
 * One downline: who it is, its money and play, and what the agent can do
 * for it: move money either way, set its password, promote it to agent,
 * set its rebate rates and see or offer its contracts.
 */
export function DownlineDetail({
  account,
  headingLevel = 3,
  detail,
  direct,
  onTransfer,
  onCollect,
  passwordRule,
  onResetPassword,
  onPromote,
  rebates,
  onSaveRebates,
  contracts,
  onProposeContract,
  defaultTab = 'money',
  className,
  ref,
  ...rest
}: DownlineDetailProps) {
  const { t } = useTranslation();
  const sectionLevel = (headingLevel + 1) as 4 | 5;
  const Heading = `h${headingLevel}` as const;
  const [confirmPromote, setConfirmPromote] = useState(false);
  const [promoting, setPromoting] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const facts = detail.facts;

  const promote = async () => {
    setPromoting(true);
    const result = await onPromote();
    setPromoting(false);
    setOutcome(
      result.ok
        ? { ok: true, text: t('agentCentre.team.promote.done', { account }) }
        : { ok: false, text: result.error },
    );
  };

  return (
    <div ref={ref} className={clsx(styles.root, className)} {...rest}>
      <AsyncRegion
        status={detail.status}
        loadingLabel={t('agentCentre.team.detailLoading')}
        errorTitle={t('agentCentre.team.detailError')}
        onRetry={detail.onRetry}
        retrying={detail.retrying}
        headingLevel={headingLevel}
        skeleton={
          <div className={styles.section}>
            <Skeleton height={22} width="50%" />
            <Skeleton height={64} />
          </div>
        }
      >
        {facts ? (
          <div className={styles.section}>
            <div className={styles.head}>
              <Heading className={styles.account}>
                {facts.account}
                {facts.nickname && facts.nickname !== facts.account ? ` (${facts.nickname})` : ''}
              </Heading>
              <Badge tone={facts.isAgent ? 'info' : 'neutral'}>{facts.role}</Badge>
              {direct && !facts.isAgent ? (
                <Button size="sm" variant="secondary" loading={promoting} onClick={() => setConfirmPromote(true)}>
                  {t('agentCentre.team.promote.button')}
                </Button>
              ) : null}
            </div>
            <div role="status">{outcome?.ok ? <p className={styles.success}>{outcome.text}</p> : null}</div>
            {outcome && !outcome.ok ? (
              <p role="alert" className={styles.failure}>
                {outcome.text}
              </p>
            ) : null}
            <dl className={styles.facts}>
              <Fact name={t('agentCentre.team.type')} value={facts.role} />
              <Fact name={t('agentCentre.team.level')} value={facts.level} />
              <Fact name={t('agentCentre.team.balance')} value={facts.balance} />
              <Fact name={t('agentCentre.team.teamSize')} value={facts.teamSize} />
              <Fact name={t('agentCentre.team.registered')} value={facts.registered} />
              <Fact name={t('agentCentre.team.lastLogin')} value={facts.lastLogin || t('agentCentre.team.never')} />
              <Fact name={t('agentCentre.team.deposits')} value={facts.deposit} />
              <Fact name={t('agentCentre.team.withdrawals')} value={facts.withdraw} />
              <Fact name={t('agentCentre.team.betAmount')} value={facts.betAmount} />
              <Fact name={t('agentCentre.team.validBet')} value={facts.validBet} />
              <Fact name={t('agentCentre.team.betCount')} value={facts.betCount} />
              <Fact
                name={t('agentCentre.team.profit')}
                value={facts.profit}
                {...(facts.losing ? { valueClassName: styles.losing } : {})}
              />
            </dl>
            <p className={styles.muted}>{t('agentCentre.team.figuresNote')}</p>
          </div>
        ) : null}
      </AsyncRegion>
      {facts && direct ? (
        <Tabs.Root defaultValue={defaultTab}>
          <Tabs.List aria-label={t('agentCentre.team.actions', { account })} stretch>
            {tabs.map((tab) => (
              <Tabs.Trigger key={tab} value={tab}>
                {t(`agentCentre.team.tabs.${tab}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="money" className={styles.tabPanel}>
            <MoneyForm
              direction="transfer"
              account={account}
              heading={{ level: sectionLevel, text: t('agentCentre.team.transferTitle', { account }) }}
              onSubmit={onTransfer}
              onDone={(text) => setOutcome({ ok: true, text })}
            />
            <MoneyForm
              direction="collect"
              account={account}
              heading={{ level: sectionLevel, text: t('agentCentre.team.collect.title', { account }) }}
              onSubmit={onCollect}
              onDone={(text) => setOutcome({ ok: true, text })}
            />
          </Tabs.Content>
          <Tabs.Content value="password" className={styles.tabPanel}>
            <ResetPasswordForm
              account={account}
              headingLevel={sectionLevel}
              passwordRule={passwordRule}
              onReset={onResetPassword}
            />
          </Tabs.Content>
          <Tabs.Content value="rebates" className={styles.tabPanel}>
            <AsyncRegion
              status={rebates.status}
              loadingLabel={t('agentCentre.team.rebates.loading')}
              errorTitle={t('agentCentre.team.rebates.errorTitle')}
              onRetry={rebates.onRetry}
              retrying={rebates.retrying}
              headingLevel={sectionLevel}
              skeleton={<Skeleton height={120} />}
              empty={rebates.settings.length === 0}
              emptyState={<p className={styles.muted}>{t('agentCentre.team.rebates.empty')}</p>}
            >
              <RebateSettingsForm
                // A fresh form when the product types change; a save keeps what the agent typed (and was kept).
                key={rebates.settings.map((setting) => setting.productType).join()}
                account={account}
                headingLevel={sectionLevel}
                settings={rebates.settings}
                onSave={onSaveRebates}
              />
            </AsyncRegion>
          </Tabs.Content>
          <Tabs.Content value="contracts" className={styles.tabPanel}>
            <DownlineContractsSection
              account={account}
              isAgent={facts.isAgent}
              headingLevel={sectionLevel}
              contracts={contracts}
              onPropose={onProposeContract}
            />
          </Tabs.Content>
        </Tabs.Root>
      ) : null}
      {facts && !direct ? <p className={styles.muted}>{t('agentCentre.team.notDirect', { account })}</p> : null}
      <MessageDialog
        open={confirmPromote}
        onOpenChange={setConfirmPromote}
        tone="warning"
        title={t('agentCentre.team.promote.title', { account })}
        buttons={[
          { label: t('agentCentre.team.promote.cancel') },
          { label: t('agentCentre.team.promote.confirm'), onClick: () => void promote() },
        ]}
      >
        {t('agentCentre.team.promote.body', { account })}
      </MessageDialog>
    </div>
  );
}

function Fact({ name, value, valueClassName }: { name: string; value: string; valueClassName?: string }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factName}>{name}</dt>
      <dd className={clsx(styles.factValue, valueClassName)}>{value}</dd>
    </div>
  );
}
