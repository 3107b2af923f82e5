/**
 * Amazon Q Developer CLI / Kiro CLI source. Reads the `ConversationState` JSON that
 * `/chat save <path>` writes (`ctx export kiro --chat-json FILE`), and the conversation the
 * CLI auto-saves per directory in `<data dir>/amazon-q/data.sqlite3` (`conversations`, key =
 * cwd) or `<data dir>/kiro-cli/data.sqlite3` (`conversations_v2`).
 *
 * The project is `env_context.env_state.current_working_directory` when recorded, else the
 * directory the caller passes.
 */
import { errorMessage } from "../errors.ts";
import { createHash } from "node:crypto";
import { join, resolve } from "node:path";
import type { Part, ReadResult, Session, SessionRef, Skipped, Source } from "../types.ts";
import { arr, compact, isoTime, type Json, num, obj, str, tryJson, TurnBuilder } from "./_build.ts";
import { fileFingerprint, isDir, isFile, listDir, type SourcePlatform } from "./_paths.ts";
import { openKvDb, safely } from "./_sqlite.ts";

/** Parse a `ConversationState` (saved with `/chat save`, or a database row's value). */
export function parseKiroConversation(
  value: unknown,
  context: { fallbackCwd: string; id?: string },
): ReadResult {
  const skipped: Skipped[] = [];
  const warnings: string[] = [];
  const state = obj(value);
  if (!state || (!Array.isArray(state["history"]) && !Array.isArray(state["transcript"]))) {
    return {
      session: null,
      skipped,
      warnings: ["not a ConversationState (no history or transcript)"],
    };
  }
  const id = str(state["conversation_id"]) ?? context.id;
  if (!id) {
    return { session: null, skipped, warnings: ["ConversationState has no conversation_id"] };
  }
  const builder = new TurnBuilder();
  let cwd: string | undefined;
  const history = arr(state["history"]);
  if (history.length > 0) {
    let lastEnv = "";
    history.forEach((entry, index) => {
      const pair = Array.isArray(entry)
        ? { user: entry[0], assistant: entry[1], meta: undefined }
        : {
          user: obj(entry)?.["user"],
          assistant: obj(entry)?.["assistant"],
          meta: obj(entry)?.["request_metadata"],
        };
      if (pair.user === undefined && pair.assistant === undefined) {
        skipped.push({ line: index + 1, reason: "history entry without user or assistant" });
        return;
      }
      const user = obj(pair.user);
      const at = isoTime(user?.["timestamp"]) ??
        isoTime(num(obj(pair.meta)?.["request_start_timestamp_ms"]));
      const env = obj(user?.["env_context"]);
      cwd ??= str(obj(env?.["env_state"])?.["current_working_directory"]);
      if (user) {
        const { prompt, results } = userContent(user["content"]);
        const injected: Part[] = [];
        const extra = str(user["additional_context"]);
        if (extra?.trim()) {
          injected.push({ kind: "injected", label: "additional_context", text: extra });
        }
        const envText = env ? compact(env) : "";
        if (envText && envText !== lastEnv) {
          injected.push({ kind: "injected", label: "env_context", text: envText });
          lastEnv = envText;
        }
        if (results.length > 0) builder.add("assistant", results, { at });
        if (prompt !== undefined) {
          builder.add("user", [{ kind: "text", text: prompt }, ...injected], { at, newTurn: true });
        } else if (injected.length > 0 && results.length === 0) {
          builder.add("user", injected, { at });
        }
      }
      const parts = assistantParts(pair.assistant);
      if (parts === null) skipped.push({ line: index + 1, reason: "unknown assistant message" });
      else builder.add("assistant", parts);
    });
    const next = obj(state["next_message"]);
    const pending = next ? userContent(next["content"]).prompt : undefined;
    if (pending) builder.add("user", [{ kind: "text", text: pending }], { newTurn: true });
  } else {
    parseTranscript(arr(state["transcript"]), builder);
  }
  const summary = state["latest_summary"];
  const summaryText = Array.isArray(summary) ? str(summary[0]) : str(summary);
  if (summaryText) {
    const at = Array.isArray(summary)
      ? isoTime(num(obj(summary[1])?.["request_start_timestamp_ms"]))
      : undefined;
    builder.touch(at);
    builder.turns.unshift({
      role: "user",
      parts: [{ kind: "injected", label: "compact-summary", text: summaryText }],
    });
  }
  const session: Session = {
    id,
    source: "kiro",
    cwd: cwd ?? context.fallbackCwd,
    started: builder.started,
    updated: builder.updated,
    turns: builder.turns,
  };
  return { session, skipped, warnings };
}

