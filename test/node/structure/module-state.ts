// Finds module-level mutable state and code that runs at import in a source file, for
// no-module-state.test.ts. What a module does must not depend on which other modules happen to
// have been imported, so a top-level statement may only declare things. The rules, each a
// `Finding.rule`:
//
// - `let-var`: a top-level `let` or `var`: a binding anyone may reassign.
// - `mutable-collection`: a top-level `const` initialised to an empty `[]` or `{}` (a registry
//   waiting to be filled), or to `new Map|Set|WeakMap|WeakSet|Array(…)`, unless shown read-only:
//   `as const`, `Object.freeze(…)`, or a declared type that is Readonly… or `readonly T[]`.
//   Non-empty literals are constant tables and pass, unless something writes to them (next rule).
// - `writes-module-binding`: anywhere in the file, a write into a top-level binding of this file
//   or an imported binding, or into anything reached from one: `x.y = …`, `x.a[k] = …`, `x.y++`,
//   `delete x.y`, or a call of push/pop/shift/unshift/splice/sort/reverse/fill/copyWithin/set/
//   add/delete/clear on it. (Bindings are resolved by TypeScript's checker, so a local or a
//   parameter of the same name is not taken for them.)
// - `side-effect-import`: `import './x'`, which exists only to run the module.
// - `runs-at-import`: any other top-level statement that is not a declaration (a call, an
//   assignment, an `if`, a loop). In worker/cli/ only, an entry script's own start is allowed:
//   `main(…)` (awaited, voided, `.then`/`.catch`-ed, or assigned to `process.exitCode`), and an
//   `if (import.meta.url === …)` guard, which runs only when node runs the file itself, never
//   when another file imports it. Such a file is run as a program, not used as a module.
//
// Classes: a `static` property that is not `readonly` is module state too (`mutable-static`).
import ts from 'typescript';
import {
  boundNames,
  importedNames,
  isDeclaration,
  isEntryStart,
  isMutableCollection,
  isStaticMutable,
  skipOuter,
  writesTo,
} from './module-state-patterns';

export interface Finding {
  file: string;
  line: number;
  rule:
    | 'let-var'
    | 'mutable-collection'
    | 'writes-module-binding'
    | 'side-effect-import'
    | 'runs-at-import'
    | 'mutable-static';
  text: string;
}

/** The files' findings; `sources` maps a file name to its text (files need not exist on disk). */
export function moduleStateFindings(sources: Map<string, string>): Finding[] {
  const host = ts.createCompilerHost({});
  const options: ts.CompilerOptions = { noResolve: true, noLib: true, types: [], allowJs: false };
  const parsed = new Map(
    [...sources].map(([name, text]) => [
      name,
      ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true, scriptKind(name)),
    ]),
  );
  const program = ts.createProgram({
    rootNames: [...sources.keys()],
    options,
    host: { ...host, getSourceFile: (name) => parsed.get(name), fileExists: (n) => parsed.has(n) },
  });
  const checker = program.getTypeChecker();
  return [...parsed.values()].flatMap((file) => findingsOf(file, checker));
}

function scriptKind(name: string): ts.ScriptKind {
  return name.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
}

function findingsOf(file: ts.SourceFile, checker: ts.TypeChecker): Finding[] {
  const found: Finding[] = [];
  const flag = (node: ts.Node, rule: Finding['rule']) =>
    found.push({
      file: file.fileName,
      line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1,
      rule,
      text: node.getText(file).split('\n')[0]!.slice(0, 100),
    });
  const isEntry = /(^|\/)worker\/cli\//.test(file.fileName);
  const moduleSymbols = new Set<ts.Symbol>();

  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (!statement.importClause) flag(statement, 'side-effect-import');
      for (const name of importedNames(statement)) {
        const symbol = checker.getSymbolAtLocation(name);
        if (symbol) moduleSymbols.add(symbol);
      }
      continue;
    }
    if (ts.isVariableStatement(statement)) {
      const list = statement.declarationList;
      if (!(list.flags & ts.NodeFlags.Const)) flag(statement, 'let-var');
      for (const declaration of list.declarations) {
        if (isMutableCollection(declaration)) flag(declaration, 'mutable-collection');
        for (const name of boundNames(declaration.name)) {
          const symbol = checker.getSymbolAtLocation(name);
          if (symbol) moduleSymbols.add(symbol);
        }
      }
      continue;
    }
    if (ts.isClassDeclaration(statement)) {
      for (const member of statement.members)
        if (ts.isPropertyDeclaration(member) && isStaticMutable(member))
          flag(member, 'mutable-static');
      continue;
    }
    if (isDeclaration(statement)) continue;
    if (isEntry && isEntryStart(statement)) continue;
    flag(statement, 'runs-at-import');
  }

  const refersToModule = (expression: ts.Expression): boolean => {
    const target = skipOuter(expression);
    if (!ts.isIdentifier(target)) return false;
    const symbol = checker.getSymbolAtLocation(target);
    return symbol !== undefined && moduleSymbols.has(symbol);
  };
  const visit = (node: ts.Node): void => {
    if (writesTo(node, refersToModule)) flag(node, 'writes-module-binding');
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
