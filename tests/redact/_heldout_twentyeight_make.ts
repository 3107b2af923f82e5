/**
 * How held-out corpus twenty-eight is written (see _heldout_twentyeight.ts): its seeded stream,
 * case builders and the values of building, signing and publishing software — vendor tokens with
 * their vendors' prefixes and lengths, passwords, key blocks, JWTs, and the look-alikes around them
 * (commit SHAs, digests, integrity hashes, run ids, versions). Every random character comes from
 * one stream, so the corpus is the same on every run under TWENTYEIGHT_SEED.
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
  tokenChecksum,
  UPPER,
} from "./_heldout_make.ts";
import { ALNUM, BASE64 as B64, BASE64URL as B64URL, HEX } from "./_fakes.ts";

export type { Add, HeldOutClean, HeldOutSecret, Piece, Shape };
export { ALNUM, B64, b64, b64u, B64URL, HEX, LOWER, LOWER_DIGITS, UPPER };

export const TWENTYEIGHT_SEED = 28028;

const kit = corpusKit(TWENTYEIGHT_SEED, ALNUM);
/** The corpus's stream (reset, draw, num, pick, hex) and case builders (S, C), bound to it. */
export const { reset, draw, num, pick, hex, S, C } = kit;

/** A v4-looking UUID. */
export const uuid = (): string => kit.uuid("9");

/** Base32 lower case, as Azure DevOps writes a personal access token. */
export const B32_LOWER = "abcdefghijklmnopqrstuvwxyz234567";
/** The alphabet of an AWS access key id after its prefix. */
export const B32_UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** A generated password as one piece: letters and digits around one symbol a CI var allows. */
export function pass(add: Add): string {
  return add(draw(num(7, 10)) + pick(["!", "#", "-", "_", ".", "*", "@", "%"]) + draw(num(5, 8)));
}

/** A generated password that may stand in a URL's userinfo as it is (no `@`, `%`, `#` or `*`). */
export function urlPass(add: Add): string {
  return add(draw(num(7, 10)) + pick(["-", "_", ".", "~"]) + draw(num(5, 8)));
}

/** An Azure DevOps PAT of the 84-character format: `AZDO` at characters 77 to 80. */
export function adoPat(add: Add): string {
  return add(`${draw(76)}AZDO${draw(4)}`);
}

/** A Sentry organization token: `sntrys_`, base64 of its JSON claims, `_`, a random secret. */
export function sentryOrgToken(add: Add): string {
  const claims = {
    iat: num(1790000000, 1799999999),
    url: "https://sentry.io",
    region_url: "https://us.sentry.io",
    org: "acme",
  };
  return "sntrys_" + add(`${b64(JSON.stringify(claims), false)}_${draw(43, B64.replace("/", ""))}`);
}

/** A GitHub- or npm-style token `prefix_` + 30 random characters and their CRC-32 in base62. */
export function checked(add: Add, prefix: string): string {
  const body = draw(30);
  return add(`${prefix}_${body}${tokenChecksum(body)}`);
}

/** A GitHub fine-grained token: `github_pat_`, 22 characters, `_`, 59 characters. */
export function fineGrained(k: Piece): string {
  return `github_${"pat"}_${k(22)}_${k(59)}`;
}

/** A JWT (HS256 or RS256) whose claims are `claims`; the signature is a piece. */
export function jwt(k: Piece, claims: Record<string, unknown>, alg: "HS256" | "RS256" = "HS256") {
  const head = b64u(JSON.stringify({ alg, typ: "JWT" }));
  return `${head}.${b64u(JSON.stringify(claims))}.${k(alg === "HS256" ? 43 : 342, B64URL)}`;
}

/** The armour of a private key block of `kind` ("RSA ", "ENCRYPTED SIGSTORE ", "PGP " …). */
export function armour(kind: string, end: boolean, block = false): string {
  return `-----${end ? "END" : "BEGIN"} ${kind}PRIVATE KEY${block ? " BLOCK" : ""}-----`;
}

/** A PEM private key block: every body line a piece. */
export function pemBlock(k: Piece, kind: string, lines: number, indent = ""): string[] {
  const body: string[] = [];
  for (let i = 0; i < lines - 1; i++) body.push(indent + k(64, B64));
  body.push(indent + k(num(20, 60), B64) + "=");
  return [indent + armour(kind, false), ...body, indent + armour(kind, true)];
}

