/**
 * The containers of corpus thirty-eight (see _heldout_thirtyeight.ts): what a case's lines are
 * written into — printed as they are, a terminal's scrollback around them, a Claude Code tool
 * result record (JSONL, one line), the Read tool's numbered view of a file, a user's message with
 * the lines in a fence, a Codex answer record — and the combiners that put each insertion (secret)
 * or look-alike (clean) into several containers chosen in turn.
 */
import {
  type Add,
  C,
  draw,
  type HeldOutClean,
  type HeldOutSecret,
  hex,
  LOWER_DIGITS,
  num,
  pick,
  type Piece,
  S,
  type Shape,
  startClock,
  tick,
  uuid,
  zone,
} from "./_heldout_thirtyeight_make.ts";

/** An insertion: the lines a secret puts into a container. */
export interface Insertion {
  label: string;
  shape: Shape;
  make: (k: Piece, add: Add) => string[];
}

/** A clean look-alike: its label and the lines it writes. */
export type Alike = readonly [string, () => string[]];

/** A container: writes a text around a case's lines. */
export interface Box {
  label: string;
  wrap: (middle: string[]) => string;
}

const PROMPTS = ["~/infra/dns", "~/ops/edge", "~/src/site", "/etc/bind", "~/certs", "~/terraform"];

function prompt(): string {
  return `${pick(["deploy", "ops", "me", "root"])}@${
    pick(["bastion", "ns1", "laptop", "edge-01"])
  }:${pick(PROMPTS)}$`;
}

function ccRecord(text: string, isError = false): string {
  return JSON.stringify({
    parentUuid: uuid(),
    isSidechain: false,
    type: "user",
    message: {
      role: "user",
      content: [{
        tool_use_id: `toolu_01${draw(22)}`,
        type: "tool_result",
        content: text,
        is_error: isError,
      }],
    },
    uuid: uuid(),
    timestamp: tick(),
    sessionId: uuid(),
  });
}

const ASKS = [
  "can you check why this isn't working? output below",
  "here's what I have so far, the cert renewal keeps failing",
  "pasting the config, the DNS challenge times out",
  "this is from the edge box, what am I missing",
  "purge isn't doing anything, here is the log",
  "the zone transfer is refused, relevant bits:",
];

const OUTROS = [
  "It used to work last week before I rotated things.",
  "Ignore the warnings, those were there before.",
  "Let me know if you need the rest of the file.",
  "The registrar support page was no help.",
];

/** The containers, in the order combine() picks them. */
export const BOXES: readonly Box[] = [
  { label: "as printed", wrap: (m) => m.join("\n") },
  {
    label: "terminal scrollback",
    wrap: (m) =>
      [
        `${prompt()} cd ${pick(PROMPTS)} && git status -s`,
        ` M ${pick(["zones", "edge", "certs", "dns"])}/${draw(num(4, 9), LOWER_DIGITS)}.${
          pick(["tf", "conf", "yaml", "ini"])
        }`,
        `${prompt()} ${pick(["cat notes.txt", "history | tail -20", "less run.log", "./run.sh"])}`,
        ...m,
        `${prompt()} dig +short ${zone()} NS`,
        `${pick(["ns1", "ada", "kim", "jo"])}.ns.${
          pick(["cloudflare.com", "nsone.net", "he.net"])
        }.`,
        `${prompt()} `,
      ].join("\n"),
  },
  { label: "Claude Code tool result", wrap: (m) => ccRecord(m.join("\n")) },
  {
    label: "Read tool view",
    wrap: (m) => {
      const first = num(1, 40);
      return ccRecord(
        m.map((line, i) => `${String(first + i).padStart(6, " ")}\u2192${line}`).join("\n"),
      );
    },
  },
  {
    label: "user message",
    wrap: (m) =>
      JSON.stringify({
        type: "user",
        message: {
          role: "user",
          content: `${pick(ASKS)}\n\n\`\`\`\n${m.join("\n")}\n\`\`\`\n\n${pick(OUTROS)}`,
        },
        uuid: uuid(),
        timestamp: tick(),
      }),
  },
  {
    label: "Codex answer",
    wrap: (m) =>
      JSON.stringify({
        timestamp: tick(),
        type: "response_item",
        payload: {
          type: "message",
          role: "assistant",
          content: [{
            type: "output_text",
            text: `${
              pick([
                "Here is the corrected file:",
                "This is what the run printed:",
                "Your config as it stands:",
              ])
            }\n\n\`\`\`\n${m.join("\n")}\n\`\`\`\n\n${
              pick([
                "Run it again and watch the TTL.",
                "Then reload the service.",
                "Request id " + hex(12) + ".",
              ])
            }`,
          }],
        },
      }),
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
      const box = BOXES[slot(i, j, per, BOXES.length)]!;
      out.push(S(ins.shape, `${ins.label} — ${box.label}`, (k, add) => {
        startClock();
        return box.wrap(ins.make(k, add));
      }));
    }
  });
  return out;
}

/** The clean cases of a family: each look-alike in `per` containers, chosen in turn. */
export function combineClean(alikes: readonly Alike[], per: number): HeldOutClean[] {
  const out: HeldOutClean[] = [];
  alikes.forEach(([label, make], i) => {
    for (let j = 0; j < per; j++) {
      const box = BOXES[slot(i, j, per, BOXES.length)]!;
      startClock();
      out.push(C(`${label} — ${box.label}`, box.wrap(make())));
    }
  });
  return out;
}
