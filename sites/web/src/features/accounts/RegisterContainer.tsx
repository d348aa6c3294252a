import { RegisterForm } from '@lobby/ui';
import { useRegisterFlow } from './useRegisterFlow';

/** The register form of the auth modal, wired to the registration transitions (docs/product.md#registration). */
export function RegisterContainer({ onDone }: { onDone: () => void }) {
  return <RegisterForm {...useRegisterFlow({ onDone })} />;
}
