import type { Desk } from '../../shared/bridge/desk-api.ts';
import { loadImageBase } from './image-url.ts';
import { createWebDesk } from './web-desk.ts';
import { takeWebToken } from './web-token.ts';

/**
 * The bridge to main: `window.desk` when Electron's preload injected it, else browser mode's
 * HTTP transport, built once (the token is read from `#token=…` at start-up and the address bar
 * tidied). Every feature talks to main through this object only.
 */
export const desk: Desk = window.desk ?? createWebDesk({ token: takeWebToken() });

void loadImageBase(desk);
