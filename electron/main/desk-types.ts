// What the Electron shell consumes of the app composition (electron/app/desk.ts) and the bridge router.
// Declared here, against the agreed shapes, so the shell does not depend on their internals.
import type { DeskSettings } from '../../shared/bridge/methods/settings.ts';
import type { OpenTarget } from '../../shared/bridge/open-target.ts';
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
  /** A native notification; clicking it should lead to `target`. */
  notify: (notification: { title: string; body: string; target: OpenTarget }) => void;
  openExternal: (url: string) => Promise<void>;
  /** Where to save a file the app writes (result files, invoices, exports), starting in `folder`; null when cancelled. */
  chooseSavePath?: (suggestedName: string, folder: string) => Promise<string | null>;
  /** The system's Downloads folder (the default save folder). */
  downloadsDir?: string;
  /** The system folder picker; null when cancelled. */
  chooseFolder?: (defaultPath: string) => Promise<string | null>;
  /** Opens a folder in the file manager. */
  openFolder?: (path: string) => Promise<void>;
  /** The taskbar/dock progress of the work under way (0–1), null when none. */
  setProgress?: (fraction: number | null) => void;
  copyText?: (text: string) => void | Promise<void>;
  /** Asks for a file to open (native dialog); reserved for areas that read local files. */
  pickFile?: (options: { title?: string; filters?: DeskFileFilter[] }) => Promise<string | null>;
}

/** The composed app: its router, its events, the image fetcher and a clean shutdown. */
export interface Desk {
  router: DeskRouter;
  events: DeskEventSource;
  fetchImage(url: string): Promise<DeskImage | null>;
  /** The user's settings: the shell follows the theme. */
  settings: { current(): DeskSettings; onChange(listener: (settings: DeskSettings) => void): () => void };
  /** Asks the renderer to open a place (the `app.open` event). */
  open(target: OpenTarget): void;
  dispose(): Promise<void>;
}

/** Builds the app from its options (electron/app/desk.ts). */
export type CreateDesk = (options: DeskOptions) => Promise<Desk>;
