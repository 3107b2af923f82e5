/**
 * A folder's stamp (its mtime and inode), as kept answers are vouched for by it: a file added to
 * a folder, removed from it or renamed into it changes the folder's mtime; a folder put in its
 * place has another inode. Taken before the folder is listed, it vouches for the listing while
 * the folder still has it (the ledger's counts, a plan's standings and tally, a transcript
 * folder's names).
 */
import { SETTLE_MS } from "./_index_marks.ts";

/**
 * A store folder as its listing can be vouched for: `missing`, or its mtime and inode;
 * `undefined` for a folder that is a link or cannot be looked at (never vouched for).
 */
export function stampOf(dir: string): string | undefined {
  try {
    const st = Deno.lstatSync(dir);
    return st.isDirectory ? `${st.mtime?.getTime()}:${st.ino}` : undefined;
  } catch (error) {
    return error instanceof Deno.errors.NotFound ? "missing" : undefined;
  }
}

/**
 * A folder's stamp taken at `at`, before it is listed, and whether a listing can be vouched for
 * by it: not when the folder changed less than two seconds before (a change in the same clock
 * tick could follow unseen), is a link or cannot be looked at.
 */
export function vouchedStamp(
  dir: string,
  at: number,
): { stamp: string | undefined; vouched: boolean } {
  const stamp = stampOf(dir);
  const mtime = Number(stamp?.split(":")[0]);
  const vouched = stamp !== undefined && (stamp === "missing" || at - mtime >= SETTLE_MS);
  return { stamp, vouched };
}
