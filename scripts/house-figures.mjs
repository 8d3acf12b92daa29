// `node scripts/house-figures.mjs [--top N]`: how many long units the packages hold: functions
// (declarations, arrows, methods, React components) over 100 lines, files over 400 and over 300
// lines, with the longest of each. Source and tests are counted apart, and migrations apart from
// the source, because a migration is frozen once it has run.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FUNCTION_MAX_LINES = 100;
const FILE_LIMITS_LINES = [400, 300];
const topArgIndex = process.argv.indexOf('--top');
const TOP = topArgIndex > 0 ? Number(process.argv[topArgIndex + 1]) : 10;

function sourceFilesUnder(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFilesUnder(path);
    return /\.(ts|tsx|mts|cts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function groupOf(path) {
  if (/\.test\.tsx?$/.test(path) || /\/(test|test-support)\//.test(path)) return 'tests';
  if (path.includes('/db/migrations/')) return 'migrations';
  return 'source';
}

/** The name a reader would look for: the declaration's own, the variable or property it is
 * assigned to, or the call it is handed to (a test's `it('…')`). */
function functionName(node, sourceFile) {
  if (node.name) return node.name.getText(sourceFile);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) {
    return parent.name.getText(sourceFile);
  }
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression.getText(sourceFile);
    const firstArg = parent.arguments[0];
    const label =
      firstArg && ts.isStringLiteralLike(firstArg) ? `(${JSON.stringify(firstArg.text)})` : '(…)';
    if (ts.isVariableDeclaration(parent.parent)) {
      return `${parent.parent.name.getText(sourceFile)} = ${callee}(…)`;
    }
    return `${callee}${label}`;
  }
  return '(anonymous)';
}

function longFunctionsIn(path, text) {
  const sourceFile = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const startLine =
        sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
      const endLine = sourceFile.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
      const lines = endLine - startLine + 1;
      if (lines > FUNCTION_MAX_LINES) {
        found.push({ where: `${path}:${startLine}`, name: functionName(node, sourceFile), lines });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

function lineCount(text) {
  return text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
}

const groups = {
  source: { files: [], functions: [] },
  migrations: { files: [], functions: [] },
  tests: { files: [], functions: [] },
};
const packagesDir = join(ROOT, 'packages');
for (const pkg of readdirSync(packagesDir)) {
  for (const top of ['src', 'test']) {
    for (const absolute of sourceFilesUnder(join(packagesDir, pkg, top))) {
      const path = relative(ROOT, absolute);
      const text = readFileSync(absolute, 'utf8');
      const group = groups[groupOf(path)];
      group.files.push({ where: path, lines: lineCount(text) });
      group.functions.push(...longFunctionsIn(path, text));
    }
  }
}

const byLinesDescending = (a, b) => b.lines - a.lines;
for (const [name, group] of Object.entries(groups)) {
  const functions = group.functions.sort(byLinesDescending);
  const files = group.files.sort(byLinesDescending);
  console.log(`\n== ${name} (${files.length} files)`);
  console.log(`functions over ${FUNCTION_MAX_LINES} lines: ${functions.length}`);
  for (const fn of functions.slice(0, TOP)) console.log(`  ${fn.lines}\t${fn.name}\t${fn.where}`);
  for (const limit of FILE_LIMITS_LINES) {
    const over = files.filter((file) => file.lines > limit);
    console.log(`files over ${limit} lines: ${over.length}`);
    if (limit === FILE_LIMITS_LINES[0]) {
      for (const file of over.slice(0, TOP)) console.log(`  ${file.lines}\t${file.where}`);
    }
  }
}
