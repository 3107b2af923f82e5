/**
 * src/mcp/_validator.ts: the server's JSON Schema validator is the SDK's own Ajv one, built on
 * first use; it answers exactly as the SDK's default does.
 */
import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/validation/ajv"
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import { lazyJsonSchemaValidator } from "../../src/mcp/_validator.ts";

Deno.test("lazyJsonSchemaValidator accepts and rejects what the SDK's Ajv validator does", () => {
  const schema = {
    type: "object" as const,
    properties: { name: { type: "string" as const }, email: { type: "string", format: "email" } },
    required: ["name"],
  };
  const lazy = lazyJsonSchemaValidator().getValidator(schema);
  const sdk = new AjvJsonSchemaValidator().getValidator(schema);
  for (const input of [{ name: "a" }, { name: 1 }, {}, { name: "a", email: "not an email" }]) {
    assert.deepEqual(lazy(input), sdk(input), JSON.stringify(input));
  }
  assert.equal(lazy({ name: "a", email: "a@example.com" }).valid, true);
  assert.equal(lazy({ name: "a", email: "nope" }).valid, false, "formats are checked");
});
