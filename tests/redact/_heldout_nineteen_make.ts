/**
 * How held-out corpus nineteen is written (see _heldout_nineteen.ts): its seeded stream, case
 * builders, the credentials a request carries (each a vendor's token with its real prefix, length
 * and checksum, a JWT, an opaque session id or a home-made service's key) and the public values
 * that look like them (request and trace ids, ETags, nonces, digests). Every random character
 * comes from one stream, so the corpus is the same on every run under NINETEEN_SEED.
 */
import {
  type Add,
  b64,
  b64u,
  corpusKit,
  DIGITS,
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
  UPPER_DIGITS as AWS_ID,
} from "./_fakes.ts";

export type { Add, HeldOutClean, HeldOutSecret, Piece, Shape };
export { ALNUM, AWS_ID, B64, b64, b64u, B64URL, DIGITS, HEX, LOWER_DIGITS, UPPER_ALNUM };

export const NINETEEN_SEED = 19019;

const kit = corpusKit(NINETEEN_SEED, ALNUM);
/** The corpus's stream (reset, draw, num, pick, hex) and case builders (S, C), bound to it. */
export const { reset, draw, num, pick, hex, S, C } = kit;

/** A v4-looking UUID. */
export const uuid = (): string => kit.uuid("8");

/** A generated password as one piece: letters and digits around one symbol a form must encode. */
export function pass(add: Add): string {
  return add(draw(num(6, 9)) + pick(["!", "#", "-", "_", ".", "*", "~", "$"]) + draw(num(5, 8)));
}

/** A password a form sends unchanged by percent-encoding (its one symbol is unreserved). */
export function formPass(add: Add): string {
  return add(draw(num(7, 10)) + pick(["-", "_", ".", "!", "~", "*"]) + draw(num(5, 8)));
}

/** A JWT of `alg` whose claims are `claims`; the signature is a piece. */
export function jwt(k: Piece, claims: Record<string, unknown>, alg = "HS256"): string {
  const head = b64u(JSON.stringify({ alg, typ: "JWT" }));
  const sig = { HS256: 43, ES256: 86, RS256: 342 }[alg] ?? 43;
  return `${head}.${b64u(JSON.stringify(claims))}.${k(sig, B64URL)}`;
}

/** Claims of an access token issued `iat` seconds since the epoch (a plausible one of 2026). */
export function claims(extra: Record<string, unknown> = {}): Record<string, unknown> {
  const iat = 1790000000 + num(0, 9000000);
  return { sub: uuid(), iat, exp: iat + 3600, ...extra };
}

/** A credential a request can carry: its name and a writer that records its pieces. */
export interface Cred {
  name: string;
  make: (k: Piece, add: Add) => string;
}

/** Vendor tokens, JWTs, session ids and home-made keys, as a bearer or API-key header carries them. */
export const CREDS: readonly Cred[] = [
  { name: "GitHub classic token", make: (_k, add) => "gh" + "p_" + add(ghBody()) },
  { name: "GitHub app installation token", make: (_k, add) => "gh" + "s_" + add(ghBody()) },
  {
    name: "GitHub fine-grained token",
    make: (k) => "github" + "_pat_" + k(22) + "_" + k(59),
  },
  { name: "Stripe secret key", make: (k) => "sk" + "_live_" + k(99) },
  {
    name: "OpenAI project key",
    make: (k) => "sk-" + "proj-" + k(74, B64URL) + "T3Blbk" + "FJ" + k(74, B64URL),
  },
  { name: "Anthropic key", make: (k) => "sk-" + "ant-api03-" + k(93, B64URL) + "AA" },
  {
    name: "Slack bot token",
    make: (k) => "xo" + "xb-" + k(12, DIGITS) + "-" + k(13, DIGITS) + "-" + k(24),
  },
  { name: "HS256 access token", make: (k) => jwt(k, claims({ scope: "read write" })) },
  { name: "RS256 id token", make: (k) => jwt(k, claims({ aud: "web", nonce: draw(16) }), "RS256") },
  { name: "GitLab token", make: (k) => "gl" + "pat-" + k(20, B64URL) },
  { name: "Hugging Face token", make: (k) => "h" + "f_" + k(34, ALNUM.slice(0, 52)) },
  { name: "opaque access token", make: (k) => k(num(40, 48), B64URL) },
  { name: "home-made service key", make: (k) => "acme_live_" + k(40, LOWER_DIGITS) },
  { name: "hex API key", make: (k) => k(64, HEX) },
  { name: "Groq key", make: (k) => "gs" + "k_" + k(52) },
  { name: "SendGrid key", make: (k) => "S" + "G." + k(22, B64URL) + "." + k(43, B64URL) },
];

