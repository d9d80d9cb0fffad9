import { render, type RenderResult } from 'vitest-browser-react';
import { Providers } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { Shell } from '../app/shell.tsx';
import { applyCachedTheme } from '../lib/theme.ts';
import type { Answers } from './fake-desk.ts';
import { resetStores } from './reset-stores.ts';
import { shellAnswers } from './shell-answers.ts';
import { fakeDesk } from './desk-under-test.ts';
import '../styles/tokens.css';
import '../styles/base.css';
import '../styles/shell.css';
import '../styles/controls.css';
import '../styles/feedback.css';
import '../styles/overlays.css';
import '../styles/table.css';

/**
 * Mounts the whole renderer as main.tsx does (providers, shell, router, styles) on `route` (a hash route
 * such as `#/settings`), against the fake desk answering `answers` on top of the quiet shell's answers.
 * A fresh query client and the UI stores as they start, each time: a mount is a fresh start (a reload).
 */
export async function renderDesk(route: string, answers: Answers = {}): Promise<RenderResult> {
  fakeDesk.answer({ ...shellAnswers(), ...answers });
  resetStores();
  window.location.hash = route;
  applyCachedTheme();
  return render(
    <Providers client={createQueryClient()}>
      <Shell />
    </Providers>,
  );
}
