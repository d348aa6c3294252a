import { LoginForm } from '@lobby/ui';
import { useLoginFlow } from './useLoginFlow';

/** The login form of the auth modal, wired to the login transitions of spec §4. */
export function LoginContainer({ onDone }: { onDone: () => void }) {
  return <LoginForm {...useLoginFlow({ onDone })} />;
}
