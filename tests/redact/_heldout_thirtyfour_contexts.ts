/**
 * Corpus thirty-four, the places a vendor's key is written when people build with models and
 * agents: a `.env`, client code in Python and TypeScript, a `curl`, an `export`, a chat message, a
 * `cat` inside a Claude Code record, `docker run -e`, a workflow, a notebook cell, a Kubernetes
 * Secret (base64), a line cut by the terminal, a URL's query. Each family puts its vendors in a few
 * of them, in turn.
 */
import {
  type Add,
  b64,
  claudeResult,
  codexOutput,
  type HeldOutSecret,
  hex,
  id,
  num,
  pick,
  type Piece,
  S,
  type Shape,
  unrecorded,
  uuid,
  type Vendor,
} from "./_heldout_thirtyfour_make.ts";

/** A place a key is written: its label, its shape (by whether the token has a prefix), its text. */
export interface Context {
  label: string;
  shape: (v: Vendor) => Shape;
  write: (v: Vendor, k: Piece, add: Add) => string;
}

const named = (): Shape => "assignment";
const model = () =>
  pick(["gpt-4.1-mini", "claude-sonnet-4-5", "gemini-2.5-flash", "llama-3.3-70b"]);
const host = (v: Vendor) => `api.${v.name.toLowerCase().split(" ")[0]!.replace(/[^a-z]/g, "")}.com`;

