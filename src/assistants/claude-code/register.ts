/**
 * Registering with Claude Code for `ctx install`: through its own CLI when `claude` is on PATH
 * (`claude mcp add --scope user`, which keeps `~/.claude.json` consistent while Claude Code
 * runs), else, and whenever the entry holds values that must not go on a command line, by
 * editing the file under Claude Code's lock.
 */
import {
  type ClientChange,
  type CliRegistrar,
  disabledWarning,
  type Entry,
  type JsonClient,
  type RegisterDeps,
  type RegisterOptions,
  SERVER_NAME,
  type ServerCommand,
} from "../../edit/clients.ts";
import { readJsonEntry, sameValue } from "../../edit/jsonc.ts";
import { backupOriginal } from "../../edit/write.ts";
import { asEntry, change, editJson, readText, withWarnings } from "../../edit/mcp_entry.ts";
import { TooLargeError } from "../../fsutil.ts";
import { claudeAddArgs, describeClaudeArgs, staleWarnings } from "./_local_scope.ts";

/**
 * Claude Code through its CLI, `claude` found on PATH (`claude mcp add`, which keeps
 * `~/.claude.json` consistent while Claude Code runs), reading the entry first so that what the
 * user added to it is re-added (`add-json`). An entry with `env` values never goes on a command
 * line: then, as when the CLI fails, the file is edited under Claude Code's lock.
 */
export const registerWithClaude: CliRegistrar = async (
  deps,
  client,
  path,
  server,
  claude,
  options,
) => {
  const file = () => editJson(client, path, server, deps.config, options);
  let text: string | undefined;
  try {
    text = await readText(path, client.maxBytes);
  } catch (error) {
    if (!(error instanceof TooLargeError)) throw error;
    return await unread(deps, client, path, server, claude, options, error);
  }
  const read = readJsonEntry(text ?? "{}", client.serversKey, SERVER_NAME);
  if (!read.ok) return change(client, path, "malformed", "cli", read.error);
  const existing = asEntry(read.existing);
  // Local-scope entries are not touched by the change: the text read now tells about them.
  const stale = text === undefined ? [] : staleWarnings(text, server);
  const remove = ["mcp", "remove", "--scope", "user", SERVER_NAME];
  if (options.uninstall) {
    if (existing === undefined) {
      return withWarnings(change(client, path, "not registered", "cli"), stale);
    }
    const detail = `claude ${remove.join(" ")}`;
    if (options.dryRun) return withWarnings(change(client, path, "removed", "cli", detail), stale);
    // No backup now (as for a file ctx edits): the file holds ctx's own entry, not an original,
    // and a backup made here would outlive the uninstall.
    const result = await deps.run(claude, remove, { timeoutMs: 60_000 });
    if (result.code !== 0) return await file();
    const after = await entryAfter(client, path, detail);
    if (after.read && after.entry !== undefined) {
      const edited = await file();
      const notes = [...(edited.warnings ?? []), ...stale, silent(detail, path, "still there")];
      return withWarnings(edited, notes);
    }
    return withWarnings(change(client, path, "removed", "cli", detail), [...stale, after.note]);
  }
  const entry = client.merge(existing, server, deps.config);
  const warnings = [...stale, disabledWarning(client, entry, path)];
  if (existing !== undefined && sameValue(existing, entry)) {
    return withWarnings(change(client, path, "unchanged", "cli"), warnings);
  }
  const add = claudeAddArgs(entry, server);
  if (add === undefined) return await file();
  const action = existing === undefined ? "added" : "updated";
  const detail = describeClaudeArgs(add);
  if (options.dryRun) return withWarnings(change(client, path, action, "cli", detail), warnings);
  const backup = await backupOriginal(path);
  if (existing !== undefined) await deps.run(claude, remove, { timeoutMs: 60_000 });
  const result = await deps.run(claude, add, { timeoutMs: 60_000 });
  if (result.code !== 0) {
    return await editJson(client, path, server, deps.config, options, entry);
  }
  const after = await entryAfter(client, path, detail);
  if (after.read && !sameCommand(after.entry, entry)) {
    const edited = await editJson(client, path, server, deps.config, options, entry);
    const notes = [...(edited.warnings ?? []), ...warnings, silent(detail, path, "not written")];
    return withWarnings(edited, notes);
  }
  const done = { ...change(client, path, action, "cli", detail), ...(backup ? { backup } : {}) };
  return withWarnings(done, [...warnings, after.note]);
};

