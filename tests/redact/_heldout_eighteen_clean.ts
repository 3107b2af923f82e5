/**
 * Corpus eighteen's clean look-alikes: texts full of what looks random in a session but is no
 * secret — tool, message, request and session ids, commit SHAs, file and image digests, lockfile
 * integrity hashes, public keys, documented example keys, masked values, environment references
 * and placeholders — written by the same format boxes as the secrets.
 */
import { AGENT_BOXES } from "./_heldout_eighteen_agents.ts";
import { CLAUDE_BOXES } from "./_heldout_eighteen_claude.ts";
import { CODEX_BOXES } from "./_heldout_eighteen_codex.ts";
import { GEMINI_BOXES } from "./_heldout_eighteen_gemini.ts";
import { IDE_BOXES } from "./_heldout_eighteen_ide.ts";
import {
  type Alike,
  B64,
  callId,
  cleanCases,
  DIGITS,
  draw,
  type HeldOutClean,
  hex,
  LOWER,
  msgId,
  num,
  pick,
  reqId,
  sha,
  tooluId,
  uuid,
  uuid7,
} from "./_heldout_eighteen_make.ts";

const ver = () => `${num(1, 9)}.${num(0, 30)}.${num(0, 20)}`;

export const ALIKES: readonly Alike[] = [
  [
    "tool, message and request ids in an error",
    () =>
      `API Error: 529 overloaded (request_id: ${reqId()})\nRetrying tool_use ${tooluId()} of message ${msgId()} in ${
        num(1, 9)
      }s…`,
  ],
  [
    "git log with commit SHAs",
    () =>
      [0, 1, 2, 3].map(() =>
        `commit ${sha()}\nAuthor: Dev <dev@acme.io>\n\n    ${
          pick(["fix: retry on 429", "chore: bump deps", "feat: add export"])
        }\n`
      ).join("\n"),
  ],
  [
    "docker image digests",
    () =>
      `REPOSITORY   TAG   DIGEST\nacme/api     ${ver()}  sha256:${
        hex(64)
      }\nacme/worker  ${ver()}  sha256:${hex(64)}`,
  ],
  [
    "package-lock integrity hashes",
    () =>
      `"node_modules/${
        pick(["lodash", "zod", "undici"])
      }": {\n  "version": "${ver()}",\n  "resolved": "https://registry.npmjs.org/x/-/x-${ver()}.tgz",\n  "integrity": "sha512-${
        draw(86, B64)
      }=="\n}`,
  ],
  [
    "go.sum lines",
    () =>
      `golang.org/x/net v0.${num(10, 40)}.0 h1:${draw(43, B64)}=\ngolang.org/x/net v0.${
        num(10, 40)
      }.0/go.mod h1:${draw(43, B64)}=`,
  ],
  [
    "environment variable references",
    () =>
      `export OPENAI_API_KEY="$OPENAI_API_KEY"\nstripe_key = os.environ["STRIPE_SECRET_KEY"]\ntoken: \${{ secrets.GITHUB_TOKEN }}\nconst key = process.env.ANTHROPIC_API_KEY ?? "";`,
  ],
  [
    "placeholders in a README",
    () =>
      `1. Copy .env.example to .env\n2. Set API_KEY=<your-api-key> and DATABASE_URL=postgres://user:password@localhost:5432/app\n3. Run make dev (build ${
        hex(7)
      })`,
  ],
  [
    "masked values in a settings page",
    () =>
      `Key           Value\nSTRIPE_KEY    sk_live_••••••••${
        draw(4)
      }\nGITHUB_TOKEN  ghp_****************${draw(4)}\nDB_PASSWORD   ********  (set ${
        num(2, 40)
      } days ago)`,
  ],
  [
    "session and trace ids in a log",
    () =>
      `level=info msg="request done" session_id=${uuid()} trace_id=${hex(32)} span_id=${
        hex(16)
      } duration_ms=${num(3, 900)}`,
  ],
  ["an ssh public key", () => `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${draw(43, B64)} dev@laptop`],
  [
    "AWS documented example keys",
    () =>
      `aws configure set aws_access_key_id AKIAIOSFODNN7EXAMPLE\naws configure set aws_secret_access_key wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY  # from the AWS docs, run ${
        num(1, 99)
      }`,
  ],
  [
    "file checksums of a release",
    () =>
      `${hex(64)}  ctx-${ver()}-linux-x64.tar.gz\n${
        hex(64)
      }  ctx-${ver()}-darwin-arm64.tar.gz\nmd5 ${hex(32)}`,
  ],
  [
    "Codex call and turn ids",
    () => `turn ${uuid7()} ended; calls ${callId()}, ${callId()}; thread ${uuid7()}`,
  ],
  [
    "subresource integrity and a CSP nonce",
    () =>
      `<script src="https://cdn.acme.io/app.${hex(8)}.js" integrity="sha384-${
        draw(64, B64)
      }" crossorigin="anonymous"></script>\nContent-Security-Policy: script-src 'nonce-${
        draw(22, B64)
      }'`,
  ],
  [
    "a Terraform plan with resource ids",
    () =>
      `  # aws_instance.web will be updated in-place\n  ~ resource "aws_instance" "web" {\n        id   = "i-${
        hex(17)
      }"\n        ami  = "ami-${hex(17)}"\n      ~ tags = { "build" = "${hex(12)}" }\n    }`,
  ],
  [
    "a redacted command the user pasted",
    () =>
      `curl -H "Authorization: Bearer [REDACTED]" https://api.acme.io/v1/jobs/${
        num(1000, 99999)
      }\npsql "postgresql://app:***@db-${draw(4, LOWER + DIGITS)}.internal:5432/app"`,
  ],
  [
    "UUIDs in a fixtures file",
    () =>
      [0, 1, 2, 3, 4].map((i) => `  { "id": "${uuid()}", "name": "user${i}", "org": "${uuid()}" },`)
        .join("\n"),
  ],
];

/** The clean cases in the format boxes: each look-alike in six boxes of different formats. */
export function buildCleanAlikes(): HeldOutClean[] {
  const boxes = [...CLAUDE_BOXES, ...CODEX_BOXES, ...GEMINI_BOXES, ...IDE_BOXES, ...AGENT_BOXES];
  return cleanCases(ALIKES, boxes, 6);
}
