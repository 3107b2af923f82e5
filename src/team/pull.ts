/**
 * What `ctx pull` does with a project: follow its changes on the team server
 * (`GET /api/changes`) from the cursor the last pull kept, page by page, into the project's team
 * folder (`$CTX_HOME/team/<project-id>/`, never the project's `.ctx/`) through the store's team
 * store, which writes a batch of pages (`_pull_batch.ts`) and keeps the cursor after it. A pull
 * with nothing new is one request;
 * deletions on the server (tombstones) remove the insight here too; a listing the server resets
 * (another database, a restored backup) rebuilds the copy.
 *
 * What this machine pushed is never copied: an insight whose content hash this machine recorded
 * when it pushed to this server is its own (already in its stores), whichever key posted it, so
 * members sharing one team key see each other's insights.
 *
 * The server may be hostile: a project id becomes a folder only when it is a safe name, insights
 * and tombstones with unsafe ids or of another project are skipped and counted, a cursor must
 * look like one and never repeat, and a reset comes only first.
 */
import type { Config } from "../config/mod.ts";
import type { Deps } from "../deps.ts";
import { ERROR_CODES, TeamError } from "../errors.ts";
import { sha256Hex } from "../fsutil.ts";
import { safeBlock, safeLine } from "../safe_text.ts";
import { openTeamStore, type TeamOrigin, type TeamPut, type TeamStore } from "../store/mod.ts";
import type { Insight } from "../types.ts";
import { isSafeInsightId, projectIdRefusal } from "./_ids.ts";
import { type ChangesPage, LIMITS, type PostedBy, type TeamInsight } from "./_protocol.ts";
import type { TeamClient } from "./client.ts";
import { PageBatch } from "./_pull_batch.ts";
import { collectAbove } from "../heap.ts";
import { clampText, type RedactText } from "./push.ts";

export const UNKNOWN_CONTRIBUTOR = "unknown contributor";

/**
 * V8's heap a pull lets grow between two batches before it collects (`src/heap.ts`): the imports
 * and the live pull take about 25 MB of it. A first pull of 100,000 insights then collects about
 * every other batch and peaks near 135 MB instead of 165 MB.
 */
const PULL_HEAP_BYTES = 40 * 1024 * 1024;

/**
 * The team folder of a project: `$CTX_HOME/team/<projectId>`. Throws a `TeamError` for an
 * unsafe id, and the store's `StoreError` when `team/` or the project's folder exists as a
 * symlink or a file (ctx never writes through a symlink out of its store). Creates nothing:
 * missing folders are created by the first write.
 */
export function prepareTeamStore(
  deps: Pick<Deps, "now" | "host" | "pid"> & { config: Pick<Config, "ctxHome"> },
  projectId: string,
): TeamStore {
  const refusal = projectIdRefusal(projectId);
  if (refusal) {
    throw new TeamError(
      `Refusing project id "${safeLine(projectId).slice(0, 100)}": it ${refusal}`,
      {
        code: ERROR_CODES.teamUnsafeId,
        hint: "check that CTX_API_URL points at a team server you trust",
      },
    );
  }
  return openTeamStore(deps, projectId);
}

/**
 * The project ids of a team listing that may become folders, in the server's order: unsafe ids
 * and repeats are left out, and so is an id that differs from an earlier one only in case (on a
 * disk that ignores case both would share one folder, and each pull would delete the other's
 * files). Each id left out comes with the reason, to follow "it ".
 */
export function teamProjectIds(
  ids: string[],
): { ids: string[]; skipped: Array<{ id: string; reason: string }> } {
  const kept = new Map<string, string>();
  const skipped: Array<{ id: string; reason: string }> = [];
  for (const id of ids) {
    const refusal = projectIdRefusal(id);
    if (refusal) {
      skipped.push({ id, reason: refusal });
      continue;
    }
    const folded = id.toLowerCase();
    const earlier = kept.get(folded);
    if (earlier === id) continue;
    if (earlier !== undefined) {
      skipped.push({
        id,
        reason: `differs from "${earlier}" only in case (both would share one folder)`,
      });
      continue;
    }
    kept.set(folded, id);
  }
  return { ids: [...kept.values()], skipped };
}

/**
 * A one-way tag of a team key, kept with a pulled copy: a pull with the same key knows the team
 * without asking (a key belongs to one team for good). Never the key, and not the hash the
 * server stores either.
 */
export function keyTag(apiKey: string): string {
  return sha256Hex(`ctx team key tag\0${apiKey}`).slice(0, 16);
}

