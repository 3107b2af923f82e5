/** Who holds a lease or a model slot: a process of a host, recognisable when it has died. */

/** A lease owner: `host:pid:random`, so a lease of a dead process on this host can be ignored. */
export function leaseOwner(host: string, pid: number): string {
  return `${host}:${pid}:${crypto.randomUUID().slice(0, 8)}`;
}

/**
 * False when `owner` is a process of this host that no longer runs (Linux: no `/proc/<pid>`).
 * Elsewhere, or for another host, a lease simply runs out.
 */
export function ownerAlive(owner: string, host: string): boolean {
  const m = /^(.*):(\d+):[^:]*$/.exec(owner);
  if (!m || m[1] !== host || Deno.build.os !== "linux") return true;
  try {
    Deno.statSync(`/proc/${m[2]}`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a lease (a session's, a model slot's, a team pull's) is held at `now`: it has not run
 * out, and its owner is not a process of this host that no longer runs (`host` unknown: the
 * time alone says). The one rule every reader of a lease follows.
 */
export function leaseHeld(
  owner: unknown,
  until: unknown,
  now: number,
  host: string | undefined,
): boolean {
  return Number(until) > now && (host === undefined || ownerAlive(String(owner ?? ""), host));
}

/**
 * A lease on a session lasts this long unless renewed; a heartbeat renews it while the work
 * runs, so a crashed or killed process blocks its sessions for at most this long.
 */
