/**
 * Why this backend: the resolution order (`resolve.ts`) told rule by rule, for `ctx status`, and
 * the notices a user should hear once — a key they configured that is not used because another
 * rule came first. Pure: it only reads its input.
 */
import { BackendError } from "../errors.ts";
import { type Resolution, resolveBackend, type ResolveInput } from "./resolve.ts";
import { BACKEND_NAMES, KEY_VARIABLES, VENDOR_KINDS, type VendorKind } from "./types.ts";

/** One rule of the resolution order and what it found. */
export interface ResolutionStep {
  rule: 1 | 2 | 3 | 4;
  /** What the rule looks at, e.g. `saved choice`. */
  what: string;
  /** What it found and whether it decided, e.g. `Vendor A API: used, key from VENDORA_API_KEY`. */
  result: string;
  used: boolean;
}

export interface Explanation {
  steps: ResolutionStep[];
  /** Configured keys or choices that are not used, each a sentence (say each once). */
  notices: string[];
  resolution?: Resolution;
  /** `No LLM backend available`, when no rule applies. */
  error?: BackendError;
}

/**
 * Apply the resolution order to `input` and tell it rule by rule.
 *
 * @example
 * explainResolution({ envKeys: { "vendor-b": key }, saved: { kind: "vendor-a", key: saved }, cliOnPath: false });
 * // steps[0].result: "Vendor A API: used, key saved by ctx install --setup"
 * // notices: ["VENDORB_API_KEY is set but not used: the backend saved by ctx install --setup (Vendor A API) comes first"]
 */
export function explainResolution(input: ResolveInput): Explanation {
  let resolution: Resolution | undefined;
  let error: BackendError | undefined;
  try {
    resolution = resolveBackend(input);
  } catch (e) {
    if (!(e instanceof BackendError)) throw e;
    error = e;
  }
  const rule = resolution?.rule ?? 5;
  const program = input.cliProgram ?? "claude";
  const envSet = VENDOR_KINDS.filter((v) => present(input.envKeys[v]));
  const cached = VENDOR_KINDS.filter((v) => present(input.cachedKeys?.[v]));
  const skipped = input.saved?.kind === "skip";
  const reached = (n: number) => (rule >= n ? "" : ": not reached");
  const steps: ResolutionStep[] = [
    { rule: 1, what: "saved choice", result: savedText(input, program), used: rule === 1 },
    {
      rule: 2,
      what: "key variables",
      result: envSet.length === 0
        ? `none set (${VENDOR_KINDS.map((v) => KEY_VARIABLES[v]).join(", ")})`
        : rule === 2
        ? `${KEY_VARIABLES[resolution!.kind as VendorKind]}: used` +
          others(envSet, resolution!.kind, ", also set, not used: ")
        : `${envSet.map((v) => KEY_VARIABLES[v]).join(", ")} set${reached(2) || ": not used"}`,
      used: rule === 2,
    },
    {
      rule: 3,
      what: "saved keys",
      result: skipped
        ? "not used: setup was skipped"
        : cached.length === 0
        ? "none"
        : rule === 3
        ? `${BACKEND_NAMES[resolution!.kind]}: used`
        : `${cached.map((v) => BACKEND_NAMES[v]).join(", ")}${reached(3) || ": not used"}`,
      used: rule === 3,
    },
    {
      rule: 4,
      what: "subscription CLI",
      result: skipped
        ? "not used: setup was skipped"
        : `"${program}" ${input.cliOnPath ? "on PATH" : "not on PATH"}` +
          (rule === 4 ? ": used" : input.cliOnPath ? reached(4) : ""),
      used: rule === 4,
    },
  ];
  const notices = resolution ? noticesFor(input, resolution, envSet, program) : [];
  return { steps, notices, ...(resolution ? { resolution } : {}), ...(error ? { error } : {}) };
}

/** Rule 1 in words: what was saved and whether it applies. */
function savedText(input: ResolveInput, program: string): string {
  const saved = input.saved;
  if (saved === undefined) return "none (ctx install --setup saves one)";
  if (saved.kind === "skip") return "skip: only a key variable can choose a backend";
  if (saved.kind === "cli") {
    return input.cliOnPath
      ? `${BACKEND_NAMES.cli} "${program}": used`
      : `${BACKEND_NAMES.cli}: not usable, "${program}" is not on PATH`;
  }
  const name = BACKEND_NAMES[saved.kind];
  const variable = KEY_VARIABLES[saved.kind];
  if (present(input.envKeys[saved.kind])) return `${name}: used, key from ${variable}`;
  if (present(saved.key) || present(input.cachedKeys?.[saved.kind])) {
    return `${name}: used, key saved by ctx install --setup`;
  }
  return `${name}: not usable, no saved key and ${variable} is not set`;
}

/** Keys or choices the user configured that the chosen rule leaves unused. */
function noticesFor(
  input: ResolveInput,
  resolution: Resolution,
  envSet: VendorKind[],
  program: string,
): string[] {
  const notices: string[] = [];
  const saved = input.saved;
  const chosen = BACKEND_NAMES[resolution.kind];
  if (resolution.rule === 1 && saved && saved.kind !== "skip") {
    for (const vendor of envSet) {
      if (vendor === resolution.kind) continue;
      notices.push(
        `${KEY_VARIABLES[vendor]} is set but not used: the backend saved by ctx install ` +
          `--setup (${chosen}) comes first; run ctx install --setup to switch`,
      );
    }
    const kind = resolution.kind;
    if (kind !== "cli" && present(input.envKeys[kind]) && present(saved.key)) {
      notices.push(
        `${KEY_VARIABLES[kind]} is used instead of the ${chosen} key saved by ctx install --setup`,
      );
    }
    return notices;
  }
  if (saved && saved.kind !== "skip") {
    const why = saved.kind === "cli"
      ? `"${program}" is not on PATH`
      : `no saved key and ${KEY_VARIABLES[saved.kind]} is not set`;
    notices.push(
      `The backend saved by ctx install --setup (${BACKEND_NAMES[saved.kind]}) is not used: ` +
        `${why}; using ${chosen} (${resolution.reason})`,
    );
  }
  if (resolution.rule === 2) {
    for (const vendor of envSet) {
      if (vendor === resolution.kind) continue;
      notices.push(
        `${KEY_VARIABLES[vendor]} is set but not used: ` +
          `${KEY_VARIABLES[resolution.kind as VendorKind]} comes first`,
      );
    }
  }
  return notices;
}

function others(set: VendorKind[], chosen: string, prefix: string): string {
  const rest = set.filter((v) => v !== chosen).map((v) => KEY_VARIABLES[v]);
  return rest.length ? `${prefix}${rest.join(", ")}` : "";
}

function present(key: string | undefined): boolean {
  return key !== undefined && key.trim() !== "";
}
