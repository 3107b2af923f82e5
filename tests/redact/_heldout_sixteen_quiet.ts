/**
 * Corpus sixteen's clean chat and answers: messages of several paragraphs and long answers quoting
 * code, in the same assistant records as the secrets, full of ids, hashes, public keys, masked
 * values, references and placeholders. Each must come out byte for byte.
 */
import {
  B64,
  b64,
  C,
  draw,
  type HeldOutClean,
  hex,
  lines,
  num,
  pick,
  startClock,
  tick,
  uuid,
} from "./_heldout_sixteen_make.ts";
import {
  claudeAssistant,
  claudeUser,
  codexUser,
  copilot,
  cursorBubble,
  geminiModel,
  paras,
} from "./_heldout_sixteen_records.ts";

/** The family: every case its own situation. */
export function buildQuiet(): HeldOutClean[] {
  startClock();
  return [
    C(
      "answer quoting code that reads keys from the environment",
      claudeAssistant(
        `Here is \`summarize.py\` after the change; the key now comes from the environment and the client fails early when it is missing:\n\n\`\`\`python\nimport os\nfrom openai import OpenAI\n\napi_key = os.environ.get("OPENAI_API_KEY")\nif not api_key:\n    raise SystemExit("OPENAI_API_KEY is not set; see README.md#configuration")\nclient = OpenAI(api_key=api_key)\n\`\`\`\n\nRun it with \`OPENAI_API_KEY=sk-... python summarize.py\` locally, and in CI set it with \`\${{ secrets.OPENAI_API_KEY }}\`.`,
      ),
    ),
    C(
      "gitleaks report with the secret redacted",
      claudeUser(
        `${paras(2)}\n\ngitleaks found this, is it a real problem?\n\n${
          lines(num(3, 5), () =>
            `Finding:     ${
              pick(["API_KEY", "password", "token"])
            }=REDACTED\nSecret:      REDACTED\nRuleID:      generic-api-key\nEntropy:     ${
              num(3, 4)
            }.${num(100000, 999999)}\nFile:        ${
              pick(["config/dev.env", "scripts/seed.ts", "docs/setup.md"])
            }\nLine:        ${num(1, 200)}\nCommit:      ${
              hex(40)
            }\nAuthor:      dev\nDate:        ${tick()}\nFingerprint: ${
              hex(40)
            }:config/dev.env:generic-api-key:${num(1, 200)}`).join("\n\n")
        }\n\n${paras(2)}`,
      ),
    ),
    C(
      "docs snippet with angle-bracket placeholders",
      codexUser(
        `the README says to do this but I get 401:\n\n\`\`\`bash\ncurl https://api.acme.dev/v1/me \\\n  -H "Authorization: Bearer <YOUR_API_TOKEN>" \\\n  -H "X-Workspace: <WORKSPACE_ID>"\n\`\`\`\n\nI replaced both with mine of course. ${
          paras(3)
        }`,
      ),
    ),
    C(
      "public certificate pasted asking about expiry",
      cursorBubble(
        1,
        `${
          paras(2)
        }\n\nthis is the cert the load balancer serves, does it look expired to you?\n\n-----BEGIN CERTIFICATE-----\n${
          lines(num(10, 18), () => draw(64, B64)).join("\n")
        }\n${draw(40, B64)}=\n-----END CERTIFICATE-----\n\nserial ${
          lines(16, () => hex(2)).join(":")
        }`,
      ),
    ),
    C(
      "ssh-keyscan output in a known_hosts question",
      claudeUser(
        `${
          paras(2)
        }\n\n$ ssh-keyscan github.com 2>/dev/null\ngithub.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${
          draw(43, B64)
        }\ngithub.com ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAy${"NTYAAAAIbmlzdHAyNTYAAABBB"}${
          draw(88, B64)
        }=\n\nwhich one goes in known_hosts for the deploy job?`,
      ),
    ),
    C(
      "git log with many commit hashes",
      codexUser(`which of these broke the build?\n\n${
        lines(num(30, 60), () =>
          `${hex(40)} ${
            pick([
              "fix(api): handle empty cart",
              "chore(deps): bump vite",
              "feat: add invoice export",
              "refactor: split payment service",
              "test: cover refund path",
              "ci: cache pnpm store",
            ])
          } (${pick(["Ana", "Bo", "Chen", "Dara"])}, ${num(1, 30)} days ago)`).join("\n")
      }`),
    ),
    C(
      "configmap with base64 of a public PNG",
      geminiModel(
        `The logo is stored in the ConfigMap as binary data; that is fine for a small file:\n\n\`\`\`yaml\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: branding\nbinaryData:\n  logo.png: iVBORw0KGgoAAAANSUhEUgAAA${
          draw(200, B64)
        }AAAAAElFTkSuQmCC\ndata:\n  theme.json: '{"primary":"#${hex(6)}","accent":"#${
          hex(6)
        }"}'\n\`\`\``,
      ),
    ),
    C(
      "lockfile diff full of integrity hashes",
      claudeAssistant(
        `The lockfile changed only in these entries:\n\n\`\`\`diff\n${
          lines(num(8, 16), () =>
            `-      "integrity": "sha512-${draw(86, B64)}==",\n+      "integrity": "sha512-${
              draw(86, B64)
            }==",`).join("\n")
        }\n\`\`\`\n\nNothing else moved, so the bump is safe.`,
      ),
    ),
    C(
      "answer explaining secrets in a workflow",
      copilot(
        `how do I pass the npm token to the publish job?`,
        `Store it as a repository secret and reference it; never write the value in the file:\n\n\`\`\`yaml\n- uses: actions/setup-node@v4\n  with:\n    node-version: 22\n    registry-url: https://registry.npmjs.org\n- run: npm publish --provenance --access public\n  env:\n    NODE_AUTH_TOKEN: \${{ secrets.NPM_TOKEN }}\n\`\`\`\n\nThe log will show \`***\` wherever the value would appear. Your last run id was ${
          num(10000000000, 99999999999)
        } and its attestation digest sha256:${hex(64)}.`,
      ),
    ),
    C(
      "base64 of a public JSON manifest",
      codexUser(
        `${paras(2)}\n\nthe annotation is just base64 of the manifest, right?\n\n${
          b64(
            JSON.stringify({
              name: "@acme/ui",
              version: `${num(1, 9)}.${num(0, 20)}.0`,
              files: ["dist"],
              repository: "github:acme/ui",
              commit: hex(40),
            }),
          )
        }`,
      ),
    ),
    C(
      "trace ids and request ids in a support question",
      cursorBubble(
        1,
        `support asked for the ids of the failed requests:\n\n${
          lines(num(15, 30), () =>
            `${tick()}  request_id=req_${draw(24)}  trace=${hex(32)}  span=${
              hex(16)
            }  status=502  region=eu-west-1  pod=api-${hex(10)}-${draw(5).toLowerCase()}`).join(
              "\n",
            )
        }\n\n${paras(2)}`,
      ),
    ),
    C(
      "password policy and hashes in an answer",
      claudeAssistant(
        `The seed users are stored with Argon2id, so the hashes in \`seed.sql\` are safe to commit:\n\n\`\`\`sql\nINSERT INTO users (email, password_hash) VALUES\n${
          lines(num(4, 8), () =>
            `  ('${pick(["ana", "bo", "chen", "dara", "eli"])}.${
              hex(4)
            }@example.com', '$argon2id$v=19$m=65536,t=3,p=4$${draw(22, B64)}$${draw(43, B64)}')`)
            .join(",\n")
        };\n\`\`\`\n\nThe policy requires 12 characters; the login form shows \`••••••••\` while typing. Session id ${uuid()} was used for the test.`,
      ),
    ),
  ];
}
