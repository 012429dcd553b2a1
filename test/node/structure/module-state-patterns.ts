// The syntax patterns module-state.ts looks for, each a predicate on one TypeScript node: what
// counts as a read-only collection, a declaration, an entry script's start, a write into a
// binding. The rules they serve are explained in module-state.ts.
import ts from 'typescript';

const MUTATORS: ReadonlySet<string> = new Set([
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
const COLLECTIONS: ReadonlySet<string> = new Set(['Map', 'Set', 'WeakMap', 'WeakSet', 'Array']);

export function importedNames(statement: ts.ImportDeclaration): ts.Identifier[] {
  const clause = statement.importClause;
  if (!clause) return [];
  const names: ts.Identifier[] = clause.name ? [clause.name] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) names.push(bindings.name);
  if (bindings && ts.isNamedImports(bindings)) names.push(...bindings.elements.map((e) => e.name));
  return names;
}

export function boundNames(name: ts.BindingName): ts.Identifier[] {
  if (ts.isIdentifier(name)) return [name];
  return name.elements.flatMap((element) =>
    ts.isBindingElement(element) ? boundNames(element.name) : [],
  );
}

export function skipOuter(expression: ts.Expression): ts.Expression {
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

export function isMutableCollection(declaration: ts.VariableDeclaration): boolean {
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

export function isStaticMutable(member: ts.PropertyDeclaration): boolean {
  const flags = ts.getCombinedModifierFlags(member);
  return (flags & ts.ModifierFlags.Static) !== 0 && (flags & ts.ModifierFlags.Readonly) === 0;
}

export function isDeclaration(statement: ts.Statement): boolean {
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

export function isEntryStart(statement: ts.Statement): boolean {
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

export function writesTo(node: ts.Node, refersToModule: (e: ts.Expression) => boolean): boolean {
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
