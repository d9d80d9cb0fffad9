import type { DatabaseSync } from 'node:sqlite';
import type { Outbox } from '../mail/outbox.ts';
import type { Timers } from '../jobs/timers.ts';

/** Settings of one sandbox instance, defaults resolved. */
export interface SandboxSettings {
  dataDir: string;
  /** How long cookie generation takes for a new postcode. */
  cookieDelayMs: number;
  /** Simulated time per scraped item or category page. */
  jobDelayMs: number;
  /** Credits each seeded user starts with. */
  credits: number;
}

/** What every route and job of the sandbox shares. */
export interface SandboxContext {
  readonly db: DatabaseSync;
  readonly settings: SandboxSettings;
  readonly outbox: Outbox;
  readonly timers: Timers;
  /** The server's base URL (`http://127.0.0.1:PORT`), known once it listens. */
  baseUrl(): string;
  log(line: string): void;
}

/** The caller of an authenticated route. */
export interface AuthUser {
  id: number;
  email: string;
  name: string;
  /** How the caller authenticated. */
  via: 'apiKey' | 'session';
  /** The sessions row of a session-token caller (so `users/logout` ends exactly that token). */
  sessionId?: number;
}
