import type { BridgeHandlers, BridgeMethod, BridgeMethods } from '../../../shared/bridge/define.ts';
import { errResult, isBridgeErrorKind, okResult, type BridgeError, type Result } from '../../../shared/bridge/result.ts';
import { DEFAULT_MAX_INPUT_BYTES, inputCapOf } from '../../../shared/bridge/input-cap.ts';
import { formatIssues } from './format-issues.ts';
import { describeError } from './redact.ts';

/** Who is calling: the Electron window over IPC, or the browser-mode page over loopback HTTP. */
export interface BridgeContext {
  readonly origin: 'ipc' | 'web';
  /** Where this transport serves proxied images (browser mode sets its capability path). */
  readonly imageBase?: string;
}

/** Dispatches bridge calls: never throws, always resolves to a Result. */
export interface BridgeRouter {
  invoke(method: string, input: unknown, ctx: BridgeContext): Promise<Result<unknown>>;
  /** The input cap of a method in bytes of JSON (the default for an unknown name). */
  inputCap(method: string): number;
  /** The method names the router serves. */
  readonly methods: readonly string[];
}

/** Router options: where internal failures are logged. */
export interface RouterOptions {
  log?: (line: string) => void;
}

/** The message the renderer sees when something failed inside main. */
export const INTERNAL_MESSAGE = 'Something went wrong inside the app. Try again; if it keeps happening, restart the app.';

type Handler = (input: unknown, ctx: BridgeContext) => Promise<unknown>;

/** A thrown value that already speaks the bridge's language (e.g. a ServiceError), as a BridgeError. */
export function bridgeErrorOf(err: unknown): BridgeError | null {
  if (typeof err !== 'object' || err === null) return null;
  const { kind, message, code } = err as { kind?: unknown; message?: unknown; code?: unknown };
  if (!isBridgeErrorKind(kind) || typeof message !== 'string') return null;
  const error: BridgeError = { kind, message };
  if (typeof code === 'number' && Number.isInteger(code)) error.code = code;
  return error;
}

/** The size of a value as UTF-8 JSON, or null when it is not plain data (cycles, BigInt). */
function jsonBytes(input: unknown): number | null {
  try {
    const text = JSON.stringify(input);
    return text === undefined ? 0 : Buffer.byteLength(text, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Builds the bridge router over a contract and one handler per method: unknown method →
 * `unknown-method`; oversized or malformed input → `invalid-input`; thrown errors → a Result;
 * outputs parsed with the method's schema (undeclared fields stripped) before leaving main.
 */
export function createBridgeRouter<C extends BridgeMethods>(
  contract: C,
  handlers: BridgeHandlers<C, BridgeContext>,
  options: RouterOptions = {},
): BridgeRouter {
  const log = options.log ?? ((line: string) => console.error(line));
  const methods = new Map<string, BridgeMethod>();
  const handlerMap = new Map<string, Handler>();
  for (const name of Object.keys(contract)) {
    methods.set(name, contract[name] as BridgeMethod);
    const handler: unknown = Object.hasOwn(handlers, name) ? handlers[name as keyof C] : undefined;
    if (typeof handler === 'function') handlerMap.set(name, handler as Handler);
  }

  async function dispatch(name: unknown, input: unknown, ctx: BridgeContext): Promise<Result<unknown>> {
    const m = typeof name === 'string' ? methods.get(name) : undefined;
    if (typeof name !== 'string' || m === undefined) {
      const shown = typeof name === 'string' ? name.slice(0, 100) : typeof name;
      return errResult('unknown-method', `There is no bridge method "${shown}".`);
    }
    const cap = inputCapOf(m);
    const size = jsonBytes(input);
    if (size === null) return errResult('invalid-input', 'input: must be plain data (no cycles, functions or big integers).');
    if (size > cap) return errResult('invalid-input', `input: ${size} bytes is more than the ${cap} bytes ${name} accepts.`);
    const parsed = m.input.safeParse(input);
    if (!parsed.success) return errResult('invalid-input', formatIssues(parsed.error));
    const handler = handlerMap.get(name);
    if (handler === undefined) {
      log(`bridge: ${name} has no handler`);
      return errResult('internal', INTERNAL_MESSAGE);
    }
    let value: unknown;
    try {
      value = await handler(parsed.data, ctx);
    } catch (err) {
      const known = bridgeErrorOf(err);
      if (known) return { ok: false, error: known };
      log(`bridge: ${name} failed: ${describeError(err)}`);
      return errResult('internal', INTERNAL_MESSAGE);
    }
    const out = m.output.safeParse(value);
    if (!out.success) {
      log(`bridge: ${name} returned an output that does not match its schema: ${formatIssues(out.error)}`);
      return errResult('internal', INTERNAL_MESSAGE);
    }
    return okResult(out.data);
  }

  return {
    methods: [...methods.keys()],
    inputCap(name: string): number {
      const m = methods.get(name);
      return m ? inputCapOf(m) : DEFAULT_MAX_INPUT_BYTES;
    },
    async invoke(name, input, ctx): Promise<Result<unknown>> {
      try {
        return await dispatch(name, input, ctx);
      } catch (err) {
        // A schema that throws (a refinement bug) or a getter on a hostile object: still a Result.
        log(`bridge: ${String(name).slice(0, 100)} failed outside its handler: ${describeError(err)}`);
        return errResult('internal', INTERNAL_MESSAGE);
      }
    },
  };
}
