/** Reading what `ctx init` printed, for the end-to-end tests. */

/** The report's count lines (`Label: N`) as a record. */
export function reportCounts(stdout: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of stdout.matchAll(/^([^:\n]+): (\d+)/gm)) out[m[1]!] = Number(m[2]);
  return out;
}
