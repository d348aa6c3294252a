import { Button, Stack } from '@lobby/ui';

/** The site's root view; the shell (start-up, routes, layout) grows from here. */
export function App() {
  return (
    <Stack as="main" gap="4" padding="gutter" align="flex-start">
      <h1>Lobby</h1>
      <Button asChild>
        <a href="/">Play now</a>
      </Button>
    </Stack>
  );
}
