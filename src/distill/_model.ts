/**
 * The model step of one session: the call (with exactly one repair call when the answer is not
 * valid), and the insights it yields, with stable ids and every field redacted again.
 */
import type { Backend } from "../backends/mod.ts";
import { BackendError } from "../errors.ts";
import { redact } from "../redact/mod.ts";
import { safeBlock, safeLine } from "../safe_text.ts";
import { insightId } from "../store/mod.ts";
import type { Insight } from "../types.ts";
import { type DraftInsight, parseInsights } from "./parse.ts";
import { buildRepairPrompt } from "./prompt.ts";

/** Call the model; if its answer is not valid, make exactly one repair call. */
export async function askModel(
  backend: Backend,
  system: string,
  prompt: string,
  repairModel: string | undefined,
  signal: AbortSignal,
): Promise<DraftInsight[]> {
  const first = await backend.complete({ system, prompt, signal });
  // Redacted before parsing: parsing clips long fields, and a clip must not cut a secret the
  // model echoed into a piece the rules no longer recognise. (The repair prompt quotes this
  // answer, which may echo transcript text: redacted too.)
  const answer = redact(first.text).text;
  const parsed = parseInsights(answer);
  if (parsed.ok) return parsed.insights;
  const repair = buildRepairPrompt(answer, parsed.problem);
  const second = await backend.complete({
    ...repair,
    ...(repairModel ? { model: repairModel } : {}),
    signal,
  });
  const reparsed = parseInsights(redact(second.text).text);
  if (reparsed.ok) return reparsed.insights;
  throw new BackendError(
    `The model's answer was not valid JSON after one repair call: ${reparsed.problem}`,
    {
      hint: "rerun later (failed sessions are retried); DEBUG_LLM_OUTPUT=1 shows the raw answers",
    },
  );
}

/**
 * Give each insight its stable id, strip terminal control characters from every field (they
 * would reach whoever `cat`s the summary) and then redact it again (defence in depth; after the
 * strip, so a secret split by an escape sequence is whole again when redaction looks).
 */
export function finalizeInsights(
  source: string,
  sessionId: string,
  drafts: DraftInsight[],
): Insight[] {
  const out: Insight[] = [];
  const ids = new Set<string>();
  for (const d of drafts) {
    const title = redact(safeLine(d.title)).text;
    const id = insightId(source, sessionId, title);
    if (ids.has(id)) continue;
    ids.add(id);
    const insight: Insight = {
      id,
      type: d.type,
      title,
      summary: redact(safeBlock(d.summary)).text,
      tags: d.tags.map((t) => redact(safeLine(t)).text),
    };
    if (d.file) insight.file = redact(safeLine(d.file)).text;
    if (d.supersedes?.length) insight.supersedes = [...d.supersedes];
    out.push(insight);
  }
  return out;
}
