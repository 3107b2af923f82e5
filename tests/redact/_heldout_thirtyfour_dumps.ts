/**
 * Corpus thirty-four, environment and secret-store dumps: `env | grep KEY`, `printenv`, a
 * notebook printing `os.environ`, `docker compose config`, `heroku config`, AWS Secrets Manager,
 * gcloud secrets, Streamlit's secrets file, gh's hosts file, Windows `set`, a diff adding keys to
 * `.env`, a Kubernetes Secret, and keys cut by a table or a quoted message.
 */
import {
  b64,
  claudeResult,
  claudeSays,
  codexOutput,
  draw,
  geminiResponse,
  ghBody,
  type HeldOutSecret,
  HEX,
  hex,
  LOWER,
  LOWER_DIGITS,
  num,
  pick,
  S,
  tok,
  unrecorded,
  uuid,
  vendor,
} from "./_heldout_thirtyfour_make.ts";

export function buildDumps(): HeldOutSecret[] {
  return [
    S("output", "env | grep KEY", (k, add) =>
      claudeResult(
        `$ env | grep -i key\nOPENAI_API_KEY=${tok("OpenAI project", k, add)}\nPINECONE_API_KEY=${
          tok("Pinecone", k, add)
        }\n` +
          `KEYTIMEOUT=1\nSSH_AUTH_SOCK_KEY_COUNT=${num(1, 4)}`,
      )),
    S(
      "output",
      "printenv | grep -i token in Codex",
      (k, add) =>
        codexOutput(
          "printenv | grep -i token",
          `HF_TOKEN=${tok("Hugging Face", k, add)}\nREPLICATE_API_TOKEN=${
            tok("Replicate", k, add)
          }\nGITHUB_TOKEN=ghp_${add(ghBody())}\n`,
        ),
    ),
    S(
      "output",
      "notebook prints os.environ",
      (k, add) =>
        `environ{'PATH': '/opt/conda/bin:/usr/bin', 'HOSTNAME': '${hex(12)}', 'WANDB_API_KEY': '${
          k(40, HEX)
        }', 'ANTHROPIC_API_KEY': '${tok("Anthropic", k, add)}', 'JPY_PARENT_PID': '${
          num(7, 400)
        }'}`,
    ),
    S(
      "output",
      "docker compose config resolving env",
      (k, add) =>
        `services:\n  agent:\n    environment:\n      GEMINI_API_KEY: ${
          tok("Google AI Studio", k, add)
        }\n      QDRANT_URL: http://qdrant:6333\n    image: agent:dev\n  qdrant:\n    image: qdrant/qdrant:v1.12.${
          num(0, 6)
        }`,
    ),
    S(
      "output",
      "heroku config",
      (k, add) =>
        `=== agent-bot-${hex(4)} Config Vars\nCOHERE_API_KEY:     ${
          k(40)
        }\nDATABASE_URL:       postgres://u${hex(6)}:${add(hex(64))}@ec2-${num(3, 54)}-${
          num(1, 254)
        }.compute-1.amazonaws.com:5432/d${draw(13, LOWER_DIGITS)}`,
    ),
    S("output", "aws secretsmanager get-secret-value", (k, add) =>
      JSON.stringify(
        {
          ARN: `arn:aws:secretsmanager:us-east-1:${
            num(100000000000, 999999999999)
          }:secret:prod/agent/llm-${draw(6)}`,
          Name: "prod/agent/llm",
          SecretString: JSON.stringify({
            anthropic: tok("Anthropic", k, add),
            openai: tok("OpenAI project", k, add),
          }),
          VersionId: uuid(),
        },
        null,
        4,
      )),
    S(
      "output",
      "gcloud secrets versions access",
      (k, add) =>
        `$ gcloud secrets versions access latest --secret=mistral-api-key --project=agents-prod\n${
          add(draw(32))
        }\n$ gcloud secrets versions access latest --secret=grok-api-key\n${tok("xAI", k, add)}`,
    ),
    S(
      "output",
      "cat .streamlit/secrets.toml",
      (k, add) =>
        `[openai]\napi_key = "${
          tok("OpenAI project", k, add)
        }"\n\n[connections.supabase]\nSUPABASE_URL = "https://${
          draw(20, LOWER)
        }.supabase.co"\nSUPABASE_KEY = "${add(draw(40))}"`,
    ),
    S(
      "output",
      "gh hosts.yml printed",
      (_k, add) =>
        `$ cat ~/.config/gh/hosts.yml\ngithub.com:\n    users:\n        octo-agent:\n            oauth_token: gho_${
          add(ghBody())
        }\n    git_protocol: https\n    user: octo-agent`,
    ),
    S(
      "output",
      "Windows set output",
      (k, add) =>
        `C:\\Users\\dev> set | findstr /i api\nAZURE_OPENAI_API_KEY=${
          k(32, HEX)
        }\nPERPLEXITY_API_KEY=${tok("Perplexity", k, add)}`,
    ),
    S(
      "assignment",
      "git diff adding keys to .env",
      (k, add) =>
        `diff --git a/.env b/.env\nindex ${hex(7)}..${
          hex(7)
        } 100644\n--- a/.env\n+++ b/.env\n@@ -1,2 +1,4 @@\n LLM_PROVIDER=groq\n+GROQ_API_KEY=${
          tok("Groq", k, add)
        }\n+LANGSMITH_API_KEY=${tok("LangSmith", k, add)}`,
    ),
    S(
      "encoded",
      "kubectl get secret -o yaml with a base64 .env",
      (_k, add) =>
        `apiVersion: v1\ndata:\n  .env: ${
          add(b64(`TOGETHER_API_KEY=${draw(64, HEX)}\nMODEL=meta-llama/Llama-3.3-70B`))
        }\nkind: Secret\nmetadata:\n  name: agent-env\n  resourceVersion: "${num(100000, 999999)}"`,
    ),
    S(
      "output",
      "kubectl decode printing a key",
      (k, add) =>
        `$ kubectl get secret llm -o jsonpath='{.data.OPENROUTER_API_KEY}' | base64 -d\n${
          tok("OpenRouter", k, add)
        }$ `,
    ),
    S("wrapped", "key in a rich table cut by the column", (_k, add) => {
      const t = unrecorded(vendor("Perplexity"));
      return `┏━━━━━━━━━━━━━━━━━━━━┳━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓\n┃ provider           ┃ key                        ┃\n┡━━━━━━━━━━━━━━━━━━━━╇━━━━━━━━━━━━━━━━━━━━━━━━━━━━┩\n` +
        `│ perplexity         │ ${add(t.slice(0, 26))} │\n│                    │ ${
          add(t.slice(26))
        } │\n└────────────────────┴────────────────────────────┘`;
    }),
    S("wrapped", "assistant message quoting a key across two lines", (_k, add) => {
      const t = unrecorded(vendor("OpenAI admin"));
      return claudeSays(
        `Your admin key is being used for inference, which it can't do:\n\n    ${
          add(t.slice(0, 82))
        }\n    ${add(t.slice(82))}\n\nCreate a project key instead.`,
      );
    }),
    S(
      "output",
      "Gemini CLI read_file of a settings file",
      (k, add) =>
        geminiResponse(
          "read_file",
          `# ~/.config/aichat/config.yaml\nmodel: ${
            pick(["claude", "openai", "groq"])
          }:default\nclients:\n- type: openai-compatible\n  name: fireworks\n  api_base: https://api.fireworks.ai/inference/v1\n  api_key: ${
            tok("Fireworks", k, add)
          }\n`,
        ),
    ),
  ];
}
