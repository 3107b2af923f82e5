/**
 * What a small `CTX_MAX_CHARS` keeps of a long session (issue 23 item 1): at 3,000, 6,000 and
 * 20,000 characters, whether the first prompt and the final conclusion are sent (whole or
 * shortened), the share of the human's prompts sent whole, and whether a larger budget ever
 * loses what a smaller one kept (every 100 characters from 3,000 to 20,000). On the generated
 * 240-turn session (mostly filler prompts) and the generated 61-prompt Claude Code session of the
 * fidelity samples, read by ctx's own reader.
 */
import { join } from "node:path";
import { createClaudeCodeSource } from "../src/assistants/claude-code/reader.ts";
import { cleanSession } from "../src/distill/clean.ts";
import type { Session } from "../src/types.ts";
import { keeps, longSession, transcriptBlocks } from "../tests/fixtures/long_session.ts";
import { fidelitySamples } from "../tests/fixtures/fidelity_samples.ts";
import type { Figure } from "./_bench_core.ts";

const BUDGETS = [3_000, 6_000, 20_000];
const SANITIZED = { sanitize: true, userOnly: false } as const;

export async function benchBudgetFidelity(tmp: string): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const [name, session] of await sessions(tmp)) {
    const whole = transcriptBlocks(
      cleanSession(session, { ...SANITIZED, maxChars: Infinity }).text,
    );
    const places = [...whole.keys()];
    const first = places.find((at) => whole.get(at)!.startsWith("[user]\n"));
    const final = places.findLast((at) => whole.get(at)!.startsWith("[assistant]\n"));
    const monotonic = isMonotonic(session);
    for (const maxChars of BUDGETS) {
      const r = cleanSession(session, { ...SANITIZED, maxChars });
      const blocks = transcriptBlocks(r.text);
      const kept = (at: number | undefined) => {
        const sent = at === undefined ? undefined : blocks.get(at);
        if (sent === undefined) return "lost";
        return sent === whole.get(at!) ? "whole" : "shortened";
      };
      const firstKept = kept(first);
      const finalKept = kept(final);
      figures.push({
        name: `budget fidelity at ${maxChars} chars, ${name}`,
        value: Math.round(100 * r.promptsWhole / Math.max(1, r.prompts)),
        unit: "% prompts whole",
        goal: "first prompt and conclusion sent; larger budget keeps all a smaller one kept",
        met: firstKept !== "lost" && finalKept !== "lost" && monotonic,
        detail:
          `first prompt ${firstKept}, conclusion ${finalKept}; ${r.promptsSent}/${r.prompts}` +
          ` prompts sent, ${r.promptsWhole} whole; ${r.text.length} chars; ` +
          (monotonic ? "monotonic 3000–20000" : "NOT monotonic"),
      });
    }
  }
  return figures;
}

/** The long sessions measured. */
async function sessions(tmp: string): Promise<Array<[string, Session]>> {
  const sample = fidelitySamples().find((s) => s.name === "claude-long-session")!;
  const path = join(tmp, "budget-fidelity", `${sample.name}.jsonl`);
  await Deno.mkdir(join(path, ".."), { recursive: true });
  await Deno.writeTextFile(path, sample.text);
  const read = await createClaudeCodeSource().read(
    { source: "claude-code", id: sample.name, location: path, fingerprint: "1" },
    { projectPath: sample.project, home: "/nonexistent", lean: true },
  );
  return [
    ["generated 240 turns", longSession()],
    [`${sample.name} (${read.session!.turns.length} turns)`, read.session!],
  ];
}

/** Every block kept at a budget is kept, as long or longer, at every larger one. */
function isMonotonic(session: Session): boolean {
  let previous: Map<number, string> | undefined;
  for (let maxChars = 3_000; maxChars <= 20_000; maxChars += 100) {
    const blocks = transcriptBlocks(cleanSession(session, { ...SANITIZED, maxChars }).text);
    for (const [at, body] of previous ?? []) {
      const later = blocks.get(at);
      if (later === undefined || !keeps(body, later)) return false;
    }
    previous = blocks;
  }
  return true;
}
