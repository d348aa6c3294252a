import { createContext, type ReactNode, use, useMemo } from 'react';
import type { RandomSource } from '../codec/payload';
import type { PlatformClient } from '../transport/client';

interface PlatformContextValue {
  client: PlatformClient;
  /** Picks CDN hosts; injectable so stories and tests stay deterministic. */
  random: RandomSource;
}

const PlatformContext = createContext<PlatformContextValue | null>(null);

export interface PlatformProviderProps {
  client: PlatformClient;
  random?: RandomSource;
  children?: ReactNode;
}

/** Makes a platform client available to every hook below it. */
export function PlatformProvider({ client, random, children }: PlatformProviderProps) {
  const value = useMemo(() => ({ client, random: random ?? Math.random }), [client, random]);
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

export function usePlatformRandom(): RandomSource {
  return usePlatformContext().random;
}
