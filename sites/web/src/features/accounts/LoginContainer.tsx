import { LoginForm } from '@lobby/ui';
import { useLoginFlow } from './useLoginFlow';

/** The login form of the auth modal, wired to the login transitions (docs/product.md#login). */
export function LoginContainer({ onDone }: { onDone: () => void }) {
  return <LoginForm {...useLoginFlow({ onDone })} />;
}
