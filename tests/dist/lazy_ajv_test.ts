/**
 * scripts/_lazy_ajv.ts: the MCP SDK's Ajv, required when a validator is first built. The rewrite
 * is run on the SDK's own ajv-provider.js from Deno's cache, and the result is loaded with the
 * real Ajv and ajv-formats behind a `require` that counts its calls: nothing is required when
 * the module loads, and the validator it builds later checks schemas and formats as before.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { tempDir } from "../_helpers.ts";
import { denoDir } from "./_deno_dir.ts";
import { lazyAjv, LazyAjvError, SDK_AJV_FILTER } from "../../scripts/_lazy_ajv.ts";

/** Every cached SDK version's ajv-provider.js (at least the one this project locks). */
function providers(): string[] {
  const root = join(denoDir(), "npm", "registry.npmjs.org", "@modelcontextprotocol", "sdk");
  const out: string[] = [];
  for (const entry of Deno.readDirSync(root)) {
    const file = join(root, entry.name, "dist", "esm", "validation", "ajv-provider.js");
    try {
      if (Deno.statSync(file).isFile) out.push(file);
    } catch { /* a version without this file */ }
  }
  return out;
}

Deno.test("lazyAjv: the SDK's validator requires Ajv on first use and validates as before", async () => {
  const files = providers();
  assert.ok(files.length > 0, "no cached MCP SDK with validation/ajv-provider.js");
  await using tmp = await tempDir();
  for (const [i, file] of files.entries()) {
    assert.ok(SDK_AJV_FILTER.test(file), file);
    const code = lazyAjv(Deno.readTextFileSync(file), file);
    assert.doesNotMatch(code, /^import .*ajv/m, "no import of Ajv is left at the top");
    const module = join(tmp.path, `provider-${i}.mjs`);
    Deno.writeTextFileSync(
      module,
      `import ajvModule from "npm:ajv@^8.17.1";
import formatsModule from "npm:ajv-formats@^3.0.1";
globalThis.__required = [];
const require = (name) => {
  globalThis.__required.push(name);
  return { ajv: ajvModule, "ajv-formats": formatsModule }[name];
};
${code}`,
    );
    const { AjvJsonSchemaValidator } = await import(pathToFileURL(module).href);
    const required = (globalThis as { __required?: string[] }).__required!;
    assert.deepEqual(required, [], "loading the module requires nothing");
    const validate = new AjvJsonSchemaValidator().getValidator({
      type: "object",
      properties: { email: { type: "string", format: "email" } },
      required: ["email"],
    });
    assert.deepEqual(required.sort(), ["ajv", "ajv-formats"], "building one requires both");
    assert.equal(validate({ email: "a@example.com" }).valid, true);
    assert.equal(validate({ email: "not an address" }).valid, false, "formats are checked");
    assert.equal(validate({}).valid, false);
  }
});

Deno.test("lazyAjv refuses a provider that loads Ajv another way", () => {
  assert.throws(
    () => lazyAjv("import { Ajv } from 'ajv';\nexport class AjvJsonSchemaValidator {}\n"),
    (e) => e instanceof LazyAjvError && /changed how it loads Ajv/.test(e.message),
  );
});
