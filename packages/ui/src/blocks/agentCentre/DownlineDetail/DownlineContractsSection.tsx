import { useTranslation } from '@lobby/i18n';
import { useId, useState } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import { Badge } from '../../../primitives/Badge/Badge';
import { Button } from '../../../primitives/Button/Button';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { ContractProposeForm } from '../Contracts/Contracts';
import type { AgentContractKind, ContractDraft, ContractProposalResult } from '../contracts';
import type { DownlineContracts } from '../downlineDetail';
import * as styles from './DownlineDetail.css';

export interface DownlineContractsSectionProps {
  account: string;
  /** Plain members hold no contracts: the section says to promote first. */
  isAgent: boolean;
  headingLevel: 4 | 5;
  contracts: DownlineContracts;
  onPropose: (
    kind: AgentContractKind,
    draft: ContractDraft,
    confirmTerminate: boolean,
  ) => Promise<ContractProposalResult>;
}

/** The downline's contracts of every kind the site enabled, each with an offer made out to it. */
export function DownlineContractsSection({
  account,
  isAgent,
  headingLevel,
  contracts,
  onPropose,
}: DownlineContractsSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const kindLevel = (headingLevel + 1) as 5 | 6;
  const KindHeading = `h${kindLevel}` as const;
  const [offering, setOffering] = useState<AgentContractKind | null>(null);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.sectionTitle}>
        {t('agentCentre.team.contracts.title', { account })}
      </Heading>
      {isAgent ? (
        <AsyncRegion
          status={contracts.status}
          loadingLabel={t('agentCentre.team.contracts.loading')}
          errorTitle={t('agentCentre.team.contracts.errorTitle')}
          onRetry={contracts.onRetry}
          retrying={contracts.retrying}
          headingLevel={kindLevel}
          skeleton={<Skeleton height={48} />}
          empty={contracts.kinds.length === 0}
          emptyState={<p className={styles.muted}>{t('agentCentre.team.contracts.noKinds')}</p>}
        >
          {contracts.kinds.map((kind) => {
            const kindName = t(`agentCentre.team.contracts.kinds.${kind.kind}`);
            return (
              <section key={kind.kind} className={styles.section} aria-label={kind.label}>
                <KindHeading className={styles.sectionTitle}>{kind.label}</KindHeading>
                {kind.rows.length === 0 ? (
                  <p className={styles.muted}>{t('agentCentre.team.contracts.none', { kind: kindName, account })}</p>
                ) : (
                  <ul className={styles.contractList}>
                    {kind.rows.map((row) => (
                      <li key={row.id} className={styles.contractItem}>
                        <strong>{row.rate}</strong>
                        {row.period ? <span>{row.period}</span> : null}
                        <Badge tone={row.status.tone}>{row.status.label}</Badge>
                        <span className={styles.muted}>{row.created}</span>
                      </li>
                    ))}
                  </ul>
                )}
                {offering === kind.kind ? (
                  <>
                    <ContractProposeForm
                      // Under the kind's heading; HTML has no level below h6.
                      headingLevel={6}
                      downlines={{ status: 'ready', agents: [{ account, label: account }] }}
                      hasPeriods={kind.hasPeriods}
                      initialAccount={account}
                      onPropose={(draft, confirmTerminate) => onPropose(kind.kind, draft, confirmTerminate)}
                    />
                    <Button variant="ghost" size="sm" onClick={() => setOffering(null)}>
                      {t('agentCentre.team.contracts.hideOffer')}
                    </Button>
                  </>
                ) : (
                  <Button variant="secondary" size="sm" onClick={() => setOffering(kind.kind)}>
                    {t('agentCentre.team.contracts.offer', { kind: kindName })}
                  </Button>
                )}
              </section>
            );
          })}
        </AsyncRegion>
      ) : (
        <p className={styles.muted}>{t('agentCentre.team.contracts.agentsOnly', { account })}</p>
      )}
    </section>
  );
}
