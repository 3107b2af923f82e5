/**
 * Insights as memory serves them (docs/memory.md): each door (the MCP tools, `ctx search`,
 * `ctx brief`) asks here, and gets every insight once with its repeats merged (`confirmations`,
 * `evidence`), its supersession (`supersededBy`), its status against the working tree, its
 * `provenance`, and its text neutralised (`provenance.ts`). Reads the index and, read-only,
 * this machine's memory ledger; writes nothing.
 */
import type { Config } from "../config/mod.ts";
import type { Deps } from "../deps.ts";
import { statusOfInsights } from "./status.ts";
import {
  type Index,
  type LocalFile,
  type MemoryLedger,
  type MemoryRow,
  openMemoryLedger,
} from "../store/mod.ts";
import { type BriefCounts, rankBrief, renderBrief } from "./brief.ts";
import type { RepeatGroup } from "./merge.ts";
import { mapTextFields, neutralize } from "./provenance.ts";
import type { Supersession } from "./supersede.ts";
import { neutralizeSnippet } from "./describe.ts";
import { knowRows, servedRow } from "./_served_row.ts";
import { withTeamHits } from "./_team_hits.ts";
import type { InsightStatus, ServedHit, ServedInsight, TeamSearchHit } from "./types.ts";

export type { ServedHit, TeamSearchHit };

/** Statuses of insights against the working tree now (`src/memory/status.ts`). */
export type StatusCheck = (rows: readonly MemoryRow[]) => Promise<Map<string, InsightStatus>>;

/** Until a check is given: no insight has a status (the field is left out). */
export const NO_STATUS: StatusCheck = () => Promise.resolve(new Map());

/** How a brief is made: for a Markdown file, and the project folder whose code it checks. */
export interface BriefOptions {
  markdown?: boolean;
  root?: string;
}

/** A brief, and the insights it shows. */
export interface Brief {
  text: string;
  insights: ServedInsight[];
  counts: BriefCounts;
  budgetChars: number;
}

/** Candidates status-checked at once while filling a brief (most are never looked at). */
const BRIEF_BATCH = 60;

/** What memory serves, over an index and this machine's ledger. */
export interface Memory extends Disposable {
  /** These ids (unknown ones left out), in this order, each insight once (repeats merged). */
  serve(ids: readonly string[]): Promise<ServedInsight[]>;
  /**
   * Ranked search, served: each insight once (a hit on a repeat stands for its group), its marks
   * and a neutralised snippet instead of the summary, superseded ones last.
   */
  search(query: string, options?: { projectId?: string; limit?: number }): Promise<ServedHit[]>;
  /**
   * Search hits with a team server's after the local ones (`withTeamHits`), the team's text
   * through the same last step as every text served (a team server is hostile by design).
   */
  withTeamHits(
    local: readonly ServedHit[],
    team: readonly TeamSearchHit[],
  ): Array<ServedHit & { summary?: string }>;
  /**
   * The project's brief within `budgetChars`; with `root` (the folder the door serves), statuses
   * are checked in that folder, whichever clone of the project's stores a row was read from.
   */
  brief(projectId: string, budgetChars: number, options?: BriefOptions): Promise<Brief>;
  /**
   * The summary files of the project's `.ctx/` whose content this machine did not write
   * (committed by someone else, or edited since): what `ctx status` lists.
   */
  notWrittenHere(projectId: string): LocalFile[];
  /** The project's supersessions that hold, newest first. */
  supersessions(projectId: string): Supersession[];
  /** Ids of the project's insights superseded now (every repeat of a superseded insight). */
  supersededIds(projectId: string): Set<string>;
  close(): void;
}

/** Open memory over a synced index; the caller closes it (the index stays open). */
export function openMemory(
  deps: { config: Pick<Config, "ctxHome"> } & Partial<Pick<Deps, "run" | "output">>,
  index: Index,
  options: {
    status?: StatusCheck;
    /**
     * This machine's memory ledger, opened read-only and kept by the caller (a long-lived
     * server: each connection opened and closed costs memory the process never gets back).
     */
    ledger?: MemoryLedger;
    /**
     * What every text served goes through last: redaction (`memory/mod.ts` gives it; a summary
     * written or committed by hand may hold a secret). Without it (`ctx status`, which serves no
     * text and loads no redaction rule), text is served as it is.
     */
    clean?: (text: string) => string;
  } = {},
): Memory {
  // The status check runs git: given processes (every door that serves), statuses are checked;
  // without them (distillation's related insights), none is given rather than guessed.
  const { run, output } = deps;
  const check: StatusCheck = run && output
    ? (rows) => statusOfInsights({ run, output }, rows)
    : NO_STATUS;
  return new ServedMemory(
    index,
    options.ledger ?? openMemoryLedger(deps.config, { readOnly: true }),
    options.status ?? check,
    options.ledger === undefined,
    options.clean ?? ((text) => text),
  );
}

