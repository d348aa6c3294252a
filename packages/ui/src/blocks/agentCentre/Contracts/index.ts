export type {
  ContractActionResult,
  ContractDownline,
  ContractDraft,
  ContractLists,
  ContractPeriod,
  ContractProposalResult,
  ContractRow,
  UndercutContract,
} from '../contracts';
export { contractPeriods } from '../contracts';
export type { ContractsProps } from './Contracts';
export { Contracts } from './Contracts';
