/**
 * The backend wizard behind `ctx install --setup`: choose one of five backends, give (or reuse)
 * a key, check it with one cheap call, save the choice and the key. The questions go through a
 * `Prompter` (inquirer in the terminal, a script in tests); `setupFromFlags` is the
 * non-interactive form for scripts and containers.
 */
import type { Deps } from "../deps.ts";
import { ConfigError } from "../errors.ts";
import { loadSavedBackend, saveBackendChoice, type SavedKind } from "../keychain/mod.ts";
import { which } from "../process.ts";
import { checkCliLogin, cliScratchDir } from "../backends/mod.ts";
import { checkKey } from "./_validate.ts";
import { envKey, KEY_ENV, maskKey, type Vendor } from "./keys.ts";

/** The questions the wizard asks; answers come from a terminal or a test script. */
export interface Prompter {
  select<T extends string>(
    message: string,
    choices: ReadonlyArray<{ value: T; name: string; description: string }>,
    defaultValue?: T,
  ): Promise<T>;
  /** Read a secret without echo. */
  password(message: string): Promise<string>;
  confirm(message: string, defaultValue: boolean): Promise<boolean>;
}

export type WizardDeps = Pick<Deps, "config" | "run" | "output" | "fetch" | "readStdin">;

/** The five choices, in this order, with their trade-offs. */
export const BACKEND_CHOICES = [
  {
    value: "cli",
    name: "1) Subscription CLI",
    description: "free with your subscription; slower, about one subprocess at a time",
  },
  {
    value: "vendor-a",
    name: "2) Vendor A API",
    description: "billed per token; fastest, parallelizes well, works headless",
  },
  {
    value: "vendor-b",
    name: "3) Vendor B API",
    description: "billed per token; parallelizes well, works headless",
  },
  {
    value: "vendor-c",
    name: "4) Vendor C inference service",
    description: "billed per token; hosted open models, parallelizes well, works headless",
  },
  {
    value: "skip",
    name: "5) Skip for now",
    description: "choose later with ctx install --setup; VENDORx_API_KEY variables still work",
  },
] as const satisfies ReadonlyArray<{ value: SavedKind; name: string; description: string }>;

const NAMES = {
  "cli": "Subscription CLI",
  "vendor-a": "Vendor A API",
  "vendor-b": "Vendor B API",
  "vendor-c": "Vendor C inference service",
  "skip": "none (skipped)",
} as const satisfies Record<SavedKind, string>;

export interface SetupResult {
  kind: SavedKind;
  /** Where the key is kept (store label), for vendor backends. */
  keyStore?: string;
  /** True when an already saved key was kept. */
  reused?: boolean;
}

/** Ask until a backend is saved. Throws `InterruptedError` (via the prompter) on Ctrl-C. */
export async function runWizard(deps: WizardDeps, prompter: Prompter): Promise<SetupResult> {
  const current = await loadSavedBackend(deps);
  const { output } = deps;
  for (;;) {
    const kind = await prompter.select(
      "Which backend should distill your sessions?",
      BACKEND_CHOICES,
      current.saved?.kind,
    );
    if (kind === "skip") return save(deps, { kind });
    if (kind === "cli") {
      const program = deps.config.cliBackend;
      const found = await which(program, deps.config.path, deps.config.os);
      if (found) output.err(`Found "${program}" at ${found}`);
      else {
        output.err(`"${program}" is not on PATH (set CTX_CLI_BACKEND to use another program)`);
        if (!(await prompter.confirm("Save this choice anyway?", false))) continue;
      }
      if (found && !(await cliLoggedIn(deps))) {
        if (!(await prompter.confirm("Save this choice anyway?", false))) continue;
      }
      return save(deps, { kind });
    }
    const cached = current.cachedKeys[kind];
    if (cached !== undefined) {
      const reuse = await prompter.confirm(
        `A ${NAMES[kind]} key is saved (${maskKey(cached)}). Reuse it?`,
        true,
      );
      if (reuse) return { ...(await save(deps, { kind })), reused: true };
    }
    const key = (await prompter.password(`${NAMES[kind]} key (input hidden)`)).trim();
    const problem = keyProblem(key);
    if (problem) {
      output.err(problem);
      continue;
    }
    const check = await checkKey(deps, kind, key);
    if (check.status === "ok") output.err(`The ${NAMES[kind]} accepted the key`);
    else if (check.status === "rejected") {
      output.err(`The ${NAMES[kind]} rejected the key (HTTP ${check.httpStatus})`);
      if (!(await prompter.confirm("Save it anyway?", false))) continue;
    } else output.err(`warning: Cannot check the key: ${check.reason}; saving it unchecked`);
    return save(deps, { kind, key });
  }
}

