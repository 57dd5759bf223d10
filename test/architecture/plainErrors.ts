import ts from 'typescript'

/** The folders of product code: what the package publishes and what an operator deploys. */
export const productFolders = ['components', 'hooks', 'connectors', 'src', 'styles', 'entries', 'services'] as const

/** The one class allowed to extend `Error` itself: the root every other error extends. */
export const baseErrorFile = 'src/errors/BaseError.ts'

/** JavaScript's own error constructors: an error built from one carries no `shortMessage`, `docsPath` or domain class. */
const builtinErrors = new Set(['Error', 'TypeError', 'RangeError', 'SyntaxError', 'ReferenceError', 'EvalError', 'URIError', 'AggregateError'])

/** How a plain error leaves product code: thrown, handed to a promise's `reject`, or declared as a class. */
export type PlainErrorKind = 'throw' | 'reject' | 'class'

/** A plain error found in a source file, on `line`, with the line's text. */
export type PlainError = { kind: PlainErrorKind; line: number; text: string }

/**
 * The built-in error constructions an expression evaluates to: `new Error(…)` itself, or one reached
 * through parentheses, `await`, a type assertion, either branch of `a ? b : c`, either side of
 * `??`/`||`/`&&`, or the target of `Object.assign(new Error(…), …)`.
 */
function builtinErrorsIn(expression: ts.Expression): ts.NewExpression[] {
  if (ts.isNewExpression(expression)) return ts.isIdentifier(expression.expression) && builtinErrors.has(expression.expression.text) ? [expression] : []
  if (ts.isParenthesizedExpression(expression) || ts.isAwaitExpression(expression) || ts.isAsExpression(expression) || ts.isNonNullExpression(expression)) {
    return builtinErrorsIn(expression.expression)
  }
  if (ts.isConditionalExpression(expression)) return [...builtinErrorsIn(expression.whenTrue), ...builtinErrorsIn(expression.whenFalse)]
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind
    const either = [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.AmpersandAmpersandToken]
    return either.includes(operator) ? [...builtinErrorsIn(expression.left), ...builtinErrorsIn(expression.right)] : []
  }
  if (ts.isCallExpression(expression) && expression.expression.getText() === 'Object.assign' && expression.arguments[0]) {
    return builtinErrorsIn(expression.arguments[0])
  }
  return []
}

/** Whether a call rejects a promise: `reject(…)`, `Promise.reject(…)`, `pending.reject(…)`, `pending?.reject(…)`. */
function isRejectCall(call: ts.CallExpression): boolean {
  const callee = call.expression
  if (ts.isIdentifier(callee)) return callee.text === 'reject'
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 'reject'
}

/**
 * The errors of one source file that are not Foyer errors: `throw` or `reject` of a built-in error
 * (`new Error(…)`, `new TypeError(…)`, …), and classes that extend a built-in error directly. A
 * built-in error passed as another error's `cause`, or built and never thrown, is not counted.
 *
 * @example
 * plainErrors('x.ts', "throw new Error('no')") // [{ kind: 'throw', line: 1, text: "throw new Error('no')" }]
 */
export function plainErrors(fileName: string, text: string): PlainError[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const lines = text.split('\n')
  const found: PlainError[] = []
  const add = (kind: PlainErrorKind, node: ts.Node) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
    found.push({ kind, line, text: lines[line - 1]?.trim() ?? '' })
  }
  const visit = (node: ts.Node): void => {
    if (ts.isThrowStatement(node) && node.expression) {
      for (const made of builtinErrorsIn(node.expression)) add('throw', made)
    } else if (ts.isCallExpression(node) && isRejectCall(node)) {
      for (const argument of node.arguments) for (const made of builtinErrorsIn(argument)) add('reject', made)
    } else if ((ts.isClassDeclaration(node) || ts.isClassExpression(node)) && !(fileName === baseErrorFile && node.name?.text === 'BaseError')) {
      const extended = node.heritageClauses?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression
      if (extended && ts.isIdentifier(extended) && builtinErrors.has(extended.text)) add('class', node)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}
