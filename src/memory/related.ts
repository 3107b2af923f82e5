/**
 * Supersession at distillation time (docs/memory.md): the project's existing insights most
 * related to a session (same files, identifiers, words, found with the full-text index) are put
 * in its prompt, each with its id and title, and the model may answer that a new insight
 * `supersedes` some of them. Only ids offered in that very prompt are kept: an unknown id, or one
 * of another project, is dropped with a warning; one the user undid for this session is dropped
 * silently (a re-distillation never brings an undone supersession back).
 *
 * What is offered is bounded apart from the transcript's budget (`CTX_MAX_CHARS` is not touched):
 * at most `RELATED_MAX` insights and `RELATED_MAX_CHARS` characters of lines, titles clipped,
 * neutralised and redacted (titles are the only text of other sessions sent).
 */
import type { Config } from "../config/mod.ts";
import { redact } from "../redact/mod.ts";
import { type Index, type MemoryLedger, openIndex, openMemoryLedger } from "../store/mod.ts";
import { clipLine } from "../text.ts";
import type { Insight, InsightType, Session } from "../types.ts";
import { type RelatedInsight, relatedLine } from "./offered.ts";
import { neutralize } from "./provenance.ts";
import { openMemory } from "./served.ts";
import { undoKey, undoKeys } from "./supersede.ts";

/** The most related insights one prompt offers. */
export const RELATED_MAX = 8;
/** The most characters their lines take in a prompt (about 400 tokens). */
export const RELATED_MAX_CHARS = 1600;
/** The longest title offered. */
const TITLE_MAX = 140;
/** A run syncs the index at most this often for related insights (it writes as it goes). */
const SYNC_EVERY_MS = 1000;

/** What a distillation run asks memory. */
export interface DistillMemory extends Disposable {
  /** The existing insights most related to this session, best first (none when none is). */
  related(transcript: string, session: Session): Promise<RelatedInsight[]>;
  /**
   * Keep in each insight's `supersedes` the ids that were offered (and not undone for this
   * session); returns a warning for each id dropped otherwise.
   */
  accept(
    session: { source: string; sessionId: string },
    insights: Insight[],
    offered: readonly RelatedInsight[],
  ): string[];
  close(): void;
}

/** Memory for one distillation run of a project; the caller closes it. */
export function openDistillMemory(
  deps: { config: Pick<Config, "ctxHome"> },
  project: { id: string },
): DistillMemory {
  let index: Index | undefined;
  let ledger: MemoryLedger | undefined;
  let synced = 0;
  const openLedger = () => (ledger ??= openMemoryLedger(deps.config, { readOnly: true }));
  return {
    async related(transcript, session) {
      index ??= openIndex(deps.config);
      if (Date.now() - synced >= SYNC_EVERY_MS) {
        await index.sync();
        synced = Date.now();
      }
      const query = relatedQuery(transcript, toolInputs(session));
      if (!query) return [];
      const hits = index.search(query, { projectId: project.id, limit: RELATED_MAX * 3 });
      if (hits.length === 0) return [];
      using memory = openMemory(deps, index);
      const served = await memory.serve(hits.map((h) => h.id));
      // A team insight is dated when it was shared (the wire carries no session date): one
      // shared after this session could not be superseded by it ("not newer"), so it is not
      // offered (a claim on it would be dropped with a warning, as any id not offered).
      const date = session.updated || session.started || new Date().toISOString();
      return offer(
        served.filter((s) =>
          !s.supersededBy && (s.kind !== "team" || s.date.localeCompare(date) <= 0)
        ),
      );
    },
    accept(session, insights, offered) {
      const ids = new Set(offered.map((o) => o.id));
      const undone = undoKeys(openLedger().undos(project.id));
      const warnings: string[] = [];
      for (const insight of insights) {
        if (!insight.supersedes) continue;
        const kept = insight.supersedes.filter((id) => {
          if (undone.has(undoKey(session.source, session.sessionId, id))) return false;
          if (ids.has(id) && id !== insight.id) return true;
          warnings.push(
            `Session "${session.sessionId}": insight "${clipLine(insight.title, 80)}" says it ` +
              `supersedes ${clipLine(id, 40)}, which was not among the related insights offered ` +
              "(unknown, or of another project): ignored",
          );
          return false;
        });
        if (kept.length > 0) insight.supersedes = kept;
        else delete insight.supersedes;
      }
      return warnings;
    },
    close() {
      index?.close();
      ledger?.close();
    },
    [Symbol.dispose]() {
      this.close();
    },
  };
}

/** The first insights whose lines fit `RELATED_MAX_CHARS`, titles made safe to send. */
function offer(served: ReadonlyArray<{ id: string; type: InsightType; title: string }>) {
  const out: RelatedInsight[] = [];
  let used = 0;
  for (const s of served) {
    const title = clipLine(redact(neutralize(s.title)).text, TITLE_MAX);
    const size = relatedLine({ ...s, title }).length + 1;
    if (out.length >= RELATED_MAX || used + size > RELATED_MAX_CHARS) break;
    out.push({ id: s.id, type: s.type, title });
    used += size;
  }
  return out;
}

/** Words that say nothing about what a session was about. */
const COMMON = new Set(
  ("about after again because before being could doesn't every first found group handle " +
    "might never other should since still their there these thing think those through using " +
    "where which while would write yes your the and that this with from have what when will " +
    "just like then them they want need make sure also into only here more some than test " +
    "tests error file files code change changes function please thanks works")
    .split(" "),
);

/**
 * A search query for the insights related to a session: the files its tool calls touched (by
 * name), then the identifiers and the most frequent words of its transcript; at most 32 terms.
 */
export function relatedQuery(transcript: string, toolText: string): string {
  const terms: string[] = [];
  const add = (words: Iterable<string>, max: number) => {
    let n = 0;
    for (const word of words) {
      if (terms.length >= 32 || n >= max) return;
      if (terms.includes(word) || /redacted/i.test(word)) continue;
      terms.push(word);
      n++;
    }
  };
  add(byCount(toolText.match(/[\w.-]+\.[A-Za-z][A-Za-z0-9]{0,7}\b/g) ?? []), 10);
  add(
    byCount(
      transcript.match(
        /\b(?:[A-Za-z_$][\w$]*(?:[./:-][\w$]+)+|[a-z]+[A-Z][A-Za-z0-9]*|[A-Z][A-Z0-9]*_[A-Z0-9_]+)\b/g,
      ) ?? [],
    ),
    12,
  );
  const words = (transcript.toLowerCase().match(/\p{L}{5,}/gu) ?? []).filter((w) => !COMMON.has(w));
  add(byCount(words), 32);
  return terms.join(" ");
}

/** The tool calls' inputs of a session (files it read and edited), for `relatedQuery`. */
function toolInputs(session: Session): string {
  const parts: string[] = [];
  let size = 0;
  for (const turn of session.turns) {
    for (const part of turn.parts) {
      if (part.kind !== "tool_call" || size > 200_000) continue;
      parts.push(part.input);
      size += part.input.length;
    }
  }
  return parts.join("\n");
}

/** Distinct values, the most frequent first (ties: first seen first). */
function byCount(values: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([v]) => v);
}