/**
 * ctx's entry in Claude Code's file after the CLI said it succeeded (`entry` undefined when there
 * is none): a `claude` that exits 0 and writes nothing (a wrapper, a stub, another config folder)
 * must not be reported as having registered ctx, nor an older entry it left as updated.
 * The file is read once, within the client's limit (`maxBytes`, 256 MiB: the one read before the
 * CLI ran took it too, but Claude Code may have grown it since). When it cannot be read or parsed,
 * `read` is false and the CLI's exit code is trusted; over the limit, `note` says so (the user
 * may want to look at the file).
 */
async function entryAfter(
  client: JsonClient,
  path: string,
  detail: string,
): Promise<{ read: true; entry: unknown; note?: undefined } | { read: false; note?: string }> {
  let text: string | undefined;
  try {
    text = await readText(path, client.maxBytes);
  } catch (error) {
    if (!(error instanceof TooLargeError)) return { read: false };
    const note = `Claude Code: "${path}" is not read after "${detail}" (${error.message}), so ` +
      "ctx trusts that it succeeded and does not check ctx's entry there";
    return { read: false, note };
  }
  const read = readJsonEntry(text ?? "{}", client.serversKey, SERVER_NAME);
  return read.ok ? { read: true, entry: read.existing } : { read: false };
}

/** True when `after` starts what `entry` starts (the fields `claude mcp add` writes). */
function sameCommand(after: unknown, entry: Entry): boolean {
  const found = asEntry(after);
  return found !== undefined && sameValue(found["command"], entry["command"]) &&
    sameValue(found["args"] ?? [], entry["args"] ?? []);
}

/** The warning when the CLI exited 0 but the file says otherwise. */
function silent(detail: string, path: string, what: "not written" | "still there"): string {
  const entry = what === "not written" ? "did not write ctx's entry to" : "left ctx's entry in";
  return `Claude Code: "${detail}" exited 0 but ${entry} "${path}": ctx edited the file itself ` +
    "(hint: check which `claude` is on PATH and CLAUDE_CONFIG_DIR)";
}

/**
 * A `~/.claude.json` too large to read: the CLI still registers ctx (it reads the file itself),
 * without what the user added to an existing entry and without the local-scope check.
 */
async function unread(
  deps: RegisterDeps,
  client: JsonClient,
  path: string,
  server: ServerCommand,
  claude: string,
  options: RegisterOptions,
  tooLarge: TooLargeError,
): Promise<ClientChange> {
  const args = options.uninstall
    ? ["mcp", "remove", "--scope", "user", SERVER_NAME]
    : ["mcp", "add", "--scope", "user", SERVER_NAME, "--", server.command, ...server.args];
  const detail = `claude ${args.join(" ")}`;
  const action = options.uninstall ? "removed" : "added";
  const note = `Claude Code: "${path}" is not read (${tooLarge.message}), so ctx cannot check ` +
    "its local-scope entries";
  if (options.dryRun) return withWarnings(change(client, path, action, "cli", detail), [note]);
  const result = await deps.run(claude, args, { timeoutMs: 60_000 });
  if (result.code === 0) return withWarnings(change(client, path, action, "cli", detail), [note]);
  const hint = options.uninstall
    ? ""
    : `; hint: an older entry may be in the way: claude mcp remove --scope user ${SERVER_NAME}, ` +
      "then ctx install";
  return change(
    client,
    path,
    "failed",
    "cli",
    `${tooLarge.message}, and "${detail}" failed${hint}`,
  );
}
