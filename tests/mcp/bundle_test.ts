/**
 * The MCP end-to-end tests against the bundle. `dist/ctx.js` is built by `deno task bundle`;
 * without it these tests are skipped with a message that says so.
 */
import { bundleExists, registerMcpTests } from "./_suite.ts";

if (bundleExists()) {
  registerMcpTests("dist/ctx.js", { bundle: true });
} else {
  Deno.test({
    name: "dist/ctx.js: MCP tests skipped: dist/ctx.js is absent (run `deno task bundle` first)",
    ignore: true,
    fn() {},
  });
}
