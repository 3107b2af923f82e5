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
import { readServe, readTeam, type ServeConfig, type TeamConfig } from "./_team.ts";
import { ConfigError } from "../errors.ts";
import { type Env, ENV_VARS, type EnvVar, type Getter, getter, type Os } from "./_vars.ts";

export type { VendorConfig } from "./_backend.ts";
export { cliEnvironment } from "./_cli_env.ts";
export { effectiveConcurrency } from "./_distill.ts";
export { claudeConfigDirs, defaultCtxHome, relativeClaudeDirNote } from "./_machine.ts";
export { type Env, ENV_VARS, type EnvVar, type Os } from "./_vars.ts";

export interface Config
  extends BackendConfig, TeamConfig, ServeConfig, DistillConfig, MachineConfig, MemoryConfig {
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

/**
 * Validate `env` and return the frozen configuration. Throws `ConfigError` naming the variable.
 * With `lenient`, a bad variable stops only what reads it: the fields of its subject (and, for
 * `CTX_HOME`, `ctxHome` and the CLI child's environment) throw its `ConfigError` when read, the
 * rest load as if it were unset (`TEMPERATURE=5 ctx redact` redacts).
 */
export function loadConfig(
  env: Env,
  options: LoadConfigOptions & { lenient?: boolean },
): Readonly<Config> {
  const { os } = options;
  const home = homeOf(env, options.home);
  const get = getter(env);
  if (!options.lenient) {
    return Object.freeze(readAll(get, env, os, home, ctxHomeOf(get, env, os, home)));
  }
  const poisoned = new Map<string, ConfigError>();
  const ctxHome = subject(get, (g) => ({ ctxHome: ctxHomeOf(g, env, os, home) }));
  const config = readAll(get, env, os, home, ctxHome.value.ctxHome, (read) => {
    const { value, error } = subject(get, read);
    if (error) {
      for (const key of Object.keys(value)) if (key !== "ctxHome") poisoned.set(key, error);
    }
    return value;
  });
  if (ctxHome.error) { for (const key of ["ctxHome", "cliEnv"]) poisoned.set(key, ctxHome.error); }
  for (const [key, error] of poisoned) {
    Object.defineProperty(config, key, {
      get: () => {
        throw error;
      },
      enumerable: true,
    });
  }
  return Object.freeze(config);
}

function readAll(
  get: Getter,
  env: Env,
  os: Os,
  home: string,
  ctxHome: string,
  each: <T extends object>(read: (get: Getter) => T) => T = (read) => read(get),
): Config {
  return {
    os,
    home,
    ...each((g) => readBackend(g, env, { os, ctxHome })),
    ...each(readTeam),
    ...each(readServe),
    ...each(readDistill),
    ...each(readMemory),
    ...each((g) => readMachine(g, env, { os, home, ctxHome })),
    envSet: ENV_VARS.filter((name) => get(name) !== undefined),
  };
}

/**
 * One subject's fields read with every bad variable left unset (the last one read before a
 * `ConfigError` is the bad one), and the first such error.
 */
function subject<T extends object>(
  get: Getter,
  read: (get: Getter) => T,
): { value: T; error?: ConfigError } {
  const unset = new Set<EnvVar>();
  let error: ConfigError | undefined;
  for (;;) {
    let last: EnvVar | undefined;
    const tracked: Getter = (name) => {
      last = name;
      return unset.has(name) ? undefined : get(name);
    };
    try {
      return { value: read(tracked), ...(error ? { error } : {}) };
    } catch (thrown) {
      if (!(thrown instanceof ConfigError) || last === undefined || unset.has(last)) throw thrown;
      error ??= thrown;
      unset.add(last);
    }
  }
}
