/**
 * How held-out corpus thirty-nine is written (see _heldout_thirtynine.ts): its seeded stream, case
 * builders, the values a database session is full of (role names, hosts, passwords, ids) and the
 * settings a case's lines are shown in (a terminal, an assistant's answer, a file read, a user's
 * message, a diff). Every random character, in secrets and in the text around them alike, comes
 * from one stream, so the corpus is the same on every run under THIRTYNINE_SEED.
 */
import {
  type Add,
  b64,
  b64u,
  corpusKit,
  DIGITS,
  type HeldOutClean,
  type HeldOutSecret,
  LOWER,
  LOWER_DIGITS,
  type Piece,
  type Shape,
  UPPER,
} from "./_heldout_make.ts";
import { ALNUM, BASE64 as B64, BASE64URL as B64URL, HEX, UPPER_DIGITS } from "./_fakes.ts";

export type { Add, HeldOutClean, HeldOutSecret, Piece, Shape };
export { ALNUM, B64, b64, b64u, B64URL, DIGITS, HEX, LOWER, LOWER_DIGITS, UPPER, UPPER_DIGITS };

export const THIRTYNINE_SEED = 39039;

const kit = corpusKit(THIRTYNINE_SEED, ALNUM);
/** The corpus's stream (reset, draw, num, pick, hex, uuid) and case builders (S, C), bound to it. */
export const { reset, draw, num, pick, hex, S, C } = kit;

/** A v4-looking UUID (a primary key, a cluster id, an Atlas private key). */
export const uuid = (): string => kit.uuid(pick(["8", "9", "a", "b"]));

/** A database password as one piece: letters and digits, sometimes a URL-safe symbol inside. */
export function pass(add: Add): string {
  const n = num(0, 3);
  if (n === 0) return add(draw(num(16, 28)));
  return add(draw(num(7, 11)) + pick(["-", "_", ".", "~"]) + draw(num(6, 10)));
}

/** A password a person typed: symbols a URI must percent-encode (`@`, `:`, `/`, `#`, `!`, `$`). */
export function typed(add: Add): string {
  return add(draw(num(6, 9)) + pick(["@", "!", "#", "$", "%", "&"]) + draw(num(5, 8)));
}

/** A role name (public, never a piece). */
export function role(): string {
  return pick([
    "app",
    "app_rw",
    "app_ro",
    "replicator",
    "backup",
    "analytics",
    "metabase",
    "grafana",
    "airflow",
    "django",
    "rails",
    "etl_loader",
    "reporting",
    "billing_svc",
    "migrator",
    "keycloak",
  ]) + (num(0, 2) === 0 ? "_" + draw(2, LOWER) : "");
}

/** A database name. */
export function dbname(): string {
  return pick(["orders", "app_production", "billing", "inventory", "warehouse", "auth", "events"]) +
    pick(["", "", "_v2", "_staging", "_eu"]);
}

/** A host of `kind`, its random parts drawn. */
export function host(kind = pick(["rds", "internal", "ip", "gcp", "azure"])): string {
  switch (kind) {
    case "rds":
      return `${dbname().replace(/_/g, "-")}.cluster-${draw(12, LOWER_DIGITS)}.${
        pick(["us-east-1", "eu-west-1", "ap-southeast-2"])
      }.rds.amazonaws.com`;
    case "ip":
      return `10.${num(0, 255)}.${num(0, 255)}.${num(2, 254)}`;
    case "gcp":
      return `${num(34, 35)}.${num(100, 250)}.${num(0, 255)}.${num(2, 254)}`;
    case "azure":
      return `${draw(num(6, 10), LOWER)}-sql.${
        pick(["database.windows.net", "postgres.database.azure.com"])
      }`;
    default:
      return `${pick(["pg", "db", "mysql", "mongo", "redis"])}-${
        pick(["primary", "replica", "01", "02", "main"])
      }.${draw(4, LOWER)}.internal`;
  }
}

/** A short id of lower-case letters and digits. */
export const slug = (n: number): string => draw(n, LOWER_DIGITS);

/** A PostgreSQL LSN (`16/B374D848`). */
export const lsn = (): string =>
  `${num(0, 0x3f).toString(16).toUpperCase()}/${draw(8, "0123456789ABCDEF")}`;

/** A JWT whose header names `alg` (HS256 unless said) and whose claims are `claims`; the signature is a piece. */
export function jwt(k: Piece, claims: Record<string, unknown>, alg = "HS256"): string {
  const head = b64u(JSON.stringify({ alg, typ: "JWT" }));
  const sig = alg === "HS256" ? 43 : 86;
  return `${head}.${b64u(JSON.stringify(claims))}.${k(sig, B64URL)}`;
}

/** An epoch second of 2026. */
export const epoch = (): number => num(1767225600, 1798761599);

