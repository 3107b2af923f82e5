/**
 * Where corpus twenty-two's snippets are seen (see _heldout_twentytwo.ts): the places a session
 * shows a configuration or a command's output — a pasted message, a Claude Code tool result, a
 * Codex command's output, an answer's fence, a terminal or a device's CLI — and the builders that
 * write a family's insertions (secret) and look-alikes (clean) into them, in turn.
 */
import {
  ALNUM,
  C,
  draw,
  type HeldOutClean,
  type HeldOutSecret,
  host,
  num,
  pick,
  type Piece,
  S,
  type Shape,
  uuid,
} from "./_heldout_twentytwo_make.ts";
import type { Add } from "./_heldout_make.ts";

/** Where a snippet comes from: a file's path, or a command (starting `$ `). */
export type Source = string;

/** A container: writes a snippet's lines as a session shows them. */
export interface Box {
  label: string;
  wrap: (body: string[], src: Source) => string;
}

const isCmd = (src: Source) => src.startsWith("$ ");
/** A command typed at a device's own CLI (`show …`, RouterOS `/…`), not at a shell. */
const onDevice = (src: Source) => /^\$ (show |\/)/.test(src);
/** The shell command that shows a snippet: the file read, or a device command run over SSH. */
const shellCommand = (src: Source) => {
  if (!isCmd(src)) return `cat ${src}`;
  return onDevice(src) ? `ssh ${host()} '${src.slice(2)}'` : src.slice(2);
};
const fenceLang = (src: Source) => {
  if (isCmd(src)) return "console";
  const m = src.match(/\.(ya?ml|json|xml|conf|ini|h|cpp|ino|py|sh|toml|js)$/);
  return m
    ? ({ yml: "yaml", ino: "cpp", h: "c", conf: "text" } as Record<string, string>)[m[1]!] ??
      m[1]!
    : "text";
};
const toolId = () => `toolu_01${draw(22, ALNUM)}`;

const ASKS = [
  "can you check why this doesn't work?",
  "this is what I have right now, what is wrong with it?",
  "here's the current state, please help me clean it up",
  "the device keeps dropping off, config below",
  "I pasted it from the console, does it look right?",
];
const ANSWERS = [
  "Here is the relevant part of what you showed me:",
  "This is the configuration as it stands:",
];
/** An answer's opening line for a snippet from `src`. */
const opening = (src: Source) =>
  pick([
    ...ANSWERS,
    isCmd(src) ? "From the output you pasted:" : "I read the file. The section that matters:",
  ]);

/** The places a snippet is seen in a session. */
export const BOXES: readonly Box[] = [
  {
    label: "pasted in a message",
    wrap: (body, src) =>
      [`${isCmd(src) ? "output of `" + src.slice(2) + "`" : src}:`, "", ...body, "", pick(ASKS)]
        .join("\n"),
  },
  {
    label: "Claude Code tool result",
    wrap: (body, src) => {
      const text = isCmd(src)
        ? body.join("\n")
        : body.map((l, i) => `${String(i + 1).padStart(6)}→${l}`).join("\n");
      return JSON.stringify({
        type: "user",
        message: {
          role: "user",
          content: [{ type: "tool_result", tool_use_id: toolId(), content: text }],
        },
        uuid: uuid(),
        timestamp: `2026-11-${num(10, 27)}T0${num(0, 9)}:${num(10, 59)}:${num(10, 59)}.${
          num(100, 999)
        }Z`,
      });
    },
  },
  {
    label: "Codex command output",
    wrap: (body, src) =>
      JSON.stringify({
        timestamp: `2026-11-${num(10, 27)}T1${num(0, 9)}:${num(10, 59)}:${num(10, 59)}.${
          num(100, 999)
        }Z`,
        type: "event_msg",
        payload: {
          type: "exec_command_end",
          call_id: `call_${draw(24, ALNUM)}`,
          command: ["bash", "-lc", shellCommand(src)],
          aggregated_output: body.join("\n") + "\n",
          exit_code: 0,
        },
      }),
  },
  {
    label: "quoted in an answer",
    wrap: (body, src) =>
      [
        opening(src),
        "",
        "```" + fenceLang(src),
        ...(isCmd(src) ? [src, ...body] : body),
        "```",
        "",
        pick([
          "The problem is in the order of these lines; move this block up and try again.",
          "Everything else looks fine. Reload and check the log again.",
          "That part is right; the mismatch is on the other side.",
        ]),
      ].join("\n"),
  },
  {
    label: "terminal session",
    wrap: (body, src) => {
      const name = host();
      const cmd = isCmd(src) ? src.slice(2) : `cat ${src}`;
      if (onDevice(src)) {
        const prompt = src.startsWith("$ show configuration")
          ? `netops@${name}> `
          : src.startsWith("$ /")
          ? `[admin@${name}] > `
          : `${name}#`;
        return [prompt + cmd, ...body, prompt].join("\n");
      }
      const user = pick(["pi", "admin", "jan", "mara", "ops", "root"]);
      const prompt = /^\$ netsh /.test(src)
        ? `PS C:\\Users\\${user}> `
        : /^\$ security /.test(src)
        ? `${user}@MacBook-Pro ~ % `
        : `${user}@${name}:~$ `;
      return [prompt + cmd, ...body, prompt].join("\n");
    },
  },
];

/** An insertion: a snippet that holds a secret, where it comes from and its shape. */
export interface Insertion {
  label: string;
  shape: Shape;
  src: Source;
  make: (k: Piece, add: Add) => string[];
  /** In how many places it is written, when not the family's number. */
  per?: number;
}

/** The box of an insertion's `j`-th case: neighbours land in different ones. */
const slot = (i: number, j: number, per: number, n: number) =>
  (i * 2 + j * Math.max(1, Math.floor(n / per))) % n;

/** The secret cases of a family: each insertion in `per` boxes (or its own), chosen in turn. */
export function place(insertions: readonly Insertion[], per: number): HeldOutSecret[] {
  const out: HeldOutSecret[] = [];
  insertions.forEach((ins, i) => {
    const n = ins.per ?? per;
    for (let j = 0; j < n; j++) {
      const box = BOXES[slot(i, j, n, BOXES.length)]!;
      out.push(S(ins.shape, `${ins.label} — ${box.label}`, (k, add) => {
        return box.wrap(ins.make(k, add), ins.src);
      }));
    }
  });
  return out;
}

/** A clean look-alike: label, where it comes from, and its lines. */
export type Alike = readonly [string, Source, () => string[]];

/** The clean cases of a family: each look-alike in `per` boxes, chosen in turn. */
export function placeClean(alikes: readonly Alike[], per: number): HeldOutClean[] {
  const out: HeldOutClean[] = [];
  alikes.forEach(([label, src, make], i) => {
    for (let j = 0; j < per; j++) {
      const box = BOXES[slot(i, j, per, BOXES.length)]!;
      out.push(C(`${label} — ${box.label}`, box.wrap(make(), src)));
    }
  });
  return out;
}
