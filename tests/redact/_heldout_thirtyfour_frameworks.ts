/**
 * Corpus thirty-four, agent frameworks and their configs: LangChain and LangGraph, LlamaIndex,
 * CrewAI, AutoGen, Semantic Kernel, the OpenAI Agents SDK, DSPy, Haystack, Pydantic AI, the Vercel
 * AI SDK, Letta, and the low-code builders Dify, Flowise and n8n.
 */
import {
  b64,
  B64URL,
  draw,
  type HeldOutSecret,
  HEX,
  hex,
  jwt,
  num,
  pass,
  pick,
  S,
  tok,
  unrecorded,
  uuid,
  vendor,
} from "./_heldout_thirtyfour_make.ts";

export function buildFrameworks(): HeldOutSecret[] {
  return [
    S(
      "assignment",
      "LangChain ChatOpenAI with openai_api_key",
      (k, add) =>
        `from langchain_openai import ChatOpenAI\nllm = ChatOpenAI(model="gpt-4o-mini", temperature=0, openai_api_key="${
          tok("OpenAI project", k, add)
        }")\nchain = prompt | llm | parser`,
    ),
    S("assignment", "langgraph.json with an inline env", (k, add) =>
      JSON.stringify(
        {
          dependencies: ["."],
          graphs: { agent: "./src/agent/graph.py:graph" },
          env: { ANTHROPIC_API_KEY: tok("Anthropic", k, add), LANGSMITH_TRACING: "true" },
        },
        null,
        2,
      )),
    S(
      "command",
      "LangGraph Platform run with x-api-key",
      (k, add) =>
        `curl -s https://agent-${
          hex(8)
        }.us.langgraph.app/threads/${uuid()}/runs/wait -H "x-api-key: ${
          tok("LangSmith service key", k, add)
        }" ` +
        `-H 'Content-Type: application/json' -d '{"assistant_id":"agent","input":{"messages":[]}}'`,
    ),
    S(
      "assignment",
      "LlamaIndex Settings with a DeepSeek key",
      (k, add) =>
        `from llama_index.llms.deepseek import DeepSeek\nfrom llama_index.core import Settings\n\nSettings.llm = DeepSeek(model="deepseek-chat", api_key="${
          tok("DeepSeek", k, add)
        }")\nSettings.chunk_size = ${pick([256, 512, 1024])}`,
    ),
    S(
      "vendor",
      "LlamaParse with a LlamaCloud key",
      (k) =>
        `parser = LlamaParse(api_key="llx-${k(48)}", result_type="markdown", num_workers=${
          num(2, 8)
        })\ndocs = parser.load_data("./contracts/msa.pdf")`,
    ),
    S(
      "assignment",
      "CrewAI LLM with a Groq key",
      (k, add) =>
        `from crewai import Agent, LLM\nllm = LLM(model="groq/llama-3.3-70b-versatile", api_key="${
          tok("Groq", k, add)
        }", temperature=0.${
          num(1, 7)
        })\nresearcher = Agent(role="Researcher", goal="find sources", llm=llm)`,
    ),
    S(
      "assignment",
      "CrewAI tools with SERPER_API_KEY set in code",
      (k) =>
        `import os\nos.environ["SERPER_API_KEY"] = "${
          k(40, HEX)
        }"  # serper.dev\nfrom crewai_tools import SerperDevTool\nsearch = SerperDevTool(n_results=${
          num(3, 10)
        })`,
    ),
    S("assignment", "AutoGen OAI_CONFIG_LIST with two models", (k, add) =>
      JSON.stringify(
        [
          { model: "gpt-4o", api_key: tok("OpenAI service account", k, add) },
          {
            model: "mistral-large-latest",
            api_key: k(32),
            base_url: "https://api.mistral.ai/v1",
            api_type: "mistral",
          },
        ],
        null,
        2,
      )),
    S("assignment", "AutoGen AzureOpenAIChatCompletionClient", (k) =>
      [
        `client = AzureOpenAIChatCompletionClient(`,
        `    azure_deployment="gpt-4o", model="gpt-4o", api_version="2024-10-21",`,
        `    azure_endpoint="https://agents-${hex(4)}.openai.azure.com/",`,
        `    api_key="${k(32, HEX)}",`,
        `)`,
      ].join("\n")),
    S(
      "assignment",
      "Semantic Kernel C# builder with an Azure key",
      (k) =>
        `var builder = Kernel.CreateBuilder();\nbuilder.AddAzureOpenAIChatCompletion("gpt-4o", "https://sk-demo-${
          hex(4)
        }.openai.azure.com/", "${k(32, HEX)}");\nvar kernel = builder.Build();`,
    ),
    S("command", "dotnet user-secrets set for Semantic Kernel", (k, add) => {
      const t = tok("OpenAI project", k, add);
      return `PS C:\\src\\SkAgent> dotnet user-secrets set "OpenAI:ApiKey" "${t}"\nSuccessfully saved OpenAI:ApiKey = ${t} to the secret store.`;
    }),
    S(
      "assignment",
      "Semantic Kernel Python .env",
      (k, add) =>
        `GLOBAL_LLM_SERVICE="OpenAI"\nOPENAI_CHAT_MODEL_ID="gpt-4o-mini"\nOPENAI_API_KEY="${
          tok("OpenAI admin", k, add)
        }"\nOPENAI_ORG_ID="org-${draw(24)}"`,
    ),
    S("assignment", "Dify docker .env", (k, add) =>
      [
        `CONSOLE_API_URL=https://dify.acme.dev`,
        `SECRET_KEY=sk-${k(42, B64URL)}`,
        `DB_USERNAME=postgres`,
        `DB_PASSWORD=${pass(add)}`,
        `REDIS_PASSWORD=${pass(add)}`,
        `VECTOR_STORE=weaviate`,
      ].join("\n")),
    S(
      "command",
      "Dify app API called with its app key",
      (k) =>
        `curl -X POST 'https://api.dify.ai/v1/chat-messages' --header 'Authorization: Bearer app-${
          k(24)
        }' ` +
        `--header 'Content-Type: application/json' --data-raw '{"inputs":{},"query":"status?","user":"u-${
          num(1, 999)
        }"}'`,
    ),
    S(
      "assignment",
      "Flowise environment",
      (k, add) =>
        `FLOWISE_USERNAME=admin\nFLOWISE_PASSWORD=${pass(add)}\nFLOWISE_SECRETKEY_OVERWRITE=${
          k(32)
        }\nDATABASE_PATH=/root/.flowise`,
    ),
    S(
      "command",
      "Flowise prediction with a chatflow key",
      (k) =>
        `curl https://flowise.acme.dev/api/v1/prediction/${uuid()} -X POST -H "Authorization: Bearer ${
          k(43, B64URL)
        }" -d '{"question":"hi"}'`,
    ),
    S(
      "encoded",
      "Flowise basic auth header",
      (_k, add) =>
        `> GET /api/v1/chatflows HTTP/1.1\n> Host: flowise.internal:3000\n> Authorization: Basic ${
          add(b64(`admin:${draw(14)}`))
        }\n> Accept: */*`,
    ),
    S("output", "n8n export:credentials --decrypted", (k, add) =>
      JSON.stringify(
        [
          {
            id: draw(16),
            name: "OpenAi account",
            type: "openAiApi",
            data: { apiKey: tok("OpenAI project", k, add) },
          },
          {
            id: draw(16),
            name: "Tavily",
            type: "httpHeaderAuth",
            data: { name: "Authorization", value: `Bearer ${tok("Tavily", k, add)}` },
          },
        ],
        null,
        2,
      )),
    S(
      "assignment",
      "n8n encryption key in docker-compose",
      (k) =>
        `    environment:\n      - N8N_HOST=n8n.acme.dev\n      - N8N_ENCRYPTION_KEY=${
          k(32)
        }\n      - GENERIC_TIMEZONE=Europe/Berlin`,
    ),
    S(
      "command",
      "n8n public API with its key",
      (k) =>
        `curl -s https://n8n.acme.dev/api/v1/workflows?active=true -H "X-N8N-API-KEY: ${
          jwt(k, { sub: uuid(), iss: "n8n", aud: "public-api", iat: num(1.7e9, 1.76e9) })
        }"`,
    ),
    S(
      "assignment",
      "LangChain SerpAPI tool loaded with its key",
      (k) =>
        `tools = load_tools(["serpapi", "llm-math"], llm=llm, serpapi_api_key="${k(64, HEX)}")`,
    ),
    S(
      "assignment",
      "Haystack Secret.from_token with a Cohere key",
      (k) =>
        `from haystack.utils import Secret\nranker = CohereRanker(model="rerank-v3.5", api_key=Secret.from_token("${
          k(40)
        }"), top_k=${num(3, 10)})`,
    ),
    S(
      "assignment",
      "Vercel AI SDK pointed at OpenRouter",
      (k, add) =>
        `const openrouter = createOpenAI({\n  baseURL: "https://openrouter.ai/api/v1",\n  apiKey: "${
          tok("OpenRouter", k, add)
        }",\n});\nconst { text } = await generateText({ model: openrouter("anthropic/claude-sonnet-4.5"), prompt });`,
    ),
    S(
      "assignment",
      "Pydantic AI with an xAI provider",
      (k, add) =>
        `model = OpenAIModel("grok-4", provider=OpenAIProvider(base_url="https://api.x.ai/v1", api_key="${
          tok("xAI", k, add)
        }"))\nagent = Agent(model, system_prompt="Be terse.")`,
    ),
    S(
      "assignment",
      "DSPy LM with a Together key",
      (k) =>
        `lm = dspy.LM("together_ai/meta-llama/Llama-3.3-70B-Instruct-Turbo", api_key="${
          k(64, HEX)
        }", max_tokens=${num(256, 4096)})\ndspy.configure(lm=lm)`,
    ),
    S(
      "assignment",
      "OpenAI Agents SDK default key",
      (k, add) =>
        `from agents import Agent, Runner, set_default_openai_key\nset_default_openai_key("${
          tok("OpenAI project", k, add)
        }")\nresult = Runner.run_sync(Agent(name="triage"), "hello")`,
    ),
    S("wrapped", "LangChain key split by implicit string concatenation", (_k, add) => {
      const key = unrecorded(vendor("Anthropic"));
      return `llm = ChatAnthropic(\n    model="claude-sonnet-4-5",\n    api_key=(\n        "${
        add(key.slice(0, 60))
      }"\n        "${add(key.slice(60))}"\n    ),\n)`;
    }),
    S(
      "assignment",
      "Letta server config",
      (k, add) =>
        `[model]\nmodel_endpoint_type = "openai"\nmodel = "gpt-4o-mini"\n\n[openai]\nkey = "${
          tok("OpenAI project", k, add)
        }"\n\n[archival_storage]\nuri = "postgresql://letta:${pass(add)}@localhost:5432/letta"`,
    ),
  ];
}
