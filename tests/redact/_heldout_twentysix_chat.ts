/**
 * Corpus twenty-six, chat: secrets of data work in what the person and the assistant say and do —
 * a token pasted in a question, a password in a sentence, the assistant repeating a key it read,
 * a tool call whose command or file content holds one, an Edit whose old text held a hard-coded
 * key — as Claude Code, Codex and Gemini CLI records and as plain chat text. Most have no name
 * beside the value.
 */
import { place } from "./_heldout_twentysix_boxes.ts";
import {
  type Container,
  draw,
  type HeldOutSecret,
  type Insertion,
  num,
  pass,
  pick,
  tick,
  tok,
  uuid,
  word,
} from "./_heldout_twentysix_make.ts";

const claudeUser: Container = {
  label: "a Claude Code user message",
  wrap: (m) =>
    JSON.stringify({
      type: "user",
      message: { role: "user", content: m.join("\n") },
      uuid: uuid(),
      timestamp: tick(),
      sessionId: uuid(),
    }),
};

const claudeAssistant: Container = {
  label: "a Claude Code assistant message",
  wrap: (m) =>
    JSON.stringify({
      type: "assistant",
      message: {
        id: "msg_01" + draw(22),
        role: "assistant",
        model: "claude-sonnet-4-5",
        content: [{ type: "text", text: m.join("\n") }],
        usage: { input_tokens: num(3, 9000), output_tokens: num(20, 2000) },
      },
      uuid: uuid(),
      timestamp: tick(),
    }),
};

const codexMessage: Container = {
  label: "a Codex response item",
  wrap: (m) =>
    JSON.stringify({
      timestamp: tick(),
      type: "response_item",
      payload: {
        type: "message",
        role: pick(["user", "assistant"]),
        content: [{ type: "input_text", text: m.join("\n") }],
      },
    }),
};

const geminiMessage: Container = {
  label: "a Gemini CLI message",
  wrap: (m) =>
    JSON.stringify(
      { id: uuid(), timestamp: tick(), type: pick(["user", "gemini"]), content: m.join("\n") },
      null,
      2,
    ),
};

const plain: Container = { label: "plain chat text", wrap: (m) => m.join("\n") };

/** A Claude Code tool call of `name` with `input`, as the assistant's record. */
function toolUse(name: string, input: Record<string, unknown>): string[] {
  return [JSON.stringify({
    type: "assistant",
    message: {
      role: "assistant",
      content: [{ type: "tool_use", id: "toolu_01" + draw(22), name, input }],
    },
    uuid: uuid(),
    timestamp: tick(),
  })];
}

const BOXES = [claudeUser, claudeAssistant, codexMessage, geminiMessage, plain];

const SAID: readonly Insertion[] = [
  {
    label: "an HF token pasted in a question",
    shape: "vendor",
    make: (k) => [
      `snapshot_download keeps giving 401 on ${
        pick(["meta-llama/Llama-3.1-8B", "google/gemma-2-9b"])
      }. I accepted the licence.`,
      `my token is ${tok.hf(k)} — is it the wrong scope?`,
    ],
  },
  {
    label: "a Snowflake password in a sentence",
    shape: "output",
    make: (_k, add) => [
      `the service user is ${word().toUpperCase()}_SVC and the password is ${
        pass(add)
      }, account ${word()}-${word()}.`,
      "can you write the dbt profile for it?",
    ],
  },
  {
    label: "the assistant repeating a Databricks token it read",
    shape: "vendor",
    make: (k) => [
      `I looked at the cluster's environment: \`DATABRICKS_TOKEN\` is set to \`${
        tok.dapi(k)
      }\` in the init script,`,
      "so every job on this cluster runs as you. I'd move it to a secret scope and rotate it.",
    ],
  },
  {
    label: "a Kaggle key typed in a message",
    shape: "output",
    make: (k) => [
      `kaggle says 401. username ${word()}, key ${tok.kaggle(k)}. I created it yesterday`,
    ],
  },
  {
    label: "a ClickHouse password quoted from Slack",
    shape: "output",
    make: (_k, add) => [
      `> ${word()} (Slack, ${num(9, 18)}:${
        num(10, 59)
      }): readonly user for the ch cluster is \`analyst\` / \`${pass(add)}\``,
      "",
      "use that one for the dashboard queries please",
    ],
  },
  {
    label: "the assistant listing the keys it found in a notebook",
    shape: "vendor",
    make: (k) => [
      "The notebook has credentials hard-coded in three cells:",
      "",
      `- cell 3: a W&B key \`${tok.wandb(k)}\``,
      `- cell 5: a Hugging Face token \`${tok.hf(k)}\``,
      `- cell 9: a Replicate token \`${tok.replicate(k)}\``,
      "",
      "I'll replace them with `os.environ` lookups.",
    ],
  },
  {
    label: "a Cohere key with no name, in a question",
    shape: "output",
    make: (k) => [`why does ${tok.cohere(k)} return "invalid api token"? it's a trial key`],
  },
  {
    label: "a Mistral key given as the answer to the assistant's question",
    shape: "output",
    make: (k) => [tok.mistral(k)],
  },
];

