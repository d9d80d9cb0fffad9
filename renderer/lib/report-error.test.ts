import { describe, expect, it } from 'vitest';
import { bridgeContract } from '../../shared/bridge/contract.ts';
import { errorReport } from './report-error.ts';

describe('errorReport', () => {
  it('carries the message, stack and component stack of a failure', () => {
    const error = new Error('Cannot read properties of undefined');
    expect(errorReport('Collections', error, '\n  at ItemTable')).toEqual({
      where: 'Collections',
      message: 'Cannot read properties of undefined',
      stack: error.stack,
      componentStack: '\n  at ItemTable',
    });
  });

  it('cuts text to what the bridge accepts, so a huge message is still logged', () => {
    const error = new Error('x'.repeat(50_000));
    error.stack = 'y'.repeat(50_000);
    const report = errorReport('w'.repeat(500), error, 'z'.repeat(50_000));
    expect(bridgeContract['diagnostics.reportError'].input.safeParse(report).success).toBe(true);
    expect(report.message.endsWith('…')).toBe(true);
  });

  it('reports a thrown value that is not an Error by its text', () => {
    expect(errorReport('page', 'quota exceeded')).toMatchObject({ where: 'page', message: 'quota exceeded' });
  });
});
