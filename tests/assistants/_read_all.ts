/**
 * Discover and read everything a source finds for a project, as `ctx init` does: the refs, the
 * sessions read, and every warning on the way.
 */
import type { DiscoverOptions, Session, SessionRef, Source } from "../../src/types.ts";

export async function readAll(
  source: Source,
  options: DiscoverOptions,
): Promise<{ refs: SessionRef[]; sessions: Session[]; warnings: string[] }> {
  const found = await source.discover(options);
  const sessions: Session[] = [];
  const warnings = [...found.warnings];
  for (const ref of found.refs) {
    const r = await source.read(ref, options);
    warnings.push(...r.warnings);
    if (r.session) sessions.push(r.session);
  }
  return { refs: found.refs, sessions, warnings };
}
