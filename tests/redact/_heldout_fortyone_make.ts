/**
 * How held-out corpus forty-one is written (see _heldout_fortyone.ts): its seeded stream, case
 * builders, the value makers of its subject (hosting providers and the clouds beyond the big three)
 * and the containers a case's lines are written into — a terminal, a Claude Code tool result, a
 * Codex command's output, an assistant's answer, a user's pasted message. Every random character,
 * in secrets and in the filler around them alike, comes from one stream, so the corpus is the same
 * on every run under FORTYONE_SEED.
 */
import {
  type Add,
  b64,
  corpusKit,
  DIGITS,
  type HeldOutClean,
  type HeldOutSecret,
  LOWER_DIGITS,
  type Piece,
  type Shape,
  UPPER_ALNUM,
} from "./_heldout_make.ts";
import { ALNUM, BASE64 as B64, BASE64URL as B64URL, HEX } from "./_fakes.ts";

export type { Add, HeldOutClean, HeldOutSecret, Piece, Shape };
export { ALNUM, B64, b64, B64URL, DIGITS, HEX, LOWER_DIGITS, UPPER_ALNUM };

export const FORTYONE_SEED = 41041;

const kit = corpusKit(FORTYONE_SEED, ALNUM);
/** The corpus's stream (reset, draw, num, pick, hex) and case builders (S, C), bound to it. */
export const { reset, draw, num, pick, hex, S, C } = kit;

/** A v4-looking UUID from the stream. */
export const uuid = (): string => kit.uuid("9");

/** Upper-case hex (WinSCP's obfuscated passwords, fingerprints as some panels print them). */
export const HEX_UPPER = "0123456789ABCDEF";

/** A generated password as one piece: letters and digits around one symbol safe in JSON and URLs. */
export function pass(add: Add): string {
  return add(draw(num(6, 9)) + pick(["!", "-", "_", ".", "*", "~"]) + draw(num(5, 8)));
}

/** A hosting account's user name (not secret). */
export function user(): string {
  return pick(["deploy", "admin", "ops", "web", "root", "ci", "sites", "app"]) + draw(3, DIGITS);
}

/** A project or site name (not secret). */
export function site(): string {
  return pick(["shop", "blog", "api", "portal", "landing", "crm", "docs", "status", "billing"]) +
    "-" + pick(["prod", "staging", "eu", "v2", "new", "main"]);
}

/** A public IPv4 address (documentation ranges, not secret). */
export function ip(): string {
  const base = pick(["203.0.113", "198.51.100", "192.0.2"]);
  return `${base}.${num(2, 254)}`;
}

/** An OCI OCID of `kind` (public identifier). */
export function ocid(kind: string, region = "iad"): string {
  const where = kind === "tenancy" || kind === "user" ? "" : region;
  return `ocid1.${kind}.oc1.${where}.aaaaaaaa${draw(52, "abcdefghijklmnopqrstuvwxyz234567")}`;
}

/** An SSH or API key fingerprint as colon-separated hex pairs (public). */
export function fingerprint(): string {
  return Array.from({ length: 16 }, () => hex(2)).join(":");
}

/** A PEM private key block of `kind` ("RSA ", "" …): every body line a piece. */
export function pemBlock(k: Piece, kind: string, lines: number): string[] {
  const body: string[] = [];
  for (let i = 0; i < lines - 1; i++) body.push(k(64, B64));
  body.push(k(num(24, 60), B64) + "=");
  return [
    "-----" + "BEGIN " + kind + "PRIVATE KEY-----",
    ...body,
    "-----END " + kind + "PRIVATE KEY-----",
  ];
}

/** `n` times of day (`HH:MM:SS`), each a little after the last, as a deploy log's lines show. */
export function hmsRun(n: number): string[] {
  let t = num(0, 80000);
  return Array.from({ length: n }, () => {
    t += num(0, 40);
    return new Date(t * 1000).toISOString().slice(11, 19);
  });
}

/** An ISO timestamp of November 2026. */
export function iso(): string {
  return new Date(Date.UTC(2026, 10, num(1, 27), num(0, 23), num(0, 59), num(0, 59), num(0, 999)))
    .toISOString();
}