export interface SetupFlags {
  backend: string;
  keyStdin?: boolean;
  /** Save even when the key was rejected or the CLI is missing. */
  yes?: boolean;
}

/** `ctx install --setup --backend KIND [--key-stdin]`: no questions, clear refusals. */
export async function setupFromFlags(deps: WizardDeps, flags: SetupFlags): Promise<SetupResult> {
  const kind = BACKEND_CHOICES.find((c) => c.value === flags.backend)?.value;
  if (kind === undefined) {
    throw new ConfigError(
      `Unknown backend "${flags.backend}": expected cli, vendor-a, vendor-b, vendor-c or skip`,
      { hint: "ctx install --setup --backend vendor-a --key-stdin < key.txt" },
    );
  }
  if (flags.keyStdin && (kind === "cli" || kind === "skip")) {
    throw new ConfigError(`--key-stdin needs a vendor backend, not "${kind}"`);
  }
  if (kind === "skip") return save(deps, { kind });
  if (kind === "cli") {
    const program = deps.config.cliBackend;
    const found = await which(program, deps.config.path, deps.config.os);
    if (!found && !flags.yes) {
      throw new ConfigError(`Cannot use the subscription CLI: "${program}" is not on PATH`, {
        hint: "install it, set CTX_CLI_BACKEND, or pass --yes to save the choice anyway",
      });
    }
    if (found && !(await cliLoggedIn(deps)) && !flags.yes) {
      throw new ConfigError(`Cannot use the subscription CLI: "${program}" is not logged in`, {
        hint: `run "${program}" in a terminal and log in (/login), or pass --yes to save the ` +
          "choice anyway",
      });
    }
    return save(deps, { kind });
  }
  const key = flags.keyStdin ? (await deps.readStdin()).trim() : envKey(deps.config, kind);
  if (key === undefined || key === "") {
    const cached = (await loadSavedBackend(deps)).cachedKeys[kind];
    if (!flags.keyStdin && cached !== undefined) {
      deps.output.err(`Keeping the saved ${NAMES[kind]} key (${maskKey(cached)})`);
      return { ...(await save(deps, { kind })), reused: true };
    }
    throw new ConfigError(
      flags.keyStdin ? "No key on stdin" : `No ${NAMES[kind]} key to save`,
      { hint: `pipe the key with --key-stdin, or set ${KEY_ENV[kind]}` },
    );
  }
  const problem = keyProblem(key);
  if (problem) throw new ConfigError(problem);
  const check = await checkKey(deps, kind, key);
  if (check.status === "rejected" && !flags.yes) {
    throw new ConfigError(`The ${NAMES[kind]} rejected the key (HTTP ${check.httpStatus})`, {
      hint: "check the key, or pass --yes to save it anyway",
    });
  }
  if (check.status === "rejected") {
    deps.output.err("warning: The key was rejected; saving it (--yes)");
  }
  if (check.status === "unknown") {
    deps.output.err(`warning: Cannot check the key: ${check.reason}; saving it unchecked`);
  }
  return save(deps, { kind, key });
}

/**
 * Ask the subscription CLI whether it is logged in (its own local check, no model call) and say
 * what it answered; false only when it says it is not.
 */
async function cliLoggedIn(deps: WizardDeps): Promise<boolean> {
  const program = deps.config.cliBackend;
  const login = await checkCliLogin(deps, cliScratchDir(deps.config));
  if (login.status === "logged-in") {
    deps.output.err(`"${program}" is logged in${login.method ? ` (${login.method})` : ""}`);
  } else if (login.status === "logged-out") {
    deps.output.err(`"${program}" is not logged in: run "${program}" in a terminal and log in`);
  } else {
    deps.output.err(
      `Could not check that "${program}" is logged in: ${login.reason}; if it is not, the ` +
        "first distillation stops and says so",
    );
  }
  return login.status !== "logged-out";
}

/** A human line for the saved result (never contains the key). */
export function describeSetup(result: SetupResult): string {
  const where = result.keyStore ? `, key in ${result.keyStore}` : "";
  const reused = result.reused ? " (saved key kept)" : "";
  return `Backend saved: ${NAMES[result.kind]}${where}${reused}`;
}

async function save(
  deps: WizardDeps,
  choice: { kind: SavedKind; key?: string },
): Promise<SetupResult> {
  const { store } = await saveBackendChoice(deps, choice);
  return { kind: choice.kind, ...(store ? { keyStore: store.label } : {}) };
}

function keyProblem(key: string): string | undefined {
  if (key === "") return "No key entered";
  if (!/^[\x21-\x7e]+$/.test(key)) return "The key has spaces or unprintable characters";
  return undefined;
}

export type { Vendor };
