/** Per-test home for the backend tests: a temp HOME with CTX_HOME inside it. */
import { join } from "node:path";
import { type TempDir, tempDir } from "../_helpers.ts";

export interface TestHome extends AsyncDisposable {
  path: string;
  /** `{HOME, CTX_HOME}` for `fakeDeps({ env })`. */
  env: Record<string, string>;
}

export async function testHome(): Promise<TestHome> {
  const dir: TempDir = await tempDir("ctx-backends-");
  return {
    path: dir.path,
    env: { HOME: dir.path, CTX_HOME: join(dir.path, "ctx-home"), PATH: "" },
    [Symbol.asyncDispose]: () => dir[Symbol.asyncDispose](),
  };
}
