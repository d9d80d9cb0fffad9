import { afterEach, expect, vi } from 'vitest';
import type * as Zustand from 'zustand';
import { cleanup } from 'vitest-browser-react';
import { fakeDesk } from './desk-under-test.ts';
import { resetStores } from './reset-stores.ts';

vi.mock('zustand', async (importOriginal) => {
  const actual = await importOriginal<typeof Zustand>();
  const { resettableCreate } = await import('./reset-stores.ts');
  return { ...actual, create: resettableCreate(actual.create) };
});

// Each test starts unmounted, with no answers, the UI stores as they start, an empty localStorage and no route; an answer or input
// the bridge contract refuses fails the test that gave it.
afterEach(async () => {
  // Unmounted first, so no query of this test is still asking while the next one's answers are set.
  await cleanup();
  const violations = [...fakeDesk.violations];
  fakeDesk.reset();
  resetStores();
  localStorage.clear();
  window.location.hash = '';
  expect(violations, 'answers and inputs the bridge contract refuses').toEqual([]);
});