class ServedMemory implements Memory {
  readonly #index: Index;
  readonly #ledger: MemoryLedger;
  readonly #status: StatusCheck;
  /** The ledger was opened here (and is closed here). */
  readonly #ownsLedger: boolean;
  /** Applied to every text served, last (redaction). */
  readonly #clean: (text: string) => string;

  constructor(
    index: Index,
    ledger: MemoryLedger,
    status: StatusCheck,
    ownsLedger: boolean,
    clean: (text: string) => string,
  ) {
    this.#index = index;
    this.#ledger = ledger;
    this.#status = status;
    this.#ownsLedger = ownsLedger;
    this.#clean = clean;
  }

  async serve(ids: readonly string[]): Promise<ServedInsight[]> {
    return (await this.#serveAsIs(ids)).map((insight) => this.#cleaned(insight));
  }

  /**
   * `serve` before `clean`: search cleans only the hits it keeps. `summaries` gets each read
   * row's own summary (search cuts a hit's snippet from the member it matched).
   */
  async #serveAsIs(
    ids: readonly string[],
    summaries?: Map<string, string>,
  ): Promise<ServedInsight[]> {
    const rows = this.#index.memory.withRepeats(ids);
    for (const row of rows) summaries?.set(row.id, row.summary);
    const claims = this.#index.memory.supersedes({ ids: rows.map((r) => r.id) });
    const known = knowRows(rows, claims, this.#ledger);
    const picked: MemoryRow[] = [];
    const served = new Set<RepeatGroup<MemoryRow>>();
    for (const id of ids) {
      const row = known.byId.get(id);
      const group = known.groups.get(id);
      if (!row || !group || served.has(group)) continue;
      served.add(group);
      // A group shows its newest member, whichever member was asked for or matched (the brief
      // lists the same).
      picked.push(group.newest);
    }
    const statuses = await this.#status(picked);
    return picked.map((row) => servedRow(row, known, statuses.get(row.id)));
  }

  async search(
    query: string,
    options: { projectId?: string; limit?: number } = {},
  ): Promise<ServedHit[]> {
    const limit = options.limit ?? 10;
    // More hits than asked for: repeats fold into one, and superseded ones go last.
    const hits = this.#index.search(query, { ...options, limit: Math.min(200, limit * 3) });
    const matched = new Map<string, string>();
    const served = await this.#serveAsIs(hits.map((h) => h.id), matched);
    const byMember = new Map<string, ServedInsight>();
    for (const s of served) for (const e of s.evidence) byMember.set(e.id, s);
    const seen = new Set<ServedInsight>();
    const out: ServedHit[] = [];
    const summaries = new Map<ServedHit, string>();
    for (const hit of hits) {
      const insight = byMember.get(hit.id);
      if (!insight || seen.has(insight)) continue;
      seen.add(insight);
      const { summary: _summary, ...rest } = insight;
      const served = { ...rest, snippet: hit.snippet };
      // The index cut the snippet from the member the hit matched, maybe not the one served.
      summaries.set(served, matched.get(hit.id) ?? "");
      out.push(served);
    }
    // Cleaned last, only the hits shown (redaction costs a little per text).
    return [...out.filter((h) => !h.supersededBy), ...out.filter((h) => h.supersededBy)]
      .slice(0, limit)
      .map((h) => ({
        ...mapTextFields(h, this.#clean),
        snippet: this.#snippet(query, h.snippet, summaries.get(h) ?? ""),
      }));
  }

  /**
   * A hit's snippet as served: cut again from the summary the index cut it from (the member the
   * hit matched, maybe not the one served), as redacted whole, when redaction changes that
   * summary, so that a secret the index's cut left half of (a value's start or end past the `…`,
   * which no rule may recognise any more) is gone with the rest of it; else the index's snippet.
   */
  #snippet(query: string, snippet: string, summary: string): string {
    const cleaned = this.#clean(summary);
    const cut = cleaned === summary ? snippet : this.#index.snippets(query, [cleaned])[0]!;
    return this.#clean(neutralizeSnippet(cut));
  }

  withTeamHits(
    local: readonly ServedHit[],
    team: readonly TeamSearchHit[],
  ): Array<ServedHit & { summary?: string }> {
    const clean = this.#clean;
    const hits = withTeamHits(local, team);
    // The local hits are cleaned already; a team hit's project id is the server's word too.
    return [
      ...hits.slice(0, local.length),
      ...hits.slice(local.length).map((hit) => ({
        ...mapTextFields(hit, clean),
        projectId: clean(hit.projectId),
        snippet: clean(hit.snippet),
      })),
    ];
  }

  async brief(projectId: string, budgetChars: number, options: BriefOptions = {}): Promise<Brief> {
    const { root, ...render } = options;
    // What ranking reads, ranked, kept until the index changes: a call with nothing new then
    // only checks the statuses of the best candidates (the working tree may have changed).
    const { known, candidates, newest, counts } = this.#index.kept(`brief:${projectId}`, () => {
      const rows = this.#index.memory.projectRows(projectId);
      const known = knowRows(rows, this.#index.memory.supersedes({ projectId }), this.#ledger);
      const groups = [...new Set(known.groups.values())];
      // Ranked on what ranking reads; only the insights looked at are served (text neutralised).
      const heads = groups
        .filter((g) => !known.marks.has(g))
        .map((g) => ({
          row: g.newest,
          id: g.newest.id,
          type: g.newest.type,
          date: g.newest.date,
          confirmations: g.confirmations,
        }));
      const newest = rows.reduce((max, r) => (r.date > max ? r.date : max), "");
      // A pulled copy of the project's own insight is not one more stored (nor shown).
      const copies = groups.reduce((n, g) => n + g.copies, 0);
      const counts = { stored: rows.length - copies, current: heads.length };
      // Ranked first as if unanchored; statuses are checked for the best candidates only, a
      // batch at a time, until the budget is full (`gone` ones drop out, `changed` ones sink).
      return { known, candidates: rankBrief(heads, newest), newest, counts };
    });
    const checked: ServedInsight[] = [];
    // A `gone` insight is not current: those found are counted out (the unchecked ones, beyond
    // a full budget, are not looked at).
    let current = counts;
    let rendered = renderBrief([], { budgetChars, counts, ...render });
    for (let i = 0; i < candidates.length; i += BRIEF_BATCH) {
      const batch = candidates.slice(i, i + BRIEF_BATCH).map((c) => c.row);
      // Clones of one origin share rows (a committed .ctx/ is in each): the code is this one's.
      const statuses = await this.#status(root ? batch.map((row) => ({ ...row, root })) : batch);
      checked.push(...batch.map((row) => servedRow(row, known, statuses.get(row.id))));
      const gone = checked.filter((s) => s.status === "gone").length;
      current = { ...counts, current: counts.current - gone };
      const ranked = rankBrief(checked, newest);
      rendered = renderBrief(ranked, { budgetChars, counts: current, ...render });
      if (rendered.shown.length < ranked.length) break; // the budget is full
    }
    const byId = new Map(checked.map((s) => [s.id, s]));
    return {
      text: this.#clean(rendered.text),
      insights: rendered.shown.map((id) => this.#cleaned(byId.get(id)!)),
      counts: current,
      budgetChars,
    };
  }

  notWrittenHere(projectId: string): LocalFile[] {
    const files = this.#index.memory.localFiles(projectId);
    // Only the hashes this machine did not write come back (usually none of thousands).
    const notOwn = this.#ledger.notOwnSummaries(files.map((f) => f.hash));
    return notOwn.size === 0 ? [] : files.filter((f) => notOwn.has(f.hash));
  }

  supersessions(projectId: string): Supersession[] {
    const rows = this.#index.memory.projectRows(projectId);
    const claims = this.#index.memory.supersedes({ projectId });
    const known = knowRows(rows, claims, this.#ledger);
    const seen = new Set<string>();
    const out: Supersession[] = [];
    for (const { supersededId, by } of known.valid) {
      const target = known.byId.get(supersededId);
      const key = `${supersededId}\u0000${by.id}`;
      // Said again after it was reversed, it is current again (unmarked): not listed.
      const group = known.groups.get(supersededId);
      if (!target || seen.has(key) || !group || !known.marks.has(group)) continue;
      seen.add(key);
      out.push({
        superseded: {
          id: target.id,
          type: target.type,
          title: this.#clean(neutralize(target.title)),
          date: target.date,
        },
        by: {
          id: by.id,
          type: by.type,
          title: this.#clean(neutralize(by.title)),
          date: by.date,
          source: by.source,
          sessionId: by.sessionId,
          kind: by.kind,
          path: by.path,
        },
      });
    }
    return out.sort((a, b) =>
      b.by.date.localeCompare(a.by.date) || a.superseded.id.localeCompare(b.superseded.id)
    );
  }

  supersededIds(projectId: string): Set<string> {
    const rows = this.#index.memory.projectRows(projectId);
    const known = knowRows(rows, this.#index.memory.supersedes({ projectId }), this.#ledger);
    const ids = new Set<string>();
    for (const group of known.marks.keys()) for (const member of group.members) ids.add(member.id);
    return ids;
  }

  close(): void {
    if (this.#ownsLedger) this.#ledger.close();
  }

  [Symbol.dispose](): void {
    this.close();
  }

  /** An insight's text fields through `clean` (redaction), as every door shows them. */
  #cleaned(insight: ServedInsight): ServedInsight {
    return mapTextFields(insight, this.#clean);
  }
}
