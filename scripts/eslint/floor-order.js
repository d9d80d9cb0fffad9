// The `desk/floors` lint rule: inside each scope of the floors table (scripts/eslint/floors.js), a file may
// import files on its own floor or below. An import that climbs fails, naming both floors; a file the table
// does not place fails too, so every new file is given its floor when it is written.
import path from 'node:path';

const root = process.cwd();
const WHERE = 'ARCHITECTURE.md, "Floors inside electron/app and sandbox"';

/** `file` relative to `dir` with `/`, or null when it lies outside. */
function within(dir, file) {
  const relative = path.relative(dir, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep).join('/');
}

/** A name pattern (`*-handlers.ts`) as a regular expression over a file's name. */
function namePattern(entry) {
  const escaped = entry.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
  return new RegExp(`^${escaped}$`);
}

/**
 * The floor of `file` (relative to its scope): the floor of the entry naming it most closely, its own path
 * first, then a name pattern (the upper floor's when two match), then its deepest folder; null when none does.
 */
export function floorOf(plan, file) {
  const name = file.slice(file.lastIndexOf('/') + 1);
  let byPattern = null;
  let byFolder = null;
  for (const [index, floor] of plan.floors.entries()) {
    for (const entry of floor.paths) {
      if (entry.endsWith('/')) {
        if (file.startsWith(entry) && (byFolder === null || entry.length > byFolder.depth)) byFolder = { index, floor, depth: entry.length };
      } else if (entry.includes('*')) {
        if (byPattern === null && namePattern(entry).test(name)) byPattern = { index, floor };
      } else if (entry === file) {
        return { index, floor };
      }
    }
  }
  return byPattern ?? byFolder;
}

const label = (place) => `floor ${place.index + 1} "${place.floor.name}"`;

/** @type {import('eslint').Rule.RuleModule} */
export const floorOrder = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports inside electron/app and sandbox/ going down their floors (ARCHITECTURE.md).' },
    schema: [{ type: 'object', properties: { plans: { type: 'array' } }, additionalProperties: false }],
  },
  create(context) {
    const filename = context.filename;
    for (const plan of context.options[0]?.plans ?? []) {
      const scope = path.resolve(root, plan.scope);
      const file = within(scope, filename);
      if (file === null) continue;
      const own = floorOf(plan, file);
      if (own === null) {
        return {
          Program: (node) => context.report({ node, message: `${plan.scope}/${file} is on no floor: give it one in scripts/eslint/floors.js (${WHERE}).` }),
        };
      }
      const check = (node, source) => {
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const target = within(scope, path.resolve(path.dirname(filename), source));
        if (target === null) return;
        const place = floorOf(plan, target);
        if (place === null || place.index >= own.index) return;
        context.report({
          node,
          message: `Import of "${source}" climbs from ${label(own)} to ${label(place)} of ${plan.scope}: a file imports from its own floor or below (${WHERE}).`,
        });
      };
      return {
        ImportDeclaration: (node) => check(node.source, node.source.value),
        ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
        ExportAllDeclaration: (node) => check(node.source, node.source.value),
        ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      };
    }
    return {};
  },
};
