/**
 * The containers of corpus twenty-six other than notebooks (_ipynb.ts): a Databricks notebook's
 * source, a file shown or a script run in a terminal, a Claude Code Read result (numbered lines in
 * a JSONL record), a Codex command output record, an assistant's answer quoting the lines; for a
 * command, a shell session, a Claude Code Bash call with its result, a Codex command with its
 * output. Also how cases are placed in them. Their filler is drawn from the corpus's stream.
 */
import { colab, nbCell, nbOutput, nbRun } from "./_heldout_twentysix_ipynb.ts";
import {
  C,
  type Container,
  DATASETS,
  draw,
  fig,
  type HeldOutClean,
  type HeldOutSecret,
  type Insertion,
  lines,
  num,
  PATHS,
  pick,
  S,
  startClock,
  tick,
  uuid,
  word,
} from "./_heldout_twentysix_make.ts";

const databricks: Container = {
  label: "a Databricks notebook source",
  wrap: (middle) =>
    [
      "# Databricks notebook source",
      `# MAGIC %md # ${pick(DATASETS)} backfill (${word()})`,
      "",
      "# COMMAND ----------",
      "",
      "from pyspark.sql import functions as F",
      "",
      "# COMMAND ----------",
      "",
      ...middle,
      "",
      "# COMMAND ----------",
      "",
      `df = spark.table("main.${word()}.${pick(DATASETS)}")`,
      `display(df.where(F.col("dt") >= "2026-11-${num(10, 27)}").limit(${num(10, 500)}))`,
    ].join("\n"),
};

/** A terminal session on a data box; `show` is the command that prints the case's lines. */
function terminalOf(label: string, show: () => string): Container {
  return {
    label,
    wrap: (middle) => {
      const prompt = `${word()}@${word()}-${pick(["gpu", "ds", "ml", "etl"])}${
        num(1, 9)
      }:~/work/${word()}$`;
      const epochs = num(2, 30);
      return [
        `${prompt} ls`,
        lines(num(4, 8), () => word() + pick([".py", ".ipynb", ".sql", ".yml", "/"])).join("  "),
        `${prompt} ${show()}`,
        ...middle,
        `${prompt} python train.py --epochs ${epochs}`,
        `Epoch 1/${epochs}: loss=${fig(1, 4)} val_loss=${fig(1, 4)}`,
      ].join("\n");
    },
  };
}

/** A file shown with `cat` in a terminal. */
const terminal = terminalOf("a terminal", () => `cat ${pick(PATHS)}`);
/** A script's output in a terminal. */
const terminalRun = terminalOf(
  "a script run in a terminal",
  () => `python ${pick(["scripts/", "jobs/", ""])}${word()}.py${pick(["", " --dry-run", " -v"])}`,
);

const claudeRead: Container = {
  label: "a Claude Code Read result",
  wrap: (middle) =>
    JSON.stringify({
      parentUuid: uuid(),
      isSidechain: false,
      type: "user",
      message: {
        role: "user",
        content: [{
          tool_use_id: "toolu_01" + draw(22),
          type: "tool_result",
          content: middle.map((l, i) => `${String(i + 1).padStart(6)}\u2192${l}`).join("\n"),
        }],
      },
      uuid: uuid(),
      timestamp: tick(),
      cwd: `/home/${word()}/${word()}`,
      sessionId: uuid(),
      version: `2.1.${num(10, 99)}`,
    }),
};

const codex: Container = {
  label: "a Codex command output",
  wrap: (middle) =>
    JSON.stringify({
      timestamp: tick(),
      type: "event_msg",
      payload: {
        type: "exec_command_end",
        call_id: "call_" + draw(24),
        stdout: middle.join("\n") + "\n",
        stderr: "",
        aggregated_output: middle.join("\n") + "\n",
        exit_code: 0,
        duration: { secs: num(0, 4), nanos: num(1000000, 999999999) },
      },
    }),
};

const answer: Container = {
  label: "an assistant's answer",
  wrap: (middle) =>
    [
      pick([
        "Here is the cell with the connection filled in, so the notebook runs end to end:",
        "I found the problem: the config below is what the job actually loads.",
        "This is the version that worked when I ran it against the warehouse:",
      ]),
      "",
      "```" + pick(["python", "", "yaml", "toml", "ini"]),
      ...middle,
      "```",
      "",
      `After this, re-run from cell ${num(2, 9)}; the ${
        pick(DATASETS)
      } table should load in about ${num(2, 40)} s.`,
    ].join("\n"),
};

