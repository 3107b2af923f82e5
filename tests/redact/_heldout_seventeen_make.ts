/**
 * How held-out corpus seventeen is written (see _heldout_seventeen.ts): its seeded stream, case
 * builders, the vendor tokens it draws, and the views a source file is shown in (the file itself,
 * a Read tool's numbered output, a git diff, an `apply_patch`, a Write tool call or a Read result
 * inside a JSONL record, a fenced block in an answer). Every random character comes from one
 * stream, so the corpus is the same on every run under SEVENTEEN_SEED.
 */
import {
  type Add,
  b64,
  b64u,
  corpusKit,
  type HeldOutClean,
  type HeldOutSecret,
  LOWER_DIGITS,
  type Piece,
  type Shape,
  tokenChecksum,
  UPPER_ALNUM,
} from "./_heldout_make.ts";
import {
  ALNUM,
  BASE64 as B64,
  BASE64URL as B64URL,
  HEX,
  pemLine,
  UPPER_DIGITS as BASE32,
} from "./_fakes.ts";

export type { Add, HeldOutClean, HeldOutSecret, Piece, Shape };
export { ALNUM, B64, b64, b64u, B64URL, BASE32, HEX, LOWER_DIGITS, pemLine, UPPER_ALNUM };

export const SEVENTEEN_SEED = 17017;

const kit = corpusKit(SEVENTEEN_SEED, ALNUM);
let turn = 0;
/** Starts the corpus's stream (and the turn of views) again under `seed`. */
export function reset(seed: number): void {
  kit.reset(seed);
  turn = 0;
}
export const { draw, num, pick, hex, S, C } = kit;

export const LETTERS = ALNUM.slice(0, 52);

/** `n` random bytes from the stream. */
export function bytes(n: number): Uint8Array {
  return Uint8Array.from({ length: n }, () => num(0, 255));
}

/** Base64 of 32 random bytes, as a SHA-256 digest or a 32-byte key is written (43 characters and `=`). */
export function b64of32(): string {
  return draw(42, B64) + draw(1, "AEIMQUYcgkosw048") + "=";
}

/** Base64 of 64 random bytes, as a SHA-512 digest is written (86 characters and `==`). */
export function b64of64(): string {
  return draw(85, B64) + draw(1, "AQgw") + "==";
}

/** A v4-looking UUID. */
export const uuid = (): string => kit.uuid("9");

/** A generated password as one piece: letters and digits around one safe symbol. */
export function pass(add: Add): string {
  return add(draw(num(7, 10)) + pick(["!", "#", "-", "_", ".", "*", "~", "@"]) + draw(num(5, 8)));
}

/** A GitHub- or npm-style token body: 30 random characters and their CRC-32 in base62. */
export function checksummed(): string {
  const body = draw(30);
  return body + tokenChecksum(body);
}

