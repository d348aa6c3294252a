/** An agent's records asked for its team: the member's own record calls with `scope` TEAM or a member's `account`. */
import { fail } from '../sandbox/errors';
import type { Account } from '../sandbox/model';
import type { Sandbox } from '../sandbox/sandbox';
import { team } from './agent';

/** A record line and whose it is. */
export interface OwnedRecord<TRecord> {
  record: TRecord;
  owner: Account;
}

/**
 * Whose records a call covers: the caller's own without a scope; with
 * `scope` TEAM or an `account`, the agent's team (any depth), narrowed to
 * members whose account contains the text given.
 */
export function scopedAccounts(
  sandbox: Sandbox,
  caller: Account,
  query: { scope?: 'TEAM' | undefined; account?: string | undefined },
): Account[] {
  const wanted = query.account?.trim().toLowerCase();
  if (query.scope !== 'TEAM' && !wanted) return [caller];
  sandbox.requireAgent(caller);
  const members = team(sandbox, caller).filter((member) => !wanted || member.username.toLowerCase().includes(wanted));
  if (wanted && members.length === 0 && query.scope !== 'TEAM') fail('downline.not.exists');
  return members;
}

/**
 * The records of everyone a call covers, each with its owner: the caller's
 * own in their stored order, a team's newest first.
 */
export function scopedRecords<TRecord>(
  sandbox: Sandbox,
  caller: Account,
  query: { scope?: 'TEAM' | undefined; account?: string | undefined },
  recordsOf: (owner: Account) => readonly TRecord[],
  timeOf: (record: TRecord) => number,
): OwnedRecord<TRecord>[] {
  const owners = scopedAccounts(sandbox, caller, query);
  const lines = owners.flatMap((owner) => recordsOf(owner).map((record) => ({ record, owner })));
  if (owners.length === 1 && owners[0] === caller) return lines;
  return lines.sort((a, b) => timeOf(b.record) - timeOf(a.record));
}
