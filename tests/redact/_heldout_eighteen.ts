/**
 * Held-out corpus eighteen, written blind: by an engineer who read none of the redaction rules or
 * engine (src/redact/), none of docs/redaction.md, none of the other corpora's cases and no other
 * engineer's work in progress — only the shared format docs and real fixtures, corpus sixteen's
 * index, make file and well-formedness test (for the structure) and the shared helpers. How it
 * was written, the families and the counts: docs/redaction-corpus-eighteen.md.
 *
 * Its subject is a secret as the assistants' own files store it: each case is a piece of a real
 * on-disk format (Claude Code and Codex JSONL, Gemini CLI sessions and checkpoints, Cursor's
 * SQLite bubbles, VS Code and CLI Copilot, Continue, Kiro, Cline, OpenCode, Crush, Aider), with
 * the layers a secret passes through on the way: JSON escaped once and twice, `\u002f` escapes,
 * `\r\n`, tabs, colour codes, HTML entities, percent-encoding, base64 attachments, a split across
 * two streamed deltas, output cut short. The clean cases are the same formats with the ids,
 * digests and the vendors' opaque blobs that look like secrets and are not.
 *
 * Every value is drawn at run time from one seeded stream (_heldout_eighteen_make.ts):
 * `buildEighteen(seed)` resets the stream and builds every family in order.
 */
import { buildAgents } from "./_heldout_eighteen_agents.ts";
import { buildBlobs } from "./_heldout_eighteen_blobs.ts";
import { buildClaude } from "./_heldout_eighteen_claude.ts";
import { buildCleanAlikes } from "./_heldout_eighteen_clean.ts";
import { buildCodex } from "./_heldout_eighteen_codex.ts";
import { buildEncoded } from "./_heldout_eighteen_encoded.ts";
import { buildGemini } from "./_heldout_eighteen_gemini.ts";
import { buildIde } from "./_heldout_eighteen_ide.ts";
import { KINDS, SPLITTABLE } from "./_heldout_eighteen_kinds.ts";
import {
  EIGHTEEN_SEED,
  type HeldOutClean,
  type HeldOutSecret,
  type Kind,
  reset,
} from "./_heldout_eighteen_make.ts";
import { buildCuts, buildSplits } from "./_heldout_eighteen_stream.ts";
import { buildFamilies, type Families, type FamilyCorpus } from "./_heldout_make.ts";

/** The kinds a format family takes: three in four, a different quarter left out by each. */
const kindsFor = (f: number): Kind[] => KINDS.filter((_, i) => (i + f) % 4 !== 0);

/** The secret families, in build order. */
export const EIGHTEEN_SECRET_FAMILIES: Families<HeldOutSecret> = [
  ["Claude Code JSONL", () => buildClaude(kindsFor(0))],
  ["Codex rollouts", () => buildCodex(kindsFor(1))],
  ["Gemini CLI sessions and checkpoints", () => buildGemini(kindsFor(2))],
  ["editors' stores: Cursor, Copilot, Continue, Kiro", () => buildIde(kindsFor(3))],
  ["Cline, OpenCode, Crush and Aider files", () => buildAgents(kindsFor(1).reverse())],
  ["secrets split across two streamed deltas or parts", () => buildSplits(SPLITTABLE)],
  [
    "output cut short after or inside the secret",
    () => buildCuts(KINDS.filter((_, i) => i % 2 === 0), SPLITTABLE),
  ],
  ["base64 attachments, percent-encoded URLs, HTML entities", () => buildEncoded(KINDS)],
];

/** The clean families, built after the secrets. */
export const EIGHTEEN_CLEAN_FAMILIES: Families<HeldOutClean> = [
  ["clean look-alikes in the formats", buildCleanAlikes],
  ["clean opaque blobs of the vendors", buildBlobs],
];

/** A built corpus and its number of cases by family. */
export type EighteenCorpus = FamilyCorpus;

/** The whole corpus built from a fresh stream under `seed`. */
export function buildEighteen(seed: number = EIGHTEEN_SEED): EighteenCorpus {
  reset(seed);
  return buildFamilies(EIGHTEEN_SECRET_FAMILIES, EIGHTEEN_CLEAN_FAMILIES);
}

const CORPUS = buildEighteen(EIGHTEEN_SEED);
export const EIGHTEEN_SECRETS: readonly HeldOutSecret[] = CORPUS.secrets;
export const EIGHTEEN_CLEAN: readonly HeldOutClean[] = CORPUS.clean;
