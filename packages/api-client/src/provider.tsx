// The client context (no SWR: the login form's first load needs only this).

import { createContext, type ReactNode, useContext } from 'react';
import type { BoClient } from './client';

const BoClientContext = createContext<BoClient | null>(null);

export interface BoClientProviderProps {
  client: BoClient;
  children?: ReactNode;
}

/** Supplies the client to every hook below it. */
export function BoClientProvider({ client, children }: BoClientProviderProps) {
  return <BoClientContext.Provider value={client}>{children}</BoClientContext.Provider>;
}

export function useBoClient(): BoClient {
  const client = useContext(BoClientContext);
  if (!client) throw new Error('useBoClient needs a <BoClientProvider> above it');
  return client;
}
