// The message keys the mock can answer with, read from its code with the compiler: every string
// literal that is a key of the English language file, and every template literal
// (`request.body.${problem}`, `${KEY}.grade`) expanded through the literal types of its parts,
// in the files the mock runs (mock/api and what it imports of src, such as the menu template
// rules). A part whose type is no set of literals (`menu.${name}`) stands for any key of that
// shape, so no key the mock can build is left out. A key counts when English has its message, or
// when a screen's words (`FieldErrorWords`: validation.policy.<x> → devices.policies.error.<x>) do.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The values an expression can take by its type, or undefined when the type does not tell. */
function literalValues(type) {
  const parts = type.isUnion() ? type.types : [type];
  return parts.every((t) => t.isStringLiteral() || t.isNumberLiteral()) ? parts.map((t) => String(t.value)) : undefined;
}

const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A template as a pattern of keys (known parts as their alternatives, unknown ones as any text), or
 * undefined when it does not start with known text (`${a}.${b}` could be any key at all).
 */
function templatePattern(node, checker) {
  let source = escaped(node.head.text);
  let known = node.head.text !== '';
  let open = 0;
  for (const span of node.templateSpans) {
    const values = literalValues(checker.getTypeAtLocation(span.expression));
    if (values) {
      source += `(?:${values.map(escaped).join('|')})`;
    } else {
      source += '.+';
      open += 1;
    }
    known ||= values !== undefined;
    if (!known) return undefined;
    source += escaped(span.literal.text);
  }
  return { pattern: new RegExp(`^${source}$`), open };
}

/**
 * The keys screens translate under their own words: `{ from, to }` of every `FieldErrorWords`
 * constant in src, read from its text (`from` + x for each message `to` + x).
 */
function keysByScreenWords(root, known) {
  const keys = [];
  const files = readdirSync(path.join(root, 'src'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && /\.tsx?$/.test(e.name));
  for (const entry of files) {
    const fileName = path.join(entry.parentPath, entry.name);
    const text = readFileSync(fileName, 'utf8');
    if (!text.includes(': FieldErrorWords = {')) continue;
    const visit = (node) => {
      if (ts.isVariableDeclaration(node) && node.type?.getText() === 'FieldErrorWords' && node.initializer && ts.isObjectLiteralExpression(node.initializer)) {
        const word = (name) => node.initializer.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === name && ts.isStringLiteral(p.initializer))?.initializer.text;
        const [from, to] = [word('from'), word('to')];
        if (from && to) for (const key of known) if (key.startsWith(to)) keys.push(`${from}${key.slice(to.length)}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true));
  }
  return keys;
}

/** The files the mock runs: mock/api and, through its value imports, the files of the repository they reach. */
function mockFiles(program, root) {
  const checker = program.getTypeChecker();
  const inRepository = (file) => file.fileName.startsWith(`${root}/`) && !file.fileName.includes('/node_modules/');
  const queue = program.getSourceFiles().filter((f) => f.fileName.startsWith(`${root}/mock/api/`));
  const seen = new Set(queue);
  while (queue.length > 0) {
    for (const statement of queue.pop().statements) {
      const from = (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) || (ts.isExportDeclaration(statement) && !statement.isTypeOnly) ? statement.moduleSpecifier : undefined;
      const target = from && checker.getSymbolAtLocation(from)?.valueDeclaration?.getSourceFile();
      if (target && inRepository(target) && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return [...seen].sort((a, b) => a.fileName.localeCompare(b.fileName));
}

/**
 * The keys, sorted, with a measure of how they were found: the templates read, and those with a
 * part whose type does not tell (where they are, how many keys each matched).
 */
export function mockMessageKeys(program, root) {
  const english = Object.keys(JSON.parse(readFileSync(path.join(root, 'public/lang/en.json'), 'utf8')));
  const known = [...new Set([...english, ...keysByScreenWords(root, english)])].sort();
  const knownSet = new Set(known);
  const checker = program.getTypeChecker();
  const keys = new Set();
  const open = [];
  let templates = 0;
  for (const file of mockFiles(program, root)) {
    const visit = (node) => {
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && knownSet.has(node.text)) keys.add(node.text);
      const template = ts.isTemplateExpression(node) ? templatePattern(node, checker) : undefined;
      if (template) {
        const matched = known.filter((key) => template.pattern.test(key));
        if (matched.length > 0) templates += 1;
        for (const key of matched) keys.add(key);
        if (template.open > 0 && matched.length > 0) open.push({ at: `${path.relative(root, file.fileName)}: ${node.getText()}`, matched: matched.length });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { keys: [...keys].sort(), templates, open };
}
