/**
 * The golden check: the exact text ctx would send for every fixture, so a change to reading,
 * cleaning or redaction can prove it sends the same (or show exactly what changed).
 *
 * Lays out the real samples (`../shared/fixtures/real/`), the synthetic fidelity samples and
 * long generated sessions of each streaming format where each assistant keeps them, reads them
 * with ctx's own discovery and readers (as `ctx init` does), cleans, redacts and builds the
 * prompt at several budgets and modes, and prints one JSON object: `{ "<source>/<file> <mode>":
 * prompt text }`.
 *
 *   deno run -A scripts/golden.ts --write=before.json      (on the tree before the change)
 *   deno run -A scripts/golden.ts --check=before.json      (after: lists every difference)
 *
 * Modes: `lean@N` (SANITIZE_CHAT=1, the default, at CTX_MAX_CHARS=N), `raw@∞` (SANITIZE_CHAT=0,
 * nothing cut), `user@20000` (EXTRACT_USER_QUERIES_ONLY=1).
 */
import { join, resolve } from "node:path";
import { loadConfig } from "../src/config/mod.ts";
import { cleanSession } from "../src/distill/clean.ts";
import { buildPrompt } from "../src/distill/prompt.ts";
import { redact } from "../src/redact/mod.ts";
import { openSources } from "../src/assistants/mod.ts";
import type { Scan, TruthFile } from "./_fidelity_layout.ts";
import { layOut, refsOf } from "./_fidelity_layout.ts";
import { type BigFormat, bigSessionText } from "../tests/fixtures/big_sessions.ts";

const REAL = resolve(import.meta.dirname!, "..", "..", "shared", "fixtures", "real");
const write = Deno.args.find((a) => a.startsWith("--write="))?.slice("--write=".length);
const check = Deno.args.find((a) => a.startsWith("--check="))?.slice("--check=".length);

const EVERYTHING = 1_000_000_000;
const MODES = [
  { name: "lean@all", lean: true, sanitize: true, userOnly: false, maxChars: EVERYTHING },
  { name: "lean@20000", lean: true, sanitize: true, userOnly: false, maxChars: 20_000 },
  { name: "lean@6000", lean: true, sanitize: true, userOnly: false, maxChars: 6_000 },
  { name: "lean@3000", lean: true, sanitize: true, userOnly: false, maxChars: 3_000 },
  { name: "raw@all", lean: false, sanitize: false, userOnly: false, maxChars: EVERYTHING },
  { name: "user@20000", lean: true, sanitize: true, userOnly: true, maxChars: 20_000 },
];

/** The long generated sessions: where each format's reader finds them, by project. */
async function layOutBig(home: string): Promise<Scan[]> {
  const scans: Scan[] = [];
  const put = async (scan: Scan, path: string, format: BigFormat, exchanges: number) => {
    const text = bigSessionText(format, exchanges, { cwd: scan.project });
    await Deno.mkdir(join(path, ".."), { recursive: true });
    await Deno.writeTextFile(path, text);
    scan.files.push({
      name: `big-${format}-${exchanges}`,
      kind: "sample",
      path,
      truth: { prompts: [], generated: [] },
    });
  };
  const claude: Scan = { source: "claude-code", project: "/golden/claude", files: [] };
  await put(
    claude,
    join(home, ".claude", "projects", "-golden-claude", "big.jsonl"),
    "claude-code",
    400,
  );
  scans.push(claude);
  const codex: Scan = { source: "codex", project: "/golden/codex", files: [] };
  const day = join(home, ".codex", "sessions", "2026", "06", "01");
  await put(codex, join(day, "rollout-2026-06-01T10-00-00-big.jsonl"), "codex", 400);
  scans.push(codex);
  for (const format of ["gemini-jsonl", "gemini-json"] as const) {
    const project = `/golden/${format}`;
    const dir = join(home, ".gemini", "tmp", format);
    await Deno.mkdir(dir, { recursive: true });
    await Deno.writeTextFile(join(dir, ".project_root"), project);
    const scan: Scan = { source: "gemini", project, files: [] };
    const ext = format === "gemini-json" ? "json" : "jsonl";
    await put(scan, join(dir, "chats", `session-2026-06-01T10-00-big.${ext}`), format, 300);
    scans.push(scan);
  }
  return scans;
}

async function golden(): Promise<Record<string, string>> {
  const home = await Deno.makeTempDir({ prefix: "ctx-golden-" });
  try {
    const truth: TruthFile = JSON.parse(
      await Deno.readTextFile(join(import.meta.dirname!, "fidelity_truth.json")),
    );
    const scans = [...(await layOut(home, REAL, truth)).scans, ...await layOutBig(home)];
    const config = loadConfig({ HOME: home, CTX_HOME: join(home, ".ctx-home") }, {
      os: Deno.build.os,
    });
    const out: Record<string, string> = {};
    for (const scan of scans) {
      const [source] = await openSources(config, [scan.source]);
      for (const lean of [true, false]) {
        const options = {
          projectPath: scan.project,
          home,
          ...(scan.dir ? { dir: scan.dir } : {}),
          lean,
        };
        const { refs } = await source!.discover(options);
        for (const file of scan.files) {
          // Each session of the file (an aider history holds several), or the file not found.
          const found = refsOf(file, refs);
          for (
            const { ref, name } of found.length > 0 ? found : [{ ref: undefined, name: file.name }]
          ) {
            const read = ref ? await source!.read(ref, options) : undefined;
            for (const mode of MODES.filter((m) => m.lean === lean)) {
              const key = `${scan.source}/${name} ${mode.name}`;
              if (!read) {
                out[key] = "(not found)";
                continue;
              }
              if (!read.session) {
                out[key] = "(no session)";
                continue;
              }
              const cleaned = cleanSession(read.session, mode);
              const transcript = redact(cleaned.text).text;
              out[key] = buildPrompt({
                transcript,
                source: ref!.source,
                sessionId: ref!.id,
                projectName: "golden",
                truncated: cleaned.truncated,
                prompts: {
                  total: cleaned.prompts,
                  sent: cleaned.promptsSent,
                  whole: cleaned.promptsWhole,
                },
              }).prompt;
            }
          }
        }
      }
    }
    return out;
  } finally {
    await Deno.remove(home, { recursive: true }).catch(() => {});
  }
}

/** Where two texts first differ, with a little context. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const show = (s: string) => JSON.stringify(s.slice(Math.max(0, i - 40), i + 60));
  return `at ${i}: before ${show(a)}\n      after  ${show(b)}`;
}

const now = await golden();
if (write) {
  await Deno.writeTextFile(write, JSON.stringify(now, null, 1) + "\n");
  console.error(`wrote ${Object.keys(now).length} texts to ${write}`);
} else if (check) {
  const before: Record<string, string> = JSON.parse(await Deno.readTextFile(check));
  const keys = [...new Set([...Object.keys(before), ...Object.keys(now)])].sort();
  let differ = 0;
  for (const key of keys) {
    if (before[key] === now[key]) continue;
    differ++;
    if (before[key] === undefined || now[key] === undefined) {
      console.log(`${key}: ${before[key] === undefined ? "new" : "gone"}`);
    } else console.log(`${key}: differs ${firstDifference(before[key]!, now[key]!)}`);
  }
  console.log(`${keys.length - differ} of ${keys.length} texts the same; ${differ} differ`);
  if (differ > 0) Deno.exitCode = 1;
} else console.log(JSON.stringify(now, null, 1));
