// What the Electron shell consumes of the app composition (electron/app/desk.ts) and the bridge router.
// Declared here, against the agreed shapes, so the shell does not depend on their internals.
import type { Result } from '../../shared/bridge/result.ts';

/** Where a bridge call came from: the Electron IPC channel or browser mode's HTTP transport. */
export interface BridgeCallContext {
  origin: 'ipc' | 'web';
  /** Where this transport serves proxied images (`desk-image://img/` over IPC). */
  imageBase?: string;
}

/** The bridge router: parses the input, runs the handler and always resolves to a Result. */
export interface DeskRouter {
  invoke(method: string, input: unknown, ctx: BridgeCallContext): Promise<Result<unknown>>;
}

/** Main → renderer events published by the app services. */
export interface DeskEventSource {
  subscribe(listener: (event: string, payload: unknown) => void): () => void;
}

/** A remote image fetched by main (never with a credential). */
export interface DeskImage {
  contentType: string;
  bytes: Uint8Array;
}

/** A file-type filter for the native file dialogs. */
export interface DeskFileFilter {
  name: string;
  extensions: string[];
}

/** What the app composition needs from the shell: its data folder and a few native capabilities. */
export interface DeskOptions {
  dataDir: string;
  version: string;
  mode: 'electron' | 'web';
  log?: (line: string) => void;
  /** `net.fetch` in Electron (system proxy and certificates). */
  fetch?: typeof fetch;
  /** The keychain service name (default `collection-desk`). */
  keychainService?: string;
  notify: (notification: { title: string; body: string }) => void;
  openExternal: (url: string) => Promise<void>;
  /** Where to save a file the app writes (result files, invoices, exports); null when cancelled. */
  chooseSavePath?: (suggestedName: string) => Promise<string | null>;
  copyText?: (text: string) => void | Promise<void>;
  /** Asks for a file to open (native dialog); reserved for areas that read local files. */
  pickFile?: (options: { title?: string; filters?: DeskFileFilter[] }) => Promise<string | null>;
}

/** The composed app: its router, its events, the image fetcher and a clean shutdown. */
export interface Desk {
  router: DeskRouter;
  events: DeskEventSource;
  fetchImage(url: string): Promise<DeskImage | null>;
  dispose(): Promise<void>;
}

/** Builds the app from its options (electron/app/desk.ts). */
export type CreateDesk = (options: DeskOptions) => Promise<Desk>;
