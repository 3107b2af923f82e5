/** Waiting for background work in tests: a gate the test opens, and polling with a bound. */

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
