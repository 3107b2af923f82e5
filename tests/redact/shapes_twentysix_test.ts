/**
 * The shapes mended after held-out corpus twenty-six was seen (docs/redaction.md, "Corpus
 * twenty-six after it was seen": data and machine-learning work): other vendors, other words and
 * other layouts than the corpus text, each with a near miss on the other side — as written,
 * inside a JSONL record and with CRLF line ends (_shape_tests.ts).
 */
import { ALNUM, fake, HEX } from "./_fakes.ts";
import { shapeTests } from "./_shape_tests.ts";
import type { Variant } from "./_shapes_thirteen.ts";

let seed = 26_000;
const key = (n: number, alphabet = ALNUM) => fake(n, alphabet, seed++);
const hex = (n: number) => key(n, HEX);
const numbered = (text: string, from = 1) =>
  text.split("\n").map((l, i) => `${String(from + i).padStart(6)}→${l}`).join("\n");
// A notebook (.ipynb) as the file holds it: each source line its own JSON string.
const notebook = (lines: string[]) =>
  `{\n "cells": [\n  {\n   "cell_type": "code",\n   "metadata": {},\n   "source": [\n` +
  lines.map((l, i) => "    " + JSON.stringify(i < lines.length - 1 ? l + "\n" : l)).join(",\n") +
  `\n   ]\n  }\n ]\n}\n`;

const SECRETS: Variant[] = [];
const CLEAN: Array<readonly [string, string]> = [];
const add = (label: string, text: string, ...pieces: string[]) =>
  SECRETS.push({ label, text, pieces });

// Wrapped values: a token broken over two lines, both halves go.
{
  const [a, b] = [hex(21), hex(19)];
  add(
    "a key a terminal wrapped, pasted in a notebook cell (each line its own JSON string)",
    notebook([
      `(ml) ana@gpu-box-07:~/experiments/ranker$ export WANDB_API_KEY=${a}`,
      b,
      "!python train.py",
    ]),
    a,
    b,
  );
}
{
  const [a, b] = [key(18), key(20)];
  add(
    "a YAML value continued with a backslash inside a notebook cell",
    notebook(["%%writefile conf.yaml", "slack:", `  bot_token: ${a}\\`, `    ${b}`]),
    a,
    b,
  );
}
{
  const [a, b] = [key(10), key(10)];
  add(
    "a GitLab token over Python's implicit concatenation, in a numbered Read result",
    numbered(
      `GITLAB_TOKEN = (\n    "glpat-${a}"\n    "${b}"\n)\ngl = Gitlab(url, private_token=GITLAB_TOKEN)`,
      12,
    ),
    a,
    b,
  );
}
{
  const [a, b] = [hex(20), hex(20)];
  add(
    "a YAML value continued with a backslash in a command's output inside a Codex record",
    JSON.stringify({
      type: "event_msg",
      payload: { type: "exec_command_end", stdout: `sentry:\n  auth_token: ${a}\\\n    ${b}\n` },
    }),
    a,
    b,
  );
}
{
  const [a, b] = [key(20), key(21)];
  add(
    "two literals joined where a client is given them by keyword",
    `part1 = "${a}"\npart2 = '${b}'\nclient = OpenAI(api_key=part1 + part2, timeout=30)`,
    a,
    b,
  );
}
{
  const [a, b] = [key(20), key(21)];
  add(
    "two literals joined for a client, in a notebook cell as the file holds it",
    notebook([`k1 = "${a}"`, `k2 = "${b}"`, "co = cohere.Client(api_key=k1 + k2)"]),
    a,
    b,
  );
}
{
  const a = hex(40);
  add(
    "a key given to `wandb login --relogin`",
    `$ wandb login --relogin ${a}\nwandb: Appending key`,
    a,
  );
}
CLEAN.push([
  "a notebook cell listing two commits, each a line of its own",
  notebook(["# the two commits to compare", hex(40), hex(40)]),
]);
CLEAN.push([
  "a notebook cell whose long line ends in a word and whose next line is a path",
  notebook([
    "(ml) ana@gpu-box-07:~/experiments/ranker$ ls checkpoints/ranker-v2/epoch-0012",
    "./checkpoints/ranker-v2/epoch-0012/model.safetensors",
  ]),
]);
CLEAN.push([
  "prose over Python's implicit concatenation, in a numbered Read result",
  numbered('MESSAGE = (\n    "the job finished in "\n    "twelve minutes"\n)'),
]);
CLEAN.push([
  "`wandb login --relogin` with no key (it prompts)",
  "$ wandb login --relogin\nwandb: Paste an API key",
]);

