/**
 * Run inside `dbus-run-session` with a headless gnome-keyring: a round trip through the real
 * `secret-tool`. Prints a JSON report (never the secret) for `secret_tool_real_test.ts`.
 */
import { loadConfig } from "../../src/config/mod.ts";
import { memoryOutput } from "../../src/output.ts";
import { openSecretStore } from "../../src/keychain/mod.ts";
import { type CommandRunner, runCommand } from "../../src/process.ts";

const secret = `sk-real-${crypto.randomUUID()}`;
const argvs: string[] = [];
let stdinCarriedSecret = false;
const run: CommandRunner = (command, args, options) => {
  argvs.push([command, ...args].join(" "));
  if (options?.stdin === secret) stdinCarriedSecret = true;
  return runCommand(command, args, options);
};
const output = memoryOutput();
const config = loadConfig(Deno.env.toObject(), { os: "linux" });
const store = await openSecretStore({ config, run, output });
await store.set("vendor-b-api-key", secret);
const got = await store.get("vendor-b-api-key");
const deleted = await store.delete("vendor-b-api-key");
const deletedAgain = await store.delete("vendor-b-api-key");
const after = await store.get("vendor-b-api-key");
console.log(JSON.stringify({
  kind: store.kind,
  label: store.label,
  roundTrip: got === secret,
  deleted,
  deletedAgain,
  goneAfterDelete: after === undefined,
  stdinCarriedSecret,
  secretInArgv: argvs.some((a) => a.includes(secret)),
  secretInOutput: [...output.stdout, ...output.stderr].some((l) => l.includes(secret)),
  commands: argvs.map((a) => a.split(" ").slice(0, 2).join(" ")),
}));
