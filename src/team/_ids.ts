/**
 * Ids that come over the wire and may become part of a path. Checked on both sides: the server
 * refuses to store an unsafe project id, and the client refuses one from any server (a
 * compromised or foreign server is not bound by our server's rules).
 */

/** Project ids: letters, digits, `.`, `_`, `-`; at most 200; never only dots (`.`, `..`). */
const PROJECT_ID = /^(?!\.+$)[A-Za-z0-9._-]{1,200}$/;

/** Insight ids (`ti_…` on our server): letters, digits, `_`, `-`, `.`, `:`; never only dots. */
const INSIGHT_ID = /^(?!\.+$)[A-Za-z0-9._:-]{1,100}$/;

/** Why a project id is unsafe, for schemas and messages. */
export const PROJECT_ID_RULE =
  "must be 1 to 200 letters, digits, '.', '_' or '-', and not only dots";

/** True when a project id can name a folder: no separator, no `.` or `..`, nothing odd. */
export function isSafeProjectId(id: string): boolean {
  return PROJECT_ID.test(id);
}

/** True when an insight id is safe to store and show. */
export function isSafeInsightId(id: string): boolean {
  return INSIGHT_ID.test(id);
}
