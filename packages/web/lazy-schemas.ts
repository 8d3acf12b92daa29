import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

type Node = ReturnType<typeof parseAst>['body'][number];
type Expression = { type: string; start: number; end: number; [key: string]: unknown };

const SCHEMA_FOLDER = /\/shared\/src\/schemas\/[^/]+\.ts$/;
const RUNTIME = fileURLToPath(new URL('./src/lib/lazy-schema.ts', import.meta.url));

/**
 * The name a chain of calls and property reads starts from: `z` for `z.object({}).strict()`,
 * `Photo` for `Photo.extend({})`.
 */
function chainRoot(expression: Expression): string | null {
  let node: Expression = expression;
  for (;;) {
    if (node.type === 'CallExpression') node = node.callee as Expression;
    else if (node.type === 'MemberExpression') node = node.object as Expression;
    else return node.type === 'Identifier' ? (node.name as string) : null;
  }
}

/** Built from zod (`z.…`) or from a schema of this module or of a sibling one (`Photo.extend(…)`). */
function buildsSchema(init: Expression, schemas: Set<string>): boolean {
  if (init.type !== 'CallExpression') return false;
  const root = chainRoot(init);
  return root === 'z' || (root !== null && schemas.has(root));
}

/**
 * The names a module imports from its sibling schema modules that name schemas: a schema's name
 * is in PascalCase, a constant's in capitals.
 */
function siblingSchemas(body: Node[]): Set<string> {
  const names = new Set<string>();
  for (const statement of body) {
    if (statement.type !== 'ImportDeclaration') continue;
    if (!String(statement.source.value).startsWith('./')) continue;
    for (const specifier of statement.specifiers) {
      if (/^[A-Z][a-z]/.test(specifier.local.name)) names.add(specifier.local.name);
    }
  }
  return names;
}

/**
 * Wraps every top-level schema of a module in {@link lazySchema}: `const A = z.object({…})`
 * becomes `const A = lazySchema(() => z.object({…}))`. Returns null when the module has none.
 */
export function wrapSchemas(code: string, runtime = RUNTIME): MagicString | null {
  const program = parseAst(code);
  const source = new MagicString(code);
  const schemas = siblingSchemas(program.body);
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations) {
      const init = declarator.init as Expression | null;
      if (!init || !buildsSchema(init, schemas)) continue;
      source.appendLeft(init.start, 'lazySchema(() => ');
      source.prependRight(init.end, ')');
      if (declarator.id.type === 'Identifier') schemas.add(declarator.id.name);
    }
  }
  if (!source.hasChanged()) return null;
  source.prepend(`import { lazySchema } from ${JSON.stringify(runtime)};\n`);
  return source;
}

/**
 * Building all of the app's API schemas (about two hundred) was a tenth of a spot page's start,
 * though the page parses with about thirty: in the browser's build each shared schema
 * is built when it is first used. The server builds them all at start, as written.
 */
export function lazySchemas(): Plugin {
  return {
    name: 'vantage:lazy-schemas',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!SCHEMA_FOLDER.test(id) || id.endsWith('/index.ts')) return null;
      const source = wrapSchemas(code);
      return source && { code: source.toString(), map: source.generateMap({ hires: true }) };
    },
  };
}
