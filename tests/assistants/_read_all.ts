/**
 * Discover and read every session a source finds, as `ctx init` does: the refs, the sessions and
 * the warnings of both steps.
 */
import type { DiscoverOptions, Session, SessionRef, Source } from "../../src/types.ts";

export interface ReadAll {
  refs: SessionRef[];
  warnings: string[];
  sessions: Session[];
  readWarnings: string[];
}

export async function readAllSessions(source: Source, options: DiscoverOptions): Promise<ReadAll> {
  const { refs, warnings } = await source.discover(options);
  const sessions: Session[] = [];
  const readWarnings: string[] = [];
  for (const ref of refs) {
    const read = await source.read(ref, options);
    readWarnings.push(...read.warnings);
    if (read.session) sessions.push(read.session);
  }
  return { refs, warnings, sessions, readWarnings };
}

/** The same, with the warnings of both steps in one list. */
export async function readAll(
  source: Source,
  options: DiscoverOptions,
): Promise<{ refs: SessionRef[]; sessions: Session[]; warnings: string[] }> {
  const all = await readAllSessions(source, options);
  return {
    refs: all.refs,
    sessions: all.sessions,
    warnings: [...all.warnings, ...all.readWarnings],
  };
}
