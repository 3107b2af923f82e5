/**
 * How held-out corpus twenty-six is written (see _heldout_twentysix.ts): its seeded stream, case
 * builders, the vendor tokens of data and ML work drawn from that stream, and the containers a
 * case's lines are written into (a notebook's cell or output, a file shown in a terminal, a
 * Claude Code tool result, a Codex command output, an assistant's answer). Every random
 * character, in secrets and in the filler around them, comes from one stream.
 */
import {
  type Add,
  b64,
  b64u,
  caseClock,
  corpusKit,
  type HeldOutClean,
  type HeldOutSecret,
  LOWER,
  LOWER_DIGITS,
  type Piece,
  type Shape,
  UPPER,
  UPPER_ALNUM,
} from "./_heldout_make.ts";
import { ALNUM, BASE64 as B64, BASE64URL as B64URL, HEX, UPPER_DIGITS } from "./_fakes.ts";

export type { Add, HeldOutClean, HeldOutSecret, Piece, Shape };
export { ALNUM, B64, b64, b64u, B64URL, HEX, LOWER, LOWER_DIGITS, UPPER_ALNUM, UPPER_DIGITS };

export const TWENTYSIX_SEED = 26026;

const kit = corpusKit(TWENTYSIX_SEED, ALNUM);
/** The corpus's stream (reset, draw, num, pick, hex) and case builders (S, C), bound to it. */
export const { reset, draw, num, pick, hex, S, C } = kit;

/** A v4-looking UUID. */
export const uuid = (): string => kit.uuid(pick(["8", "9", "a", "b"]));

/** Letters only (a Hugging Face token's body). */
export const LETTERS = UPPER + LOWER;

/** A generated password as one piece: letters and digits around one symbol safe in a URI. */
export function pass(add: Add): string {
  return add(draw(num(7, 10)) + pick(["!", "-", "_", ".", "*", "~"]) + draw(num(5, 8)));
}

/** Vendor tokens of data and ML work: the random part is a piece, a fixed prefix is not. */
export const tok = {
  hf: (k: Piece) => "hf_" + k(34, LETTERS),
  /** A W&B key of the first format (40 hex); `wandbV1` is the newer one (86 characters). */
  wandb: (k: Piece) => k(40, HEX),
  wandbV1: (k: Piece) => "wandb_v1_" + k(77),
  dapi: (k: Piece) => "dapi" + k(32, HEX),
  kaggle: (k: Piece) => k(32, HEX),
  replicate: (k: Piece) => "r8_" + k(37),
  /** A Together key of the older format (64 hex); `togetherV1` is the newer one. */
  together: (k: Piece) => k(64, HEX),
  togetherV1: (k: Piece) => "tgp_v1_" + k(43, B64URL),
  cohere: (k: Piece) => k(40),
  mistral: (k: Piece) => k(32),
  groq: (k: Piece) => "gsk_" + k(52),
  openai: (k: Piece) => "sk-proj-" + k(74, B64URL) + "T3BlbkFJ" + k(74, B64URL),
  anthropic: (k: Piece) => "sk-ant-api03-" + k(93, B64URL) + "AA",
  comet: (k: Piece) => k(25),
  pinecone: (k: Piece) => "pcsk_" + draw(5) + "_" + k(62),
  langsmith: (k: Piece) => "lsv2_pt_" + k(32, HEX) + "_" + k(10, HEX),
  prefect: (k: Piece) => "pnu_" + k(36),
  awsSecret: (k: Piece) => k(40, B64),
  google: (k: Piece) => "AIza" + k(35, B64URL),
  fernet: (k: Piece) => k(43, B64URL) + "=",
  azureKey: (k: Piece) => k(86, B64) + "==",
  slackHook: (k: Piece) =>
    `https://hooks.slack.com/services/T${draw(8, UPPER_ALNUM)}/B${draw(10, UPPER_ALNUM)}/${k(24)}`,
};

/** A public AWS access key id (not a piece: the id names the key, the secret is the secret). */
export const akia = (): string => pick(["AKIA", "ASIA"]) + draw(16, UPPER_DIGITS);

/** A JWT whose claims are `claims`, signed with `alg` (HS256 or RS256); the signature is a piece. */
export function jwt(k: Piece, claims: Record<string, unknown>, alg = "HS256"): string {
  const head = b64u(JSON.stringify({ alg, typ: "JWT" }));
  return `${head}.${b64u(JSON.stringify(claims))}.${k(alg === "RS256" ? 342 : 43, B64URL)}`;
}

/** The armour of a PEM block of `kind` ("RSA ", "ENCRYPTED ", "" …). */
export function armour(kind: string, end: boolean): string {
  return `-----${end ? "END" : "BEGIN"} ${kind}PRIVATE KEY-----`;
}

/** A private key block's lines: every body line a piece. */
export function pemLines(k: Piece, kind: string, n: number): string[] {
  const body: string[] = [];
  for (let i = 0; i < n - 1; i++) body.push(k(64, B64));
  body.push(k(num(20, 60), B64) + "=");
  return [armour(kind, false), ...body, armour(kind, true)];
}

const clock = caseClock(num, 2);
/** Starts a case's clock at a random moment of November 2026. */
export const startClock = clock.start;
/** The next ISO timestamp of the case's clock. */
export function tick(): string {
  return new Date(clock.advance(5, 4000)).toISOString();
}

/** `n` values from `gen`, called in turn. */
export function lines<T = string>(n: number, gen: (i: number) => T): T[] {
  return Array.from({ length: n }, (_, i) => gen(i));
}

/** A short random name: a host, a user, a bucket. */
export const word = (n = num(4, 8)): string => draw(1, LOWER) + draw(n - 1, LOWER_DIGITS);

/** A figure of `int` digits and `frac` decimals. */
export const fig = (int: number, frac: number): string =>
  `${num(0, 10 ** int - 1)}.${draw(frac, "0123456789")}`;

/** The lines a case adds, and how it is built. */
export interface Insertion {
  label: string;
  shape: Shape;
  make: (k: Piece, add: Add) => string[];
}

/** A container: writes a longer text around a case's lines. */
export interface Container {
  label: string;
  wrap: (middle: string[]) => string;
}

/** Table names of the filler. */
export const DATASETS = ["events", "orders", "sessions", "users", "clicks", "invoices", "features"];
/** Files a case's lines are shown from. */
export const PATHS = [
  "~/.netrc",
  "profiles.yml",
  ".env",
  "config.yaml",
  "secrets.toml",
  "conn.json",
  "etl.py",
];
