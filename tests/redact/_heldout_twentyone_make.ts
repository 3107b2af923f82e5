/**
 * How held-out corpus twenty-one is written (see _heldout_twentyone.ts): its seeded stream and
 * case builders (one `corpusKit`), the vendor tokens and values operations text carries, and the
 * look-alikes (incident, trace and request ids, digests, fingerprints) its filler is made of.
 * Every random character comes from the one stream, so the corpus is the same on every run under
 * TWENTYONE_SEED.
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
  tokenChecksum,
  UPPER,
  UPPER_ALNUM,
} from "./_heldout_make.ts";
import { ALNUM, BASE64 as B64, BASE64URL as B64URL, HEX, UPPER_DIGITS } from "./_fakes.ts";

export type { Add, HeldOutClean, HeldOutSecret, Piece, Shape };
export {
  ALNUM,
  B64,
  b64,
  b64u,
  B64URL,
  HEX,
  LOWER,
  LOWER_DIGITS,
  UPPER,
  UPPER_ALNUM,
  UPPER_DIGITS,
};

export const TWENTYONE_SEED = 21021;

const kit = corpusKit(TWENTYONE_SEED, ALNUM);
export const { reset, draw, num, pick, hex, S, C } = kit;

/** A v4-looking UUID. */
export function uuid(): string {
  return [hex(8), hex(4), "4" + hex(3), pick(["8", "9", "a", "b"]) + hex(3), hex(12)].join("-");
}

/**
 * A secret case written twice, in two settings (`v` 0 and 1: a different channel, host or
 * wrapper), labelled `label (1)` and `label (2)`.
 */
export function twice(
  shape: Shape,
  label: string,
  build: (k: Piece, add: Add, v: number) => string,
): HeldOutSecret[] {
  return [0, 1].map((v) => S(shape, `${label} (${v + 1})`, (k, add) => build(k, add, v)));
}

/** A clean case written twice, as `twice` does. */
export function twiceClean(label: string, make: (v: number) => string): HeldOutClean[] {
  return [0, 1].map((v) => C(`${label} (${v + 1})`, make(v)));
}

/** A generated password as one piece: letters and digits around one symbol. */
export function pass(add: Add): string {
  return add(
    draw(num(6, 10)) + pick(["!", "#", "-", "_", ".", "*", "@", "%", "+"]) + draw(num(5, 9)),
  );
}

/** A password people type: a word, digits and a symbol (one piece, at least 10 characters). */
export function humanPass(add: Add): string {
  const word = pick(["Winter", "Falcon", "Harbor", "Orchid", "Granite", "Pelican", "Copper"]);
  return add(word + draw(4, "0123456789") + pick(["!", "$", "#", "?"]) + draw(3, LOWER));
}

/** A GitHub- or npm-style token (`ghp_`, `npm_` …): 30 random characters and their checksum. */
export function checksummed(prefix: string): string {
  const body = draw(30);
  return prefix + body + tokenChecksum(body);
}

/** An AWS access key id (`AKIA` or `ASIA` and 16 base32 characters). */
export function awsKeyId(temporary = false): string {
  return (temporary ? "AS" : "AK") + "IA" + draw(16, UPPER_DIGITS);
}

/** A Slack token of `kind` (`xoxb`, `xoxp`): two numeric ids and 24 letters and digits. */
export function slackToken(kind: string): string {
  return `${kind}-${draw(12, "0123456789")}-${draw(13, "0123456789")}-${draw(24)}`;
}

/** Vault's service token: `hvs.` and 91 characters. */
export function vaultToken(): string {
  return "hv" + "s." + draw(91, ALNUM + "_-");
}

/** DigitalOcean's personal token: `dop_v1_` and 64 hex. */
export function doToken(): string {
  return "dop" + "_v1_" + hex(64);
}

/** A Grafana service-account token: `glsa_`, 32 letters and digits, `_`, 8 hex. */
export function grafanaToken(): string {
  return "gl" + "sa_" + draw(32) + "_" + hex(8);
}

/** An Anthropic key: `sk-ant-api03-`, 93 characters and `AA`. */
export function anthropicKey(): string {
  return "sk-" + "ant-api03-" + draw(93, ALNUM + "_-") + "AA";
}

/** A Stripe live secret key (`sk_live_` and 99 letters and digits). */
export function stripeKey(): string {
  return "sk" + "_live_" + draw(99);
}

/** A SendGrid key: `SG.`, 22 and 43 base64url characters. */
export function sendgridKey(): string {
  return "SG." + draw(22, B64URL) + "." + draw(43, B64URL);
}

/** A New Relic user key: `NRAK-` and 27 upper-case letters and digits. */
export function newRelicKey(): string {
  return "NRAK-" + draw(27, UPPER_ALNUM);
}

