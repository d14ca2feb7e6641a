// The calls the console makes, found in its api modules with the TypeScript compiler: every
// `http.post<Answer>(path, body)` (and get, remove, upload) with its path(s), body type and answer type.
import ts from 'typescript';

const METHODS = { post: 'post', get: 'get', remove: 'delete', upload: 'post' };

/** Every string a path expression can take; a value it cannot know reads `{name}`. */
function pathValues(node, checker, env = new Map()) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return pathValues(node.expression, checker, env);
  if (ts.isTemplateExpression(node)) {
    let values = [node.head.text];
    for (const span of node.templateSpans) {
      const parts = pathValues(span.expression, checker, env);
      values = values.flatMap((v) => parts.map((p) => v + p + span.literal.text));
    }
    return values;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = pathValues(node.left, checker, env);
    const right = pathValues(node.right, checker, env);
    return left.flatMap((l) => right.map((r) => l + r));
  }
  if (ts.isConditionalExpression(node)) return [...pathValues(node.whenTrue, checker, env), ...pathValues(node.whenFalse, checker, env)];
  if (ts.isIdentifier(node) && env.has(node.text)) return env.get(node.text);
  const type = checker.getTypeAtLocation(node);
  if (type.isStringLiteral()) return [type.value];
  if (type.isUnion() && type.types.every((t) => t.isStringLiteral())) return type.types.map((t) => t.value);
  if (ts.isIdentifier(node)) {
    const declaration = checker.getSymbolAtLocation(node)?.valueDeclaration;
    if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) return pathValues(declaration.initializer, checker);
  }
  // A local path helper, `const path = (call: string) => `/base/${call}``, applied to its argument.
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
    const declaration = checker.getSymbolAtLocation(node.expression)?.valueDeclaration;
    const fn = declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined;
    if (fn && ts.isArrowFunction(fn) && !ts.isBlock(fn.body)) {
      const inner = new Map(fn.parameters.map((p, i) => [p.name.getText(), node.arguments[i] ? pathValues(node.arguments[i], checker, env) : ['']]));
      return pathValues(fn.body, checker, inner);
    }
  }
  return [`{${node.getText().replace(/[^A-Za-z0-9]+/g, '')}}`];
}

/** The call's answer type: its type argument (a type parameter counts as unknown). */
function answerType(call, checker) {
  const argument = call.typeArguments?.[0];
  return argument ? checker.getTypeFromTypeNode(argument) : undefined;
}

/**
 * One entry per path a call can reach: `{ method, path, query, kind, file, answer, body }`
 * (`kind` post | get | remove | upload; `body` the type of the JSON body or of the GET/DELETE parameters).
 */
export function findCalls(program, root) {
  const checker = program.getTypeChecker();
  const calls = [];
  const apiFiles = program.getSourceFiles().filter((f) => f.fileName.startsWith(`${root}/src/api/`)).sort((a, b) => a.fileName.localeCompare(b.fileName));
  for (const file of apiFiles) {
    const visit = (node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ts.isIdentifier(node.expression.expression) && node.expression.expression.text === 'http') {
        const kind = node.expression.name.text;
        if (METHODS[kind] && node.arguments.length > 0) {
          const bodyNode = node.arguments[1];
          for (const value of pathValues(node.arguments[0], checker)) {
            const [path, query = ''] = value.split('?');
            calls.push({
              method: METHODS[kind],
              path,
              query,
              kind,
              file: file.fileName.slice(root.length + 1),
              answer: answerType(node, checker),
              body: bodyNode ? checker.getTypeAtLocation(bodyNode) : undefined,
            });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return calls;
}
