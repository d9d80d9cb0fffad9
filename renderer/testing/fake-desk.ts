import type { z } from 'zod';
import { buildDeskApi } from '../../shared/bridge/build-desk-api.ts';
import { bridgeContract, type BridgeContract } from '../../shared/bridge/contract.ts';
import type { MethodInput } from '../../shared/bridge/define.ts';
import type { Desk } from '../../shared/bridge/desk-api.ts';
import { bridgeEvents } from '../../shared/bridge/events.ts';
import { errResult, okResult, type Result } from '../../shared/bridge/result.ts';

/** A bridge method's name, e.g. `settings.get`. */
export type MethodName = keyof BridgeContract & string;
/** A main → renderer event's name, e.g. `postcode.status`. */
export type EventName = keyof typeof bridgeEvents & string;

type Input<K extends MethodName> = z.output<BridgeContract[K]['input']>;
type Given<K extends MethodName> = z.input<BridgeContract[K]['output']> | Result<z.input<BridgeContract[K]['output']>>;

/**
 * A test's answer to one method: the value main would return, a failure Result, or a function of the
 * (schema-checked) input giving either; `z.input` of the output schema, so defaults may be left out.
 */
export type Answer<K extends MethodName> = Given<K> | ((input: Input<K>) => Given<K> | Promise<Given<K>>);

/** Answers by method name; a method with none fails as `unknown-method` (and is listed in `unanswered`). */
export type Answers = { [K in MethodName]?: Answer<K> };

/** One call the screen made, with its input as the contract parsed it. */
export interface Call {
  method: MethodName;
  input: unknown;
}

/** The `window.desk` of component tests, with the handles a test drives it by. */
export interface FakeDesk {
  desk: Desk;
  /** Adds or replaces answers for this test. */
  answer(answers: Answers): void;
  /** Sends a main → renderer event; its payload is checked against the event's schema first. */
  emit<E extends EventName>(event: E, payload: z.input<(typeof bridgeEvents)[E]>): void;
  /** Every call so far, oldest first. */
  readonly calls: Call[];
  /** The inputs of one method's calls so far. */
  inputsOf<K extends MethodName>(method: K): MethodInput<BridgeContract[K]>[];
  /** Methods called without an answer (the screen saw `unknown-method`). */
  readonly unanswered: Set<string>;
  /** Inputs or answers the contract's schemas refused: each one fails the test (see component-setup.ts). */
  readonly violations: string[];
  /** Forgets answers, calls and violations, and drops every event listener's channel (between tests). */
  reset(): void;
}

function isResult(value: unknown): value is Result<unknown> {
  if (typeof value !== 'object' || value === null || !('ok' in value)) return false;
  const ok = (value as { ok: unknown }).ok;
  return (ok === true && 'value' in value) || (ok === false && 'error' in value);
}

const issues = (error: z.ZodError): string => error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');

/**
 * Builds the test desk with the preload's own builder over an in-page transport: each call's input is
 * parsed by the method's input schema and each answer by its output schema, as main and the renderer
 * would meet them, so an answer of the wrong shape is a contract violation, not a silently passing test.
 */
export function createFakeDesk(): FakeDesk {
  let answers: Answers = {};
  const calls: Call[] = [];
  const unanswered = new Set<string>();
  const violations: string[] = [];
  let dispatch: ((event: unknown, payload: unknown) => void) | null = null;

  async function invoke(name: string, raw: unknown): Promise<Result<unknown>> {
    const method = bridgeContract[name as MethodName] as { input: z.ZodType; output: z.ZodType } | undefined;
    if (!method) return errResult('unknown-method', `No bridge method ${name}.`);
    const input = method.input.safeParse(raw ?? {});
    if (!input.success) {
      violations.push(`${name} was called with an input its schema refuses: ${issues(input.error)}`);
      return errResult('invalid-input', issues(input.error));
    }
    calls.push({ method: name as MethodName, input: input.data });
    const answer = answers[name as MethodName] as unknown;
    if (answer === undefined) {
      unanswered.add(name);
      return errResult('unknown-method', `This test gives no answer to ${name}.`);
    }
    const given: unknown = typeof answer === 'function' ? await (answer as (i: unknown) => unknown)(input.data) : answer;
    const result = isResult(given) ? given : okResult(given);
    if (!result.ok) return result;
    const output = method.output.safeParse(result.value);
    if (!output.success) {
      violations.push(`The answer to ${name} breaks its output schema: ${issues(output.error)}`);
      return errResult('internal', `The test's answer to ${name} breaks the contract.`);
    }
    // Through JSON, as every transport carries it (no Dates, no undefined, no shared objects).
    return okResult(JSON.parse(JSON.stringify(output.data ?? null)) as unknown);
  }

  const desk = buildDeskApi(
    { methods: Object.keys(bridgeContract), events: Object.keys(bridgeEvents) },
    invoke,
    (handler) => {
      dispatch = handler;
      return () => {
        dispatch = null;
      };
    },
    (event, error) => violations.push(`A listener of ${event} threw: ${String(error)}`),
  ) as unknown as Desk;

  return {
    desk,
    answer(more) {
      answers = { ...answers, ...more };
    },
    emit(event, payload) {
      const parsed = (bridgeEvents[event] as z.ZodType).safeParse(payload);
      if (!parsed.success) throw new Error(`The test emits a ${event} its schema refuses: ${issues(parsed.error)}`);
      dispatch?.(event, parsed.data);
    },
    calls,
    inputsOf<K extends MethodName>(method: K) {
      return calls.filter((c) => c.method === method).map((c) => c.input as MethodInput<BridgeContract[K]>);
    },
    unanswered,
    violations,
    reset() {
      answers = {};
      calls.length = 0;
      unanswered.clear();
      violations.length = 0;
    },
  };
}
