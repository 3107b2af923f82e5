/**
 * How redaction reads a quoted message: every secret and clean case of every held-out corpus
 * (tests/redact/_heldout*.ts) written as it is and quoted (`> ` before each line, as a reply in
 * chat, mail or Markdown quotes what someone sent), as written and inside a JSONL record. Prints,
 * per corpus and in all, the secrets caught and the clean texts left untouched both ways, and with
 * `--show` the cases caught unquoted but missed quoted (labels only, never a secret).
 *
 *   deno run -A scripts/redact_quoted.ts [TREE] [--show]
 *
 * TREE (default: this checkout) is the tree whose `redact()` is measured; the corpora are this
 * checkout's.
 */
import { asRecord, piecesGone } from "../tests/redact/_heldout.ts";
import type { HeldOutClean, HeldOutSecret } from "../tests/redact/_heldout_make.ts";

/** `text` as a reply quotes it: `> ` before each line. */
export function quoted(text: string): string {
  return text.split("\n").map((line) => "> " + line).join("\n");
}

interface Corpus {
  name: string;
  secrets: readonly HeldOutSecret[];
  clean: readonly HeldOutClean[];
}

/** Every held-out corpus of this checkout: `_heldout.ts` (four) and `_heldout_<name>.ts`. */
async function corpora(): Promise<Corpus[]> {
  const dir = new URL("../tests/redact/", import.meta.url);
  const out: Corpus[] = [];
  const four = await import(new URL("_heldout.ts", dir).href);
  out.push({ name: "four", secrets: four.HELD_OUT_SECRETS, clean: four.HELD_OUT_CLEAN });
  const names: string[] = [];
  for (const entry of Deno.readDirSync(dir)) {
    const name = /^_heldout_([a-z]+)\.ts$/.exec(entry.name)?.[1];
    if (name !== undefined) names.push(name);
  }
  for (const name of names.sort()) {
    const mod = await import(new URL(`_heldout_${name}.ts`, dir).href);
    const up = name.toUpperCase();
    const secrets = mod[`${up}_SECRETS`];
    const clean = mod[`${up}_CLEAN`];
    if (Array.isArray(secrets) && Array.isArray(clean)) out.push({ name, secrets, clean });
  }
  return out;
}

const args = Deno.args.filter((a) => !a.startsWith("--"));
const show = Deno.args.includes("--show");
const tree = args[0] ?? new URL("..", import.meta.url).pathname;
const { redact } = await import(`file://${Deno.realPathSync(tree)}/src/redact/mod.ts`);
const run = (text: string): string => redact(text).text;

/** Caught in both forms (as written and in a record). */
function caught(text: string, pieces: readonly string[]): boolean {
  return piecesGone(run(text), pieces, text) &&
    piecesGone(run(asRecord(text)), pieces, asRecord(text));
}
function untouched(text: string): boolean {
  return run(text) === text && run(asRecord(text)) === asRecord(text);
}

const total = { secrets: 0, plain: 0, quoted: 0, clean: 0, cleanPlain: 0, cleanQuoted: 0 };
for (const c of await corpora()) {
  const s = { plain: 0, quoted: 0, cleanPlain: 0, cleanQuoted: 0 };
  const lost: string[] = [];
  for (const x of c.secrets) {
    const p = caught(x.text, x.pieces);
    const q = caught(quoted(x.text), x.pieces);
    if (p) s.plain++;
    if (q) s.quoted++;
    if (p && !q) lost.push(`MISSED quoted: ${x.label}`);
  }
  for (const x of c.clean) {
    const p = untouched(x.text);
    const q = untouched(quoted(x.text));
    if (p) s.cleanPlain++;
    if (q) s.cleanQuoted++;
    if (p && !q) lost.push(`CHANGED quoted: ${x.label}`);
  }
  console.log(
    `${c.name}: caught ${s.plain} unquoted, ${s.quoted} quoted of ${c.secrets.length}; ` +
      `untouched ${s.cleanPlain} unquoted, ${s.cleanQuoted} quoted of ${c.clean.length}`,
  );
  if (show) { for (const l of lost) console.log("  " + l); }
  total.secrets += c.secrets.length;
  total.plain += s.plain;
  total.quoted += s.quoted;
  total.clean += c.clean.length;
  total.cleanPlain += s.cleanPlain;
  total.cleanQuoted += s.cleanQuoted;
}
console.log(
  `all: caught ${total.plain} unquoted, ${total.quoted} quoted of ${total.secrets} ` +
    `(${total.plain - total.quoted} fewer quoted); untouched ${total.cleanPlain} unquoted, ` +
    `${total.cleanQuoted} quoted of ${total.clean}`,
);