export const CONTEXTS: readonly Context[] = [
  {
    label: ".env of an agent app",
    shape: named,
    write: (v, k, add) =>
      [
        `# agent service`,
        `APP_ENV=development`,
        `LLM_MODEL=${model()}`,
        `LLM_TEMPERATURE=0.${num(0, 9)}`,
        `MAX_TOOL_CALLS=${num(4, 30)}`,
        `${v.env}=${v.token(k, add)}`,
        `VECTOR_NAMESPACE=docs-${hex(6)}`,
        `LOG_LEVEL=info`,
      ].join("\n"),
  },
  {
    label: "Python client constructed with the key",
    shape: named,
    write: (v, k, add) =>
      [
        `import os`,
        `from agent.clients import build_client`,
        ``,
        `# TODO move back to env before committing`,
        `client = build_client(`,
        `    provider="${v.name.toLowerCase()}",`,
        `    api_key="${v.token(k, add)}",`,
        `    timeout=${num(10, 120)},`,
        `)`,
        `resp = client.complete(model="${model()}", messages=[{"role": "user", "content": "ping"}])`,
      ].join("\n"),
  },
  {
    label: "TypeScript config object",
    shape: named,
    write: (v, k, add) =>
      [
        `export const providers = {`,
        `  primary: {`,
        `    name: "${v.name}",`,
        `    apiKey: "${v.token(k, add)}",`,
        `    maxRetries: ${num(1, 5)},`,
        `  },`,
        `  fallback: { name: "local", baseURL: "http://localhost:11434/v1" },`,
        `};`,
      ].join("\n"),
  },
  {
    label: "curl with a bearer header",
    shape: () => "command",
    write: (v, k, add) =>
      [
        `$ curl -sS https://${host(v)}/v1/chat/completions \\`,
        `    -H "Authorization: Bearer ${v.token(k, add)}" \\`,
        `    -H "Content-Type: application/json" \\`,
        `    -d '{"model":"${model()}","max_tokens":${
          num(16, 512)
        },"messages":[{"role":"user","content":"hi"}]}'`,
        `{"id":"${id("chatcmpl-", 29)}","object":"chat.completion","usage":{"prompt_tokens":${
          num(8, 40)
        }}}`,
      ].join("\n"),
  },
  {
    label: "export in a shell session",
    shape: () => "command",
    write: (v, k, add) =>
      [
        `~/src/agent-lab (main) $ export ${v.env}=${v.token(k, add)}`,
        `~/src/agent-lab (main) $ uv run python -m agent.eval --limit ${num(5, 50)}`,
        `loaded ${num(20, 400)} tasks from evals/tasks.jsonl`,
      ].join("\n"),
  },
  {
    label: "pasted in a chat message",
    shape: (v) => (v.bare ? "assignment" : "vendor"),
    write: (v, k, add) =>
      `The ${v.name} calls keep failing from the LangGraph node even though the key works in the ` +
      `playground. key: ${
        v.token(k, add)
      } — can you check whether the client reads it before the ` +
      `graph is compiled? Run id was ${uuid()}.`,
  },
  {
    label: "cat .env.local in a Claude Code record",
    shape: () => "output",
    write: (v, k, add) =>
      claudeResult(
        [
          `NEXT_PUBLIC_APP_URL=http://localhost:3000`,
          `${v.env}="${v.token(k, add)}"`,
          `EMBEDDING_MODEL=text-embedding-3-small`,
          `EMBEDDING_DIM=${pick([768, 1024, 1536, 3072])}`,
        ].join("\n"),
      ),
  },
  {
    label: "docker run -e",
    shape: () => "command",
    write: (v, k, add) =>
      `docker run --rm -p 8080:8080 -e ${v.env}=${v.token(k, add)} -e PORT=8080 ` +
      `ghcr.io/acme/agent-gateway:${num(1, 3)}.${num(0, 20)}.${num(0, 9)}`,
  },
  {
    label: "workflow step with the key written in",
    shape: named,
    write: (v, k, add) =>
      [
        `  evals:`,
        `    runs-on: ubuntu-latest`,
        `    steps:`,
        `      - uses: actions/checkout@v4`,
        `      - run: pnpm run eval:agents`,
        `        env:`,
        `          ${v.env}: ${v.token(k, add)}`,
        `          EVAL_SAMPLE: "${num(10, 200)}"`,
      ].join("\n"),
  },
  {
    label: "notebook cell setting the environment",
    shape: named,
    write: (v, k, add) =>
      JSON.stringify({
        cell_type: "code",
        execution_count: num(1, 60),
        metadata: {},
        source: [
          `import os\n`,
          `os.environ["${v.env}"] = "${v.token(k, add)}"\n`,
          `llm = make_llm()\n`,
        ],
        outputs: [],
      }),
  },
  {
    label: "Kubernetes Secret data (base64)",
    shape: () => "encoded",
    write: (v, _k, add) =>
      [
        `apiVersion: v1`,
        `kind: Secret`,
        `metadata:`,
        `  name: agent-${v.env.toLowerCase().replace(/_/g, "-")}`,
        `  namespace: agents`,
        `type: Opaque`,
        `data:`,
        `  ${v.env}: ${add(b64(unrecorded(v)))}`,
      ].join("\n"),
  },
  {
    label: "cut by the terminal's width",
    shape: () => "wrapped",
    write: (v, _k, add) => {
      // The pane wraps the line at its width; a short token wraps only in a narrow pane.
      const t = unrecorded(v);
      const lead = `~/src/agent-lab (main) $ export ${v.env}=`;
      const fits = (w: number) => w - lead.length >= 10 && w - lead.length <= t.length - 10;
      const width = [80, 100, 120, 132, 160, 200].find(fits);
      const at = width ? width - lead.length : Math.floor(t.length / 2);
      return `${lead}${add(t.slice(0, at))}\n${add(t.slice(at))}\n~/src/agent-lab (main) $ `;
    },
  },
  {
    label: "query string of a request URL",
    shape: () => "url",
    write: (v, k, add) =>
      `GET https://${host(v)}/v1/search?q=agent+memory&limit=${num(3, 20)}&api_key=${
        v.token(k, add)
      } ` +
      `HTTP/1.1 200 ${num(80, 900)}ms`,
  },
  {
    label: "printed by a Codex shell command",
    shape: () => "output",
    write: (v, k, add) =>
      codexOutput(
        `grep -rn ${v.env} config/`,
        `config/dev.toml:${num(3, 40)}:${v.env.toLowerCase()} = "${v.token(k, add)}"\n`,
      ),
  },
];

/** The cases of `vendors`, each in `per` contexts taken in turn from `start` (none twice). */
export function vendorCases(
  vendors: readonly Vendor[],
  per: number,
  start: number,
): HeldOutSecret[] {
  const out: HeldOutSecret[] = [];
  vendors.forEach((v, i) => {
    for (let j = 0; j < per; j++) {
      const c = CONTEXTS[(start + i + j * 5) % CONTEXTS.length]!;
      out.push(S(c.shape(v), `${v.name} key — ${c.label}`, (k, add) => c.write(v, k, add)));
    }
  });
  return out;
}