const DONE: readonly Insertion[] = [
  {
    label: "a Bash tool call curling Cohere with a bearer",
    shape: "command",
    make: (k) =>
      toolUse("Bash", {
        command: `curl -s https://api.cohere.com/v2/rerank -H "Authorization: Bearer ${
          tok.cohere(k)
        }" -d @q.json`,
        description: "Try the rerank endpoint",
      }),
  },
  {
    label: "a Write tool call creating .env",
    shape: "assignment",
    make: (k) =>
      toolUse("Write", {
        file_path: `/home/${word()}/${word()}/.env`,
        content: `WANDB_API_KEY=${tok.wandbV1(k)}\nHF_HOME=/data/hf\nOPENAI_API_KEY=${
          tok.openai(k)
        }\n`,
      }),
  },
  {
    label: "an Edit whose old text held a hard-coded key",
    shape: "assignment",
    make: (k) =>
      toolUse("Edit", {
        file_path: `/home/${word()}/${word()}/ingest.py`,
        old_string: `pc = Pinecone(api_key="${tok.pinecone(k)}")`,
        new_string: 'pc = Pinecone(api_key=os.environ["PINECONE_API_KEY"])',
      }),
  },
  {
    label: "a Bash tool call with a Trino password in the URL",
    shape: "url",
    make: (_k, add) =>
      toolUse("Bash", {
        command: `python -c "import sqlalchemy as sa; print(sa.create_engine('trino://${word()}:${
          pass(add)
        }@trino.${word()}.com:443/hive').connect())"`,
      }),
  },
  {
    label: "a NotebookEdit cell with a Groq key",
    shape: "vendor",
    make: (k) =>
      toolUse("NotebookEdit", {
        notebook_path: `/home/${word()}/eval.ipynb`,
        cell_id: draw(8, "0123456789abcdef"),
        new_source: `from groq import Groq\nclient = Groq(api_key="${tok.groq(k)}")`,
      }),
  },
  {
    label: "a Bash tool call logging in to Hugging Face",
    shape: "command",
    make: (k) => toolUse("Bash", { command: `huggingface-cli login --token ${tok.hf(k)}` }),
  },
];

/** The chat family: what is said in five kinds of message, what is done as tool calls. */
export function buildChat(): HeldOutSecret[] {
  const asIs: Container = { label: "as recorded", wrap: (m) => m.join("\n") };
  const inTurn: Container = {
    label: "between the request and its result",
    wrap: (m) => {
      // The request comes a little before the call, the result answers the call's id.
      const call = JSON.parse(m[0]!);
      const at = Date.parse(call.timestamp);
      const when = (ms: number) => new Date(at + ms).toISOString();
      const ask = pick(["set up the eval notebook", "wire the keys in", "make it run"]);
      return [
        JSON.stringify({
          type: "user",
          message: { role: "user", content: ask },
          uuid: uuid(),
          timestamp: when(-num(2000, 40000)),
        }),
        ...m,
        JSON.stringify({
          type: "user",
          message: {
            role: "user",
            content: [{
              type: "tool_result",
              tool_use_id: call.message.content[0].id,
              content: "ok",
            }],
          },
          timestamp: when(num(300, 9000)),
        }),
      ].join("\n");
    },
  };
  return [...place(SAID, BOXES, 2), ...place(DONE, [asIs, inTurn], 2)];
}
