/**
 * Every environment variable ctx reads, validated once: the one door of `src/config/`, and
 * the only module that reads the environment. `main.ts` (through `runCli`) passes
 * `Deno.env.toObject()` to `loadConfig` and hands the frozen result down. Each subject reads
 * its own variables: the backend (`_backend.ts`, the CLI child's environment in
 * `_cli_env.ts`), the team server (`_team.ts`), what a distillation sends (`_distill.ts`), what
 * memory serves (`_memory.ts`) and this machine's folders and services (`_machine.ts`);
 * `_vars.ts` names every variable and `_parse.ts` turns text into values.
 *
 * @example
 * const config = loadConfig({ CTX_CONCURRENCY: "4" }, { os: "linux", home: "/home/a" });
 * config.concurrency; // 4
 */
import { BACKEND_DEFAULTS, type BackendConfig, readBackend } from "./_backend.ts";
import { DISTILL_DEFAULTS, type DistillConfig, readDistill } from "./_distill.ts";
import { ctxHomeOf, homeOf, type MachineConfig, readMachine } from "./_machine.ts";
import { MEMORY_DEFAULTS, type MemoryConfig, readMemory } from "./_memory.ts";
import { readTeam, type TeamConfig } from "./_team.ts";
import { type Env, ENV_VARS, type EnvVar, getter, type Os } from "./_vars.ts";

export type { VendorConfig } from "./_backend.ts";
export { cliEnvironment } from "./_cli_env.ts";
export { effectiveConcurrency } from "./_distill.ts";
export { defaultCtxHome } from "./_machine.ts";
export { type Env, ENV_VARS, type EnvVar, type Os } from "./_vars.ts";

export interface Config
  extends BackendConfig, TeamConfig, DistillConfig, MachineConfig, MemoryConfig {
  os: Os;
  home: string;
  /** Which of `ENV_VARS` are set (non-empty) here: names only, never values. */
  envSet: readonly EnvVar[];
}

export const DEFAULTS = { ...BACKEND_DEFAULTS, ...DISTILL_DEFAULTS, ...MEMORY_DEFAULTS } as const;

export interface LoadConfigOptions {
  os: Os;
  /** Home directory; defaults to `HOME` (or `USERPROFILE` on Windows) from `env`. */
  home?: string;
}

/** Validate `env` and return the frozen configuration. Throws `ConfigError` naming the variable. */
export function loadConfig(env: Env, options: LoadConfigOptions): Readonly<Config> {
  const { os } = options;
  const home = homeOf(env, options.home);
  const get = getter(env);
  const ctxHome = ctxHomeOf(get, env, os, home);
  const config: Config = {
    os,
    home,
    ...readBackend(get, env, ctxHome),
    ...readTeam(get),
    ...readDistill(get),
    ...readMemory(get),
    ...readMachine(get, env, { os, home, ctxHome }),
    envSet: ENV_VARS.filter((name) => get(name) !== undefined),
  };
  return Object.freeze(config);
}
