import { RegisterForm } from '@lobby/ui';
import { useRegisterFlow } from './useRegisterFlow';

/** The register form of the auth modal, wired to the registration transitions of spec §4. */
export function RegisterContainer({ onDone }: { onDone: () => void }) {
  return <RegisterForm {...useRegisterFlow({ onDone })} />;
}
