import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { describeRunRefusal, runCost } from '../lib/run-cost.ts';
import { RunRefusal } from './run-refusal.tsx';

function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('RunRefusal', () => {
  it('shows a 402 in place: the service’s message, the numbers and the shortfall', () => {
    const message = 'Not enough credits — you need 5000 but have 4200 remaining.';
    const html = renderToStaticMarkup(<RunRefusal refusal={describeRunRefusal({ kind: 'service', code: 402, message }, runCost(5000, 9000))} />);
    expect(html).toContain('role="alert"');
    const shown = text(html);
    expect(shown).toContain('Not enough credits');
    expect(shown).toContain(message);
    expect(shown).toMatch(/Needed 5,?000/);
    expect(shown).toMatch(/Remaining 4,?200/);
    expect(shown).toContain('Short by 800 credits');
    expect(shown).toContain('Account');
  });

  it('shows any other refusal as its message only', () => {
    const html = renderToStaticMarkup(
      <RunRefusal refusal={describeRunRefusal({ kind: 'service', code: 400, message: 'This collection has no items.' }, runCost(0, 10))} />,
    );
    const shown = text(html);
    expect(shown).toContain('The run was not started');
    expect(shown).toContain('This collection has no items.');
    expect(shown).not.toContain('Short by');
  });
});