// A value alone under the line that names it, behind a Read tool's line numbers.
{
  const [a, b] = [hex(32), hex(32)];
  add(
    "a key on the lines under its YAML name, cut in two, in a numbered Read result",
    numbered(`replicate_api_token:\n  ${a}\n  ${b}\nmodel: acme/llama-70b`, 30),
    a,
    b,
  );
}
CLEAN.push([
  "a digest on the line under its name, in a numbered Read result",
  numbered(`checkpoint_sha256:\n  ${hex(64)}\nepochs: 12`, 30),
]);

// A record's own fields are not words of its text: the `uuid` after a message, the
// `tool_use_id` before a Read result's text.
const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
{
  const a = hex(32);
  add(
    "a key typed in a message, in an assistant record with its uuid after the text",
    JSON.stringify({
      type: "assistant",
      message: {
        role: "assistant",
        content: [{ type: "text", text: `the export 403s. user etl_bot, key ${a}. made it today` }],
      },
      uuid: uuid(),
    }),
    a,
  );
}
{
  const a = key(40);
  add(
    "a generated value alone on a Read result's line, under a record head with a tool_use_id",
    JSON.stringify({
      type: "user",
      message: {
        role: "user",
        content: [{
          tool_use_id: `toolu_${key(24)}`,
          type: "tool_result",
          content:
            `     1→hadoop_conf.set(\n     2→    "fs.s3a.secret.key",\n     3→    "${a}"\n     4→)`,
        }],
      },
      uuid: uuid(),
    }),
    a,
  );
}
CLEAN.push([
  "a request id in a message's own words after the word token, in a record",
  JSON.stringify({
    type: "assistant",
    message: {
      role: "assistant",
      content: [{ type: "text", text: `token refresh failed, request id ${hex(32)}` }],
    },
    uuid: uuid(),
  }),
]);
CLEAN.push([
  "a secrets file printed whose first line is a setting with no secret",
  "$ cat secrets.toml\nMODEL_REGISTRY=databricks\nREGION=eu-west-1\n$ python train.py",
]);

// A DataFrame printed by pandas: a header with the blanks of its unnamed index, the rows each
// starting with their index.
{
  const [a, b, c] = [hex(32), hex(32), hex(40)];
  add(
    "a DataFrame's api_key column in a numbered Read result",
    numbered(
      `      tenant     region                           api_key\n` +
        `17  acme-prod  eu-west-1  ${a}\n18  acme-test  us-east-2  ${b}\n\n[2 rows x 3 columns]`,
    ),
    a,
    b,
  );
  add(
    "a DataFrame's token column under an index of names",
    `              owner  scope                                     token\nci-bot     platform   repo  ${c}`,
    c,
  );
}
{
  const [a, b] = [key(14) + "!", key(12) + "#2"];
  add(
    "a DataFrame's password column beside an elided one",
    `   host  ...      password\n0  db-1  ...  ${a}\n1  db-2  ...  ${b}`,
    a,
    b,
  );
}
CLEAN.push([
  "a DataFrame's api_key column with nothing in it",
  "      tenant     region  api_key\n17  acme-prod  eu-west-1     None\n18  acme-test  us-east-2      NaN",
]);
CLEAN.push([
  "a DataFrame of token counts",
  "   model  prompt_tokens  completion_tokens\n0  small           1024                512\n1  large           2048               4096",
]);
CLEAN.push([
  "a DataFrame of row digests under a hash column",
  `   user_id                          row_md5\n0    52513  ${hex(32)}\n1    46157  ${hex(32)}`,
]);

// A login written as a pair after a word that says so; a Gradio share link.
{
  const pw = key(8) + "." + key(6) + "7";
  add(
    "a login pair in quotes, quoted from a chat in a message",
    `> from #data-eng: the service account for the warehouse is "svc_dbt" / "${pw}", rotate it monthly`,
    pw,
  );
}
{
  const host = hex(18);
  add(
    "a Gradio share link printed by a Space's log",
    `Running on local URL:  http://0.0.0.0:7860\nRunning on public URL: https://${host}.gradio.live\n`,
    host,
  );
}
CLEAN.push([
  "a user and a group written as a pair",
  "the files belong to user `www-data` / `www-data` after the deploy",
]);
CLEAN.push([
  "Cognito user pools written as a pair, a stage and the pool's id (r-mend14)",
  `the user pool is \`prod\` / \`eu-west-1_${key(9)}\`, the staging one \`stage\` / \`us-east-2_${
    key(9)
  }\`.`,
]);
CLEAN.push([
  "Gradio's own address and a share link's placeholder",
  "demo.launch(share=True) prints https://xxxxxxxx.gradio.live; see https://www.gradio.app/guides/sharing-your-app",
]);

shapeTests("corpus twenty-six", SECRETS, CLEAN);
