/**
 * The folder the subscription CLI runs in (`subscription_cli.ts`): sessions recorded under it are
 * ctx's own calls, which sources exclude and the session-end hook leaves alone. A file of its
 * own, with nothing heavy: the hook checks it before it answers its assistant.
 */
import { join } from "../paths.ts";
import type { Config } from "../config/mod.ts";

/** The directory the CLI runs in; sources must exclude sessions recorded under it. */
export function cliScratchDir(config: Pick<Config, "ctxHome">): string {
  return join(config.ctxHome, "scratch");
}
