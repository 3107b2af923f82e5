/**
 * Corpus thirty-four, clean look-alikes that name a secret without holding it: placeholders and
 * documentation example keys, prompt templates with `{api_key}`, references to where a secret is
 * kept (`${env:…}`, `${input:…}`, `op://`, keychain, Vault, `secretKeyRef`, `${{ secrets.… }}`),
 * masked keys in a 401 and in a console, MCP configs that take their tokens from the environment,
 * keyless auth (IAM roles, ADC), OAuth metadata, SOPS ciphertext, and Langfuse's public key alone
 * (public by this corpus's decision: it identifies a project and is sent with the secret key).
 */
import {
  ALNUM,
  B64,
  C,
  codexOutput,
  DIGITS,
  draw,
  type HeldOutClean,
  hex,
  LOWER,
  LOWER_DIGITS,
  num,
  pick,
  uuid,
  when,
} from "./_heldout_thirtyfour_make.ts";

const last4 = () => draw(4, ALNUM);
const model = () =>
  pick(["gpt-4.1", "claude-sonnet-4-5", "gemini-2.5-pro", "mistral-large-latest"]);

export const REF_ALIKES: readonly (readonly [string, () => string])[] = [
  [
    "env example with placeholders",
    () =>
      `# copy to .env (${
        hex(6)
      })\nOPENAI_API_KEY=sk-...\nANTHROPIC_API_KEY=your-anthropic-key-here\nPINECONE_API_KEY=<your-pinecone-key>\nLANGSMITH_API_KEY=\nTAVILY_API_KEY=tvly-YOUR_API_KEY\nMODEL=${model()}`,
  ],
  ["VS Code mcp.json with an input reference", () =>
    JSON.stringify(
      {
        inputs: [{
          type: "promptString",
          id: "github_token",
          description: "GitHub PAT",
          password: true,
        }],
        servers: {
          github: {
            type: "http",
            url: "https://api.githubcopilot.com/mcp/",
            headers: { Authorization: "Bearer ${input:github_token}" },
          },
          [`fs-${hex(4)}`]: {
            type: "stdio",
            command: "npx",
            args: ["-y", "@modelcontextprotocol/server-filesystem", "${workspaceFolder}"],
          },
        },
      },
      null,
      2,
    )],
  ["Cursor mcp.json with env references", () =>
    JSON.stringify(
      {
        mcpServers: {
          brave: {
            command: "npx",
            args: ["-y", "@modelcontextprotocol/server-brave-search"],
            env: { BRAVE_API_KEY: "${env:BRAVE_API_KEY}" },
          },
          [`notes-${hex(4)}`]: { url: `http://localhost:${num(3000, 9000)}/mcp` },
        },
      },
      null,
      2,
    )],
  [
    "Codex config with env var names",
    () =>
      `[mcp_servers.linear]\nurl = "https://mcp.linear.app/mcp"\nbearer_token_env_var = "LINEAR_API_KEY"\n\n[mcp_servers.github]\ncommand = "github-mcp-server"\nenv_vars = ["GITHUB_PERSONAL_ACCESS_TOKEN"]\nstartup_timeout_sec = ${
        num(10, 60)
      }`,
  ],
  [
    "Gemini settings with a shell variable header",
    () =>
      JSON.stringify(
        {
          mcpServers: {
            context7: {
              httpUrl: "https://mcp.context7.com/mcp",
              headers: {
                CONTEXT7_API_KEY: "$CONTEXT7_API_KEY",
                Accept: "application/json, text/event-stream",
              },
              timeout: num(5, 60) * 1000,
            },
          },
        },
        null,
        2,
      ),
  ],
  [
    "1Password references run by op",
    () =>
      `$ cat .env.tpl\nOPENAI_API_KEY=op://AI Keys/OpenAI ${
        pick(["prod", "dev"])
      }/credential\nHF_TOKEN=op://AI Keys/Hugging Face/token\n$ op run --env-file=.env.tpl -- python agent.py --run ${
        hex(8)
      }`,
  ],
  [
    "keychain lookup command",
    () =>
      `export ANTHROPIC_API_KEY="$(security find-generic-password -a "$USER" -s anthropic-api-key -w)"  # keychain item ${
        num(1, 9)
      }`,
  ],
  [
    "prompt template with an api_key placeholder",
    () =>
      `SYSTEM = """You are a coding agent (session ${
        hex(8)
      }). When the user asks to call the API, write\ncurl -H "Authorization: Bearer {api_key}" {base_url}/v1/models\nand never print the value of {api_key}."""\nprompt = SYSTEM.format(api_key="<redacted>", base_url=BASE)`,
  ],
  [
    "Jinja template with an api_key variable",
    () =>
      `{% set headers = {"x-api-key": "{{ api_key }}", "anthropic-version": "2023-06-01"} %}\n# rendered by n8n node ${uuid()}`,
  ],
  [
    "docs table of key prefixes",
    () =>
      `| Provider | Key looks like | Env var |\n|---|---|---|\n| OpenAI | \`sk-proj-…\` | OPENAI_API_KEY |\n| Anthropic | \`sk-ant-api03-…\` | ANTHROPIC_API_KEY |\n| Groq | \`gsk_…\` | GROQ_API_KEY |\n| Hugging Face | \`hf_…\` | HF_TOKEN |\n<!-- rev ${
        hex(7)
      } -->`,
  ],
  [
    "OpenAI 401 with a masked key",
    () =>
      `openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-proj-********************${last4()}. You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}\nrequest id: req_${
        hex(32)
      }`,
  ],
  [
    "console list of masked keys",
    () =>
      `NAME              KEY                 CREATED\n${
        pick(["ci", "agent", "evals"])
      }-key        sk-ant-api03-${last4()}...${last4()}AA  ${
        when().slice(0, 10)
      }\nlaptop            sk-ant-api03-${last4()}...${last4()}AA  ${when().slice(0, 10)}`,
  ],
  [
    "LiteLLM log with a redacted bearer",
    () =>
      `POST Request Sent from LiteLLM:\ncurl -X POST https://api.groq.com/openai/v1/ -H 'Authorization: Bearer gsk_********************' -d '{"model": "llama-3.3-70b-versatile"}'\nlatency=${
        num(100, 4000)
      }ms`,
  ],
  [
    "code reading keys from the environment",
    () =>
      `const openai = new OpenAI({ apiKey: process.env.OPENAI_API_KEY });\nconst pc = new Pinecone({ apiKey: Deno.env.get("PINECONE_API_KEY")! });\nconst tavily = os.environ["TAVILY_API_KEY"]; // ${
        hex(6)
      }`,
  ],
  [
    "Kubernetes secretKeyRef for model keys",
    () =>
      `        env:\n          - name: ANTHROPIC_API_KEY\n            valueFrom:\n              secretKeyRef:\n                name: llm-keys-${
        hex(5)
      }\n                key: anthropic\n          - name: LANGFUSE_HOST\n            value: https://cloud.langfuse.com`,
  ],
  [
    "workflow using repository secrets",
    () =>
      `      - name: Run evals\n        env:\n          OPENAI_API_KEY: \${{ secrets.OPENAI_API_KEY }}\n          LANGSMITH_API_KEY: \${{ secrets.LANGSMITH_API_KEY }}\n        run: pnpm eval --sample ${
        num(10, 200)
      }`,
  ],
  [
    "Infisical and Doppler runs",
    () =>
      `infisical run --env=prod --path=/agents -- python -m agent.serve --port ${
        num(8000, 8999)
      }\ndoppler run -p agent-api -c prd -- node dist/server.js`,
  ],
  [
    "Vault command without output",
    () =>
      `export OPENROUTER_API_KEY=$(vault kv get -field=api_key secret/llm/openrouter)  # lease ${uuid()}`,
  ],
  [
    "Langfuse public key alone in a browser SDK",
    () =>
      `const langfuseWeb = new LangfuseWeb({ publicKey: "pk-lf-${uuid()}", baseUrl: "https://cloud.langfuse.com" });\nlangfuseWeb.score({ traceId: "${
        hex(32)
      }", name: "user-feedback", value: 1 });`,
  ],
  [
    "Azure OpenAI with Entra ID",
    () =>
      `credential = DefaultAzureCredential()\ntoken_provider = get_bearer_token_provider(credential, "https://cognitiveservices.azure.com/.default")\nclient = AzureOpenAI(azure_endpoint="https://agents-${
        hex(4)
      }.openai.azure.com/", azure_ad_token_provider=token_provider, api_version="2024-10-21")`,
  ],
  [
    "Bedrock through an IAM role",
    () =>
      `AWS_PROFILE=bedrock-agents\nAWS_REGION=us-east-1\nrole_arn = arn:aws:iam::${
        draw(12, DIGITS)
      }:role/BedrockInvoke-${hex(6)}\ncredential_source = Ec2InstanceMetadata`,
  ],
  [
    "gcloud ADC login output",
    () =>
      `Credentials saved to file: [/home/dev/.config/gcloud/application_default_credentials.json]\nThese credentials will be used by any library that requests Application Default Credentials (ADC).\nQuota project "vertex-${
        draw(6, LOWER_DIGITS)
      }" was added to ADC.`,
  ],
  [
    "wandb login prompt without a key",
    () =>
      `wandb: Logging into wandb.ai. (Learn how to deploy a W&B server locally: https://wandb.me/wandb-server)\nwandb: You can find your API key in your browser here: https://wandb.ai/authorize?ref=models\nwandb: Paste an API key from your profile and hit enter:\nwandb: Currently logged in as: dev-${
        hex(4)
      } (acme)`,
  ],
  [
    "huggingface-cli whoami",
    () => `$ huggingface-cli whoami\ndev-${draw(6, LOWER)}\norgs:  acme-ml,acme-${hex(4)}`,
  ],
  [
    "claude mcp list output",
    () =>
      `Checking MCP server health...\n\ngithub: https://api.githubcopilot.com/mcp/ (HTTP) - ✓ Connected\nplaywright: npx @playwright/mcp@latest - ✓ Connected\nsentry-${
        hex(3)
      }: https://mcp.sentry.dev/mcp (HTTP) - ⚠ Needs authentication`,
  ],
  ["OAuth authorization server metadata", () =>
    JSON.stringify(
      {
        issuer: `https://auth-${hex(6)}.acme.dev`,
        authorization_endpoint: "https://auth.acme.dev/authorize",
        token_endpoint: "https://auth.acme.dev/token",
        registration_endpoint: "https://auth.acme.dev/register",
        code_challenge_methods_supported: ["S256"],
        grant_types_supported: ["authorization_code", "refresh_token"],
      },
      null,
      2,
    )],
  [
    "env grep with masked values",
    () =>
      `$ env | grep -i _KEY | sed 's/=.*/=***/'\nOPENAI_API_KEY=***\nPINECONE_API_KEY=***\nCOHERE_API_KEY=***\n# ${
        num(3, 9)
      } variables hidden`,
  ],
  [
    "gh secret list",
    () =>
      `ANTHROPIC_API_KEY  Updated ${when().slice(0, 10)}\nOPENAI_API_KEY     Updated ${
        when().slice(0, 10)
      }\nPINECONE_API_KEY   Updated ${when().slice(0, 10)}`,
  ],
  [
    "SOPS-encrypted keys",
    () =>
      `openai_api_key: ENC[AES256_GCM,data:${draw(60, B64)},iv:${draw(43, B64)}=,tag:${
        draw(22, B64)
      }==,type:str]\nsops:\n    lastmodified: "${when()}"\n    version: 3.9.${num(0, 4)}`,
  ],
  [
    "already redacted transcript",
    () =>
      `Using key [REDACTED] for provider ${model()} (run ${uuid()}); HELICONE_API_KEY=[REDACTED]; PERPLEXITY_API_KEY=<redacted>`,
  ],
];

/** Each look-alike as written and inside a Codex command's output. */
export function buildCleanRefs(): HeldOutClean[] {
  return REF_ALIKES.flatMap(([label, make]) => [
    C(`${label} — as written`, make()),
    C(
      `${label} — in a Codex record`,
      codexOutput(pick(["cat notes.md", "sed -n 1,40p README.md", "rg -n KEY"]), make()),
    ),
  ]);
}
