import { useBalance } from '@lobby/api/hooks';
import { useMessageArea } from '@lobby/i18n';
import { RealityCheckDialog } from '@lobby/ui';
import { Suspense, useEffect, useState } from 'react';
import { useSession } from '../../app/session';
import { useLogout } from '../session/useLogout';
import { useRealityCheckInterval } from './realityCheck';

/**
 * When this login began, the balance then, and the last check answered: kept
 * for the tab's session, so a reload keeps counting. Logging out clears the
 * session's storage, so the next login counts from its own start.
 */
interface Baseline {
  account: string;
  startedAt: number;
  startBalance: number | null;
  answered: number;
}

const storageKey = 'lobby.realityCheck';

function readBaseline(account: string): Baseline | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as Baseline | null;
    return saved?.account === account ? saved : null;
  } catch {
    return null;
  }
}

function writeBaseline(baseline: Baseline): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(baseline));
  } catch {
    // Kept in memory only: a reload starts counting again.
  }
}

/** The `n`th check of a login falls `n` intervals after it began. */
export function checkDueAt(baseline: Pick<Baseline, 'startedAt' | 'answered'>, intervalMinutes: number): number {
  return baseline.startedAt + (baseline.answered + 1) * intervalMinutes * 60_000;
}

/**
 * The reality check for a logged-in player who turned it on: at each
 * interval since the login, how long they have played and how the balance
 * moved, with Keep playing or Stop and log out. Off, it loads nothing more.
 */
export default function RealityCheckHost() {
  const intervalMinutes = useRealityCheckInterval();
  if (intervalMinutes === 0) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheck intervalMinutes={intervalMinutes} />
    </Suspense>
  );
}

function RealityCheck({ intervalMinutes }: { intervalMinutes: number }) {
  useMessageArea('accounts');
  const session = useSession();
  const balance = useBalance({ enabled: session.isLoggedIn });
  const logout = useLogout();
  const account = session.isLoggedIn ? session.account : null;
  const [baseline, setBaseline] = useState<Baseline | null>(null);
  const [due, setDue] = useState(false);
  const current = balance.data?.sumBalance;

  // The login's start: the saved one, or now with the balance as it first arrives.
  useEffect(() => {
    if (!account) return setBaseline(null);
    const saved = readBaseline(account) ?? { account, startedAt: Date.now(), startBalance: null, answered: 0 };
    if (saved.startBalance === null && current !== undefined) saved.startBalance = current;
    writeBaseline(saved);
    setBaseline(saved);
  }, [account, current]);

  useEffect(() => {
    if (!baseline) return;
    const timer = setTimeout(() => setDue(true), Math.max(0, checkDueAt(baseline, intervalMinutes) - Date.now()));
    return () => clearTimeout(timer);
  }, [baseline, intervalMinutes]);

  if (!baseline) return null;
  const answer = () => {
    setDue(false);
    // Checks missed while away are answered together: the next one is a whole interval on.
    const answered = Math.max(
      baseline.answered + 1,
      Math.floor((Date.now() - baseline.startedAt) / (intervalMinutes * 60_000)),
    );
    const next = { ...baseline, answered };
    writeBaseline(next);
    setBaseline(next);
  };
  return (
    <RealityCheckDialog
      open={due}
      playedMinutes={Math.round((Date.now() - baseline.startedAt) / 60_000)}
      balanceChange={baseline.startBalance === null || current === undefined ? null : current - baseline.startBalance}
      settingsHref="/responsibleGaming"
      onContinue={answer}
      onStop={() => {
        setDue(false);
        void logout();
      }}
    />
  );
}
