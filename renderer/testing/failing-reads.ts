import type { Result } from '../../shared/bridge/result.ts';
import type { Answers } from './fake-desk.ts';

/**
 * The same answers, each failing with `failure` while `failing()` says so, as main's calls fail while the
 * service is away or answers errors for a while. An answer keeps its own shape otherwise (the fake desk
 * still checks it against the contract).
 */
export function failingWhile(answers: Answers, failing: () => boolean, failure: Result<never>): Answers {
  const wrap =
    (answer: unknown) =>
    async (input: unknown): Promise<unknown> => {
      if (failing()) return failure;
      return typeof answer === 'function' ? await (answer as (i: unknown) => unknown)(input) : answer;
    };
  return Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, wrap(answer)])) as Answers;
}