function userContent(content: unknown): { prompt?: string; results: Part[] } {
  const c = obj(content);
  if (typeof content === "string") return { prompt: content, results: [] };
  const prompt = obj(c?.["Prompt"]);
  if (prompt) return { prompt: str(prompt["prompt"]) ?? "", results: [] };
  const tools = obj(c?.["ToolUseResults"]);
  if (tools) return { results: toolResults(tools["tool_use_results"]) };
  const cancelled = obj(c?.["CancelledToolUses"]);
  if (cancelled) {
    const text = str(cancelled["prompt"]);
    return {
      ...(text ? { prompt: text } : {}),
      results: toolResults(cancelled["tool_use_results"]),
    };
  }
  return { results: [] };
}

function toolResults(list: unknown): Part[] {
  return arr(list).map((raw) => {
    const result = obj(raw);
    const text = arr(result?.["content"]).map((block) => {
      const b = obj(block);
      return str(b?.["Text"]) ?? (b?.["Json"] !== undefined ? compact(b["Json"]) : compact(block));
    }).join("\n");
    return { kind: "tool_result", text, isError: str(result?.["status"]) === "Error" } as const;
  });
}

function assistantParts(message: unknown): Part[] | null {
  const m = obj(message);
  if (!m) return message === undefined || message === null ? [] : null;
  const response = obj(m["Response"]);
  if (response) return [{ kind: "text", text: str(response["content"]) ?? "" }];
  const toolUse = obj(m["ToolUse"]);
  if (!toolUse) return null;
  const parts: Part[] = [{ kind: "text", text: str(toolUse["content"]) ?? "" }];
  for (const raw of arr(toolUse["tool_uses"])) {
    const use: Json = obj(raw) ?? {};
    parts.push({
      kind: "tool_call",
      name: str(use["orig_name"]) ?? str(use["name"]) ?? "",
      input: compact(use["orig_args"] ?? use["args"]),
    });
  }
  return parts;
}

/**
 * The human-readable `transcript` (what remains after `/compact`): user lines start with
 * `> ` (line breaks written as `> \n`), assistant lines end with `[Tool uses: a, b]`.
 */
function parseTranscript(lines: unknown[], builder: TurnBuilder): void {
  for (const raw of lines) {
    const line = str(raw);
    if (line === undefined) continue;
    if (line.startsWith("> ")) {
      const text = line.slice(2).replaceAll("> \n", "\n").replace(/> $/, "");
      builder.add("user", [{ kind: "text", text }], { newTurn: true });
      continue;
    }
    const match = /\n?\[Tool uses: ([^\]]*)\]\s*$/.exec(line);
    const parts: Part[] = [{ kind: "text", text: match ? line.slice(0, match.index) : line }];
    for (const name of (match?.[1] ?? "").split(",").map((n) => n.trim())) {
      if (name && name !== "none") parts.push({ kind: "tool_call", name, input: "" });
    }
    builder.add("assistant", parts);
  }
}

/**
 * The id of a `/chat save` file whose JSON has no `conversation_id`: a short hash of its
 * absolute path, so the user's path never ends up in `.ctx/` file names.
 */
export function kiroChatFileId(path: string): string {
  return `chat-${createHash("sha256").update(resolve(path)).digest("hex").slice(0, 16)}`;
}

/** The session id of a saved chat's text: its `conversation_id`, else {@link kiroChatFileId}. */
function chatSessionId(text: string, path: string): string {
  const parsed = tryJson(text);
  return (parsed.ok ? str(obj(parsed.value)?.["conversation_id"]) : undefined) ??
    kiroChatFileId(path);
}

/**
 * Read and parse a `/chat save` file; every problem is a warning naming the file. The session
 * id is the save's `conversation_id` (what `ctx export kiro` and `--kiro-dir` both use), else
 * `context.id`, else {@link kiroChatFileId}.
 */
export async function readKiroChatFile(
  path: string,
  context: { fallbackCwd: string; id?: string },
): Promise<ReadResult> {
  let text: string;
  try {
    text = await Deno.readTextFile(path);
  } catch (error) {
    return {
      session: null,
      skipped: [],
      warnings: [`Cannot read "${path}": ${errorMessage(error)}`],
    };
  }
  if (text.trim() === "") {
    return { session: null, skipped: [], warnings: [`Cannot read "${path}": the file is empty`] };
  }
  const parsed = tryJson(text);
  if (!parsed.ok) {
    return {
      session: null,
      skipped: [],
      warnings: [`Cannot read "${path}": truncated or invalid JSON (${parsed.error})`],
    };
  }
  const result = parseKiroConversation(parsed.value, {
    fallbackCwd: context.fallbackCwd,
    id: context.id ?? kiroChatFileId(path),
  });
  return { ...result, warnings: result.warnings.map((w) => `Cannot read "${path}": ${w}`) };
}

