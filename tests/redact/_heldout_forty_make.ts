/**
 * How held-out corpus forty is written (see _heldout_forty.ts): its seeded stream, case builders,
 * the vendor-shaped values of a developer's own machine, key blocks, and the places a snippet of a
 * dotfile, a keyring's output or a shell's history turns up in a session (printed as is, pasted in
 * a message, shown as a tool's result, quoted in an answer, prefixed by a bootstrap log). Every
 * random character, in secrets and around them alike, comes from one stream.
 */
import {
  type Add,
  b64,
  corpusKit,
  type HeldOutClean,
  type HeldOutSecret,
  LOWER_DIGITS,
  type Piece,
  type Shape,
  tokenChecksum,
} from "./_heldout_make.ts";
import { ALNUM, BASE64 as B64, BASE64URL as B64URL, HEX, UPPER_DIGITS } from "./_fakes.ts";

export type { Add, HeldOutClean, HeldOutSecret, Piece, Shape };
export { ALNUM, B64, b64, B64URL, HEX, LOWER_DIGITS, UPPER_DIGITS };

export const FORTY_SEED = 40040;

const kit = corpusKit(FORTY_SEED, ALNUM);
/** The corpus's stream (reset, draw, num, pick, hex, uuid) and case builders (S, C), bound to it. */
export const { reset, draw, num, pick, hex, S, C } = kit;

/** A v4-looking UUID. */
export const uuid = (): string => kit.uuid(pick(["8", "9", "a", "b"]));

/** Upper-case letters and digits. */
export const UPPER_ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

const USERS = ["mara", "jdoe", "kenji", "priya", "tomasz", "aoife", "luis", "sam", "ines", "olu"];
const HOSTS = ["mbp-m3", "thinkpad", "nuc", "devbox", "fedora-ws", "studio", "framework", "xps13"];
/** A user name of the machine. */
export const user = (): string => pick(USERS);
/** A host name of the machine. */
export const host = (): string => pick(HOSTS);

/** A generated password as one piece: letters and digits around one symbol a shell leaves alone. */
export function pass(add: Add): string {
  return add(
    draw(num(6, 10)) + pick(["!", "#", "-", "_", ".", "*", "~", "@", "%"]) + draw(num(5, 9)),
  );
}

const WORDS = [
  "tundra",
  "pelican",
  "oxide",
  "mural",
  "quartz",
  "ember",
  "lattice",
  "saffron",
  "harbor",
  "vortex",
  "gravel",
  "cobalt",
  "meadow",
  "falcon",
  "juniper",
  "orbit",
  "thimble",
  "canyon",
  "walnut",
  "marble",
  "zephyr",
  "anchor",
  "bramble",
  "cinder",
];
/** A diceware passphrase (four to six words and a number) as one piece. */
export function phrase(add: Add, sep = pick(["-", " ", ".", "_"])): string {
  const words = Array.from({ length: num(4, 6) }, () => pick(WORDS));
  return add([...words, String(num(10, 99))].join(sep));
}

/** A GitHub- or npm-style token's body: 30 random characters and their checksum. */
export function ghBody(): string {
  const body = draw(30);
  return body + tokenChecksum(body);
}

/** A GitHub- or npm-style token: `prefix` and its body (a piece). */
export function ghTok(add: Add, prefix: string): string {
  return prefix + add(ghBody());
}

/** An AWS access key id (public beside its secret: not a piece). */
export const awsId = (): string => pick(["AKIA", "AKIA", "ASIA"]) + draw(16, UPPER_DIGITS);

/** An AWS secret access key, 40 characters (a piece). */
export const awsSecret = (k: Piece): string => k(40, ALNUM + "+/");

/** An OpenAI project key: its two random halves around the fixed marker are pieces. */
export const openaiKey = (k: Piece): string =>
  "sk-" + "proj-" + k(74, B64URL) + "T3Blbk" + "FJ" + k(74, B64URL);

/** An Anthropic API key: the random body is a piece, the fixed `AA` tail is not. */
export const anthropicKey = (k: Piece): string => "sk-" + "ant-api03-" + k(93, B64URL) + "AA";

/** A fine-grained GitHub token: both random parts are pieces. */
export const githubPat = (k: Piece): string => "github_" + "pat_" + k(22) + "_" + k(59);

/** A Hugging Face token (34 letters). */
export const hfTok = (k: Piece): string => "hf_" + k(34, ALNUM.slice(0, 52));

/** A PyPI API token: the fixed macaroon head for pypi.org, then the random rest (a piece). */
export function pypiTok(k: Piece): string {
  return "pypi-" + "AgE" + "IcHlwaS5vcmc" + k(num(150, 180), B64URL);
}

/** The armour of a PEM block of `kind` ("RSA ", "EC ", "OPENSSH ", "ENCRYPTED ", "") . */
export function armour(kind: string, end: boolean): string {
  return `-----${end ? "END" : "BEGIN"} ${kind}PRIVATE KEY-----`;
}

/** A PEM private key block: every body line a piece. */
export function pemBlock(k: Piece, kind: string, lines: number, indent = ""): string[] {
  const body: string[] = [];
  for (let i = 0; i < lines - 1; i++) body.push(indent + k(64, B64));
  body.push(indent + k(num(20, 60), B64) + "=");
  return [indent + armour(kind, false), ...body, indent + armour(kind, true)];
}

/**
 * An OpenSSH private key block: its first line starts with the fixed `openssh-key-v1` head and
 * cipher name, the rest of that line and every other body line are pieces (70 characters a line, as ssh-keygen
 * writes them).
 */