/** The `n` credentials of case `i` of a template, rotating so neighbours differ (no stream draw). */
export function credsFor(i: number, n: number): Cred[] {
  return Array.from({ length: n }, (_, j) => CREDS[(i * 5 + j * 3) % CREDS.length]!);
}

/** A GitHub-style token body: 30 random characters and their CRC-32 in base62. */
export function ghBody(): string {
  const body = draw(30);
  return body + tokenChecksum(body);
}

/** An AWS temporary key id (ASIA…), its secret and its session token, all pieces but the id's prefix. */
export function awsSession(k: Piece): { id: string; secret: string; token: string } {
  return {
    id: "AS" + "IA" + k(16, AWS_ID),
    secret: k(40, B64),
    token: "IQoJb3JpZ2luX2VjE" + k(300, B64),
  };
}

/** A few secret-case templates crossed with credentials: `per` credentials for each template. */
export interface Template {
  label: string;
  shape: Shape;
  write: (token: string, k: Piece, add: Add) => string;
}

/** The secret cases of `templates`, each with `per` credentials chosen in turn. */
export function crossed(templates: readonly Template[], per: number): HeldOutSecret[] {
  return templates.flatMap((t, i) =>
    credsFor(i, per).map((cred) =>
      S(t.shape, `${t.label} — ${cred.name}`, (k, add) => t.write(cred.make(k, add), k, add))
    )
  );
}

/** Secret cases written by `write`, `n` of them, labelled `label 1` to `label n`. */
export function times(
  n: number,
  label: string,
  shape: Shape,
  write: (k: Piece, add: Add) => string,
): HeldOutSecret[] {
  return Array.from({ length: n }, (_, i) => S(shape, `${label} ${i + 1}`, write));
}

// Public values that look like secrets.

/** A W3C `traceparent`. */
export const traceparent = (): string => `00-${hex(32)}-${hex(16)}-01`;
/** A Cloudflare ray id. */
export const cfRay = (): string => `${hex(16)}-${pick(["FRA", "AMS", "IAD", "SJC", "NRT", "LHR"])}`;
/** An S3 `x-amz-request-id` and `x-amz-id-2`. */
export const amzIds = (): [string, string] => [draw(16, UPPER_ALNUM), draw(76, B64)];
/** A strong ETag. */
export const etag = (): string => `"${hex(32)}"`;
/** A subresource-integrity hash. */
export const sri = (): string => `sha384-${draw(64, B64)}`;
/** A CSP nonce. */
export const nonce = (): string => draw(22, B64) + "==";
/** A Google Analytics cookie value. */
export const ga = (): string => `GA1.1.${num(100000000, 999999999)}.${num(1780000000, 1790000000)}`;
/** A public GitHub OAuth app client id. */
export const ghClientId = (): string => "Iv1." + hex(16);
/** A public Google OAuth client id. */
export const googleClientId = (): string =>
  `${draw(12, DIGITS)}-${draw(32, LOWER_DIGITS)}.apps.googleusercontent.com`;
/** An HTTP date around the session. */
export const httpDate = (): string =>
  new Date(Date.UTC(2026, 10, num(1, 27), num(0, 23), num(0, 59), num(0, 59))).toUTCString();
/** An IPv4 address of a client. */
export const ip = (): string => `${num(11, 223)}.${num(0, 255)}.${num(0, 255)}.${num(1, 254)}`;
/** A host of a home-made service. */
export const host = (): string =>
  `${pick(["api", "billing", "auth", "gw", "edge"])}.${
    pick(["acme", "northwind", "globex", "initech"])
  }.${pick(["io", "dev", "com", "cloud"])}`;
