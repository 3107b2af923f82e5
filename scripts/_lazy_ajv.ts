/**
 * The MCP SDK's Ajv, loaded when a validator is first built instead of when the SDK loads.
 *
 * `@modelcontextprotocol/sdk/dist/esm/validation/ajv-provider.js` imports Ajv and ajv-formats at
 * its top, and the SDK's server imports that file, so every `ctx mcp` ran Ajv's module code (a
 * CommonJS package of about 100 files, ~10 ms) before its `initialize` answer. ctx never uses it
 * there: `src/mcp/_validator.ts` builds the SDK's Ajv validator on first use, and only an
 * elicitation (which ctx never sends) would. The bundler rewrites the file's two imports into
 * `require()`s inside the function that builds the Ajv instance; esbuild bundles those as calls
 * of the packages' CommonJS wrappers, which run on first call. Nothing else changes: the same Ajv
 * with the same options and formats is built when one is needed.
 *
 * The rewrite is checked, not trusted: every piece must be found exactly once, or the bundle
 * stops (`LazyAjvError`) rather than silently loading Ajv eagerly or breaking the validator.
 */

/** The file the rewrite applies to (any SDK version, either path separator). */
export const SDK_AJV_FILTER =
  /[\\/]@modelcontextprotocol[\\/]sdk[\\/][^\\/]+[\\/]dist[\\/]esm[\\/]validation[\\/]ajv-provider\.js$/;

export class LazyAjvError extends Error {
  override name = "LazyAjvError";
}

/** Each piece of the SDK's source and what it becomes. */
const REWRITES: readonly (readonly [string, string])[] = [
  ["import Ajv from 'ajv';\n", ""],
  ["import _addFormats from 'ajv-formats';\n", ""],
  // The options follow on the next line; the doc comment's examples keep theirs on the same one.
  ["const ajv = new Ajv({\n", "const ajv = new (__ctxDefault(require('ajv')))({\n"],
  ["const addFormats = _addFormats;", "const addFormats = __ctxDefault(require('ajv-formats'));"],
];

/** A CommonJS module's default export as an ES `import x from` would see it. */
const DEFAULT_HELPER = "const __ctxDefault = (m) => (m && m.__esModule ? m.default : m);\n";

/** `source` (the SDK's ajv-provider.js) with Ajv and its formats required on first use. */
export function lazyAjv(source: string, file = "ajv-provider.js"): string {
  let code = source;
  for (const [from, to] of REWRITES) {
    const at = code.indexOf(from);
    if (at < 0 || code.indexOf(from, at + 1) >= 0) {
      throw new LazyAjvError(
        `${JSON.stringify(from.trim())} is not found exactly once in ${file}: the MCP SDK ` +
          "changed how it loads Ajv (update scripts/_lazy_ajv.ts)",
      );
    }
    code = code.slice(0, at) + to + code.slice(at + from.length);
  }
  return DEFAULT_HELPER + code;
}
