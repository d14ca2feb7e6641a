// The calls outside the envelope (tus, files and streams loaded by URL), read from their
// descriptions in src/api (`… as const satisfies readonly RawCall[]`, src/api/rawCall.ts) with the
// compiler: the literal types of those constants are the values, so nothing is run or typed twice.
import ts from 'typescript';

const BINARY = { '*/*': { schema: { type: 'string', format: 'binary' } } };
const REFUSAL = { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } };

/** The value a literal type stands for (strings, numbers, booleans, tuples and objects of them). */
function literalOf(type, checker, where) {
  if (type.isStringLiteral() || type.isNumberLiteral()) return type.value;
  if (type.flags & ts.TypeFlags.BooleanLiteral) return type.intrinsicName === 'true';
  if (checker.isTupleType(type)) return checker.getTypeArguments(type).map((t, i) => literalOf(t, checker, `${where}[${i}]`));
  if (type.flags & ts.TypeFlags.Object && type.getCallSignatures().length === 0) {
    return Object.fromEntries(checker.getPropertiesOfType(type).map((p) => [p.getName(), literalOf(checker.getTypeOfSymbol(p), checker, `${where}.${p.getName()}`)]));
  }
  throw new Error(`${where}: not a literal value (${checker.typeToString(type)}); a RawCall description is written \`as const\``);
}

/** The constants of src/api declared `satisfies readonly RawCall[]`, with their file. */
function declarations(program, root) {
  const found = [];
  for (const file of program.getSourceFiles().filter((f) => f.fileName.startsWith(`${root}/src/api/`))) {
    for (const statement of file.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (init && ts.isSatisfiesExpression(init) && /\bRawCall\[\]$/.test(init.type.getText())) found.push({ declaration, file: file.fileName.slice(root.length + 1) });
      }
    }
  }
  return found.sort((a, b) => a.file.localeCompare(b.file));
}

const schemaOfParameter = (p) => ({ type: 'string', ...(p.value !== undefined ? { const: p.value } : {}), ...(p.pattern ? { pattern: p.pattern } : {}) });
const parameters = (where, map = {}) => Object.entries(map).map(([name, p]) => ({ name, in: where, required: where === 'path' || p.required, description: p.description, schema: schemaOfParameter(p) }));

/** A component schema for a type of src/api named by a description (`{ envelope: 'MediaItem' }`). */
function namedType(program, root, name) {
  const checker = program.getTypeChecker();
  const matches = program
    .getSourceFiles()
    .filter((f) => f.fileName.startsWith(`${root}/src/api/`))
    .flatMap((f) => f.statements.filter((s) => (ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s)) && s.name.text === name));
  if (matches.length !== 1) throw new Error(`a RawCall answer names the type ${name}: ${matches.length} declarations of it in src/api`);
  return checker.getTypeAtLocation(matches[0].name);
}

function answerOf(answer, envelope) {
  const headers = Object.fromEntries(Object.entries(answer.headers ?? {}).map(([name, p]) => [name, { required: p.required, description: p.description, schema: schemaOfParameter(p) }]));
  const out = { description: answer.description, ...(Object.keys(headers).length > 0 ? { headers } : {}) };
  if (answer.body === 'binary') out.content = BINARY;
  else if (answer.body === 'refusal') out.content = REFUSAL;
  else if (answer.body) out.content = { 'application/json': { schema: envelope(answer.body.envelope) } };
  return out;
}

/** Status keys in order: 200, 201, …, 4XX, 5XX. */
const byStatus = ([a], [b]) => a.localeCompare(b, 'en', { numeric: true });

/**
 * Every described call as an OpenAPI operation: `{ path, method, operation }`. `envelope(name)`
 * gives the schema of the envelope whose result is the named type.
 */
export function findRawCalls(program, root, envelope) {
  const checker = program.getTypeChecker();
  const operations = [];
  for (const { declaration, file } of declarations(program, root)) {
    const calls = literalOf(checker.getTypeAtLocation(declaration.name), checker, `${file} ${declaration.name.getText()}`);
    for (const call of calls) {
      const named = [...call.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
      if (named.join() !== Object.keys(call.params ?? {}).join()) throw new Error(`${file} ${call.method} ${call.path}: params must describe ${named.join(', ') || 'nothing'}`);
      const operation = {
        operationId: `${call.method}${call.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c) => (c ? c.toUpperCase() : ''))}`,
        summary: call.summary,
        'x-called-from': [file],
        'x-outside-envelope': true,
        parameters: [...parameters('path', call.params), ...parameters('query', call.query), ...parameters('header', call.headers)],
        ...(call.body ? { requestBody: { required: true, content: { [call.body]: { schema: { type: 'string', format: 'binary' } } } } } : {}),
        responses: Object.fromEntries(Object.entries(call.answers).sort(byStatus).map(([status, answer]) => [status, answerOf(answer, (name) => envelope(namedType(program, root, name)))])),
      };
      operations.push({ path: call.path, method: call.method, operation });
    }
  }
  return operations;
}