export interface PullProjectOptions {
  client: TeamClient;
  /** The project's team store (`prepareTeamStore`); the pull holds it while it runs. */
  store: TeamStore;
  /** `keyTag()` of the key the client sends. */
  keyTag: string;
  /** The team of the key (`GET /api/teams/me`, asked at most once per command). */
  teamId: () => Promise<string>;
  redact: RedactText;
  /** Told after each page listed: pages so far, changes so far. */
  onPage?: (pages: number, changes: number) => void;
}

export interface ProjectPull {
  /** Insights the copy holds now, and the posters they come from. */
  insights: number;
  posters: number;
  /** What this pull changed in the copy. */
  added: number;
  updated: number;
  removed: number;
  /** The copy was emptied and rebuilt (the server reset the listing, or another server/team). */
  startedOver: boolean;
  /** Insights skipped because this machine pushed them (they are in its own stores). */
  own: number;
  /** Changes skipped because their id is not safe to store. */
  invalid: number;
  /** Changes skipped because they belong to another project than the one asked for. */
  foreign: number;
  pages: number;
}

/** Bring a project's copy up to date with the server, page by page. */
export async function pullProject(options: PullProjectOptions): Promise<ProjectPull> {
  const { client, store } = options;
  const server = client.origin;
  await store.hold();
  const result: ProjectPull = {
    insights: 0,
    posters: 0,
    added: 0,
    updated: 0,
    removed: 0,
    startedOver: false,
    own: 0,
    invalid: 0,
    foreign: 0,
    pages: 0,
  };
  const mirror = store.mirror();
  let origin: TeamOrigin;
  let cursor: string | undefined;
  if (mirror?.server === server && mirror.keyTag === options.keyTag && mirror.cursor) {
    origin = mirror;
    cursor = mirror.cursor;
  } else {
    origin = { server, teamId: await options.teamId(), keyTag: options.keyTag };
    if (mirror?.server === server && mirror.teamId === origin.teamId && mirror.cursor) {
      store.follow(origin);
      cursor = mirror.cursor;
    } else {
      result.startedOver = mirror !== undefined;
      await store.startOver(origin);
    }
  }
  const seen = new Set<string>();
  let changes = 0;
  let batch = new PageBatch(cursor);
  const write = async () => {
    const applied = await store.applyPage(batch.take());
    result.added += applied.added;
    result.updated += applied.updated;
    result.removed += applied.removed;
    // What the batch held is garbage now, most of it promoted to V8's old generation.
    await collectAbove(PULL_HEAP_BYTES);
  };
  try {
    for (;;) {
      const page = await client.changes(store.projectId, cursor);
      checkPage(page, { first: result.pages === 0, seen, where: changesWhere(client) });
      if (page.reset) {
        result.startedOver = true;
        await store.startOver(origin);
        batch = new PageBatch();
      }
      const { puts, removals, skipped } = pageChanges(store, server, page, options.redact);
      result.own += skipped.own;
      result.invalid += skipped.invalid;
      result.foreign += skipped.foreign;
      batch.add(page.cursor, puts, removals);
      result.pages++;
      changes += page.changes.length;
      cursor = page.cursor;
      if (batch.full || !page.more) await write();
      options.onPage?.(result.pages, changes);
      if (!page.more) break;
    }
  } catch (error) {
    // The pages listed before the failure are kept, with their cursor: the next pull goes on.
    if (batch.pending) await write().catch(() => {});
    throw error;
  }
  return { ...result, ...store.counts() };
}

function changesWhere(client: TeamClient): string {
  return `${client.origin}/api/changes`;
}

/** A cursor as the protocol describes it: opaque, 1 to 32 visible ASCII characters. */
const CURSOR = /^[\x21-\x7e]{1,32}$/;

/** Refuse a page no ctx server sends: it would make the pull loop or lose its place. */
function checkPage(
  page: ChangesPage,
  state: { first: boolean; seen: Set<string>; where: string },
): void {
  const fail = (what: string) =>
    new TeamError(`The team server "${state.where}" ${what}`, {
      code: ERROR_CODES.teamEndlessListing,
      hint: "check that CTX_API_URL points at a ctx team server you trust",
    });
  if (!CURSOR.test(page.cursor)) throw fail("sent a cursor that is not one");
  if (page.reset && !state.first) throw fail("reset the listing in the middle of it");
  if (page.more && page.changes.length === 0) {
    throw fail("said more changes follow but sent none");
  }
  if (page.more && state.seen.has(page.cursor)) throw fail("sent the same page cursor twice");
  state.seen.add(page.cursor);
}

