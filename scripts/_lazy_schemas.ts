/**
 * The MCP SDK's protocol schemas, built on first use instead of when the SDK loads.
 *
 * `@modelcontextprotocol/sdk/dist/esm/types.js` declares about 160 zod schemas at its top level
 * (every request, result and notification of the protocol, both directions), and building them
 * was about a third of what `ctx mcp` ran before its `initialize` answer. A server uses a handful
 * of them: the JSON-RPC envelope, the requests it handles, the notifications it sends. The bundler
 * rewrites each `const XSchema = <expression>;` of that one file into
 * `const XSchema = __ctxLazy(() => (<expression>));`: a stand-in that builds the real schema the
 * first time anything touches it (a property read, `in`, `instanceof`, spreading its `.shape`)
 * and forwards every operation to it from then on. The SDK's code is otherwise untouched: the same
 * schemas parse the same messages; only the moment they are built changes.
 *
 * The rewrite is checked, not trusted: each extracted initializer must parse as exactly one
 * JavaScript expression, and a types.js in which no schema is found (a new SDK laid out
 * differently) stops the bundle (`LazySchemaError`) rather than silently losing the saving.
 */

/** A top-level schema declaration, at the start of a line. */
const SCHEMA_START = /^(export )?const (\w+Schema) = /;
/** A line that starts the next top-level statement or comment (code inside is indented). */
const TOP_LEVEL = /^(export |const |let |var |function |class |async |import |\/\*|\/\/)/;

/** The file the rewrite applies to (any SDK version, either path separator). */
export const SDK_TYPES_FILTER =
  /[\\/]@modelcontextprotocol[\\/]sdk[\\/][^\\/]+[\\/]dist[\\/]esm[\\/]types\.js$/;

export class LazySchemaError extends Error {
  override name = "LazySchemaError";
}

/**
 * Forwards every operation to the schema `build` returns, built once on first use. The target is
 * an empty extensible object, so a descriptor is reported configurable (a non-configurable one
 * would break the proxy invariants); zod defines its `_zod` that way but never redefines it.
 */
const LAZY_HELPER = `function __ctxLazy(build) {
  let value;
  const real = () => (value ??= build());
  return new Proxy(Object.create(null), {
    get: (_t, key) => Reflect.get(real(), key),
    set: (_t, key, v) => Reflect.set(real(), key, v),
    has: (_t, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_t, key) => {
      const found = Reflect.getOwnPropertyDescriptor(real(), key);
      return found && { ...found, configurable: true };
    },
    defineProperty: (_t, key, d) => Reflect.defineProperty(real(), key, d),
    deleteProperty: (_t, key) => Reflect.deleteProperty(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
`;

/** `source` (the SDK's types.js) with every top-level schema built on first use. */
export function lazySchemas(source: string, file = "types.js"): { code: string; count: number } {
  const lines = source.split("\n");
  const out: string[] = [];
  let count = 0;
  for (let i = 0; i < lines.length; i++) {
    const start = SCHEMA_START.exec(lines[i]!);
    if (!start) {
      out.push(lines[i]!);
      continue;
    }
    let end = i + 1;
    while (end < lines.length && !TOP_LEVEL.test(lines[end]!)) end++;
    const statement = lines.slice(i, end).join("\n").trimEnd();
    const init = statement.slice(start[0].length, -1);
    if (!statement.endsWith(";") || !isOneExpression(init)) {
      throw new LazySchemaError(
        `Cannot make ${start[2]} of ${file} (line ${i + 1}) lazy: not one expression`,
      );
    }
    out.push(`${start[0]}/* @__PURE__ */ __ctxLazy(() => (${init}\n));`);
    count++;
    i = end - 1;
  }
  if (count === 0) {
    throw new LazySchemaError(
      `No top-level "const …Schema = …;" found in ${file}: the MCP SDK changed its layout ` +
        "(update scripts/_lazy_schemas.ts)",
    );
  }
  return { code: LAZY_HELPER + out.join("\n"), count };
}

/** True when `text` parses as one JavaScript expression (it is compiled, never run). */
function isOneExpression(text: string): boolean {
  try {
    new Function(`return (${text}\n);`);
    return true;
  } catch {
    return false;
  }
}
