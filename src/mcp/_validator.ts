/**
 * The JSON Schema validator the SDK's server is given. The SDK uses one only to check a client's
 * answer to an elicitation (a form the server asks the user to fill in), and by default builds
 * Ajv with its formats when the server is constructed: 20–60 ms of every `ctx mcp` start, before
 * its `initialize` answer. ctx never elicits; the same Ajv validator is built on first use.
 */
// @ts-types="@modelcontextprotocol/sdk/validation/ajv"
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
// @ts-types="@modelcontextprotocol/sdk/validation"
import type { JsonSchemaType, jsonSchemaValidator } from "@modelcontextprotocol/sdk/validation";

/** The SDK's own Ajv validator, built the first time a schema is to be checked. */
export function lazyJsonSchemaValidator(): jsonSchemaValidator {
  let ajv: AjvJsonSchemaValidator | undefined;
  return {
    getValidator: <T>(schema: JsonSchemaType) =>
      (ajv ??= new AjvJsonSchemaValidator()).getValidator<T>(schema),
  };
}
