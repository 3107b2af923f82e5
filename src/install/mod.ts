/**
 * `ctx install`: register the ctx MCP server with every client found in the home directory
 * (merge, never clobber, idempotent, backups, dry run, uninstall) and the backend wizard.
 *
 * @example
 * const changes = await registerClients(deps, { dryRun: true });
 * const clients = await registeredClients(deps); // for ctx status
 */
import type { Prompter } from "./wizard.ts";

export {
  type ChangeAction,
  type ClientChange,
  type ClientRegistration,
  foundClients,
  registerClients,
  registeredClients,
  type RegisterOptions,
  serverCommand,
} from "./register.ts";
export { mcpClients } from "../assistants/mod.ts";
export { refusalLines } from "../edit/clients.ts";
export { describeKeySource, KEY_ENV, type KeySource, keySourceOf, maskKey } from "./keys.ts";
export {
  BACKEND_CHOICES,
  describeSetup,
  type Prompter,
  runWizard,
  type SetupFlags,
  setupFromFlags,
  type SetupResult,
} from "./wizard.ts";
export { checkKey, type KeyCheck } from "./_validate.ts";
export {
  describeHookChange,
  type HookChange,
  hookCommand,
  offerHooks,
  registeredHooks,
  registerHooks,
} from "./hooks.ts";

/** The terminal `Prompter` of the wizard; `@inquirer/prompts` loads only when it is asked for. */
export async function terminalPrompter(signal?: AbortSignal): Promise<Prompter> {
  return (await import("./_prompts.ts")).inquirerPrompter(signal);
}
