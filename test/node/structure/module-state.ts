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

const MUTATORS = new Set([
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'copyWithin',
  'set',
  'add',
  'delete',
  'clear',
]);
const COLLECTIONS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet', 'Array']);

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

function importedNames(statement: ts.ImportDeclaration): ts.Identifier[] {
  const clause = statement.importClause;
  if (!clause) return [];
  const names: ts.Identifier[] = clause.name ? [clause.name] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) names.push(bindings.name);
  if (bindings && ts.isNamedImports(bindings)) names.push(...bindings.elements.map((e) => e.name));
  return names;
}

function boundNames(name: ts.BindingName): ts.Identifier[] {
  if (ts.isIdentifier(name)) return [name];
  return name.elements.flatMap((element) =>
    ts.isBindingElement(element) ? boundNames(element.name) : [],
  );
}

function skipOuter(expression: ts.Expression): ts.Expression {
  let e = expression;
  while (
    ts.isParenthesizedExpression(e) ||
    ts.isNonNullExpression(e) ||
    ts.isSatisfiesExpression(e) ||
    (ts.isAsExpression(e) && !isAsConst(e)) ||
    ts.isTypeAssertionExpression(e)
  )
    e = e.expression;
  return e;
}

function isAsConst(e: ts.Expression): boolean {
  return (
    ts.isAsExpression(e) &&
    ts.isTypeReferenceNode(e.type) &&
    ts.isIdentifier(e.type.typeName) &&
    e.type.typeName.text === 'const'
  );
}

function isReadonlyType(type: ts.TypeNode | undefined): boolean {
  if (!type) return false;
  if (ts.isTypeOperatorNode(type)) return type.operator === ts.SyntaxKind.ReadonlyKeyword;
  return ts.isTypeReferenceNode(type) && /^Readonly/.test(type.typeName.getText());
}

function isMutableCollection(declaration: ts.VariableDeclaration): boolean {
  const init = declaration.initializer;
  if (!init || isReadonlyType(declaration.type)) return false;
  const value = skipOuter(init);
  if (isAsConst(value)) return false;
  if (ts.isArrayLiteralExpression(value)) return value.elements.length === 0;
  if (ts.isObjectLiteralExpression(value)) return value.properties.length === 0;
  return (
    ts.isNewExpression(value) &&
    ts.isIdentifier(value.expression) &&
    COLLECTIONS.has(value.expression.text)
  );
}

function isStaticMutable(member: ts.PropertyDeclaration): boolean {
  const flags = ts.getCombinedModifierFlags(member);
  return (flags & ts.ModifierFlags.Static) !== 0 && (flags & ts.ModifierFlags.Readonly) === 0;
}

function isDeclaration(statement: ts.Statement): boolean {
  return (
    ts.isFunctionDeclaration(statement) ||
    ts.isInterfaceDeclaration(statement) ||
    ts.isTypeAliasDeclaration(statement) ||
    ts.isEnumDeclaration(statement) ||
    ts.isModuleDeclaration(statement) ||
    ts.isExportDeclaration(statement) ||
    ts.isImportEqualsDeclaration(statement) ||
    ts.isEmptyStatement(statement) ||
    // `export default { fetch, email }`: the Worker's handlers, declared.
    (ts.isExportAssignment(statement) && !ts.isCallExpression(skipOuter(statement.expression)))
  );
}

/** `main(…)`, awaited, voided, chained with then/catch/finally, or given to process.exitCode. */
function isMainRun(expression: ts.Expression): boolean {
  const e = skipOuter(expression);
  if (ts.isAwaitExpression(e) || ts.isVoidExpression(e)) return isMainRun(e.expression);
  if (
    ts.isBinaryExpression(e) &&
    e.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
    e.left.getText() === 'process.exitCode'
  )
    return isMainRun(e.right);
  if (!ts.isCallExpression(e)) return false;
  const callee = e.expression;
  if (ts.isIdentifier(callee)) return callee.text === 'main';
  return (
    ts.isPropertyAccessExpression(callee) &&
    ['then', 'catch', 'finally'].includes(callee.name.text) &&
    isMainRun(callee.expression)
  );
}

function isEntryStart(statement: ts.Statement): boolean {
  if (ts.isExpressionStatement(statement)) return isMainRun(statement.expression);
  return (
    ts.isIfStatement(statement) && /^import\.meta\.url\s*===/.test(statement.expression.getText())
  );
}

/** The binding an access chain starts from: `x` in `x.a['b'].c`. */
function rootOf(e: ts.Expression): ts.Expression {
  let t = skipOuter(e);
  while (ts.isPropertyAccessExpression(t) || ts.isElementAccessExpression(t))
    t = skipOuter(t.expression);
  return t;
}

function writesTo(node: ts.Node, refersToModule: (e: ts.Expression) => boolean): boolean {
  const targetOf = (e: ts.Expression): ts.Expression | null => {
    const t = skipOuter(e);
    return ts.isPropertyAccessExpression(t) || ts.isElementAccessExpression(t) ? rootOf(t) : null;
  };
  if (ts.isBinaryExpression(node) && isAssignment(node.operatorToken.kind)) {
    const target = targetOf(node.left);
    return target !== null && refersToModule(target);
  }
  if (
    (ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) &&
    (node.operator === ts.SyntaxKind.PlusPlusToken ||
      node.operator === ts.SyntaxKind.MinusMinusToken)
  ) {
    const target = targetOf(node.operand);
    return target !== null && refersToModule(target);
  }
  if (ts.isDeleteExpression(node)) {
    const target = targetOf(node.expression);
    return target !== null && refersToModule(target);
  }
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    return (
      MUTATORS.has(node.expression.name.text) && refersToModule(rootOf(node.expression.expression))
    );
  }
  return false;
}

function isAssignment(kind: ts.SyntaxKind): boolean {
  return kind >= ts.SyntaxKind.FirstAssignment && kind <= ts.SyntaxKind.LastAssignment;
}
