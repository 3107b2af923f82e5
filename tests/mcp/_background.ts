/**
 * Helpers for tests of background work: a gate the test opens, and which sessions a fake vendor
 * was sent (polling with a bound is `waitFor` in tests/_helpers.ts).
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

/** The session ids the prompts a fake vendor received were about, in order. */
export function sentSessionIds(requests: ReadonlyArray<{ body: unknown }>): string[] {
  return requests.flatMap((r) => {
    const m = /Session: ([A-Za-z0-9._-]+)/.exec(JSON.stringify(r.body));
    return m ? [m[1]!] : [];
  });
}
