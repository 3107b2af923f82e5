/**
 * `deno task fidelity`: does what reaches the model match what happened? Lays the real samples
 * (`../shared/fixtures/real/`) and the synthetic samples of issue 12 out where each assistant
 * keeps them, runs ctx's own discovery, reading and cleaning on them (as `ctx init` does, at
 * CTX_MAX_CHARS, default 20000), and prints per source:
 *
 * - sessions found (of those laid out) and sessions that would be sent (not "too short");
 * - human prompts that reach the model in the human's voice, of all the human typed (ground
 *   truth: `scripts/fidelity_truth.json` for real samples, the generators for synthetic ones),
 *   overall and in long sessions (cleaned text over the budget);
 * - text sent in the human's voice that the human did not type (`[user]` blocks matching no
 *   prompt, and the samples' known generated texts);
 * - characters cleaned (before the budget) and sent; malformed lines; unknown records.
 *
 * Flags: `--json`; `--max-chars=N`; `--real=DIR` (lay out the transcripts of another folder:
 * each file under it, in any folder and of any name, is placed by its content — Claude Code,
 * Codex, Gemini CLI, Kiro/Amazon Q, Cursor agent, VS Code Copilot, Aider (its input history
 * beside it: the one of the same name, else the only one in the folder), Continue, GitHub Copilot
 * CLI — and a file it cannot place is named with the reason; DIR may also be one file, and a
 * path that is not there is an error; ground truth is looked up by kind and file name, and a file
 * without it is listed); `--write-truth` (rewrite the real samples' ground truth from the current
 * parsers: review the diff before committing it).
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadConfig } from "../src/config/mod.ts";
import * as clean from "../src/distill/clean.ts";
import { openSources } from "../src/assistants/mod.ts";
import { safeLine } from "../src/safe_text.ts";
import type { DiscoverOptions, Session, SessionRef, Source } from "../src/types.ts";
import {
  type LaidOut,
  layOut,
  NOT_MEASURED,
  refsOf,
  type Scan,
  type TruthFile,
} from "./_fidelity_layout.ts";

const realArg = Deno.args.find((a) => a.startsWith("--real="))?.slice("--real=".length);
const REAL = realArg
  ? resolve(realArg)
  : resolve(import.meta.dirname!, "..", "..", "shared", "fixtures", "real");
const TRUTH = join(import.meta.dirname!, "fidelity_truth.json");
if (realArg !== undefined && !existsSync(REAL)) {
  console.error(
    `--real=${safeLine(realArg)}: no such file or folder (hint: a folder of transcripts)`,
  );
  Deno.exit(2);
}

const json = Deno.args.includes("--json");
const writeTruth = Deno.args.includes("--write-truth");
const maxArg = Deno.args.find((a) => a.startsWith("--max-chars="))?.slice("--max-chars=".length);

interface SessionFigures {
  source: string;
  name: string;
  kind: "real" | "sample";
  sent: boolean;
  long: boolean;
  prompts: number;
  reached: number;
  foreign: number;
  generatedAsHuman: number;
  cleanedChars: number;
  sentChars: number;
  malformed: number;
  unknown: number;
}

/** Whitespace collapsed: how a prompt is looked for in the sent text. */
function norm(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The opening of a text, short enough to survive a prompt clipped in its middle. */
function head(text: string): string {
  return norm(text).slice(0, 24);
}

/** The bodies of the blocks sent in the human's voice. */
function userBlocks(text: string): string[] {
  return text.split(/\n\n(?=\[(?:user|assistant|tool|generated)\]\n)/)
    .filter((b) => b.startsWith("[user]\n"))
    .map((b) => norm(b.slice("[user]\n".length)));
}

/** What the pipeline would decide ("too short"), with this tree's rule. */
function tooShort(cleaned: clean.CleanResult): boolean {
  const rule = (clean as { isTooShort?: (c: clean.CleanResult) => boolean }).isTooShort;
  return rule ? rule(cleaned) : cleaned.userChars < 20 || cleaned.text.length < 120;
}

function humanPrompts(session: Session | null): string[] {
  return (session?.turns ?? []).filter((t) => t.role === "user").flatMap((t) =>
    t.parts.flatMap((p) => p.kind === "text" && p.text.trim() ? [norm(p.text).slice(0, 80)] : [])
  );
}

async function measure(home: string, scans: Scan[], maxChars: number, truthFile: TruthFile) {
  const config = loadConfig({ HOME: home, CTX_HOME: join(home, ".ctx-home") }, {
    os: Deno.build.os,
  });
  const figures: SessionFigures[] = [];
  const missing: string[] = [];
  const truth: TruthFile = {};
  for (const scan of scans) {
    const [source] = await openSources(config, [scan.source]);
    const options = {
      projectPath: scan.project,
      home,
      ...(scan.dir ? { dir: scan.dir } : {}),
      lean: config.sanitizeChat,
      userOnly: config.userQueriesOnly,
    };
    const { refs } = await source!.discover(options);
    for (const file of scan.files) {
      const found = refsOf(file, refs);
      if (found.length === 0) missing.push(`${scan.source} ${file.name}`);
      for (const { ref, name } of found) {
        const fileTruth = file.allSessions
          ? {
            prompts: truthFile[realKey(scan.source, name)]?.prompts ?? [],
            generated: truthFile[realKey(scan.source, name)]?.generated ?? [],
          }
          : file.truth;
        const laid = { ...file, name, truth: fileTruth };
        const { session, ...measured } = await figuresOf(source!, ref, options, laid, maxChars);
        figures.push(measured);
        if (file.kind === "real") {
          truth[realKey(scan.source, name)] = { prompts: humanPrompts(session) };
        }
      }
    }
  }
  return { figures, missing, truth };
}

/** What reaches the model of one session, against its ground truth. */
async function figuresOf(
  source: Source,
  ref: SessionRef,
  options: DiscoverOptions & { lean: boolean; userOnly: boolean },
  file: LaidOut,
  maxChars: number,
): Promise<SessionFigures & { session: Session | null }> {
  const read = await source.read(ref, options);
  const session = read.session;
  const cleaned = session
    ? clean.cleanSession(session, { sanitize: options.lean, userOnly: options.userOnly, maxChars })
    : undefined;
  const sent = !!cleaned && !tooShort(cleaned);
  const blocks = sent ? userBlocks(cleaned.text) : [];
  const heads = file.truth.prompts.map(head);
  return {
    source: source.id,
    name: file.name,
    kind: file.kind,
    sent,
    long: (cleaned?.fullChars ?? 0) > maxChars,
    prompts: heads.length,
    reached: heads.filter((h) => blocks.some((b) => b.includes(h))).length,
    foreign: blocks.filter((b) => !heads.some((h) => b.includes(h))).length,
    generatedAsHuman: file.truth.generated.map(head)
      .filter((g) => blocks.some((b) => b.includes(g))).length,
    cleanedChars: cleaned?.fullChars ?? 0,
    sentChars: sent ? cleaned.text.length : 0,
    malformed: read.skippedCount ?? read.skipped.length,
    unknown: (read as { unknownRecords?: number }).unknownRecords ?? 0,
    session,
  };
}

/** `folder/name` of a real sample, as in the truth file. */
function realKey(source: string, name: string): string {
  const folder: Record<string, string> = {
    "claude-code": "claude-code",
    codex: "codex",
    gemini: "gemini-cli",
    kiro: "kiro-amazon-q",
    cursor: "cursor",
    copilot: "vscode-copilot",
    aider: "aider",
    continue: "continue",
    "copilot-cli": "copilot-cli",
  };
  return `${folder[source] ?? source}/${name}`;
}

function summarize(figures: SessionFigures[]) {
  const groups = new Map<string, SessionFigures[]>();
  for (const f of figures) {
    const key = `${f.source} ${f.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  return [...groups.entries()].map(([key, list]) => {
    const [source, kind] = key.split(" ") as [string, string];
    const sum = (pick: (f: SessionFigures) => number, of = list) =>
      of.reduce((s, f) => s + pick(f), 0);
    const long = list.filter((f) => f.long);
    return {
      source,
      kind,
      sessions: list.length,
      sent: list.filter((f) => f.sent).length,
      prompts: sum((f) => f.prompts),
      reached: sum((f) => f.reached),
      longPrompts: sum((f) => f.prompts, long),
      longReached: sum((f) => f.reached, long),
      foreign: sum((f) => f.foreign),
      generatedAsHuman: sum((f) => f.generatedAsHuman),
      cleanedChars: sum((f) => f.cleanedChars),
      sentChars: sum((f) => f.sentChars),
      malformed: sum((f) => f.malformed),
      unknown: sum((f) => f.unknown),
    };
  });
}

function pct(a: number, b: number): string {
  return b === 0 ? "-" : `${Math.round((100 * a) / b)}%`;
}

const home = await Deno.makeTempDir({ prefix: "ctx-fidelity-" });
try {
  const truth: TruthFile = JSON.parse(await Deno.readTextFile(TRUTH).catch(() => "{}"));
  const { scans, unplaced } = await layOut(home, REAL, truth);
  const laidOut = scans.reduce((n, s) => n + s.files.length, 0);
  const maxChars = maxArg ? Number(maxArg) : 20_000;
  const { figures, missing, truth: parsed } = await measure(home, scans, maxChars, truth);
  // Real files under other names (`--real=DIR`) have no ground truth: their prompts are not
  // checked (each block they send in the human's voice shows as "not typed"), and that is said.
  const noTruth = figures.filter((f) => f.kind === "real")
    .map((f) => realKey(f.source, f.name)).filter((key) => truth[key] === undefined);
  const notPlaced = unplaced.map((u) => ({ file: safeLine(u.rel), why: safeLine(u.why) }));
  if (writeTruth) {
    await Deno.writeTextFile(TRUTH, JSON.stringify(parsed, null, 2) + "\n");
    console.error(`wrote ${TRUTH}: review it before committing`);
  }
  const rows = summarize(figures);
  if (json) {
    console.log(
      JSON.stringify(
        { maxChars, laidOut, missing, noTruth, notPlaced, sources: rows, sessions: figures },
        null,
        2,
      ),
    );
  } else {
    const table = [
      [
        "source",
        "set",
        "found",
        "sent",
        "prompts reached",
        "long: reached",
        "not typed, as [user]",
        "chars cleaned → sent",
        "malformed",
        "unknown",
      ],
      ...rows.map((r) => [
        r.source,
        r.kind,
        `${r.sessions}`,
        `${r.sent}`,
        `${r.reached}/${r.prompts} ${pct(r.reached, r.prompts)}`,
        `${r.longReached}/${r.longPrompts} ${pct(r.longReached, r.longPrompts)}`,
        `${r.foreign} (+${r.generatedAsHuman} known)`,
        `${r.cleanedChars} → ${r.sentChars}`,
        `${r.malformed}`,
        `${r.unknown}`,
      ]),
    ];
    const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
    for (const row of table) {
      console.log(row.map((c, i) => c.padEnd(widths[i]!)).join("  ").trimEnd());
    }
    console.log(
      `\nCTX_MAX_CHARS=${maxChars}; ${figures.length} sessions found in ${laidOut} laid-out ` +
        "files (an aider history holds several).",
    );
    if (missing.length) console.log(`Not found: ${safeLine(missing.join(", "))}`);
    if (noTruth.length) {
      console.log(
        `No ground truth (prompts not checked; --write-truth records it): ${
          safeLine(noTruth.join(", "))
        }`,
      );
    }
    for (const { file, why } of notPlaced) console.log(`Not placed: ${file} (${why})`);
    for (const [file, why] of Object.entries(NOT_MEASURED)) {
      console.log(`Not measured: ${file} (${why})`);
    }
  }
} finally {
  await Deno.remove(home, { recursive: true }).catch(() => {});
}
