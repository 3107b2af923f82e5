/**
 * The rule tables of docs/redaction.md, written from the rules themselves: each row is a rule's
 * id, its description, its first example and what redaction makes of it, and a look-alike it
 * leaves alone (`Rule.examples`, checked by tests/redact/examples_test.ts).
 *
 *   deno run -A scripts/redact_rules_doc.ts          rewrite the section in docs/redaction.md
 *   deno run -A scripts/redact_rules_doc.ts --check  exit 1 when the committed section is stale
 *
 * tests/redact/rules_doc_test.ts runs the check.
 */
import { unmark } from "../src/redact/_examples.ts";
import type { Rule } from "../src/redact/_rule.ts";
import { RULE_FAMILIES } from "../src/redact/_rule_families.ts";
import { clip } from "../src/text.ts";

export const DOC = new URL("../docs/redaction.md", import.meta.url);
export const BEGIN = "<!-- rule tables: written by scripts/redact_rules_doc.ts, do not edit -->";
export const END = "<!-- end of rule tables -->";

/** A text for a table cell: one line, pipes escaped, in a code span. */
function code(text: string): string {
  const line = text.replace(/\r?\n/g, "⏎").replace(/\|/g, "\\|");
  return line.includes("`") ? "`` " + line + " ``" : "`" + line + "`";
}

/** Runs of 20 or more token characters cut to their first 8 (no whole fake token in the docs). */
function cutTokens(text: string): string {
  return text.replace(/[A-Za-z0-9+\/=_.~-]{20,}/g, (run) => run.slice(0, 8) + "…");
}

/** An example as shown: long secrets cut to their first characters, and the whole text too. */
function shown(example: string): { input: string; output: string } {
  const cut = example.replace(
    /«([^«»]*)»/g,
    (_, s: string) => `«${s.length > 14 ? s.slice(0, 8) + "…" : s}»`,
  );
  const { input, expected } = unmark(cut);
  return { input: clip(cutTokens(input), 90), output: clip(cutTokens(expected), 90) };
}

function row(rule: Rule): string {
  const example = shown(rule.examples!.match[0]!);
  const clean = cutTokens(rule.examples!.clean[0]!);
  return `| \`${rule.id}\` | ${rule.description.replace(/\|/g, "\\|")} | ${
    code(example.input)
  } | ` +
    `${code(example.output)} | ${code(clip(clean, 70))} |`;
}

/** The section between the markers, before formatting. */
export function ruleTables(): string {
  const parts: string[] = [BEGIN, ""];
  for (const family of RULE_FAMILIES) {
    parts.push(`### ${family.title}`, "");
    parts.push("| rule | what it catches | example | becomes | left alone |");
    parts.push("| --- | --- | --- | --- | --- |");
    for (const rule of family.rules) parts.push(row(rule));
    parts.push("");
  }
  parts.push(END);
  return parts.join("\n");
}

/** `markdown` as `deno fmt` writes it. */
export async function formatted(markdown: string): Promise<string> {
  const fmt = new Deno.Command(Deno.execPath(), {
    args: ["fmt", "--ext", "md", "--line-width", "100", "-"],
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const writer = fmt.stdin.getWriter();
  await writer.write(new TextEncoder().encode(markdown));
  await writer.close();
  const out = await fmt.output();
  if (!out.success) throw new Error(new TextDecoder().decode(out.stderr));
  return new TextDecoder().decode(out.stdout);
}

/** docs/redaction.md with its rule tables as the rules say. */
export async function updatedDoc(doc: string): Promise<string> {
  const from = doc.indexOf(BEGIN);
  const to = doc.indexOf(END);
  if (from === -1 || to === -1) {
    throw new Error(`docs/redaction.md: markers ${BEGIN} … ${END} not found`);
  }
  return await formatted(doc.slice(0, from) + ruleTables() + doc.slice(to + END.length));
}

if (import.meta.main) {
  const doc = await Deno.readTextFile(DOC);
  const updated = await updatedDoc(doc);
  if (Deno.args.includes("--check")) {
    if (updated !== doc) {
      console.error(
        "docs/redaction.md: the rule tables are stale; run deno run -A scripts/redact_rules_doc.ts",
      );
      Deno.exit(1);
    }
  } else if (updated !== doc) {
    await Deno.writeTextFile(DOC, updated);
    console.error("docs/redaction.md: rule tables written");
  }
}