/** A JWT (HS256) whose claims are `claims`; the signature is a piece. */
export function jwt(k: Piece, claims: Record<string, unknown>): string {
  const head = b64u(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  return `${head}.${b64u(JSON.stringify(claims))}.${k(43, B64URL)}`;
}

/** A private key block's lines: every body line a piece. */
export function pemBlock(k: Piece, kind: string, lines: number, indent = ""): string[] {
  const body: string[] = [];
  for (let i = 0; i < lines - 1; i++) body.push(indent + k(64, B64));
  body.push(indent + k(num(20, 60), B64) + "==");
  return [indent + pemLine("BEGIN", kind), ...body, indent + pemLine("END", kind)];
}

/** `n` random bytes written as `0x..` literals joined by `sep`, as one piece. */
export function byteLiterals(add: Add, n: number, sep = ", "): string {
  return add(Array.from({ length: n }, () => "0x" + hex(2)).join(sep));
}

/** A vendor token: its name, the variable a project keeps it in, and how it is drawn. */
export interface Vendor {
  name: string;
  env: string;
  token: (k: Piece, add: Add) => string;
}

/** The vendor tokens of the corpus, each with its documented prefix, length and alphabet. */
export const VENDORS: readonly Vendor[] = [
  { name: "GitHub classic", env: "GITHUB_TOKEN", token: (_k, a) => "ghp_" + a(checksummed()) },
  { name: "GitHub app install", env: "GH_APP_TOKEN", token: (_k, a) => "ghs_" + a(checksummed()) },
  { name: "npm automation", env: "NPM_TOKEN", token: (_k, a) => "npm_" + a(checksummed()) },
  {
    name: "GitHub fine-grained",
    env: "GH_PAT",
    token: (k) => "github_pat_" + k(22) + "_" + k(59),
  },
  { name: "GitLab", env: "GITLAB_TOKEN", token: (k) => "glpat-" + k(20, B64URL) },
  { name: "AWS key id", env: "AWS_ACCESS_KEY_ID", token: (k) => "AKIA" + k(16, BASE32) },
  { name: "Stripe secret", env: "STRIPE_SECRET_KEY", token: (k) => "sk_live_" + k(99) },
  { name: "Stripe webhook", env: "STRIPE_WEBHOOK_SECRET", token: (k) => "whsec_" + k(32) },
  {
    name: "OpenAI",
    env: "OPENAI_API_KEY",
    token: (k) => "sk-proj-" + k(74, B64URL) + "T3BlbkFJ" + k(74, B64URL),
  },
  {
    name: "Anthropic",
    env: "ANTHROPIC_API_KEY",
    token: (k) => "sk-ant-api03-" + k(93, B64URL) + "AA",
  },
  { name: "Google API", env: "GOOGLE_API_KEY", token: (k) => "AIza" + k(35, B64URL) },
  {
    name: "SendGrid",
    env: "SENDGRID_API_KEY",
    token: (k) => "SG." + k(22, B64URL) + "." + k(43, B64URL),
  },
  {
    name: "Slack bot",
    env: "SLACK_BOT_TOKEN",
    token: (k) => `xoxb-${k(11, "0123456789")}-${k(13, "0123456789")}-${k(24)}`,
  },
  { name: "Hugging Face", env: "HF_TOKEN", token: (k) => "hf_" + k(34, LETTERS) },
  { name: "DigitalOcean", env: "DIGITALOCEAN_TOKEN", token: (k) => "dop_v1_" + k(64, HEX) },
  { name: "Shopify admin", env: "SHOPIFY_ACCESS_TOKEN", token: (k) => "shpat_" + k(32, HEX) },
  { name: "Docker Hub", env: "DOCKERHUB_TOKEN", token: (k) => "dckr_pat_" + k(27, B64URL) },
  { name: "Databricks", env: "DATABRICKS_TOKEN", token: (k) => "dapi" + k(32, HEX) },
  { name: "Linear", env: "LINEAR_API_KEY", token: (k) => "lin_api_" + k(40) },
  { name: "Postman", env: "POSTMAN_API_KEY", token: (k) => `PMAK-${k(24, HEX)}-${k(34, HEX)}` },
  { name: "Pulumi", env: "PULUMI_ACCESS_TOKEN", token: (k) => "pul-" + k(40, HEX) },
  { name: "Grafana", env: "GRAFANA_SA_TOKEN", token: (k) => `glsa_${k(32)}_${hex(8)}` },
  { name: "New Relic", env: "NEW_RELIC_API_KEY", token: (k) => "NRAK-" + k(27, UPPER_ALNUM) },
  { name: "Mailgun", env: "MAILGUN_API_KEY", token: (k) => "key-" + k(32, HEX) },
  { name: "RubyGems", env: "GEM_HOST_API_KEY", token: (k) => "rubygems_" + k(48, HEX) },
  { name: "NuGet", env: "NUGET_API_KEY", token: (k) => "oy2" + k(43, LOWER_DIGITS) },
  {
    name: "Terraform Cloud",
    env: "TFE_TOKEN",
    token: (k) => `${k(14, LOWER_DIGITS)}.atlasv1.${k(67)}`,
  },
  {
    name: "Telegram bot",
    env: "TELEGRAM_BOT_TOKEN",
    token: (k) => `${num(1000000000, 7999999999)}:AA${k(33, B64URL)}`,
  },
  { name: "Groq", env: "GROQ_API_KEY", token: (k) => "gsk_" + k(52) },
  { name: "Doppler", env: "DOPPLER_TOKEN", token: (k) => "dp.st.prd." + k(43) },
];

/** The vendor token of the corpus named `name`. */
export function vendor(name: string): Vendor {
  const v = VENDORS.find((x) => x.name === name);
  if (!v) throw new Error(`no vendor named ${name}`);
  return v;
}

/** A view: how a file of `lines` at `path` (in language `lang`) is shown in a session. */
interface View {
  name: string;
  show: (path: string, lang: string, lines: string[]) => string;
}

/** A Read tool's output: each line after its number, right-aligned to six, and an arrow. */
export function numbered(lines: string[], from = 1): string {
  return lines.map((l, i) => `${String(from + i).padStart(6)}→${l}`).join("\n");
}

/** Where a path of the corpus lies on the session's machine. */
function absolute(path: string): string {
  if (path.startsWith("/")) return path;
  return path.startsWith("~/") ? "/home/dev/" + path.slice(2) : "/home/dev/acme/" + path;
}

function toolId(): string {
  return "toolu_01" + draw(22);
}

const VIEWS: readonly View[] = [
  { name: "file", show: (_p, _l, lines) => lines.join("\n") + "\n" },
  { name: "Read output", show: (_p, _l, lines) => numbered(lines, pick([1, 1, num(2, 180)])) },
  {
    name: "git diff",
    show: (path, _l, lines) => {
      const at = num(3, 240);
      return [
        `diff --git a/${path} b/${path}`,
        `index ${hex(7)}..${hex(7)} 100644`,
        `--- a/${path}`,
        `+++ b/${path}`,
        `@@ -${at},2 +${at},${lines.length} @@`,
        ...lines.map((l) => "+" + l),
      ].join("\n");
    },
  },
  {
    name: "apply_patch",
    show: (path, _l, lines) =>
      ["*** Begin Patch", `*** Add File: ${path}`, ...lines.map((l) => "+" + l), "*** End Patch"]
        .join("\n"),
  },
  {
    name: "Read result record",
    show: (_p, _l, lines) =>
      JSON.stringify({
        type: "user",
        message: {
          role: "user",
          content: [{ type: "tool_result", tool_use_id: toolId(), content: numbered(lines) }],
        },
        uuid: uuid(),
      }),
  },
  {
    name: "Write call record",
    show: (path, _l, lines) =>
      JSON.stringify({
        type: "assistant",
        message: {
          role: "assistant",
          content: [{
            type: "tool_use",
            id: toolId(),
            name: "Write",
            input: { file_path: absolute(path), content: lines.join("\n") + "\n" },
          }],
        },
      }),
  },
  {
    name: "fenced in an answer",
    show: (path, lang, lines) =>
      [
        `Here is \`${path}\` as it stands now:`,
        "",
        "```" + lang,
        ...lines,
        "```",
        "",
        "Tell me if you want any of it changed.",
      ].join("\n"),
  },
];

/**
 * A secret case of a source file: `build` writes the file's lines, shown in the next view in turn
 * (so neighbouring cases land in different views and the label stays the same under any seed).
 */
export function code(
  shape: Shape,
  what: string,
  path: string,
  lang: string,
  build: (k: Piece, add: Add) => string[],
): HeldOutSecret {
  const view = VIEWS[turn++ % VIEWS.length]!;
  return S(
    shape,
    `${what} (${path}) — ${view.name}`,
    (k, add) => view.show(path, lang, build(k, add)),
  );
}

/** A clean case of a source file, shown in the next view in turn. */
export function cleanCode(what: string, path: string, lang: string, lines: string[]): HeldOutClean {
  const view = VIEWS[turn++ % VIEWS.length]!;
  return C(`${what} (${path}) — ${view.name}`, view.show(path, lang, lines));
}
