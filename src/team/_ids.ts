/**
 * Ids that come over the wire and may become part of a path. Checked on both sides: the server
 * refuses to store an unsafe project id, and the client refuses one from any server (a
 * compromised or foreign server is not bound by our server's rules). A safe id is a folder name
 * on every system ctx runs on: besides the store's rule (no separator, not only dots), no
 * Windows device name and no trailing dot, which Windows would drop (`p1.` would be `p1`).
 */
import { projectIdProblem } from "../store/mod.ts";

/** Insight ids (`ti_…` on our server): letters, digits, `_`, `-`, `.`, `:`; never only dots. */
const INSIGHT_ID = /^(?!\.+$)[A-Za-z0-9._:-]{1,100}$/;

/** Why a project id that breaks the store's rule is unsafe, for schemas and messages. */
const PROJECT_ID_RULE = "must be 1 to 200 letters, digits, '.', '_' or '-', and not only dots";

/** Names Windows keeps for devices, in any case and with any extension (`nul.txt` too). */
const DEVICE_NAME = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;

/**
 * What is wrong with a project id as a folder name (to follow "it "), or `undefined` when it is
 * safe.
 *
 * @example
 * projectIdRefusal("github.com-acme-app"); // undefined
 * projectIdRefusal("nul"); // 'must not be a Windows device name ("nul")'
 */
export function projectIdRefusal(id: string): string | undefined {
  // The same rule as every store path (src/store/project.ts), then what Windows adds.
  if (projectIdProblem(id) !== undefined) return PROJECT_ID_RULE;
  if (id.endsWith(".")) return "must not end with a dot (Windows drops it)";
  const device = DEVICE_NAME.exec(id);
  if (device) return `must not be a Windows device name ("${device[1]}")`;
  return undefined;
}

/** True when an insight id is safe to store and show. */
export function isSafeInsightId(id: string): boolean {
  return INSIGHT_ID.test(id);
}
