/**
 * How held-out corpus thirty-five is written (see _heldout_thirtyfive.ts): its seeded stream, case
 * builders and the value makers its families share — passwords, JWTs, key blocks, a session's
 * clock — and the small filler (settings, ids, timings) that surrounds a secret. Every random
 * character, in secrets and in the filler alike, comes from the one stream, so the corpus is the
 * same on every run under THIRTYFIVE_SEED.
 */
import {
  type Add,
  b64,
  b64u,
  caseClock,
  corpusKit,
  DIGITS,
  type HeldOutClean,
  type HeldOutSecret,
  LOWER,
  LOWER_DIGITS,
  type Piece,
  type Shape,
  UPPER,
  UPPER_ALNUM,
} from "./_heldout_make.ts";
import { ALNUM, BASE64 as B64, BASE64URL as B64URL, HEX } from "./_fakes.ts";

export type { Add, HeldOutClean, HeldOutSecret, Piece, Shape };
export { ALNUM, B64, b64, b64u, B64URL, DIGITS, HEX, LOWER, LOWER_DIGITS, UPPER, UPPER_ALNUM };

export const THIRTYFIVE_SEED = 35035;

const kit = corpusKit(THIRTYFIVE_SEED, ALNUM);
/** The corpus's stream (reset, draw, num, pick, hex) and case builders (S, C), bound to it. */
export const { reset, draw, num, pick, hex, S, C } = kit;

/** A v4-looking UUID. */
export const uuid = (): string => kit.uuid(pick(["8", "9", "a", "b"]));

/** `n` decimal digits, the first not zero. */
export function digits(n: number): string {
  return draw(1, "123456789") + draw(n - 1, DIGITS);
}

/** A generated password as one piece: letters and digits around one or two safe symbols. */
export function pass(add: Add): string {
  const sym = () => pick(["!", "#", "-", "_", ".", "*", "~", "@", "$", "%"]);
  return add(draw(num(5, 8)) + sym() + draw(num(4, 7)) + (num(0, 1) ? sym() + draw(2) : ""));
}

/** A password a person chose: a word, digits and a symbol (one piece). */
export function humanPass(add: Add): string {
  const word = pick(["Dispatch", "Harbor", "Warehouse", "Convoy", "Freight", "Compass", "Transit"]);
  return add(word + draw(num(3, 5), DIGITS) + pick(["!", "#", "$", "?"]) + draw(2, UPPER));
}

/** A JWT signed with `alg` whose claims are `claims`; the signature is a piece. */
export function jwt(
  k: Piece,
  claims: Record<string, unknown>,
  alg: "HS256" | "RS256" = "HS256",
  extraHeader: Record<string, string> = {},
): string {
  const head = b64u(JSON.stringify({ alg, typ: "JWT", ...extraHeader }));
  return `${head}.${b64u(JSON.stringify(claims))}.${k(alg === "HS256" ? 43 : 342, B64URL)}`;
}

/** The armour of a PEM block of `kind` ("RSA ", "EC ", "" …). */
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

const clock = caseClock(num, 2);
/** Starts a case's clock at a random moment of November 2026. */
export const startClock = clock.start;
/** The next timestamp of the case's clock (ISO, milliseconds), a little later than the last. */
export function tick(): string {
  return new Date(clock.advance(5, 4000)).toISOString();
}

/** A `value` cut in two at about its middle, for a terminal or an editor that wrapped it. */
export function halves(value: string): [string, string] {
  const at = Math.floor(value.length / 2) + num(-3, 3);
  return [value.slice(0, at), value.slice(at)];
}

/** A host name of the session's project. */
export function appHost(): string {
  return `${pick(["dispatch", "routing", "fleet", "ship", "booking", "geo", "wms"])}-${
    pick(["api", "svc", "worker", "gw"])
  }.${pick(["internal", "prod", "staging"])}.${
    pick(["freightly.io", "routewise.dev", "cargo-hub.net", "tripnest.app"])
  }`;
}

