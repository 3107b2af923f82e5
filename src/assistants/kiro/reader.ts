/**
 * Amazon Q Developer CLI / Kiro CLI source. Reads the `ConversationState` JSON that
 * `/chat save <path>` writes (`ctx export kiro --chat-json FILE`), and the conversation the
 * CLI auto-saves per directory in `<data dir>/amazon-q/data.sqlite3` (`conversations`, key =
 * cwd) or `<data dir>/kiro-cli/data.sqlite3` (`conversations_v2`).
 *
 * The project is `env_context.env_state.current_working_directory` when recorded, else the
 * directory the caller passes.
 */
import { errorMessage } from "../../errors.ts";
import { sha256Hex } from "../../fsutil.ts";
import { join, resolve } from "node:path";
import type { DiscoverOptions, ReadResult, SessionRef, Source } from "../../types.ts";
import { cannotRead, compact, num, obj, str, tryJson } from "../../sources/build.ts";
import { isChatSaveHead, leadingConversationId, parseKiroConversation } from "./_parse.ts";
import { readPrefix } from "../../sources/jsonl.ts";
import {
  fileFingerprint,
  isDir,
  isFile,
  listDir,
  readText,
  type SourcePlatform,
} from "../../sources/paths.ts";
import { openKvDb, safely } from "../../sources/sqlite.ts";
/**
 * The id of a `/chat save` file whose JSON has no `conversation_id`: a short hash of its
 * absolute path, so the user's path never ends up in `.ctx/` file names.
 */
export function kiroChatFileId(path: string): string {
  return `chat-${sha256Hex(resolve(path)).slice(0, 16)}`;
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
    text = await readText(path);
  } catch (error) {
    return cannotRead(path, errorMessage(error));
  }
  if (text.trim() === "") {
    return cannotRead(path, "the file is empty");
  }
  const parsed = tryJson(text);
  if (!parsed.ok) {
    return cannotRead(path, `truncated or invalid JSON (${parsed.error})`);
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

/** The CLIs' folders in the data dir: Amazon Q's, then Kiro's. */
const KIRO_PRODUCTS = ["amazon-q", "kiro-cli"] as const;

/** Create the Kiro / Amazon Q source. `dir` may be a `/chat save` file or a folder of them. */
export function createKiroSource(platform: Partial<SourcePlatform> = {}): Source {
  return {
    id: "kiro",
    label: "Kiro / Amazon Q CLI",
    locations: (options) =>
      options.dir
        ? [options.dir]
        : KIRO_PRODUCTS.map((p) => join(dataLocalDir(options.home, platform), p, "data.sqlite3")),
    discover: (options) =>
      options.dir ? discoverChatFiles(options.dir) : discoverDatabases(options, platform),
    read(ref, options) {
      if (ref.data?.["kind"] === "chat-json") {
        return readKiroChatFile(ref.data?.["path"] ?? ref.location, {
          fallbackCwd: options.projectPath,
          id: ref.id,
        });
      }
      return readDatabaseConversation(ref, options.projectPath);
    },
  };
}

/**
 * Refs to `--kiro-dir`: one `/chat save` file, or the saves in a folder. `/chat save NAME`
 * writes the name as typed (`tdd-admin-backend`, `notes.md`), so a save is recognised by its
 * first bytes, whatever its name; only those are read (other files may be huge).
 */
async function discoverChatFiles(dir: string): Promise<{ refs: SessionRef[]; warnings: string[] }> {
  const refs: SessionRef[] = [];
  const warnings: string[] = [];
  const given = await isFile(dir);
  const candidates = given
    ? [dir]
    : (await isDir(dir))
    ? (await listDir(dir)).filter((e) => e.isFile).map((e) => join(dir, e.name))
    : [];
  for (const path of candidates) {
    const head = await readHead(path);
    // A file named on the command line, or an unreadable `.json`, is tried all the same: read()
    // then says what is wrong with it.
    if (!given && (head === undefined ? !path.endsWith(".json") : !isChatSaveHead(head))) {
      if (head !== undefined && path.endsWith(".json")) {
        warnings.push(`Skipped "${path}": not a /chat save (it does not open like one)`);
      }
      continue;
    }
    const print = await fileFingerprint(path);
    if (!print) continue;
    refs.push({
      source: "kiro",
      id: await chatFileId(path, head),
      location: path,
      fingerprint: print.fingerprint,
      size: print.size,
      data: { kind: "chat-json", path },
    });
  }
  if (refs.length === 0) warnings.push(`Cannot read "${dir}": no saved chat found`);
  return { refs, warnings };
}

/** How much of a file is read to tell whether it is a `/chat save`, and its id. */
const SAVE_HEAD_BYTES = 64 * 1024;

/** A file's first bytes, or `undefined` when it cannot be read (read() then says why). */
async function readHead(path: string): Promise<string | undefined> {
  try {
    return await readPrefix(path, SAVE_HEAD_BYTES);
  } catch {
    return undefined;
  }
}

/**
 * A save's id, like `ctx export kiro`: its `conversation_id` (the same chat gets one summary,
 * and the user's path stays out of `.ctx/` file names), else a hash of its path. The id is read
 * from the head, where `/chat save` writes it; only a save that opens with another member is
 * read whole to find it.
 */
async function chatFileId(path: string, head: string | undefined): Promise<string> {
  const leading = head === undefined ? null : leadingConversationId(head);
  if (leading !== undefined) return leading ?? kiroChatFileId(path);
  try {
    return chatSessionId(await readText(path), path);
  } catch {
    return kiroChatFileId(path); // read() reports why.
  }
}

/** Refs to the project's conversations in the CLIs' `data.sqlite3` databases. */
async function discoverDatabases(
  options: DiscoverOptions,
  platform: Partial<SourcePlatform>,
): Promise<{ refs: SessionRef[]; warnings: string[] }> {
  const refs: SessionRef[] = [];
  const warnings: string[] = [];
  const base = dataLocalDir(options.home, platform);
  for (const product of KIRO_PRODUCTS) {
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
}

/** One conversation row of a CLI database, parsed. */
async function readDatabaseConversation(ref: SessionRef, projectPath: string): Promise<ReadResult> {
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
          projectPath,
        )
        : db.query("SELECT value FROM conversations WHERE key = ?", projectPath),
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
    fallbackCwd: projectPath,
    id: ref.id,
  });
  return { ...result, warnings: [...warnings, ...result.warnings] };
}
