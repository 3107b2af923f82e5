/**
 * Helpers for tests of background work: a gate the test opens, polling with a bound, and which
 * sessions a fake vendor was sent.
 */

export interface Gate {
  /** Resolves once `open()` was called. */
  opened: Promise<void>;
  open(): void;
}

/** A gate a fake's responder awaits, so the test decides when answers come. */
export function gate(): Gate {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * Poll `check` until it holds. The bound is not a speed goal: it only turns "never happens"
 * into a failure with `what` instead of a hung test.
 */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  what = "the condition",
  boundMs = 60_000,
): Promise<void> {
  const end = Date.now() + boundMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Gave up waiting for ${what} after ${boundMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The session ids the prompts a fake vendor received were about, in order. */
export function sentSessionIds(requests: ReadonlyArray<{ body: unknown }>): string[] {
  return requests.flatMap((r) => {
    const m = /Session: ([A-Za-z0-9._-]+)/.exec(JSON.stringify(r.body));
    return m ? [m[1]!] : [];
  });
}