/** Clean settings lines of a logistics app's `.env` (ids, regions, timings, no secret). */
export function envFiller(n: number): string[] {
  const makers = [
    () => `PORT=${pick(["3000", "8080", "4000", "5173"])}`,
    () => `LOG_LEVEL=${pick(["info", "debug", "warn"])}`,
    () => `DEFAULT_COUNTRY=${pick(["DE", "US", "GB", "NL", "AU", "CA", "FR"])}`,
    () => `WAREHOUSE_ID=WH-${digits(4)}`,
    () => `ROUTE_CACHE_TTL=${num(30, 900)}`,
    () => `GEOCODER_TIMEOUT_MS=${num(800, 5000)}`,
    () => `DATABASE_HOST=${pick(["db", "postgres", "pg-primary"])}.${pick(["internal", "local"])}`,
    () => `REDIS_URL=redis://cache:${pick(["6379", "6380"])}/${num(0, 5)}`,
    () => `MAX_STOPS_PER_ROUTE=${num(8, 60)}`,
    () => `LABEL_FORMAT=${pick(["PDF", "ZPL", "PNG"])}`,
    () => `DEPOT_LAT=${(num(-60, 60) + Math.floor(num(0, 999999)) / 1e6).toFixed(6)}`,
    () => `FEATURE_ETA_V2=${pick(["true", "false"])}`,
    () => `TZ=${pick(["Europe/Berlin", "America/Chicago", "Australia/Sydney", "UTC"])}`,
    () => `SENTRY_ENVIRONMENT=${pick(["production", "staging"])}`,
    () => `SHIPMENT_QUEUE=shipments-${pick(["eu", "us", "apac"])}-${num(1, 9)}`,
  ];
  const lines: string[] = [];
  for (let i = 0; i < n && makers.length > 0; i++) {
    lines.push(makers.splice(num(0, makers.length - 1), 1)[0]!());
  }
  return lines;
}

/** `filler` with `middle` placed somewhere among it. */
export function bury(filler: string[], middle: string[]): string[] {
  const at = num(1, Math.max(1, filler.length - 1));
  return [...filler.slice(0, at), ...middle, ...filler.slice(at)];
}

/** `n` lines of an app log around a session (timestamps, levels, routes, timings). */
export function logFiller(n: number): string[] {
  const msgs = [
    () => `GET /v1/shipments/${digits(8)} 200 ${num(4, 400)}ms`,
    () => `route optimised: ${num(3, 40)} stops, ${num(10, 600)} km, solver ${num(20, 900)}ms`,
    () => `geocode cache hit ratio=${(num(40, 99) / 100).toFixed(2)}`,
    () =>
      `POST /v1/labels 201 ${num(100, 2000)}ms carrier=${pick(["ups", "fedex", "dhl", "usps"])}`,
    () => `worker ${num(1, 8)} picked job ${hex(12)}`,
    () => `eta recalculated for vehicle ${num(100, 999)} (${num(1, 90)} min)`,
  ];
  return Array.from(
    { length: n },
    () => `${tick()} ${pick(["INFO", "DEBUG", "INFO"])} ${pick(msgs)()}`,
  );
}

/** A Mapbox-style user name (lower case, maybe with a digit run). */
export function mapUser(): string {
  return pick(["routes", "fleet", "geo", "maps", "depot", "atlas"]) + draw(num(2, 6), LOWER_DIGITS);
}

/**
 * A Mapbox token of `kind` ("pk" public, "sk" secret): its base64url claims (user and token id)
 * and a 22-character signature, as `sig` draws it.
 */
export function mapboxToken(
  kind: "pk" | "sk",
  sig: (n: number, alphabet: string) => string,
): string {
  const claims = b64u(JSON.stringify({ u: mapUser(), a: "c" + draw(24, LOWER_DIGITS) }));
  return `${kind}.${claims}.${sig(22, B64URL)}`;
}

/** A place clean lines are shown in: a label and how it wraps them. */
export type Box = readonly [string, (lines: string[]) => string];

/** The places a clean look-alike is shown in. */
export const BOXES: readonly Box[] = [
  [
    "in a chat message",
    (l) =>
      `${
        pick(["can you check these", "here are the ones from this morning", "these failed"])
      }:\n\n${l.join("\n")}\n\n${pick(["thanks", "any idea?", "same as yesterday"])}`,
  ],
  [
    "in a command's output",
    (l) =>
      `$ ${
        pick([
          "node scripts/export.js",
          "python -m tools.dump",
          "deno task fixtures",
          "make sample",
        ])
      }\n${l.join("\n")}`,
  ],
  ["in a log", (l) => {
    startClock();
    return l.map((x) => `${tick()} INFO ${x}`).join("\n");
  }],
  [
    "in a test fixture",
    (l) =>
      ["// fixtures for the integration tests", "export const SAMPLE = `", ...l, "`;"].join("\n"),
  ],
  [
    "in a markdown note",
    (l) =>
      [`## ${pick(["Notes", "Sample data", "Incident"])}`, "", ...l.map((x) => `- ${x}`)].join(
        "\n",
      ),
  ],
];

/** The clean cases of look-alikes: each in `per` boxes, taken in turn. */
export function inBoxes(
  alikes: readonly (readonly [string, () => string[]])[],
  per: number,
): HeldOutClean[] {
  const out: HeldOutClean[] = [];
  alikes.forEach(([label, make], i) => {
    for (let j = 0; j < per; j++) {
      const [where, wrap] = BOXES[(i + j * 2) % BOXES.length]!;
      out.push(C(`${label} — ${where}`, wrap(make())));
    }
  });
  return out;
}
