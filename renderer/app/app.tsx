import { Providers } from './providers.tsx';
import { Shell } from './shell.tsx';

/** The whole renderer: providers around the shell. */
export function App() {
  return (
    <Providers>
      <Shell />
    </Providers>
  );
}
