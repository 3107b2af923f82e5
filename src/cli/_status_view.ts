/** The human form of `ctx status`: labelled rows with their values aligned, then tables. */
import { tildePath } from "../paths.ts";
import { safeLine } from "../safe_text.ts";
import { alignColumns, plural } from "../text.ts";
import { countText, memoryText, projectCountText } from "../store/memory.ts";
import { renderBackground } from "./_status_background.ts";
import type { Counts, StatusReport } from "./_status_types.ts";

/** A labelled row (its value aligned with the others), or a line printed as it is. */
type Item = [label: string, value: string] | string;

/**
 * The lines of `ctx status`; paths under `home` are shown as `~/…`. `notes` are the assistants'
 * status probe lines, said under Background.
 */
export function renderStatus(
  r: StatusReport,
  home: string,
  notes: readonly string[] = [],
): string[] {
  const short = (path: string) => tildePath(path, home);
  const rows: Item[] = [...backendRows(r), keysRow(r, short), ...projectRows(r, short)];
  rows.push(...teamRows(r));
  rows.push(
    ["Home:", short(r.ctxHome)],
    [
      "Index:",
      `${short(r.index.path)} (${kib(r.index.sizeBytes)}; ${plural(r.index.insights, "insight")}, ${
        plural(r.index.summaries, "summary", "summaries")
      }, ${plural(r.index.projects, "project")})`,
    ],
  );
  if (r.sessions) rows.push(["Sessions:", countsText(r.sessions)]);
  return [
    ...layout(rows),
    // Where history is looked for is said of a project only.
    ...(r.project.noProject === undefined ? sourcesTable(r, short) : []),
    ...storesTable(r, short),
    ...projectsTable(r, short),
    ...renderBackground(r.background, notes),
    ...clientsTable(r, short),
  ];
}

/** The project of the folder and its memory, or why the folder is not a project. */
function projectRows(r: StatusReport, short: (path: string) => string): Item[] {
  const p = r.project;
  if (p.noProject !== undefined) {
    return [
      ["Project:", `No project here: "${short(p.root)}" is ${p.noProject}, not a project`],
      ...(p.hint ? [["  hint:", p.hint] satisfies Item] : []),
    ];
  }
  const rows: Item[] = [];
  rows.push(
    ["Project:", `${p.id} at ${short(p.root)}`],
    ["  store:", `${p.local ? "local" : "per-user"} ${short(p.storeDir)}`],
    [
      "  memory:",
      memoryText({ ...p.stats, folders: p.folders, team: p.team?.insights ?? 0 }, p.root) +
      (p.stats.lastUpdate ? `, last update ${p.stats.lastUpdate.slice(0, 10)}` : ""),
    ],
  );
  if (p.stats.topTags.length) {
    rows.push(["  topics:", p.stats.topTags.map((t) => `${t.tag} (${t.count})`).join(", ")]);
  }
  if (p.team) {
    rows.push([
      "  team:",
      `${plural(p.team.insights, "insight")} from teammates (ctx pull), in ${short(p.team.dir)}`,
    ]);
  }
  if (p.notWrittenHere) {
    const files = p.notWrittenHere;
    // The safe side kept, said truthfully (u-mend16): a file an older ctx wrote here is served
    // as the repository's too, since ctx cannot tell it from one replaced since.
    const older = files.filter((f) => f.beforeAuthorship);
    const others = files.filter((f) => !f.beforeAuthorship);
    const count = (list: typeof files) =>
      `${plural(list.length, "summary file")} in .ctx/ ` +
      (list === older
        ? "written here before ctx recorded which files it writes (an older ctx)"
        : "not written on this machine");
    const insights = (list: typeof files) =>
      plural(list.reduce((n, f) => n + f.insights, 0), "insight");
    if (others.length > 0) {
      rows.push([
        "  committed:",
        `${count(others)} (${insights(others)}): served as quoted notes from the repository`,
      ]);
    }
    if (older.length > 0) {
      rows.push([
        others.length > 0 ? "" : "  committed:",
        `${count(older)} (${insights(older)}): served as quoted notes from the repository, ` +
        "as ctx cannot tell them from files replaced since",
      ]);
    }
    for (const f of files.slice(0, NOT_WRITTEN_SHOWN)) {
      const when = f.beforeAuthorship ? ", written before ctx recorded authorship" : "";
      rows.push(`    ${safeLine(f.path)} (${plural(f.insights, "insight")}${when})`);
    }
    if (files.length > NOT_WRITTEN_SHOWN) {
      rows.push(`    … and ${files.length - NOT_WRITTEN_SHOWN} more (ctx status --json lists all)`);
    }
  }
  if (p.sessions) rows.push(["  sessions:", countsText(p.sessions)]);
  for (const f of p.failures ?? []) {
    rows.push(["  failed:", `${plural(f.sessions, "session")}: ${f.reason}`]);
  }
  return rows;
}

/** Summary files not written here listed by `ctx status` (all of them in `--json`). */
const NOT_WRITTEN_SHOWN = 10;

/** Labelled rows with their values in one column; other lines as they are. */
function layout(items: Item[]): string[] {
  const width = Math.max(...items.map((i) => (typeof i === "string" ? 0 : [...i[0]].length)));
  return items.map((item) =>
    typeof item === "string"
      ? item
      : `${item[0]}${" ".repeat(width - [...item[0]].length)}  ${item[1]}`.trimEnd()
  );
}

