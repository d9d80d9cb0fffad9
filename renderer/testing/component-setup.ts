import { afterEach, expect } from 'vitest';
import { cleanup } from 'vitest-browser-react';
import { fakeDesk } from './desk-under-test.ts';

// Each test starts unmounted, with no answers, an empty localStorage and no route; an answer or input
// the bridge contract refuses fails the test that gave it.
afterEach(async () => {
  // Unmounted first, so no query of this test is still asking while the next one's answers are set.
  await cleanup();
  const violations = [...fakeDesk.violations];
  fakeDesk.reset();
  localStorage.clear();
  window.location.hash = '';
  expect(violations, 'answers and inputs the bridge contract refuses').toEqual([]);
});
