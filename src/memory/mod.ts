/**
 * What an insight means now: its status against the code (`checkStatus`), and the anchors it is
 * given when a session is distilled. The rules live here; git and files are reached through
 * `Deps`. See docs/memory.md.
 */
export {
  checkStatus,
  clearStatusCache,
  type InsightStatus,
  type Status,
  type StatusDetail,
  STATUSES,
  type StatusFields,
  statusFields,
  type StatusInput,
  statusOfInsights,
  statusText,
  withStatus,
} from "./status.ts";
export { anchorSession, projectPath } from "./_anchor_build.ts";