/** A content hash as the server computes it: SHA-256 in lowercase hex. */
const CONTENT_HASH = /^[0-9a-f]{64}$/;

/**
 * A page's changes in the store's words: the latest change of each id, insights of another
 * project and unsafe ids skipped, and what this machine pushed removed rather than put.
 */
function pageChanges(
  store: TeamStore,
  server: string,
  page: ChangesPage,
  redact: RedactText,
): {
  puts: TeamPut[];
  removals: string[];
  skipped: { own: number; invalid: number; foreign: number };
} {
  const skipped = { own: 0, invalid: 0, foreign: 0 };
  const latest = new Map<string, TeamInsight | undefined>();
  for (const change of page.changes) {
    const item = change.op === "put" ? change.insight : change.tombstone;
    if (item.project_id !== store.projectId) skipped.foreign++;
    else if (!isSafeInsightId(item.id)) skipped.invalid++;
    else {
      latest.delete(item.id);
      latest.set(item.id, change.op === "put" ? change.insight : undefined);
    }
  }
  const hashes = [...latest.values()].flatMap((i) =>
    i?.content_hash && CONTENT_HASH.test(i.content_hash) ? [i.content_hash] : []
  );
  const mine = store.pushedHere(server, hashes);
  const posters = new Map<string, string>();
  const puts: TeamPut[] = [];
  const removals: string[] = [];
  for (const [id, insight] of latest) {
    if (!insight || mine.has(insight.content_hash ?? "")) {
      if (insight) skipped.own++;
      // Your own content is in your own stores: never held here twice.
      removals.push(id);
      continue;
    }
    const label = sharedByLabel(insight.contributor, insight.posted_by);
    let poster = posters.get(label);
    if (poster === undefined) posters.set(label, poster = safeLine(redact(label)));
    puts.push({ poster, insight: storedInsight(insight, redact) });
  }
  return { puts, removals, skipped };
}

/**
 * A teammate's insight as ctx keeps or shows it: redacted again on arrival (defence in depth),
 * free of control characters (search prints it), cut to the protocol's bounds (a server may send
 * a summary of megabytes), with the server's date.
 */
export function storedInsight(insight: TeamInsight, redact: RedactText): Insight {
  const line = (text: string, max: number) => bounded(text, max, (t) => safeLine(redact(t)));
  const stored: Insight = {
    id: insight.id,
    type: insight.type,
    title: line(insight.title, LIMITS.maxTitle),
    summary: bounded(insight.summary, LIMITS.maxSummary, (t) => safeBlock(redact(t))),
    tags: insight.tags.slice(0, LIMITS.maxTags).map((tag) => line(tag, LIMITS.maxTag)),
  };
  if (insight.file) stored.file = line(insight.file, LIMITS.maxFile);
  // The server's date of this insight: when it was first pushed (the server is never told
  // when it was distilled).
  if (isIsoTime(insight.created_at)) stored.date = insight.created_at;
  return stored;
}

/**
 * `text` cleaned and cut to `max` characters. Cut with a margin first, so that cleaning never
 * reads megabytes, and a secret that straddles the first cut lies past the second.
 */
function bounded(text: string, max: number, clean: (text: string) => string): string {
  return clampText(clean(text.slice(0, max + 1000)), max);
}

/**
 * Who shared an insight, as shown by search and the MCP tools: the contributor name the client
 * claimed, and the key that posted it as the server recorded it. A name alone proves nothing.
 *
 * @example
 * sharedByLabel("Alice <a@x.org>", { key_id: 3, label: "alice" }); // 'Alice <a@x.org> (key #3 "alice")'
 */
export function sharedByLabel(contributor: string | null, postedBy?: PostedBy | null): string {
  const name = bounded(contributor ?? "", LIMITS.maxContributor, safeLine) || UNKNOWN_CONTRIBUTOR;
  if (!postedBy) return name;
  const label = postedBy.label ? ` "${bounded(postedBy.label, 100, safeLine)}"` : "";
  return `${name} (key #${postedBy.key_id}${label})`;
}

/** True for an ISO-8601 date and time such as the server's `created_at`. */
function isIsoTime(text: string): boolean {
  return /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,9})?)?(Z|[+-]\d\d:\d\d)$/.test(text) &&
    !Number.isNaN(Date.parse(text));
}
