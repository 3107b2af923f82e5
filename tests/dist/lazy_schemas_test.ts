/**
 * scripts/_lazy_schemas.ts: the MCP SDK's protocol schemas, built on first use in the bundle.
 * The rewrite is run on a small types.js of the same layout and the result is loaded with the
 * real zod v4 the SDK uses; the MCP suite against the bundle (tests/mcp/bundle_test.ts) drives
 * the real server built from the rewritten SDK with the SDK's own client.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { tempDir } from "../_helpers.ts";
import { LazySchemaError, lazySchemas, SDK_TYPES_FILTER } from "../../scripts/_lazy_schemas.ts";

const TYPES = `import * as z from "npm:zod@^3.25.0/v4";
export const VERSION = "2.0";
/**
 * A request.
 */
export const RequestSchema = z.object({
    method: z.string(),
});
const IdSchema = z.union([z.string(), z.number().int()]);
export const JSONRPCRequestSchema = z
    .object({
    jsonrpc: z.literal(VERSION),
    id: IdSchema,
    ...RequestSchema.shape
})
    .strict();
export const isJSONRPCRequest = (value) => JSONRPCRequestSchema.safeParse(value).success;
export const built = () => globalThis.__built;
`;

Deno.test("lazySchemas: schemas are built on first use and behave as the real ones", async () => {
  await using tmp = await tempDir();
  // Count builds: each initializer runs inside the lazy wrapper.
  const source = TYPES.replace(
    /= z\b/g,
    "= (globalThis.__built = (globalThis.__built ?? 0) + 1, z)",
  );
  const { code, count } = lazySchemas(source);
  assert.equal(count, 3);
  const file = join(tmp.path, "types.js");
  await Deno.writeTextFile(file, code);
  const types = await import(pathToFileURL(file).href);
  const { z } = await import("zod/v4");

  assert.equal(types.built(), undefined, "nothing is built when the module loads");
  assert.equal(types.VERSION, "2.0");
  const request = { jsonrpc: "2.0", id: 1, method: "initialize" };
  assert.equal(types.isJSONRPCRequest(request), true);
  assert.equal(types.built(), 3, "the request schema and the two it is made of");
  assert.equal(types.isJSONRPCRequest({ ...request, extra: 1 }), false, "strict, as declared");
  assert.equal(types.isJSONRPCRequest({ ...request, id: 1.5 }), false);
  assert.deepEqual(types.JSONRPCRequestSchema.parse(request), request);
  assert.ok(types.RequestSchema instanceof z.ZodObject);
  assert.ok("_zod" in types.RequestSchema);
  assert.deepEqual(Object.keys({ ...types.RequestSchema.shape }), ["method"]);
  assert.equal(types.built(), 3, "each schema is built once");
});

Deno.test("lazySchemas refuses a declaration that is not one expression, and a file with none", () => {
  assert.throws(
    () => lazySchemas("export const ASchema = z.string();\nfoo(;\n"),
    (e) => e instanceof LazySchemaError && /ASchema .*line 1/.test(e.message),
  );
  assert.throws(
    () => lazySchemas("export const VERSION = 1;\n"),
    (e) => e instanceof LazySchemaError && /changed its layout/.test(e.message),
  );
});

Deno.test("the rewrite applies to the SDK's types.js only", () => {
  const sdk = "/cache/npm/registry.npmjs.org/@modelcontextprotocol/sdk/1.32.2/dist/esm/";
  assert.match(`${sdk}types.js`, SDK_TYPES_FILTER);
  assert.match(
    `C:\\npm\\@modelcontextprotocol\\sdk\\1.32.2\\dist\\esm\\types.js`,
    SDK_TYPES_FILTER,
  );
  assert.doesNotMatch(`${sdk}spec.types.js`, SDK_TYPES_FILTER);
  assert.doesNotMatch(`${sdk}server/types.js`, SDK_TYPES_FILTER);
});
