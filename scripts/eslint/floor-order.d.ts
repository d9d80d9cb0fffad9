// Types of the local rule (plain JavaScript, so eslint.config.js loads it without a build step).
import type { Rule } from 'eslint';
import type { FloorPlan } from './floors.js';

/** The floors of ARCHITECTURE.md as an ESLint rule (see floor-order.js). */
export declare const floorOrder: Rule.RuleModule;

/** Where `file` (relative to the plan's scope, with `/`) sits, or null when no entry of the plan names it. */
export declare function floorOf(plan: FloorPlan, file: string): { index: number; floor: FloorPlan['floors'][number] } | null;
