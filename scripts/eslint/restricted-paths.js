// A local ESLint rule for the "may import" column of ARCHITECTURE.md: an import from a file inside a
// zone's `target` may not resolve into the zone's `from` folders (unless into one of its `except` folders).
// Written here instead of pulling a resolver plugin: relative paths and the repo layout are all it needs.
import path from 'node:path';

const root = process.cwd();

/** Whether `file` is `dir` or lies inside it. */
function inside(file, dir) {
  const relative = path.relative(dir, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** @type {import('eslint').Rule.RuleModule} */
export const restrictedPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the folder import boundaries of ARCHITECTURE.md.' },
    schema: [{ type: 'object', properties: { zones: { type: 'array' } }, additionalProperties: false }],
  },
  create(context) {
    const zones = (context.options[0]?.zones ?? []).map((zone) => ({
      target: path.resolve(root, zone.target),
      from: [zone.from].flat().map((dir) => path.resolve(root, dir)),
      except: (zone.except ?? []).map((dir) => path.resolve(root, zone.from, dir)),
      message: zone.message,
    }));
    const filename = context.filename;
    const active = zones.filter((zone) => inside(filename, zone.target));
    if (active.length === 0) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(filename), source);
      for (const zone of active) {
        if (!zone.from.some((dir) => inside(resolved, dir))) continue;
        if (zone.except.some((dir) => inside(resolved, dir))) continue;
        context.report({ node, message: `Import of "${source}" crosses a boundary: ${zone.message}` });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
