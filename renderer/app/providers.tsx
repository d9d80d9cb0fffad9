import { useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client.ts';

/** Props of Providers; pass a client in tests to control it. */
export interface ProvidersProps {
  children: ReactNode;
  client?: QueryClient;
}

/** The app-wide providers: TanStack Query (server state). UI state lives in per-feature zustand stores. */
export function Providers({ children, client }: ProvidersProps) {
  const [own] = useState(() => client ?? createQueryClient());
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>;
}
