/** The scene of the `ctx brief` tests: a project with its `.ctx/` store, and `ctx brief` in it. */
import { join } from "node:path";
import { folderId } from "../../src/store/project.ts";
import { cliEnv, NO_CLI, runCtx } from "../_helpers.ts";

export interface Scene {
  project: string;
  store: string;
  env: Record<string, string>;
  at: (day: number) => { project: string; cwd: string; date: string };
}

export async function scene(root: string): Promise<Scene> {
  const project = join(root, "shop");
  const store = join(project, ".ctx");
  await Deno.mkdir(join(root, "home"), { recursive: true });
  await Deno.mkdir(store, { recursive: true });
  const id = folderId(project);
  return {
    project,
    store,
    env: cliEnv(root, { CTX_CLI_BACKEND: NO_CLI }),
    at: (day) => ({
      project: id,
      cwd: project,
      date: new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString(),
    }),
  };
}

export const brief = (s: Scene, args: string[] = [], env: Record<string, string> = {}) =>
  runCtx(["brief", ...args], { env: { ...s.env, ...env }, cwd: s.project });
