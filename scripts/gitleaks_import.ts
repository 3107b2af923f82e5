/**
 * Regenerates `src/redact/_gitleaks_data.json` from gitleaks' default rule data (MIT licence):
 *
 *   deno run -A scripts/gitleaks_import.ts PATH/TO/config/gitleaks.toml VERSION COMMIT
 *   deno run -A scripts/gitleaks_import.ts --rescope
 *
 * Each rule's pattern is translated from Go's RE2 syntax to JavaScript here, once, so ctx ships
 * ready-to-compile sources and reads no TOML at run time. Rules that do not translate, and the
 * ones listed in `LEFT_OUT` (with the reason), are not imported. docs/redaction.md says which
 * version is bundled and how it was measured. Each rule's `scope` (where it runs,
 * `gitleaksScope`) is read from its pattern here too; `--rescope` reads it again for the bundled
 * data alone (when that analysis changes), leaving the rest as it is.
 */
import { readGitleaksConfig } from "./_gitleaks_rules.ts";
import { gitleaksScope } from "../src/redact/_gitleaks_scope.ts";

const target = new URL("../src/redact/_gitleaks_data.json", import.meta.url);

/** Writes `data` as the bundled rule data, formatted. */
async function write(data: unknown): Promise<void> {
  await Deno.writeTextFile(target, JSON.stringify(data, null, 2) + "\n");
  await new Deno.Command(Deno.execPath(), { args: ["fmt", "--quiet", target.pathname] }).output();
}

if (Deno.args[0] === "--rescope") {
  const data = JSON.parse(await Deno.readTextFile(target));
  for (const rule of data.rules) rule.scope = gitleaksScope(rule.source);
  await write(data);
  console.error(`${data.rules.length} rules rescoped`);
  Deno.exit(0);
}

/** Rules ctx does not import, and why. */
const LEFT_OUT: Record<string, string> = {
  "generic-api-key": "any name with key/token/secret and a long value: ctx's assignment rules",
  "curl-auth-header": "ctx's authorization rules; unbounded .* is slow in a backtracking engine",
  "curl-auth-user": "ctx's curl-user rule; unbounded .* is slow in a backtracking engine",
  "private-key": "ctx's private-key rule (also JSON-escaped, URL-encoded, base64, truncated)",
  "jwt": "ctx's jwt rule",
  "jwt-base64": "ctx decodes base64 values itself",
};

const [path, version, commit] = Deno.args;
if (!path || !version || !commit) {
  throw new Error("usage: gitleaks_import.ts PATH/TO/gitleaks.toml VERSION COMMIT");
}
const config = readGitleaksConfig(await Deno.readTextFile(path));
const rules = config.rules.filter((r) => !LEFT_OUT[r.id]);
const skipped = config.skipped.map((s) => `${s.id}: ${s.reason}`);
const global = config.global[0];

// The MIT licence of the data travels with it.
const MIT_NOTICE = [
  "MIT License",
  "",
  "Copyright (c) 2019 Zachary Rice",
  "",
  "Permission is hereby granted, free of charge, to any person obtaining a copy of this software " +
  'and associated documentation files (the "Software"), to deal in the Software without ' +
  "restriction, including without limitation the rights to use, copy, modify, merge, publish, " +
  "distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the " +
  "Software is furnished to do so, subject to the following conditions:",
  "",
  "The above copyright notice and this permission notice shall be included in all copies or " +
  "substantial portions of the Software.",
  "",
  'THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING ' +
  "BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND " +
  "NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, " +
  "DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, " +
  "OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.",
];

const data = {
  generatedBy: "scripts/gitleaks_import.ts (do not edit by hand)",
  source: "https://github.com/gitleaks/gitleaks config/gitleaks.toml",
  version,
  commit,
  license: "MIT",
  notice: MIT_NOTICE,
  translation: "patterns translated from Go RE2 to JavaScript syntax (scripts/_gitleaks_rules.ts)",
  leftOut: { ...LEFT_OUT, ...Object.fromEntries(config.skipped.map((s) => [s.id, s.reason])) },
  globalAllowlists: global ? [global] : [],
  rules,
};
await write(data);
console.error(`${rules.length} rules written; skipped: ${skipped.join("; ") || "none"}`);
