import type { DeskEvents, DeskMethods } from './define.ts';
import type { bridgeContract } from './contract.ts';
import type { bridgeEvents } from './events.ts';

/** The renderer-facing API: `desk.<area>.<verb>(input)` for every bridge method, plus `desk.on(event, listener)`. */
export type Desk = DeskMethods<typeof bridgeContract> & DeskEvents<typeof bridgeEvents>;
