// JSON Schema (2020-12, as OpenAPI 3.1 takes it) of a TypeScript type, read from the compiler's
// checker: the console's own request and answer types are the contract's source, nothing typed twice.
// Named object types become components (`$ref`), so recursion and reuse stay finite.
import ts from 'typescript';

const ANY = {};

/** A component name from a type's printed name: `Paged<BillRow>` → `Paged_BillRow`. */
function componentName(text) {
  return text.replace(/import\([^)]*\)\./g, '').replace(/[^A-Za-z0-9_]+/g, '_').replace(/^_+|_+$/g, '');
}

/** Converts types for one document; `components` collects the named ones. */
export function createTypeSchemas(checker) {
  const components = {};
  const naming = new Map(); // type id → component name
  const used = new Set();
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

  const isNull = (t) => (t.flags & ts.TypeFlags.Null) !== 0;
  const isUndefined = (t) => (t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) !== 0;

  /** Named: an interface or an alias of an object type (not an inline literal, not a built-in). */
  function nameOf(type) {
    const symbol = type.aliasSymbol ?? type.getSymbol();
    if (!symbol) return undefined;
    const name = symbol.getName();
    if (name.startsWith('__') || ['Array', 'ReadonlyArray', 'Promise', 'Record', 'Partial', 'Pick', 'Omit', 'Readonly', 'Required'].includes(name)) return undefined;
    const declaration = symbol.declarations?.[0];
    if (!declaration || declaration.getSourceFile().hasNoDefaultLib || declaration.getSourceFile().fileName.includes('/node_modules/')) return undefined;
    return componentName(checker.typeToString(type, undefined, flags));
  }

  function unionSchema(type, seen) {
    const parts = type.types.filter((t) => !isUndefined(t));
    const booleans = parts.filter((t) => t.flags & ts.TypeFlags.BooleanLiteral);
    const rest = parts.filter((t) => !(t.flags & ts.TypeFlags.BooleanLiteral));
    const schemas = rest.map((t) => schemaOf(t, seen));
    if (booleans.length === 2) schemas.push({ type: 'boolean' });
    else for (const b of booleans) schemas.push(schemaOf(b, seen));
    if (schemas.length === 1) return schemas[0];
    if (schemas.every((s) => 'const' in s)) return { enum: schemas.map((s) => s.const) };
    return { anyOf: schemas };
  }

  function objectSchema(type, seen) {
    if (checker.isArrayType(type)) return { type: 'array', items: schemaOf(checker.getTypeArguments(type)[0], seen) };
    if (checker.isTupleType(type)) {
      const items = checker.getTypeArguments(type).map((t) => schemaOf(t, seen));
      return { type: 'array', prefixItems: items, minItems: type.target.minLength ?? items.length, maxItems: items.length };
    }
    if (type.getCallSignatures().length > 0 && type.getProperties().length === 0) return ANY;
    const symbolName = type.getSymbol()?.getName();
    if (symbolName === 'Date') return { type: 'string' };
    if (['Blob', 'File', 'FormData', 'ArrayBuffer', 'Uint8Array'].includes(symbolName)) return ANY;
    const properties = {};
    const required = [];
    for (const property of checker.getPropertiesOfType(type)) {
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      const propertyType = declaration ? checker.getTypeOfSymbolAtLocation(property, declaration) : checker.getTypeOfSymbol(property);
      if (propertyType.getCallSignatures().length > 0) continue;
      properties[property.getName()] = schemaOf(propertyType, seen);
      const optional = (property.flags & ts.SymbolFlags.Optional) !== 0 || (propertyType.isUnion() && propertyType.types.some(isUndefined));
      if (!optional) required.push(property.getName());
    }
    const schema = { type: 'object', properties };
    if (required.length > 0) schema.required = required;
    const index = checker.getIndexInfosOfType(type)[0];
    if (index) schema.additionalProperties = schemaOf(index.type, seen);
    return schema;
  }

  function schemaOf(type, seen = new Set()) {
    const f = type.flags;
    if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.TypeParameter | ts.TypeFlags.Never)) return ANY;
    if (type.isStringLiteral()) return { const: type.value };
    if (type.isNumberLiteral()) return { const: type.value };
    if (f & ts.TypeFlags.BooleanLiteral) return { const: checker.typeToString(type) === 'true' };
    if (f & ts.TypeFlags.StringLike) return { type: 'string' };
    if (f & ts.TypeFlags.NumberLike) return { type: 'number' };
    if (f & ts.TypeFlags.BooleanLike) return { type: 'boolean' };
    if (isNull(type)) return { type: 'null' };
    if (isUndefined(type)) return ANY;
    if (type.isUnion()) {
      const name = type.aliasSymbol ? nameOf(type) : undefined;
      return name ? named(type, name, seen, () => unionSchema(type, seen)) : unionSchema(type, seen);
    }
    if (type.isIntersection()) {
      // The checker merges an intersection's properties: one object, like the value the code builds.
      if (type.types.every((t) => t.flags & ts.TypeFlags.Object)) return objectSchema(type, seen);
      return { allOf: type.types.map((t) => schemaOf(t, seen)) };
    }
    if (f & ts.TypeFlags.Object) {
      const name = checker.isArrayType(type) || checker.isTupleType(type) ? undefined : nameOf(type);
      return name ? named(type, name, seen, () => objectSchema(type, seen)) : objectSchema(type, seen);
    }
    if (f & ts.TypeFlags.NonPrimitive) return { type: 'object' };
    return ANY;
  }

  /** A `$ref` to the type's component, made once (a second type printing the same name gets a suffix). */
  function named(type, name, seen, build) {
    let key = naming.get(type.id);
    if (!key) {
      key = name;
      for (let n = 2; used.has(key); n += 1) key = `${name}_${n}`;
      used.add(key);
      naming.set(type.id, key);
      components[key] = {};
      components[key] = build();
    }
    return { $ref: `#/components/schemas/${key}` };
  }

  return { schemaOf: (type) => schemaOf(type), components };
}
