/** Reading the small JSON files ctx keeps in `$CTX_HOME` (the key file, the saved backend choice). */
import type { z } from "zod";
import { errorMessage } from "../errors.ts";

/** What reading one of them found; each caller says what that means for it. */
export type JsonFileRead<T> =
  | { state: "missing" }
  | { state: "unreadable"; error: string }
  | { state: "invalid" }
  | { state: "read"; value: T };

/**
 * Read `path` and check it against `schema`: a file that is not there is `missing`, one that
 * cannot be read `unreadable` (why), text that is not JSON or not of the schema's shape
 * `invalid`.
 */
export async function readJsonFile<S extends z.ZodTypeAny>(
  path: string,
  schema: S,
): Promise<JsonFileRead<z.infer<S>>> {
  let text: string;
  try {
    text = await Deno.readTextFile(path);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return { state: "missing" };
    return { state: "unreadable", error: errorMessage(error) };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { state: "invalid" };
  }
  const result = schema.safeParse(parsed);
  return result.success ? { state: "read", value: result.data } : { state: "invalid" };
}