/** A Tailscale auth key: `tskey-auth-`, a key id ending `CNTRL`, a dash and 33 characters. */
export function tailscaleKey(): string {
  return "tskey-auth-k" + draw(10) + "CNTRL-" + draw(33);
}

/** A GitLab personal token: `glpat-` and 20 characters. */
export function gitlabToken(): string {
  return "gl" + "pat-" + draw(20, ALNUM + "_-");
}

/** A Docker Hub token: `dckr_pat_` and 27 characters. */
export function dockerToken(): string {
  return "dckr" + "_pat_" + draw(27, ALNUM + "_-");
}

/** `n` random bytes from the stream. */
export function bytes(n: number): Uint8Array {
  return Uint8Array.from({ length: n }, () => num(0, 255));
}

/** A WireGuard key (32 random bytes in base64: 43 characters and `=`). */
export function wgKey(): string {
  return b64(bytes(32));
}

/** An Azure storage account key (64 random bytes in base64, 88 characters). */
export function azureKey(): string {
  return b64(bytes(64));
}

/** A JWT (HS256 or RS256) whose claims are `claims`; its signature is a piece. */
export function jwt(k: Piece, claims: Record<string, unknown>, alg = "HS256"): string {
  const head = b64u(JSON.stringify({ alg, typ: "JWT" }));
  return `${head}.${b64u(JSON.stringify(claims))}.${k(alg === "HS256" ? 43 : 342, B64URL)}`;
}

/** The armour of a PEM block of `kind` ("RSA ", "EC ", "OPENSSH ", "" …). */
export function armour(kind: string, end: boolean): string {
  return `-----${end ? "END" : "BEGIN"} ${kind}PRIVATE KEY-----`;
}

/** A private key block: every body line a piece. */
export function pemBlock(k: Piece, kind: string, lines: number, indent = ""): string[] {
  const body: string[] = [];
  for (let i = 0; i < lines - 1; i++) body.push(indent + k(64, B64));
  body.push(indent + k(num(20, 60), B64) + "==");
  return [indent + armour(kind, false), ...body, indent + armour(kind, true)];
}

// Look-alikes: the ids, digests and names operations text is full of.

/** A host name of a fleet. */
export function host(): string {
  const role = pick(["db", "api", "cache", "mq", "search", "bastion", "worker", "edge"]);
  return `${role}-${pick(["prod", "stg", "eu1", "use1"])}-${num(1, 40)}`;
}

/** A person's handle in a chat. */
export function person(): string {
  return pick([
    "maria.k",
    "dev.ops",
    "tomasz",
    "aiko",
    "jdoe",
    "priya",
    "lars",
    "oncall-bot",
    "sam",
  ]);
}

/** An incident id as trackers write them. */
export function incidentId(): string {
  return pick([
    `INC-${num(1000, 9999)}`,
    `SEV${num(1, 3)}-${num(100, 999)}`,
    `#inc-2026-11-${num(10, 27)}`,
  ]);
}

/** A PagerDuty-style incident or service id (14 upper-case letters and digits). */
export function pdId(): string {
  return "P" + draw(6, UPPER_ALNUM) + "Q" + draw(6, UPPER_ALNUM);
}

/** A W3C trace id (32 hex) and a span id (16 hex). */
export function traceId(): string {
  return hex(32);
}

/** A git commit SHA. */
export function sha(): string {
  return hex(40);
}

/** An image or content digest. */
export function digest(): string {
  return "sha256:" + hex(64);
}

/** An SSH host key fingerprint. */
export function fingerprint(): string {
  return "SHA256:" + b64(bytes(32), false);
}

/** An ISO time in November 2026. */
export function when(): string {
  return new Date(Date.UTC(2026, 10, num(1, 27), num(0, 23), num(0, 59), num(0, 59))).toISOString();
}

/** `HH:MM` of `minute` minutes after midnight (wrapping at midnight). */
function clockTime(minute: number): string {
  const m = minute % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

/** The minutes of a thread's lines: a random start, each line 0–4 minutes after the last. */
function threadMinutes(n: number): number[] {
  let t = num(0, 1439);
  return Array.from({ length: n }, () => (t += num(0, 4)));
}

/** Slack-style lines of a thread: `[HH:MM] who: text`, in time order. */
export function thread(lines: readonly string[]): string {
  const at = threadMinutes(lines.length);
  return lines.map((l, i) => `[${clockTime(at[i]!)}] ${person()}: ${l}`).join("\n");
}

/** A Teams-style pasted thread: a header line per message (who, day and time), in time order. */
export function teams(lines: readonly string[]): string {
  const day = `2026-11-${String(num(1, 27)).padStart(2, "0")}`;
  const at = threadMinutes(lines.length);
  return lines.map((l, i) => `${person()}  ${day} ${clockTime(at[i]!)}\n${l}\n`).join("\n");
}