/** Containers for code a person writes (cells, scripts). */
export const CODE_BOXES: readonly Container[] = [
  nbCell,
  databricks,
  answer,
  claudeRead,
  codex,
  colab,
];
/** Containers for a file's lines. */
export const FILE_BOXES: readonly Container[] = [terminal, claudeRead, answer, nbOutput, codex];
/** Containers for what a program prints. */
export const OUTPUT_BOXES: readonly Container[] = [nbRun, terminalRun, codex, claudeRead];
/** Every container. */
export const ALL_BOXES: readonly Container[] = [
  nbCell,
  terminal,
  claudeRead,
  nbOutput,
  answer,
  codex,
  databricks,
  colab,
];

/** The command and its output of a shell session's lines (`$ ` starts a command, `\\` continues it). */
function splitCommand(middle: string[]): { command: string; output: string } {
  let n = 1;
  while (n < middle.length && middle[n - 1]!.endsWith("\\")) n++;
  return {
    command: middle.slice(0, n).join("\n").replace(/^\$ /, ""),
    output: middle.slice(n).join("\n"),
  };
}

const shell: Container = {
  label: "a shell session",
  wrap: (middle) => {
    const prompt = `(${pick(["base", "ml", ".venv"])}) ${word()}@${word()}:~/${word()}$ `;
    return [
      `${prompt}cd ${word()} && git pull -q`,
      ...middle.map((l) => (l.startsWith("$ ") ? prompt + l.slice(2) : l)),
      prompt,
    ].join("\n");
  },
};

const claudeBash: Container = {
  label: "a Claude Code Bash call and its result",
  wrap: (middle) => {
    const { command, output } = splitCommand(middle);
    const id = "toolu_01" + draw(22);
    return [
      JSON.stringify({
        type: "assistant",
        message: {
          role: "assistant",
          content: [{ type: "tool_use", id, name: "Bash", input: { command } }],
        },
        uuid: uuid(),
        timestamp: tick(),
      }),
      JSON.stringify({
        type: "user",
        message: {
          role: "user",
          content: [{ tool_use_id: id, type: "tool_result", content: output, is_error: false }],
        },
        uuid: uuid(),
        timestamp: tick(),
      }),
    ].join("\n");
  },
};

const codexCommand: Container = {
  label: "a Codex command and its output",
  wrap: (middle) => {
    const { command, output } = splitCommand(middle);
    return JSON.stringify({
      timestamp: tick(),
      type: "event_msg",
      payload: {
        type: "exec_command_end",
        call_id: "call_" + draw(24),
        command: ["bash", "-lc", command],
        aggregated_output: output + "\n",
        exit_code: 0,
      },
    });
  },
};

/** Containers for a shell command and what it printed. */
const SHELL_BOXES: readonly Container[] = [shell, claudeBash, answer, codexCommand];

/**
 * Each insertion in `per` containers taken in turn from `boxes` (neighbours land in different
 * ones), or from the shell containers when its lines begin with a command (`$ `).
 */
export function place(
  insertions: readonly Insertion[],
  boxes: readonly Container[],
  per = 2,
): HeldOutSecret[] {
  return insertions.flatMap((ins, i) =>
    lines(per, (j) => {
      let box = boxes[0]!;
      const c = S(ins.shape, "", (k, add) => {
        startClock();
        const middle = ins.make(k, add);
        const pool = middle[0]!.startsWith("$ ") ? SHELL_BOXES : boxes;
        box = pool[(i * per + j) % pool.length]!;
        return box.wrap(middle);
      });
      return { ...c, label: `${ins.label} — ${box.label}` };
    })
  );
}

/** Each clean look-alike in `per` containers taken in turn. */
export function placeClean(
  alikes: readonly (readonly [string, () => string[]])[],
  boxes: readonly Container[],
  per = 2,
): HeldOutClean[] {
  return alikes.flatMap(([label, make], i) =>
    lines(per, (j) => {
      const box = boxes[(i * per + j) % boxes.length]!;
      startClock();
      return C(`${label} — ${box.label}`, box.wrap(make()));
    })
  );
}
