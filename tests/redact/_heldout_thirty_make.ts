/**
 * How held-out corpus thirty is written (see _heldout_thirty.ts): its seeded stream, case builders,
 * the fake values of websites (passwords, salts, JWTs, key blocks) and the views a text surfaces
 * through in a session (the file itself, a Read result, a pasted question, an answer, a terminal, a
 * JSONL record). Every random character, in secrets and in the text around them, comes from one
 * stream, so the corpus is the same on every run under THIRTY_SEED.
 */
import {
  type Add,
  b64,
  b64u,
  corpusKit,
  type HeldOutClean,
  type HeldOutSecret,
  LOWER,
  LOWER_DIGITS,
  type Piece,
  type Shape,
  UPPER_ALNUM,
} from "./_heldout_make.ts";
import { ALNUM, BASE64 as B64, BASE64URL as B64URL, HEX } from "./_fakes.ts";
import { SIG_LENGTH } from "./_wellformed.ts";

export type { Add, HeldOutClean, HeldOutSecret, Piece, Shape };
export { ALNUM, B64, b64, b64u, B64URL, HEX, LOWER, LOWER_DIGITS, UPPER_ALNUM };

/** What crypt(3)-style hashes (apr1, bcrypt) are written in. */
export const CRYPT = "./" + ALNUM;

export const THIRTY_SEED = 30030;

const kit = corpusKit(THIRTY_SEED, ALNUM);
/** The corpus's stream (reset, draw, num, pick, hex) and case builders (S, C), bound to it. */
export const { reset, draw, num, pick, hex, S, C } = kit;

/** A v4-looking UUID. */
export const uuid = (): string => kit.uuid("9");

/** `n` lower-case letters and digits (slugs, hosts, project refs). */
export const low = (n: number): string => draw(n, LOWER_DIGITS);

/** A generated password as one piece: letters and digits around one URL-safe symbol. */
export function pass(add: Add): string {
  return add(draw(num(7, 10)) + pick(["!", "-", "_", ".", "*", "~"]) + draw(num(5, 8)));
}

/** What a WordPress salt is drawn from: printable, without quotes, backslash or space. */
const SALT = ALNUM + "!@#$%^&*()-_[]{}<>~+=,.;:/?|";
/** A 64-character WordPress-style key or salt, as a piece. */
export const salt = (k: Piece): string => k(64, SALT);

/** A JWT of `alg` whose claims are `claims`; its signature a piece when `k` is given. */
export function jwt(claims: Record<string, unknown>, k?: Piece, alg = "HS256"): string {
  const head = b64u(JSON.stringify({ alg, typ: "JWT" }));
  const n = SIG_LENGTH[alg]!;
  return `${head}.${b64u(JSON.stringify(claims))}.${k ? k(n, B64URL) : draw(n, B64URL)}`;
}

/** Seconds since the epoch in November 2026, for `iat` claims and logs. */
export const epoch = (): number => num(1793491200, 1796083199);

/** A private key block, `\n`-joined lines (or `eol`); every body line a piece. */
export function pem(k: Piece, lines: number, eol = "\n"): string {
  const armour = (edge: string) => `-----${edge} ${"PRIVATE"} KEY-----`;
  const body: string[] = [];
  for (let i = 0; i < lines - 1; i++) body.push(k(64, B64));
  body.push(k(num(24, 60), B64) + "=");
  return [armour("BEGIN"), ...body, armour("END")].join(eol);
}

/** `value` cut in two pieces at a point in its middle third. */
export function halves(add: Add, value: string): [string, string] {
  const at = num(Math.floor(value.length / 3), Math.floor((value.length * 2) / 3));
  return [add(value.slice(0, at)), add(value.slice(at))];
}

/** A content hash as a bundler writes it in a filename (8 hex). */
export const fingerprint = (): string => hex(8);

/** A view: the form a text takes when it surfaces in a session. */
export interface View {
  label: string;
  show: (lines: string[], file: string) => string;
}

/** A file's name, or what a text came from when it is no file (`terminal`, `devtools`, `chat`). */
const isFile = (file: string): boolean => /[./]/.test(file);

/** The views the families put their texts in. */
export const VIEWS: readonly View[] = [
  { label: "the file", show: (lines) => lines.join("\n") + "\n" },
  {
    label: "a Read result",
    show: (lines) => lines.map((l, i) => `${String(i + 1).padStart(6)}→${l}`).join("\n"),
  },
  {
    label: "a pasted question",
    show: (lines, file) =>
      `${pick(["hey", "ok so", "quick one", "help"])} — the site breaks after deploy, ${
        isFile(file) ? `this is my ${file}` : `this is what the ${file} shows`
      }:\n\n\`\`\`\n${lines.join("\n")}\n\`\`\`\n\nwhat am I missing? ${
        pick(["it works locally", "staging is fine", "no idea"])
      }`,
  },
  {
    label: "an answer",
    show: (lines, file) =>
      `${
        isFile(file)
          ? `I found the problem in \`${file}\`. Here is the corrected version:`
          : `Looking at the ${file} output:`
      }\n\n\`\`\`\n${lines.join("\n")}\n\`\`\`\n\nAfter that, clear the cache (${
        pick(["`wp cache flush`", "`npm run build`", "a hard reload", "`vercel --prod`"])
      }) and try again.`,
  },
  {
    label: "a terminal",
    show: (lines, file) => {
      const prompt = `${low(6)}@${pick(["web", "mbp", "build", "staging"])}-${hex(4)}:~/sites/${
        low(7)
      }$ `;
      const head = isFile(file) ? [`${prompt}cat ${file}`] : [];
      return [...head, ...lines, prompt].join("\n");
    },
  },
  {
    label: "a JSONL record",
    show: (lines) =>
      JSON.stringify({
        type: "user",
        uuid: uuid(),
        message: {
          role: "user",
          content: [{
            type: "tool_result",
            tool_use_id: `toolu_01${draw(22)}`,
            content: lines.join("\n"),
          }],
        },
      }),
  },
];

/** A text a case writes: its label, its shape, the file it stands for, and its lines. */
export interface Insertion {
  label: string;
  shape: Shape;
  file: string;
  make: (k: Piece, add: Add) => string[];
}

/**
 * The secret cases of a family: insertion `i` shown in `per` views, starting at a view that moves
 * on with `i` so neighbouring insertions are shown differently.
 */
export function shown(insertions: readonly Insertion[], per: number): HeldOutSecret[] {
  return insertions.flatMap((ins, i) =>
    Array.from({ length: per }, (_, j) => {
      const view = VIEWS[(i * 2 + j * 3) % VIEWS.length]!;
      return S(ins.shape, `${ins.label} — ${view.label}`, (k, add) =>
        view.show(ins.make(k, add), ins.file));
    })
  );
}

/** A clean look-alike: its label, the file it stands for, its lines. */
export type Alike = readonly [label: string, file: string, make: () => string[]];

/** The clean cases of a family: each look-alike in `per` views, as `shown` chooses them. */
export function shownClean(alikes: readonly Alike[], per: number): HeldOutClean[] {
  return alikes.flatMap(([label, file, make], i) =>
    Array.from({ length: per }, (_, j) => {
      const view = VIEWS[(i * 2 + j * 3 + 1) % VIEWS.length]!;
      return C(`${label} — ${view.label}`, view.show(make(), file));
    })
  );
}
