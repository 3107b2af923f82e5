/**
 * Whether Gemini CLI trusts the project's folder, for `ctx status` (Gemini CLI's status probe). Gemini CLI's "Trusted
 * Folders" (on unless `security.folderTrust.enabled` is false in its settings) keeps a folder it
 * does not trust in a safe mode: Gemini CLI 0.61 then starts no MCP server there, not even the
 * user-level ones such as ctx, runs no hook, not even user-level ones, and `gemini -p` stops with
 * exit code 55. The user's answers are in `~/.gemini/trustedFolders.json`:
 * `{"<folder>": "TRUST_FOLDER" | "TRUST_PARENT" | "DO_NOT_TRUST"}`; the longest rule that contains
 * the folder decides (`TRUST_PARENT` stands for the rule folder's parent).
 *
 * Read-only and best effort: an IDE's trust signal, `GEMINI_CLI_TRUST_WORKSPACE`,
 * `--skip-trust` and the system settings are not seen from here.
 */
import { existsSync, realpathSync } from "node:fs";
import { parse, type ParseError } from "jsonc-parser";
import type { Config } from "../../config/mod.ts";
import { errorMessage } from "../../errors.ts";
import { readRegularTextFileSync } from "../../fsutil.ts";
import { dirname, isWithin, join, resolve } from "../../paths.ts";
import { isRecord } from "../../types.ts";
import type { StatusFinding } from "../types.ts";

export type GeminiTrustState = "trusted" | "not trusted" | "not decided" | "trust off";

export interface GeminiTrust {
  state: GeminiTrustState | "unreadable";
  /** The rule that decided (`trusted`, `not trusted`). */
  rule?: string;
  /** The trust file, and why it could not be read (`unreadable`). */
  file: string;
  error?: string;
  /** Gemini CLI's settings have an MCP server named `ctx`. */
  ctxMcpEntry: boolean;
}

const LEVELS = ["TRUST_FOLDER", "TRUST_PARENT", "DO_NOT_TRUST"] as const;
type Level = typeof LEVELS[number];

/** The files are small; anything larger is not Gemini CLI's. */
const MAX_BYTES = 1024 * 1024;

/**
 * Gemini CLI's view of `folder`, or `undefined` when Gemini CLI is not set up here (no
 * `~/.gemini`) or its settings cannot be read. Never throws.
 */
export function geminiTrust(
  config: Pick<Config, "home" | "os">,
  folder: string,
): GeminiTrust | undefined {
  const dir = join(config.home, ".gemini");
  if (!existsSync(dir)) return undefined;
  const file = join(dir, "trustedFolders.json");
  let settings: unknown;
  try {
    settings = readJson(join(dir, "settings.json")) ?? {};
  } catch {
    return undefined; // `ctx status` says so where it reads Gemini CLI's hooks and MCP entry.
  }
  const ctxMcpEntry = isRecord(at(settings, ["mcpServers", "ctx"]));
  let rules: Record<string, Level>;
  try {
    rules = trustRules(readJson(file) ?? {});
  } catch (error) {
    return { state: "unreadable", file, error: errorMessage(error), ctxMcpEntry };
  }
  if (at(settings, ["security", "folderTrust", "enabled"]) === false) {
    return { state: "trust off", file, ctxMcpEntry };
  }
  const caseless = config.os === "windows" || config.os === "darwin";
  const decided = decideTrust(folder, rules, { realPath, caseless });
  return { ...decided, file, ctxMcpEntry };
}

/** Gemini CLI's trust in `folder` for `ctx status`: the data, and a line when ctx is kept off. */
export function trustFinding(
  config: Pick<Config, "home" | "os">,
  folder: string,
): StatusFinding | undefined {
  const trust = geminiTrust(config, folder);
  return trust && { data: trust, lines: ({ hookOn }) => trustLines(trust, hookOn) };
}

/** What Gemini CLI's folder trust means for ctx here, when ctx is registered in Gemini CLI. */
function trustLines(g: GeminiTrust, hookOn: boolean): string[] {
  if (!g.ctxMcpEntry && !hookOn) return [];
  if (g.state === "unreadable") {
    return [
      `Gemini CLI: cannot read "${g.file}": ${g.error} (Gemini CLI stops until it is fixed)`,
    ];
  }
  const effect = "so Gemini CLI starts neither ctx's MCP server nor its session-end hook here";
  if (g.state === "not decided") {
    return [
      `Gemini CLI: this folder is not trusted yet, ${effect} — choose "Trust folder" when ` +
      "Gemini CLI asks, or /permissions in Gemini CLI",
    ];
  }
  if (g.state === "not trusted") {
    return [
      `Gemini CLI: this folder is marked "Don't trust" (rule "${g.rule}" in "${g.file}"), ` +
      `${effect} — /permissions in Gemini CLI changes it`,
    ];
  }
  return [];
}

/** The rule of `rules` deciding for `folder`, as Gemini CLI picks it (pure but for `realPath`). */
export function decideTrust(
  folder: string,
  rules: Record<string, Level>,
  how: { realPath: (path: string) => string; caseless: boolean },
): { state: Exclude<GeminiTrustState, "trust off">; rule?: string } {
  const real = (p: string) => how.realPath(resolve(p));
  const target = real(folder);
  let best: { rule: string; level: Level } | undefined;
  for (const [rule, level] of Object.entries(rules)) {
    const base = real(level === "TRUST_PARENT" ? dirname(resolve(rule)) : rule);
    const inside = isWithin(base, target, { caseless: how.caseless });
    if (inside && (best === undefined || rule.length > best.rule.length)) best = { rule, level };
  }
  if (best === undefined) return { state: "not decided" };
  return { state: best.level === "DO_NOT_TRUST" ? "not trusted" : "trusted", rule: best.rule };
}

/** `trustedFolders.json`'s rules; throws on what makes Gemini CLI refuse the file too. */
function trustRules(value: unknown): Record<string, Level> {
  if (!isRecord(value)) throw new Error("not a JSON object");
  const out: Record<string, Level> = {};
  for (const [path, level] of Object.entries(value)) {
    if (!LEVELS.includes(level as Level)) {
      throw new Error(`"${String(level).slice(0, 40)}" is not a trust level`);
    }
    out[path] = level as Level;
  }
  return out;
}

function readJson(path: string): unknown {
  let text: string;
  try {
    text = readRegularTextFileSync(path, MAX_BYTES);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return undefined;
    throw error;
  }
  const errors: ParseError[] = [];
  const value = parse(text, errors, { allowTrailingComma: true });
  if (errors.length > 0) throw new Error("not valid JSON");
  return value;
}

function at(value: unknown, keys: string[]): unknown {
  let v = value;
  for (const k of keys) v = isRecord(v) ? v[k] : undefined;
  return v;
}

function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}