/** The armour of a PEM block of `kind` ("RSA ", "" …), built so no scanner sees it in the source. */
export function armour(kind: string, end: boolean): string {
  return "-----" + (end ? "END" : "BEGIN") + " " + kind + "PRIVATE" + " KEY-----";
}

/** A private key block: every body line a piece. */
export function pemBlock(k: Piece, kind: string, lines: number): string[] {
  const body: string[] = [];
  for (let i = 0; i < lines - 1; i++) body.push(k(64, B64));
  body.push(k(num(20, 60), B64) + "=");
  return [armour(kind, false), ...body, armour(kind, true)];
}

/** `n` lines from `gen`, called in turn. */
export function lines(n: number, gen: (i: number) => string): string[] {
  return Array.from({ length: n }, (_, i) => gen(i));
}

/** A shell prompt of an admin's session. */
function prompt(): string {
  return pick([
    `${pick(["dba", "ops", "ubuntu", "postgres", "ec2-user"])}@${
      pick(["bastion", "db-admin", "jump"])
    }-${slug(4)}:~$ `,
    "$ ",
    `[${pick(["root", "mysql", "oracle"])}@${pick(["dbhost", "ora", "node"])}${num(1, 9)} ~]# `,
    "❯ ",
  ]);
}

/** A setting a case's lines are shown in. */
export interface Setting {
  label: string;
  wrap: (body: string[]) => string;
}

/** The settings every family draws from, in turn. */
export const SETTINGS: readonly Setting[] = [
  { label: "as printed", wrap: (b) => b.join("\n") },
  {
    label: "in a terminal",
    wrap: (b) =>
      [
        `${prompt()}${
          pick(["cd /srv/db", "sudo -iu postgres", "cat notes.txt", "history | tail"])
        }`,
        ...b,
        `${prompt()}`,
      ].join("\n"),
  },
  {
    label: "in an assistant's answer",
    wrap: (b) =>
      [
        pick([
          "Here is what the connection looks like right now:",
          "Found it. The relevant lines are:",
          "This is the part that matters:",
          "I checked the config; it currently reads:",
        ]),
        "",
        "```",
        ...b,
        "```",
        "",
        pick([
          "Rotate that credential once the migration is done.",
          "The error comes from the second line; the rest is fine.",
          "After this change restart the service and run the smoke test again.",
          `That should fix ticket DBA-${num(100, 9999)}.`,
        ]),
      ].join("\n"),
  },
  {
    label: "in a file read",
    wrap: (b) => {
      const first = num(1, 40);
      return b.map((l, i) => `${String(first + i).padStart(6)}→${l}`).join("\n");
    },
  },
  {
    label: "in a user's message",
    wrap: (b) =>
      [
        pick([
          "can you tell me why this doesn't connect?",
          "pasting what I have, the backup job is failing since last night:",
          "this is from the staging box, prod is the same except the host",
          "my coworker set this up and left, what does it do?",
        ]),
        "",
        ...b,
        "",
        pick(["thanks", "any idea?", "(it worked last week)", ""]),
      ].join("\n"),
  },
  {
    label: "in a diff",
    wrap: (b) =>
      [
        ((f) => `diff --git a/${f} b/${f}`)(
          `${pick(["deploy", "ops", "infra", "config"])}/${
            pick(["db.env", "database.yml", "backup.conf", "setup.sh", "README.md"])
          }`,
        ),
        `index ${hex(7)}..${hex(7)} 100644`,
        `@@ -${num(1, 80)},${b.length} +${num(1, 80)},${b.length} @@`,
        ...b.map((l) => "+" + l),
      ].join("\n"),
  },
];

/** A secret insertion: label, shape, and the lines it writes (drawing and adding its pieces). */
export type Insertion = readonly [string, Shape, (k: Piece, add: Add) => string[]];

/** A clean look-alike: label and the lines it writes. */
export type Alike = readonly [string, () => string[]];

/** The setting of an insertion's `j`-th case: neighbours in different settings. */
function setting(i: number, j: number): Setting {
  return SETTINGS[(i + j * 2 + Math.floor(i / 6)) % SETTINGS.length]!;
}

/** Each insertion in `per` settings, chosen in turn. */
export function spread(insertions: readonly Insertion[], per: number): HeldOutSecret[] {
  const out: HeldOutSecret[] = [];
  insertions.forEach(([label, shape, make], i) => {
    for (let j = 0; j < per; j++) {
      const at = setting(i, j);
      out.push(S(shape, `${label} — ${at.label}`, (k, add) => at.wrap(make(k, add))));
    }
  });
  return out;
}

/** Each clean look-alike in `per` settings, chosen in turn. */
export function spreadClean(alikes: readonly Alike[], per: number): HeldOutClean[] {
  const out: HeldOutClean[] = [];
  alikes.forEach(([label, make], i) => {
    for (let j = 0; j < per; j++) {
      const at = setting(i, j);
      out.push(C(`${label} — ${at.label}`, at.wrap(make())));
    }
  });
  return out;
}
