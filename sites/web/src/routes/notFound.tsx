import { ErrorView } from '@lobby/ui';

/** Any address the site does not know: say so inside the shell, with a way home. */
export default function NotFoundPage() {
  return <ErrorView kind="not-found" />;
}
