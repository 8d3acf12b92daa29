// Lint rule `vantage/modules-one-way`: no server module imports one that imports it back,
// directly or through others. Modules form layers, so what two of them need lies below both.
import { importedModule, moduleGraph, moduleOf } from './module-graph.mjs';

/** The modules from `start` to `goal` along imports (both included), or null. */
function importPath(graph, start, goal) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === goal) {
      const found = [];
      for (let step = goal; step !== null; step = cameFrom.get(step)) found.unshift(step);
      return found;
    }
    for (const next of graph.get(current)?.keys() ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

const ADVICE =
  'modules form layers: move what both need below them (to lib/, or to a module of their ' +
  'own), or let the lower module declare the interface it needs and the container pass in ' +
  'the upper one';

export default {
  meta: {
    type: 'problem',
    docs: { description: 'two server modules never import each other, directly or in a ring' },
    schema: [
      {
        type: 'object',
        properties: {
          modulesDir: { type: 'string' },
        },
        required: ['modulesDir'],
        additionalProperties: false,
      },
    ],
    messages: {
      pair: "'{{from}}' imports '{{to}}', which imports '{{from}}' back ({{back}}): {{advice}}.",
      ring: "'{{from}}' imports '{{to}}', which leads back to it ({{ring}}): {{advice}}.",
    },
  },
  create(context) {
    const { modulesDir } = context.options[0];
    const file = context.filename;
    const from = moduleOf(modulesDir, file);
    if (!from) return {};
    let graph;
    const check = (source) => {
      if (typeof source?.value !== 'string' || !source.value.startsWith('.')) return;
      const to = importedModule(modulesDir, file, source.value);
      if (!to) return;
      graph ??= moduleGraph(modulesDir);
      const ring = importPath(graph, to, from);
      if (!ring) return;
      if (ring.length === 2) {
        const back = [...graph.get(to).get(from)].join(', ');
        context.report({
          node: source,
          messageId: 'pair',
          data: { from, to, back, advice: ADVICE },
        });
      } else {
        const data = { from, to, ring: [from, ...ring].join(' → '), advice: ADVICE };
        context.report({ node: source, messageId: 'ring', data });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