/** The backend in use, its key, and the resolution order rule by rule. */
function backendRows(r: StatusReport): Item[] {
  const b = r.backend;
  const rows: Item[] = b.error
    ? [["Backend:", `none — ${b.error}`]]
    : [["Backend:", `${b.label} — ${b.reason}`]];
  if (b.key) rows.push(["  key:", b.key]);
  if (b.endpoint) {
    const { url, setBy } = b.endpoint;
    rows.push(["  endpoint:", `${url} (${setBy ?? "the vendor's own API"})`]);
  }
  for (const warning of b.warnings ?? []) rows.push(["  warning:", warning]);
  for (const notice of b.notices) rows.push(["  note:", notice]);
  if (b.error) rows.push(...hintRows(b.hint));
  if (b.steps.length) {
    rows.push("  resolution (the first rule that applies wins):");
    rows.push(...alignColumns(b.steps.map((s) => [`    ${s.rule} ${s.what}`, s.result])));
  }
  return rows;
}

function keysRow(r: StatusReport, short: (path: string) => string): Item {
  const k = r.keys;
  if (k.store === "keychain") return ["Keys:", `kept in the ${k.label}`];
  const label = k.label.replace(/"([^"]+)"/, (_, path: string) => `"${short(path)}"`);
  return ["Keys:", `kept in the ${label}: ${k.reason ?? "no keychain"}`];
}

function teamRows(r: StatusReport): Item[] {
  const t = r.team;
  if (t.apiUrlFrom === "unknown") {
    return ["Team:", ["  server:", `unknown — ${t.error}`], ...hintRows(t.hint)];
  }
  const server = t.apiUrl === null
    ? "none (no default server: set CTX_API_URL to your team server, then run ctx auth)"
    : `${t.apiUrl} (${
      t.apiUrlFrom === "saved key" ? "the server the saved key belongs to" : "CTX_API_URL"
    })`;
  return [
    "Team:",
    ["  server:", server],
    [
      "  key:",
      t.error ? `unusable: ${t.error}` : t.key ?? "none (run ctx auth, or set CTX_API_KEY)",
    ],
    ...hintRows(t.error ? t.hint : undefined),
  ];
}

/** A hint under its section's problem, one row a line. */
function hintRows(hint: string | undefined): Item[] {
  if (hint === undefined) return [];
  const [first, ...more] = hint.split("\n");
  return [["  hint:", first ?? ""], ...more.map((line): Item => ["", line.trim()])];
}

function sourcesTable(r: StatusReport, short: (path: string) => string): string[] {
  const rows = r.sources.map((s) => [
    `  ${s.label}`,
    s.found ? plural(s.found, "session") : "none",
    s.locations.map((l) => `${short(l.path)}${l.exists ? "" : " (missing)"}`).join(", "),
  ]);
  return [
    `History of this project (${plural(r.sources.length, "assistant")}):`,
    ...alignColumns(rows),
  ];
}

function storesTable(r: StatusReport, short: (path: string) => string): string[] {
  if (r.stores.length === 0) {
    return ["Stores (0):", "  none yet: run ctx init <assistant> in a project"];
  }
  const rows = r.stores.map((s) => [
    `  ${s.kind}`,
    s.projectId,
    short(s.dir),
    plural(s.insights, "insight") + (s.exists ? "" : " (folder missing)"),
  ]);
  return [`Stores (${r.stores.length}):`, ...alignColumns(rows)];
}

function projectsTable(r: StatusReport, short: (path: string) => string): string[] {
  if (r.projects.length === 0) {
    return ["Projects (0):", "  none yet: run ctx init <assistant> in a project"];
  }
  const rows = r.projects.flatMap((pr) => [
    [
      `  ${pr.id}`,
      // A project known only from `ctx pull` has no session of its own on this machine.
      `${projectCountText(pr)}, last ` +
      (pr.lastUpdate.slice(0, 10) || "unknown"),
      pr.folders.length > 1
        ? `${plural(pr.folders.length, "folder")}:`
        : short(pr.root) + (pr.missing ? " (folder missing)" : ""),
    ],
    // Clones of one origin: one project, each folder with what was recorded in it.
    ...(pr.folders.length > 1
      ? pr.folders.map((f) => [
        "",
        `    ${countText(f)}`,
        `  ${short(f.root)}${f.missing ? " (folder missing)" : ""}`,
      ])
      : []),
  ]);
  return [`Projects (${r.projects.length}):`, ...alignColumns(rows)];
}

function clientsTable(r: StatusReport, short: (path: string) => string): string[] {
  const lines = [`MCP clients (${r.clients.length}):`];
  if (r.clients.length === 0) {
    lines.push("  none found: ctx install registers ctx in those it finds");
  }
  const rows = r.clients.map((c) => [
    `  ${c.client}`,
    short(c.path),
    c.error ? `unreadable: ${c.error}` : c.registered ? "ctx registered" : "no ctx entry",
  ]);
  alignColumns(rows).forEach((line, i) => {
    lines.push(line);
    for (const warning of r.clients[i]!.warnings ?? []) lines.push(`    warning: ${warning}`);
  });
  return lines;
}

function countsText(c: Counts): string {
  const parts = [
    `${c.ok ?? 0} distilled`,
    `${(c.empty ?? 0) + (c.short ?? 0)} with nothing to keep`,
    `${c.failed ?? 0} failed`,
  ];
  if (c.running) parts.push(`${c.running} in progress`);
  return parts.join(", ");
}

function kib(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.round(bytes / 1024)} KiB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
