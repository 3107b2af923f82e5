/**
 * GitHub Copilot CLI source, under `COPILOT_HOME` (default `~/.copilot`):
 *
 * - `session-state/<id>/events.jsonl` (0.0.378 and later; `workspace.yaml` beside it), and the
 *   flat `session-state/<id>.jsonl` some releases in between wrote: one event per line. A
 *   session belongs to the project when the `cwd` its `session.start` recorded (discovery reads
 *   only the first line; `workspace.yaml` when that line is not it) is the project's folder or
 *   inside it. A session the CLI started itself from another one (a detached agent run) is not
 *   read: it is the other session's work.
 * - `history-session-state/session_<id>_<ms>.json` (0.0.341 and earlier): no folder recorded,
 *   so the session belongs to the project its tools first worked in (the first absolute path
 *   in their arguments); a session resumed since (copied to `session-state/`) is read there.
 *
 * `--copilot-cli-dir` is the Copilot home (or one of those two folders). Parsing is in
 * `_parse.ts` and `_legacy.ts`.
 */
import { basename, dirname, join } from "node:path";
import type { Config } from "../../config/mod.ts";
import { errorMessage } from "../../errors.ts";
import { tryJson } from "../../sources/build.ts";
import { readFirstLine, readJsonlSession } from "../../sources/jsonl.ts";
import { parseRecord } from "../../sources/lead.ts";
import { fileFingerprint, isDir, listDir, readSessionJson, readText } from "../../sources/paths.ts";
import { isInsideProject } from "../../store/mod.ts";
import type { DiscoverOptions, ReadResult, SessionRef, Source } from "../../types.ts";
import { plural } from "../../text.ts";
import { legacyPaths, parseLegacySession } from "./_legacy.ts";
import { copilotHead, parseCopilotEvents, workspaceCwd } from "./_parse.ts";
import { copilotHome } from "./paths.ts";

const STATE = "session-state";
const LEGACY = "history-session-state";
/** The largest `workspace.yaml` read. */
const MAX_WORKSPACE_BYTES = 64 * 1024;

/** The Copilot home for `--copilot-cli-dir` (the home, or one of its session folders). */
function homeOf(
  options: Pick<DiscoverOptions, "dir" | "home">,
  config: Pick<Config, "copilotHome">,
) {
  if (!options.dir) return copilotHome({ home: options.home, copilotHome: config.copilotHome });
  const name = basename(options.dir);
  return name === STATE || name === LEGACY ? dirname(options.dir) : options.dir;
}

interface Found {
  id: string;
  path: string;
  cwd: string;
  kind: "events" | "legacy";
}

/** The head of an events file: `session.start` on its first line, else `workspace.yaml`. */
async function eventsHead(path: string, workspace: string | undefined) {
  const { text } = await readFirstLine(path);
  const parsed = parseRecord(text);
  const head = parsed.ok ? copilotHead(parsed.value) : {};
  if (!head.cwd && workspace) {
    const yaml = await readText(workspace, MAX_WORKSPACE_BYTES).catch(() => undefined);
    const cwd = yaml === undefined ? undefined : workspaceCwd(yaml);
    if (cwd) return { ...head, cwd };
  }
  return head;
}

async function findEvents(home: string, project: string, warnings: string[]): Promise<Found[]> {
  const state = join(home, STATE);
  const found: Found[] = [];
  let unknown = 0;
  for (const entry of await listDir(state)) {
    const folder = entry.isDirectory ? join(state, entry.name) : undefined;
    const path = folder ? join(folder, "events.jsonl") : join(state, entry.name);
    if (!folder && !(entry.isFile && entry.name.endsWith(".jsonl"))) continue;
    let head;
    try {
      head = await eventsHead(path, folder && join(folder, "workspace.yaml"));
    } catch (error) {
      // A folder without events yet (a session that never got a prompt) is not a session.
      if (!(error instanceof Deno.errors.NotFound)) {
        warnings.push(`Cannot read "${path}": ${errorMessage(error)}`);
      }
      continue;
    }
    if (head.spawnedBy) continue;
    if (!head.cwd) {
      unknown++;
      continue;
    }
    if (!isInsideProject(head.cwd, project)) continue;
    const id = head.id ?? entry.name.replace(/\.jsonl$/, "");
    if (!found.some((f) => f.id === id)) found.push({ id, path, cwd: head.cwd, kind: "events" });
  }
  if (unknown > 0) {
    warnings.push(
      `${plural(unknown, "GitHub Copilot CLI session")} in "${state}" ` +
        `${unknown === 1 ? "records" : "record"} no folder (no session.start): not read`,
    );
  }
  return found;
}