/** A GPG armored private key block (`gpg --export-secret-keys --armor`): every body line a piece. */
export function pgpBlock(k: Piece, lines: number): string[] {
  const body: string[] = [];
  for (let i = 0; i < lines - 1; i++) body.push(k(64, B64));
  body.push(k(num(20, 50), B64));
  return [armour("PGP ", false, true), "", ...body, "=" + draw(4, B64), armour("PGP ", true, true)];
}

/** A public block of `kind` ("PGP PUBLIC KEY BLOCK", "PUBLIC KEY"), drawn, never a piece. */
export function publicBlock(kind: string, lines: number): string[] {
  const body = Array.from({ length: lines }, () => draw(64, B64));
  body.push(draw(num(10, 40), B64) + "=");
  const head = kind.startsWith("PGP") ? ["-----BEGIN " + kind + "-----", ""] : [
    "-----BEGIN " + kind + "-----",
  ];
  return [...head, ...body, "-----END " + kind + "-----"];
}

/** A commit SHA (40 hex), a short one, an OCI digest, an integrity hash: look-alikes. */
export const sha = (): string => hex(40);
export const shortSha = (): string => hex(num(7, 12));
export const digest = (): string => `sha256:${hex(64)}`;
export const integrity = (): string => `sha512-${draw(86, B64)}==`;
/** A semver version. */
export const version = (): string => `${num(0, 9)}.${num(0, 30)}.${num(0, 40)}`;
/** A CI run or build id. */
export const runId = (): number => num(1000000000, 9999999999);

const clock = caseClock(num, 2);
/** Starts a case's clock at a random moment of November 2026. */
export const startClock = clock.start;
/** The next ISO timestamp of the case's clock. */
export function tick(): string {
  return new Date(clock.advance(20, 4000)).toISOString();
}
/** The clock's time of day, `HH:MM:SS`. */
export function hms(): string {
  return new Date(clock.advance(200, 9000)).toISOString().slice(11, 19);
}

/** A GitHub Actions log: each line behind a timestamp. */
export function actionsLog(body: readonly string[]): string {
  startClock();
  return body.map((l) => `${tick()} ${l}`).join("\n");
}

/** `n` from `gen`, called in turn. */
export function lines<T = string>(n: number, gen: (i: number) => T): T[] {
  return Array.from({ length: n }, (_, i) => gen(i));
}

/** Filler lines of a build: npm, tests, downloads, with durations and hashes. */
export function buildNoise(n: number): string[] {
  return lines(n, () =>
    pick([
      () =>
        `added ${num(20, 1400)} packages, and audited ${num(100, 1900)} packages in ${num(2, 59)}s`,
      () =>
        `Downloaded from central: https://repo.maven.apache.org/maven2/org/${
          pick(["slf4j", "apache/commons", "junit"])
        }/${version()}.jar (${num(4, 900)} kB at ${num(1, 9)}.${num(0, 9)} MB/s)`,
      () =>
        `PASS src/${pick(["lib", "api", "core", "cli"])}/${
          pick(["parse", "render", "auth", "cache"])
        }.test.ts (${num(1, 9)}.${num(100, 999)} s)`,
      () =>
        `#${num(3, 19)} [${pick(["build", "deps", "runtime"])} ${num(1, 9)}/${num(9, 14)}] RUN ${
          pick(["pnpm install --frozen-lockfile", "go build ./...", "cargo build --release"])
        }`,
      () => `#${num(3, 19)} DONE ${num(0, 90)}.${num(1, 9)}s`,
      () =>
        `Cache restored from key: ${pick(["node", "gradle", "cargo"])}-${
          pick(["linux", "macos"])
        }-${hex(64)}`,
      () => `   Compiling ${pick(["serde", "tokio", "clap", "regex"])} v${version()}`,
      () =>
        `HEAD is now at ${shortSha()} ${
          pick(["fix: flaky test", "chore(deps): bump", "feat: add flag"])
        }`,
    ])());
}

/** The `i`-th of `items`, cycling. */
export function nth<T>(items: readonly T[], i: number): T {
  return items[i % items.length]!;
}
