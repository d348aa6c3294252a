import { createContext, type ReactNode, use, useMemo } from 'react';
import type { PlatformClient } from '../transport/client';

interface PlatformContextValue {
  client: PlatformClient;
}

const PlatformContext = createContext<PlatformContextValue | null>(null);

export interface PlatformProviderProps {
  client: PlatformClient;
  children?: ReactNode;
}

/** Makes a platform client available to every hook below it. */
export function PlatformProvider({ client, children }: PlatformProviderProps) {
  const value = useMemo(() => ({ client }), [client]);
  return <PlatformContext value={value}>{children}</PlatformContext>;
}

function usePlatformContext(): PlatformContextValue {
  const value = use(PlatformContext);
  if (!value) throw new Error('Platform hooks need a <PlatformProvider client={...}> above them');
  return value;
}

export function useClient(): PlatformClient {
  return usePlatformContext().client;
}