export function opensshBlock(k: Piece, lines: number, indent = ""): string[] {
  // "openssh-key-v1", then the cipher: "none", or "aes256-ctr" under a passphrase.
  const head = "b3BlbnNzaC1rZXktdjEAAAAA" +
    pick(["BG5vbmUAAAAEbm9uZQ", "CmFlczI1Ni1j" + "dHIAAAAG"]);
  const body = [indent + head + k(70 - head.length, B64)];
  for (let i = 0; i < lines - 2; i++) body.push(indent + k(70, B64));
  body.push(indent + k(num(20, 60), B64) + "=");
  const a = (end: boolean) => indent + armour("OPENSSH ", end);
  return [a(false), ...body, a(true)];
}

/** An armoured PGP private key block: every body line a piece, the CRC line not. */
export function pgpBlock(k: Piece, lines: number): string[] {
  const edge = (e: string) => `-----${e} PGP PRIVATE KEY BLOCK-----`;
  const body: string[] = [];
  for (let i = 0; i < lines - 1; i++) body.push(k(64, B64));
  body.push(k(num(20, 50), B64) + "=");
  return [edge("BEGIN"), "", ...body, "=" + draw(4, B64), edge("END")];
}

/** A WireGuard key: 32 bytes in base64 (44 characters with its `=`). */
export function wgKey(): string {
  return draw(42, B64) +
    pick(["A", "E", "I", "M", "Q", "U", "Y", "c", "g", "k", "o", "s", "w", "0", "4", "8"]) + "=";
}

/** A clock time `HH:MM:SS`. */
export function hms(): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(num(7, 23))}:${two(num(0, 59))}:${two(num(0, 59))}`;
}

/** A shell prompt for the machine. */
export function prompt(): string {
  return pick([`${user()}@${host()} ~ % `, `${user()}@${host()}:~$ `, "❯ ", "$ "]);
}

/** A template: lines a secret (or its clean look-alike) puts into a session. */
export interface Template {
  label: string;
  shape: Shape;
  make: (k: Piece, add: Add) => string[];
}

/** A context: where a snippet turns up in a session, written around its lines. */
export interface Context {
  label: string;
  wrap: (body: string[]) => string;
}

const ASKS = [
  "this is on my new laptop, can you tell me why it still asks me to log in?",
  "I copied my dotfiles over from the old machine and now nothing authenticates. Here's the file:",
  "ok here is what it prints, does this look right?",
  "set this up following the README but it fails, output below",
];
const ANSWERS = [
  "The file is read, but the entry does not match the host the tool connects to.",
  "This looks correct; the problem is the file's permissions (it must be 0600).",
  "The value is there, so the failure is elsewhere: check which profile is selected.",
];

/** The contexts every family's snippets are written into, chosen in turn. */
export const CONTEXTS: readonly Context[] = [
  { label: "as printed", wrap: (b) => b.join("\n") },
  {
    label: "pasted in a message",
    wrap: (b) => `${pick(ASKS)}\n\n\`\`\`\n${b.join("\n")}\n\`\`\`\n`,
  },
  {
    label: "in a tool result",
    wrap: (b) => {
      // The command the assistant ran: the snippet's own `$ …` line, or a read of the file.
      const own = b[0]?.startsWith("$ ") ? b[0].slice(2) : undefined;
      const [first = "", ...rest] = own === undefined ? b : b.slice(1);
      const cmd = own ?? pick(["sed -n '1,80p' \"$f\"", 'cat "$f"', 'bat -p "$f"']);
      return `⏺ Bash(${cmd})\n  ⎿  ${first}\n` + rest.map((l) => `     ${l}`).join("\n");
    },
  },
  {
    label: "quoted in an answer",
    wrap: (b) =>
      `I looked at what you have on \`${host()}\`:\n\n\`\`\`\n${b.join("\n")}\n\`\`\`\n\n${
        pick(ANSWERS)
      }\n`,
  },
  {
    label: "in a bootstrap log",
    wrap: (b) => {
      const t = `2026-11-${num(10, 27)}T${hms()}Z`;
      const step = pick(["dotfiles", "secrets", "shell", "auth"]);
      return [`${t} ==> bootstrap step ${num(3, 19)}/20: ${step}`]
        .concat(b.map((l) => `${t} ${l}`)).join("\n");
    },
  },
];

/** The context of a template's `j`-th case (up to three different ones), neighbours apart. */
function slot(i: number, j: number): number {
  return (i + j * 2) % CONTEXTS.length;
}

/** The secret cases of a family: each template in `per` contexts, chosen in turn. */
export function combine(templates: readonly Template[], per = 3): HeldOutSecret[] {
  const out: HeldOutSecret[] = [];
  templates.forEach((t, i) => {
    for (let j = 0; j < per; j++) {
      const ctx = CONTEXTS[slot(i, j)]!;
      out.push(S(t.shape, `${t.label} — ${ctx.label}`, (k, add) => ctx.wrap(t.make(k, add))));
    }
  });
  return out;
}

/** The clean cases of a family: each look-alike in `per` contexts, chosen in turn. */
export function combineClean(
  alikes: readonly (readonly [string, () => string[]])[],
  per = 3,
): HeldOutClean[] {
  const out: HeldOutClean[] = [];
  alikes.forEach(([label, make], i) => {
    for (let j = 0; j < per; j++) {
      const ctx = CONTEXTS[slot(i, j)]!;
      out.push(C(`${label} — ${ctx.label}`, ctx.wrap(make())));
    }
  });
  return out;
}
