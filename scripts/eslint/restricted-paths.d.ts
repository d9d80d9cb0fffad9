// Types of the local rule (plain JavaScript, so eslint.config.js loads it without a build step).
import type { Rule } from 'eslint';

/** The "may import" boundaries of ARCHITECTURE.md as an ESLint rule (see restricted-paths.js). */
export declare const restrictedPaths: Rule.RuleModule;
