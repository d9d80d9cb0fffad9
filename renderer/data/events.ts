import type { z } from 'zod';
import type { bridgeEvents } from '../../shared/bridge/events.ts';

/** The payload of one of main's events, as the renderer receives it. */
export type DeskEvent<K extends keyof typeof bridgeEvents> = z.output<(typeof bridgeEvents)[K]>;
