/**
 * How a variable's text becomes a value: numbers in a range, switches, one of a few words, http(s)
 * URLs and absolute paths. A bad value is a `ConfigError` naming the variable, with a hint.
 */
import { posix, win32 } from "../paths.ts";
import { ConfigError } from "../errors.ts";
import type { EnvVar, Getter, Os } from "./_vars.ts";

function invalid(name: string, value: string, expected: string): ConfigError {
  return new ConfigError(`Invalid ${name}="${value}": expected ${expected}`, {
    hint: `fix or unset ${name}`,
  });
}

export function int(get: Getter, name: EnvVar, fallback: number, min: number, max: number): number {
  return optionalInt(get, name, min, max) ?? fallback;
}

export function optionalInt(
  get: Getter,
  name: EnvVar,
  min: number,
  max: number,
): number | undefined {
  const raw = get(name);
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw)) throw invalid(name, raw, `a whole number from ${min} to ${max}`);
  const value = Number(raw);
  if (value < min || value > max) {
    throw invalid(name, raw, `a whole number from ${min} to ${max}`);
  }
  return value;
}

export function num(get: Getter, name: EnvVar, fallback: number, min: number, max: number): number {
  const raw = get(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(raw) || value < min || value > max) {
    throw invalid(name, raw, `a number from ${min} to ${max}`);
  }
  return value;
}

export function bool(get: Getter, name: EnvVar, fallback: boolean): boolean {
  const raw = get(name);
  if (raw === undefined) return fallback;
  const lower = raw.toLowerCase();
  if (["1", "true", "yes", "on"].includes(lower)) return true;
  if (["0", "false", "no", "off"].includes(lower)) return false;
  throw invalid(
    name,
    raw,
    "1, true, yes or on (to turn it on), 0, false, no or off (to turn it off)",
  );
}

export function oneOf<const T extends readonly string[]>(
  get: Getter,
  name: EnvVar,
  allowed: T,
  fallback: T[number],
): T[number] {
  const raw = get(name);
  if (raw === undefined) return fallback;
  const found = allowed.find((a) => a === raw.toLowerCase());
  if (found === undefined) throw invalid(name, raw, `one of ${allowed.join(", ")}`);
  return found;
}

/** An http(s) URL without credentials; the value is never echoed (it could hold a key). */
export function url(get: Getter, name: EnvVar, fallback: string): string {
  const raw = get(name);
  if (raw === undefined) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw invalid(name, "…", "an http(s) URL");
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw invalid(name, "…", "an http(s) URL");
  }
  if (parsed.username !== "" || parsed.password !== "") {
    // A key in the URL would end up in logs and error messages; the value is never echoed.
    const keyVar = name === "CTX_API_URL" ? "CTX_API_KEY" : name.replace(/_BASE_URL$/, "_API_KEY");
    throw new ConfigError(
      `Invalid ${name}="…": expected an http(s) URL without a user name or password`,
      { hint: `remove the credentials from ${name}; pass the key in ${keyVar}` },
    );
  }
  return raw;
}

/** An absolute path (for the OS ctx runs on): a relative one would depend on the cwd. */
export function absolutePath(get: Getter, name: EnvVar, os: Os): string | undefined {
  const raw = get(name);
  if (raw === undefined) return undefined;
  const isAbsolute = os === "windows" ? win32.isAbsolute(raw) : posix.isAbsolute(raw);
  if (!isAbsolute) {
    throw new ConfigError(`Invalid ${name}="${raw}": expected an absolute path`, {
      hint: `set ${name} to a full path, e.g. ${name}="$HOME/.ctx", or unset it`,
    });
  }
  return raw;
}
