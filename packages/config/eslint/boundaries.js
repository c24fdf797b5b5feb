import path from 'node:path';

/**
 * A small rule over resolved import paths: relative imports (`../other/x`) and the `@/` alias are
 * resolved against the importing file before they are compared, so a boundary cannot be crossed by
 * spelling the path differently.
 *
 * Options: { root, alias?, zones: [{ from, disallow: [...], except?: [...], allowTypeImports?, message }] },
 * every path relative to `root` (a package's directory).
 */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports may not cross the package’s declared boundaries.' },
    schema: [{ type: 'object', additionalProperties: true }],
  },
  create(context) {
    const { root, alias, zones } = context.options[0];
    const filename = context.filename;
    const inside = (file, dir) => {
      const relative = path.relative(path.join(root, dir), file);
      return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
    };
    const applicable = zones.filter(
      (zone) =>
        inside(filename, zone.from) && !(zone.except ?? []).some((dir) => inside(filename, dir)),
    );
    if (applicable.length === 0) return {};
    const resolve = (source) => {
      if (source.startsWith('.')) return path.resolve(path.dirname(filename), source);
      if (alias && source.startsWith(`${alias.prefix}`))
        return path.join(root, alias.dir, source.slice(alias.prefix.length));
      return null;
    };
    const check = (node, source, typeOnly) => {
      if (typeof source !== 'string') return;
      const target = resolve(source);
      if (target === null) return;
      for (const zone of applicable) {
        if (typeOnly && zone.allowTypeImports) continue;
        if (zone.disallow.some((dir) => inside(target, dir) && !inside(filename, dir)))
          context.report({ node, message: `${zone.message} (${source})` });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value, node.importKind === 'type'),
      ExportNamedDeclaration: (node) =>
        node.source && check(node, node.source.value, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node, node.source.value, false),
    };
  },
};

export const boundariesPlugin = { rules: { 'import-boundaries': rule } };
