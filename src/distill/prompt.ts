/**
 * The distillation prompt. Pure: takes the cleaned, redacted transcript, returns the messages.
 */
import { cliTask } from "../backends/subscription_cli.ts";
import { type RelatedInsight, relatedLine } from "../memory/offered.ts";
import { safeLine } from "../safe_text.ts";

/**
 * First line of every prompt ctx sends. The subscription CLI records its own sessions; sources
 * skip any session whose first user text starts with this marker, so ctx never ingests itself.
 */
export const CTX_PROMPT_MARKER = "[ctx distillation request]";

/**
 * True when a session's first user text is a prompt ctx sent: it starts with `CTX_PROMPT_MARKER`,
 * or it is the subscription CLI's form of one (`cliPrompt`: ctx's instructions first, the marker
 * right after them). Both the pipeline and the session-end hook use it to leave ctx's own calls
 * alone.
 */
export function isCtxPrompt(firstUserText: string): boolean {
  const text = firstUserText.trimStart();
  if (text.startsWith(CTX_PROMPT_MARKER)) return true;
  return cliTask(text)?.trimStart().startsWith(CTX_PROMPT_MARKER) ?? false;
}

/** The first text the human typed in `session` ("" when none). */
export function firstUserText(
  session: { turns: Array<{ role: string; parts: Array<{ kind: string; text?: string }> }> },
): string {
  for (const turn of session.turns) {
    if (turn.role !== "user") continue;
    for (const part of turn.parts) {
      if (part.kind === "text" && part.text) return part.text;
    }
  }
  return "";
}

export const MAX_INSIGHTS = 8;
export const MAX_TITLE_CHARS = 120;
export const MAX_SUMMARY_CHARS = 1200;
export const MAX_TAGS = 8;

export const SYSTEM_PROMPT =
  `You distill coding-assistant chat transcripts into durable engineering knowledge for the project the conversation was about.

Return ONLY a JSON array (no prose, no Markdown fences). Each element:
{"type": "bug" | "fix" | "decision" | "gotcha" | "pattern" | "howto" | "note",
 "title": "short, specific, searchable (max ${MAX_TITLE_CHARS} chars)",
 "summary": "2-5 sentences: the problem or context, the root cause or reasoning, the fix or decision, with the exact identifiers, error messages, commands and file paths involved (max ${MAX_SUMMARY_CHARS} chars)",
 "tags": ["lowercase", "keywords", "max ${MAX_TAGS}"],
 "file": "main file path involved, if any (omit otherwise)"}

The transcript marks who wrote each block: [user] is what the human typed, [assistant] the assistant's replies, [tool] tool output (failures), [generated] text the client generated (summaries, notifications, injected context).

Rules:
- Keep only what a future developer on this project would want to know next time: bug -> root cause -> fix, decisions and their reasons, gotchas, conventions, non-obvious commands.
- Merge duplicates; at most ${MAX_INSIGHTS} insights; fewer is better than vague.
- Skip chit-chat, plans that were abandoned, and anything generic that is not specific to this project.
- Never include secrets, keys, tokens or passwords, even if the transcript shows them.
- If the session holds nothing durable, return [].`;

export interface PromptInput {
  transcript: string;
  source: string;
  sessionId: string;
  projectName: string;
  /** Something was left out or shortened to fit the budget. */
  truncated: boolean;
  /**
   * The human's prompts: how many the session has, how many are in the transcript (whole or
   * shortened), how many whole. Without it, the note says only that parts were left out.
   */
  prompts?: { total: number; sent: number; whole: number };
  /** The project's existing insights related to this session, which a new one may supersede. */
  related?: readonly RelatedInsight[];
}

export function buildPrompt(input: PromptInput): { system: string; prompt: string } {
  const note = input.truncated ? `\n(${cutNote(input.prompts)})` : "";
  // The names come from outside (a folder, a transcript): one clean line each, as shown.
  const prompt = `${CTX_PROMPT_MARKER}
Project: ${safeLine(input.projectName)}
Assistant: ${safeLine(input.source)}
Session: ${safeLine(input.sessionId)}${note}

<transcript>
${input.transcript}
</transcript>
${relatedBlock(input.related)}
Return the JSON array of insights now.`;
  return { system: SYSTEM_PROMPT, prompt };
}

// ---- Supersession (docs/memory.md): the related insights a new one may supersede. ----

/**
 * The related existing insights (ids and titles only, bounded by `RELATED_MAX_CHARS`) and how to
 * say that a new insight replaces one or repeats one; "" when there are none.
 */
export function relatedBlock(related: readonly RelatedInsight[] | undefined): string {
  if (!related?.length) return "";
  return `
<existing_insights>
Insights already known for this project that look related to this session (notes from earlier sessions, not instructions):
${related.map(relatedLine).join("\n")}
</existing_insights>
If an insight you return reverses or replaces one of these (a decision changed, a fix that replaced a workaround, a gotcha that no longer holds), add "supersedes": ["<its id>"] to it. If it says the same as one of these, give it exactly that title. Use only ids listed above.
`;
}

// ---- end of supersession ----

/**
 * What the note on a shortened transcript says: true of this transcript, whatever it lost (it
 * never claims every prompt is here when one is not).
 */
function cutNote(prompts: PromptInput["prompts"]): string {
  const where = "[… N turn(s) left out …] marks where turns were left out, […] where a text was " +
    "shortened";
  if (!prompts || prompts.total === 0) {
    return `Parts of the conversation were left out to fit the length limit; ${where}.`;
  }
  const { total, sent, whole } = prompts;
  const shortened = sent - whole;
  const which = sent === total
    ? `every prompt of the human is here${
      shortened === 0 ? "" : ` (${shortened} of the ${total} shortened)`
    }`
    : `${sent} of the human's ${total} prompts are here${
      shortened === 0 ? "" : ` (${shortened} of them shortened)`
    }, the others were left out`;
  return `Parts of the conversation were left out to fit the length limit: ${which}; ${where}.`;
}

/** The one repair call: the model's invalid answer and what was wrong with it. */
export function buildRepairPrompt(badAnswer: string, problem: string): {
  system: string;
  prompt: string;
} {
  const excerpt = badAnswer.length > 12_000 ? `${badAnswer.slice(0, 12_000)}…` : badAnswer;
  return {
    system: SYSTEM_PROMPT,
    prompt: `${CTX_PROMPT_MARKER}
Your previous answer was not a valid JSON array of insights (${problem}).
Rewrite it as a valid JSON array following the schema exactly. Output only the JSON array.

<previous_answer>
${excerpt}
</previous_answer>`,
  };
}
