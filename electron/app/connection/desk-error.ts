import type { BridgeErrorKind } from '../../../shared/bridge/result.ts';

/** A failure of the app's own services, in the bridge's terms: the router passes kind, message and code on as is. */
export class DeskError extends Error {
  override readonly name = 'DeskError';
  readonly kind: BridgeErrorKind;
  readonly code: number | undefined;
  constructor(kind: BridgeErrorKind, message: string, code?: number) {
    super(message);
    this.kind = kind;
    this.code = code;
  }
}
