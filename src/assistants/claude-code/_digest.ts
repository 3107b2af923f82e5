/**
 * What a worker of the pooled read (`_pool.ts`) sends of a record: the envelope fields the
 * builder's state reads (its place in the tree, the session's id, cwd and times, a title), and
 * for a conversation record what it says (`Said`) instead of its message. The builder makes the
 * same session of the digest as of the record: each field it reads has the same value (absent
 * stays absent — `"parentUuid" in record` is read). Pure.
 */
import type { Envelope } from "./_skim.ts";
import { SIDE_TYPES, TREE_TYPES } from "./_parts.ts";
import { type Said, said } from "./_said.ts";

/** A record as a worker sends it: `said` made, the message and attachment left out. */
export type Digest = Envelope & { said?: Said };

/** The fields of a record's place and stamp, copied as they are (small values). */
const ENVELOPE = [
  "type",
  "uuid",
  "parentUuid",
  "logicalParentUuid",
  "sessionId",
  "cwd",
  "timestamp",
] as const;

/** The fields a side record's title is read from. */
const SIDE = ["summary", "leafUuid", "aiTitle", "customTitle"] as const;

/** The record reduced to what `ClaudeSessionBuilder.addRecord` reads of it. */
export function digest(record: Envelope, lean: boolean): Digest {
  const type = record.type;
  if (typeof type === "string" && TREE_TYPES.has(type) && record.isSidechain === true) {
    return { type, isSidechain: true }; // Skipped whole, before anything else is read.
  }
  const out: Digest = {};
  for (const key of ENVELOPE) if (key in record) out[key] = record[key];
  if (typeof type !== "string") return out;
  if (SIDE_TYPES.has(type)) {
    for (const key of SIDE) if (key in record) out[key] = record[key];
  } else if (type === "user" || type === "assistant" || type === "attachment") {
    out.said = said(record, type, lean);
  }
  return out;
}

/**
 * Digests in a stream, each sent without the values the one before already gave: the session id
 * and cwd when they are the same strings, the parent when it is the uuid before (most records
 * continue the one before). The `"~"` member (a field no record is read for) names what was
 * left out — `s`, `c`, `p` — and the reader of the stream puts it back; the builder then reads
 * the very digest the writer had.
 */
export class DigestWriter {
  readonly #lean: boolean;
  #sessionId: unknown;
  #cwd: unknown;
  #uuid: unknown;

  constructor(lean: boolean) {
    this.#lean = lean;
  }

  /** The record's digest, less what the one before gave. */
  digest(record: Envelope): Digest {
    const out = digest(record, this.#lean);
    let same = "";
    if (typeof out.sessionId === "string" && out.sessionId === this.#sessionId) same += "s";
    else if ("sessionId" in out) this.#sessionId = out.sessionId;
    if (typeof out.cwd === "string" && out.cwd === this.#cwd) same += "c";
    else if ("cwd" in out) this.#cwd = out.cwd;
    if (typeof out.parentUuid === "string" && out.parentUuid === this.#uuid) same += "p";
    if ("uuid" in out) this.#uuid = out.uuid;
    if (!same) return out;
    // Sent as a copy without them (not deleted: V8 reads and writes such an object slower).
    const short: Record<string, unknown> = { "~": same };
    for (const key in out) {
      if (
        !(key === "sessionId" && same.includes("s")) && !(key === "cwd" && same.includes("c")) &&
        !(key === "parentUuid" && same.includes("p"))
      ) short[key] = out[key as keyof Digest];
    }
    return short;
  }
}

/** The reading side of `DigestWriter`: each digest whole again, in the writer's order. */
export class DigestReader {
  #sessionId: unknown;
  #cwd: unknown;
  #uuid: unknown;

  whole(digest: Digest & { "~"?: string }): Digest {
    const same = digest["~"];
    if (same !== undefined) {
      if (same.includes("s")) digest.sessionId = this.#sessionId;
      if (same.includes("c")) digest.cwd = this.#cwd;
      if (same.includes("p")) digest.parentUuid = this.#uuid;
    }
    if ("sessionId" in digest) this.#sessionId = digest.sessionId;
    if ("cwd" in digest) this.#cwd = digest.cwd;
    if ("uuid" in digest) this.#uuid = digest.uuid;
    return digest;
  }
}