/** An insertion: the lines a secret (or its clean look-alike) brings into a session. */
export interface Insertion {
  label: string;
  shape: Shape;
  make: (k: Piece, add: Add) => string[];
}

/** Shorthand for an insertion. */
export function I(label: string, shape: Shape, make: Insertion["make"]): Insertion {
  return { label, shape, make };
}

/** A clean look-alike: a label and the lines it writes. */
export type Alike = readonly [string, () => string[]];

/** A container: writes a chunk of a session around an insertion's lines. */
export interface Container {
  label: string;
  wrap: (middle: string[]) => string;
}

const PROMPTS = ["~/deploy", "~/sites", "~/infra", "~/src/app", "/srv/www", "~/ops"];

/** The containers every family writes into, in turn. */
export const CONTAINERS: readonly Container[] = [
  {
    label: "terminal",
    wrap: (m) =>
      [
        `${pick(PROMPTS)} $ ${pick(["git pull --ff-only", "ls -la", "make deploy", "cd infra"])}`,
        pick(["Already up to date.", `total ${num(8, 90)}`, "ok", `[main ${hex(7)}] wip`]),
        ...m,
        `${pick(PROMPTS)} $ ${pick(["clear", "history | tail -3", "exit"])}`,
      ].join("\n"),
  },
  {
    label: "Claude Code tool result",
    wrap: (m) =>
      JSON.stringify({
        parentUuid: uuid(),
        type: "user",
        message: {
          role: "user",
          content: [{
            type: "tool_result",
            tool_use_id: "toolu_01" + draw(22),
            content: m.join("\n"),
          }],
        },
        uuid: uuid(),
        timestamp: iso(),
      }),
  },
  {
    label: "Codex command output",
    wrap: (m) =>
      JSON.stringify({
        timestamp: iso(),
        type: "event_msg",
        payload: {
          type: "exec_command_end",
          call_id: "call_" + draw(24),
          stdout: m.join("\n") + "\n",
          stderr: "",
          exit_code: 0,
        },
      }),
  },
  {
    label: "assistant answer",
    wrap: (m) =>
      [
        pick([
          "Here is what the deploy is using right now:",
          "I found the setting. The relevant part:",
          "This is the block that matters:",
        ]),
        "",
        "```",
        ...m,
        "```",
        "",
        pick([
          "I'd move this out of the repository and rotate it afterwards.",
          "The provider reads it at start-up, so restart the service after changing it.",
          "Next I'll re-run the deploy and watch the health check.",
        ]),
      ].join("\n"),
  },
  {
    label: "user paste",
    wrap: (m) =>
      [
        pick([
          `my deploy to ${site()} keeps failing, here's what I have:`,
          "can you check this? it worked yesterday",
          "pasting the whole thing, sorry it's long",
        ]),
        "",
        ...m,
        "",
        pick(["what am I missing?", "any idea?", "thanks"]),
      ].join("\n"),
  },
];

/** The container of an insertion's `j`-th case: `per` different ones, neighbours apart. */
function slot(i: number, j: number, per: number, n: number): number {
  return (i + j * Math.max(1, Math.floor(n / per))) % n;
}

/** The secret cases of a family: each insertion in `per` containers, chosen in turn. */
export function combine(insertions: readonly Insertion[], per: number): HeldOutSecret[] {
  const out: HeldOutSecret[] = [];
  insertions.forEach((ins, i) => {
    for (let j = 0; j < per; j++) {
      const box = CONTAINERS[slot(i, j, per, CONTAINERS.length)]!;
      out.push(S(ins.shape, `${ins.label} — ${box.label}`, (k, add) => box.wrap(ins.make(k, add))));
    }
  });
  return out;
}

/** The clean cases of a family: each look-alike in `per` containers, chosen in turn. */
export function combineClean(alikes: readonly Alike[], per: number): HeldOutClean[] {
  const out: HeldOutClean[] = [];
  alikes.forEach(([label, make], i) => {
    for (let j = 0; j < per; j++) {
      const box = CONTAINERS[slot(i, j, per, CONTAINERS.length)]!;
      out.push(C(`${label} — ${box.label}`, box.wrap(make())));
    }
  });
  return out;
}
