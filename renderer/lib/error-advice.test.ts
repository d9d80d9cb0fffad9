import { describe, expect, it } from 'vitest';
import { nextStepFor, titleFor } from './error-advice.ts';

describe('error advice', () => {
  it('gives a next step for every kind', () => {
    expect(nextStepFor({ kind: 'network' })).toMatch(/network/);
    expect(nextStepFor({ kind: 'credential-rejected' })).toMatch(/Connect to a service/);
    expect(nextStepFor({ kind: 'service', code: 402 })).toMatch(/credits/);
    expect(nextStepFor({ kind: 'service', code: 404 })).toMatch(/deleted/);
    expect(nextStepFor({ kind: 'service' })).toMatch(/Try again/);
    expect(nextStepFor({ kind: 'unusable-answer' })).toMatch(/rest of the desk works/);
  });

  it('titles failures', () => {
    expect(titleFor({ kind: 'service', code: 402 })).toBe('Not enough credits');
    expect(titleFor({ kind: 'internal' })).toBe('Something went wrong');
    // The service answered: a field the desk cannot use is not a refusal.
    expect(titleFor({ kind: 'unusable-answer' })).toBe('The answer could not be used');
  });
});