async function findLegacy(
  home: string,
  options: DiscoverOptions,
  known: Set<string>,
  warnings: string[],
): Promise<Found[]> {
  const dir = join(home, LEGACY);
  const found: Found[] = [];
  let unplaced = 0;
  for (const entry of await listDir(dir)) {
    if (!entry.isFile || !entry.name.endsWith(".json")) continue;
    const path = join(dir, entry.name);
    let text: string;
    try {
      text = await readText(path);
    } catch (error) {
      warnings.push(`Cannot read "${path}": ${errorMessage(error)}`);
      continue;
    }
    const parsed = tryJson(text);
    const value = parsed.ok ? parsed.value as Record<string, unknown> | null : null;
    const id = typeof value?.["sessionId"] === "string"
      ? value["sessionId"]
      : /^session_(.+?)(?:_\d+)?\.json$/.exec(entry.name)?.[1] ?? entry.name.slice(0, -5);
    if (known.has(id)) continue; // Resumed since: read where the CLI moved it.
    const first = parsed.ok ? legacyPaths(parsed.value)[0] : undefined;
    if (first === undefined && !options.dir) {
      unplaced++;
      continue;
    }
    // Pointed at explicitly, a session that names no folder is the project's.
    if (first !== undefined && !isInsideProject(first, options.projectPath)) continue;
    found.push({ id, path, cwd: options.projectPath, kind: "legacy" });
  }
  if (unplaced > 0) {
    warnings.push(
      `${plural(unplaced, "older GitHub Copilot CLI session")} in "${dir}" ` +
        `${unplaced === 1 ? "names" : "name"} no folder its tools worked in: not read ` +
        "(hint: --copilot-cli-dir that folder reads them into this project)",
    );
  }
  return found;
}

async function readCopilot(ref: SessionRef, options: DiscoverOptions): Promise<ReadResult> {
  const path = ref.data?.["path"] ?? ref.location;
  const cwd = ref.data?.["cwd"] ?? options.projectPath;
  if (ref.data?.["kind"] === "legacy") {
    const parsed = await readSessionJson(path);
    if (!("value" in parsed)) return parsed;
    const result = parseLegacySession(parsed.value, { cwd });
    return { ...result, warnings: result.warnings.map((w) => `Cannot read "${path}": ${w}`) };
  }
  return await readJsonlSession(
    path,
    options.signal,
    (records, skipped) => parseCopilotEvents(records, skipped, { id: ref.id, cwd }),
  );
}

/** Create the GitHub Copilot CLI source (`--copilot-cli-dir` = the Copilot home). */
export function createCopilotCliSource(config: Pick<Config, "copilotHome">): Source {
  return {
    id: "copilot-cli",
    label: "GitHub Copilot CLI",
    locations(options) {
      const home = homeOf(options, config);
      return [join(home, STATE), join(home, LEGACY)];
    },
    async discover(options) {
      const warnings: string[] = [];
      const home = homeOf(options, config);
      if (options.dir && !(await isDir(join(home, STATE))) && !(await isDir(join(home, LEGACY)))) {
        warnings.push(`Cannot read "${options.dir}": no ${STATE}/ or ${LEGACY}/ folder found`);
        return { refs: [], warnings };
      }
      const events = await findEvents(home, options.projectPath, warnings);
      const legacy = await findLegacy(home, options, new Set(events.map((f) => f.id)), warnings);
      const refs: SessionRef[] = [];
      for (const f of [...events, ...legacy]) {
        const print = await fileFingerprint(f.path);
        if (!print) continue;
        refs.push({
          source: "copilot-cli",
          id: f.id,
          location: f.path,
          fingerprint: print.fingerprint,
          size: print.size,
          data: { path: f.path, kind: f.kind, cwd: f.cwd },
        });
      }
      return { refs, warnings };
    },
    read: readCopilot,
  };
}