/** The CLIs' data dir (`dirs::data_local_dir()`): Application Support, ~/.local/share, LOCALAPPDATA. */
function dataLocalDir(home: string, platform: Partial<SourcePlatform>): string {
  const os = platform.os ?? Deno.build.os;
  if (os === "darwin") return join(home, "Library", "Application Support");
  if (os === "windows") return platform.localAppData ?? join(home, "AppData", "Local");
  return join(home, ".local", "share");
}

/** Create the Kiro / Amazon Q source. `dir` may be a `/chat save` file or a folder of them. */
export function createKiroSource(platform: Partial<SourcePlatform> = {}): Source {
  return {
    id: "kiro",
    label: "Kiro / Amazon Q CLI",
    async discover(options) {
      const refs: SessionRef[] = [];
      const warnings: string[] = [];
      if (options.dir) {
        const files = (await isFile(options.dir))
          ? [options.dir]
          : (await isDir(options.dir))
          ? (await listDir(options.dir)).filter((e) => e.isFile && e.name.endsWith(".json"))
            .map((e) => join(options.dir as string, e.name))
          : [];
        if (files.length === 0) warnings.push(`Cannot read "${options.dir}": no saved chat found`);
        for (const path of files) {
          const print = await fileFingerprint(path);
          if (!print) continue;
          // The conversation id, like `ctx export kiro`: the same chat gets one summary, and
          // the user's absolute path stays out of `.ctx/` file names. An unreadable file keeps
          // a hashed id; read() then reports why.
          let id = kiroChatFileId(path);
          try {
            id = chatSessionId(await Deno.readTextFile(path), path);
          } catch {
            // Reported by read().
          }
          refs.push({
            source: "kiro",
            id,
            location: path,
            fingerprint: print.fingerprint,
            size: print.size,
            data: { kind: "chat-json", path },
          });
        }
        return { refs, warnings };
      }
      const base = dataLocalDir(options.home, platform);
      for (const product of ["amazon-q", "kiro-cli"]) {
        const path = join(base, product, "data.sqlite3");
        if (!(await isFile(path))) continue;
        const opened = await openKvDb(path);
        warnings.push(...opened.warnings);
        if (!opened.db) continue;
        using db = opened.db;
        if (db.has("conversations")) {
          const rows = safely(
            path,
            [],
            warnings,
            () =>
              db.query(
                "SELECT length(value) AS n FROM conversations WHERE key = ?",
                options.projectPath,
              ),
          );
          const n = num(rows[0]?.["n"]);
          if (n !== undefined) {
            refs.push({
              source: "kiro",
              id: `${product}:${options.projectPath}`,
              location: `${path} conversations`,
              fingerprint: `len:${n}`,
              data: { kind: "db", db: path, table: "conversations" },
            });
          }
        }
        if (db.has("conversations_v2")) {
          const rows = safely(path, [], warnings, () =>
            db.query(
              "SELECT conversation_id AS id, updated_at AS u FROM conversations_v2 WHERE key = ?",
              options.projectPath,
            ));
          for (const row of rows) {
            const id = str(row["id"]);
            if (!id) continue;
            refs.push({
              source: "kiro",
              id,
              location: `${path} conversations_v2`,
              fingerprint: `v2:${compact(row["u"])}`,
              data: { kind: "db", db: path, table: "conversations_v2" },
            });
          }
        }
      }
      return { refs, warnings };
    },
    async read(ref, options) {
      const kind = ref.data?.["kind"];
      if (kind === "chat-json") {
        return readKiroChatFile(ref.data?.["path"] ?? ref.location, {
          fallbackCwd: options.projectPath,
          id: ref.id,
        });
      }
      const path = ref.data?.["db"] ?? "";
      const opened = await openKvDb(path);
      if (!opened.db) return { session: null, skipped: [], warnings: opened.warnings };
      using db = opened.db;
      const warnings: string[] = [];
      const rows = safely(
        path,
        [],
        warnings,
        () =>
          ref.data?.["table"] === "conversations_v2"
            ? db.query(
              "SELECT value FROM conversations_v2 WHERE conversation_id = ? AND key = ?",
              ref.id,
              options.projectPath,
            )
            : db.query("SELECT value FROM conversations WHERE key = ?", options.projectPath),
      );
      const raw = str(rows[0]?.["value"]);
      const parsed = raw === undefined ? null : tryJson(raw);
      if (!parsed?.ok) {
        warnings.push(
          `Cannot read "${path}": conversation ${
            raw === undefined ? "not found" : "is truncated JSON"
          }`,
        );
        return { session: null, skipped: [], warnings };
      }
      const result = parseKiroConversation(parsed.value, {
        fallbackCwd: options.projectPath,
        id: ref.id,
      });
      return { ...result, warnings: [...warnings, ...result.warnings] };
    },
  };
}

/** The Kiro / Amazon Q source with the running OS's default locations. */
export const kiroSource: Source = createKiroSource();
