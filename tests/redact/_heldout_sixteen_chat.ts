/**
 * Corpus sixteen, chat and answers: a secret inside a message of several paragraphs — a person
 * explaining a problem and pasting what they have, an assistant's long answer quoting code — in
 * the records of Claude Code, Codex, Gemini CLI, Cursor and Copilot. Here are the wrapped keys,
 * the key blocks and the encoded values of the corpus.
 */
import {
  armour,
  B64,
  b64,
  B64URL,
  draw,
  ghBody,
  type HeldOutSecret,
  HEX,
  hex,
  jwt,
  lines,
  num,
  pass,
  pemBlock,
  pick,
  S,
  startClock,
  tick,
  uuid,
} from "./_heldout_sixteen_make.ts";
import { pkgLine } from "./_heldout_sixteen_boxes.ts";
import {
  claudeAssistant,
  claudeUser,
  codexUser,
  copilot,
  cursorBubble,
  geminiModel,
  paras,
} from "./_heldout_sixteen_records.ts";

/** `s` cut into lines of `w` characters, as a terminal wraps it; each part at least 8 long. */
function cut(s: string, w: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.length; i += w) out.push(s.slice(i, i + w));
  return out;
}

/** The family: every case its own situation, written one by one. */
export function buildChat(): HeldOutSecret[] {
  const cases: HeldOutSecret[] = [
    S("wrapped", "key cut by a terminal's 80 columns in a pasted message", (_k, add) => {
      startClock();
      const parts = cut(`sk-ant-api03-${draw(93, B64URL)}AA`, 80);
      parts.forEach((p) => add(p.startsWith("sk-ant-api03-") ? p.slice(13) : p));
      return claudeUser(
        `${paras(3)}\n\nThe key is in the output below, my terminal cut it:\n\nANTHROPIC_API_KEY=${
          parts.join("\n")
        }\n\n${paras(3)}`,
      );
    }),
    S(
      "wrapped",
      "service token split over Java string concatenation in an answer",
      (k) =>
        claudeAssistant(
          `The client is built in \`ApiConfig.java\`; the token is hard-coded there, split over two literals so it fits the line limit:\n\n\`\`\`java\n@Bean\npublic ApiClient apiClient() {\n    return ApiClient.builder()\n        .baseUrl("https://api.acme.dev")\n        .token("${
            k(40, B64URL)
          }" +\n               "${
            k(40, B64URL)
          }")\n        .timeout(Duration.ofSeconds(10))\n        .build();\n}\n\`\`\`\n\nMove it to \`application.yml\` and read it with \`@Value\`; then rotate it, since it is in the git history.\n\n${
            paras(2)
          }`,
        ),
    ),
    S(
      "wrapped",
      "token sent in two Slack messages quoted in a chat",
      (k) =>
        codexUser(
          `${
            paras(2)
          }\n\nHere's what the on-call person sent me on Slack (they split it on purpose):\n\n> [09:41] part 1/2: ${
            k(24)
          }\n> [09:41] part 2/2: ${k(24)}\n> [09:42] glue them together, no space\n\n${paras(3)}`,
        ),
    ),
    S(
      "wrapped",
      "signing key continued with backslashes in a .properties file",
      (k) =>
        cursorBubble(
          1,
          `here's gradle.properties from the CI box, release builds fail with "Keystore was tampered with":\n\n\`\`\`properties\norg.gradle.jvmargs=-Xmx4g\nandroid.useAndroidX=true\nRELEASE_STORE_FILE=release.jks\nRELEASE_STORE_PASSWORD=${
            k(20)
          }\\\n${k(20)}\nRELEASE_KEY_ALIAS=upload\n\`\`\`\n\n${paras(3)}`,
        ),
    ),
    S("block", "OpenSSH key pasted asking why ssh rejects it", (k) => {
      const head = b64("openssh-key-v1").slice(0, 20);
      const body = lines(6, () => k(64, B64));
      return claudeUser(
        `${paras(2)}\n\nssh says "invalid format" for this one:\n\n${
          armour("OPENSSH ", false)
        }\n${head}${body.join("\n")}\n${k(30, B64)}==\n${armour("OPENSSH ", true)}\n\n${paras(3)}`,
      );
    }),
    S(
      "block",
      "EC key in a Kubernetes TLS secret quoted by the assistant",
      (k) =>
        geminiModel(
          `The ingress serves the default certificate because the secret's key does not match the certificate. This is the manifest I found in \`k8s/tls.yaml\`:\n\n\`\`\`yaml\napiVersion: v1\nkind: Secret\nmetadata:\n  name: shop-tls\ntype: kubernetes.io/tls\nstringData:\n  tls.key: |\n${
            pemBlock(k, "EC ", 3, "    ").join("\n")
          }\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIIB${
            draw(60, B64)
          }\n    -----END CERTIFICATE-----\n\`\`\`\n\nCompare the public key of both with \`openssl pkey -pubout\` and \`openssl x509 -pubkey\`.`,
        ),
    ),
    S(
      "encoded",
      "kubectl get secret -o json pasted in a message",
      (_k, add) =>
        codexUser(
          `${
            paras(2)
          }\n\n\`\`\`json\n{\n    "apiVersion": "v1",\n    "data": {\n        "DATABASE_PASSWORD": "${
            add(b64(draw(24)))
          }",\n        "DATABASE_USER": "${b64("ledger")}",\n        "STRIPE_KEY": "${
            add(b64(`sk_live_${draw(99)}`))
          }"\n    },\n    "kind": "Secret",\n    "metadata": {\n        "name": "ledger-env",\n        "namespace": "prod",\n        "resourceVersion": "${
            num(1000000, 9999999)
          }",\n        "uid": "${uuid()}"\n    },\n    "type": "Opaque"\n}\n\`\`\`\n\n${paras(3)}`,
        ),
    ),
    S(
      "encoded",
      "base64 of an .npmrc stored as a CI secret, in an answer",
      (_k, add) =>
        claudeAssistant(
          `The workflow decodes \`NPMRC_B64\` into \`~/.npmrc\`. I decoded the value you pasted to check it, and it does hold a registry token, so treat it as leaked:\n\n\`\`\`\n${
            add(b64(`//registry.npmjs.org/:_authToken=npm_${ghBody()}\nalways-auth=true\n`))
          }\n\`\`\`\n\nRotate it on npmjs.com and store the new one as \`NPM_TOKEN\` so \`setup-node\` writes the file for you.`,
        ),
    ),
    S(
      "assignment",
      "new password in prose in a long migration message",
      (_k, add) =>
        cursorBubble(
          1,
          `${paras(3)}\n\nUpdate: ops rotated the database user this morning. The new password is ${
            pass(add)
          } and the user is still \`ledger_rw\`. The old one stops working tonight.\n\n${paras(2)}`,
        ),
    ),
    S(
      "vendor",
      "curl with an OpenAI key in a long Codex message",
      (k) =>
        codexUser(
          `${
            paras(2)
          }\n\nThis is the exact request that returns 429 even though we're nowhere near the limit:\n\ncurl https://api.openai.com/v1/responses \\\n  -H "Authorization: Bearer sk-proj-${
            k(74, B64URL)
          }T3BlbkFJ${
            k(74, B64URL)
          }" \\\n  -H "Content-Type: application/json" \\\n  -d '{"model": "gpt-5", "input": "ping"}'\n\n${
            paras(3)
          }`,
        ),
    ),
    S("command", "gh secret set with --body in a proposed shell call", (k) =>
      JSON.stringify(
        {
          id: uuid(),
          timestamp: tick(),
          type: "gemini",
          content: "I'll store the value as a repository secret now.",
          toolCalls: [{
            id: `run_shell_command-${Date.parse(tick())}-${hex(12)}`,
            name: "run_shell_command",
            args: {
              command: `gh secret set DEPLOY_TOKEN --repo acme/shop --body "${k(40)}"`,
              description: "Store the deploy token as a GitHub Actions secret",
            },
            status: "success",
          }],
        },
        null,
        2,
      )),
    S(
      "vendor",
      "OpenAI client with a hard-coded key in a long answer",
      (k) =>
        claudeAssistant(
          `Here is the whole \`summarize.py\` after my change. The retry loop now backs off exponentially and the client is created once:\n\n\`\`\`python\nimport time\nfrom openai import OpenAI\n\nclient = OpenAI(api_key="sk-proj-${
            k(74, B64URL)
          }T3BlbkFJ${
            k(74, B64URL)
          }")\n\n\ndef summarize(text: str, retries: int = 5) -> str:\n    delay = 1.0\n    for attempt in range(retries):\n        try:\n            r = client.responses.create(model="gpt-5-mini", input=text)\n            return r.output_text\n        except Exception:\n            time.sleep(delay)\n            delay *= 2\n    raise RuntimeError("gave up")\n\`\`\`\n\nI kept your key where it was, but you should move it to an environment variable before committing.`,
        ),
    ),
    S(
      "assignment",
      "Go constant in an answer explaining a webhook check",
      (k) =>
        geminiModel(
          `The signature check fails because the secret in \`webhook.go\` is compared against the hex digest, not the raw bytes:\n\n\`\`\`go\npackage billing\n\nconst webhookSecret = "${
            k(32, HEX)
          }"\n\nfunc verify(body []byte, sig string) bool {\n\tmac := hmac.New(sha256.New, []byte(webhookSecret))\n\tmac.Write(body)\n\treturn hmac.Equal([]byte(hex.EncodeToString(mac.Sum(nil))), []byte(sig))\n}\n\`\`\`\n\n${
            lines(num(6, 12), () =>
              `- ${
                pick([
                  "The header is `X-Signature-256`.",
                  "Compare in constant time.",
                  "Reject bodies over 1 MB.",
                  "Log the delivery id, not the body.",
                ])
              }`).join("\n")
          }`,
        ),
    ),
    S(
      "assignment",
      "TypeScript auth config quoted in a Cursor answer",
      (k) =>
        cursorBubble(
          2,
          `The session cookie is signed with the secret in \`auth.config.ts\`:\n\n\`\`\`ts\nexport default {\n  providers: [GitHub],\n  session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },\n  secret: "${
            k(44, B64)
          }",\n  trustHost: true,\n} satisfies NextAuthConfig;\n\`\`\`\n\nBecause it is the same on every preview deploy, a cookie from one preview works on all of them.`,
        ),
    ),
    S(
      "output",
      "JWT pasted asking why it gets 403",
      (k) =>
        claudeUser(
          `${paras(2)}\n\nthis is the token the gateway gets (copied from the network tab):\n\n${
            jwt(k, {
              sub: "user_" + hex(12),
              role: "editor",
              iss: "https://auth.acme.dev",
              exp: 1795000000,
            })
          }\n\nit decodes fine on jwt.io, role is editor, but every PUT gets 403.\n\n${paras(2)}`,
        ),
    ),
    S(
      "assignment",
      ".pgpass line in a pasted terminal session",
      (k) =>
        claudeUser(
          `${
            paras(2)
          }\n\n$ cat ~/.pgpass\nlocalhost:5432:*:postgres:postgres\ndb-prod.internal:5432:ledger:ledger_rw:${
            k(22)
          }\n$ psql -h db-prod.internal -U ledger_rw ledger\npsql: error: connection to server failed: FATAL:  password authentication failed\n\n${
            paras(2)
          }`,
        ),
    ),
    S(
      "assignment",
      "Terraform provider block with static keys in a Copilot chat",
      (k) =>
        copilot(
          `why does terraform plan say "No valid credential sources found"? main.tf:\n\n\`\`\`hcl\nprovider "aws" {\n  region     = "eu-central-1"\n  access_key = "AKIA${
            draw(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
          }"\n  secret_key = "${
            k(40, B64)
          }"\n}\n\nresource "aws_s3_bucket" "logs" {\n  bucket = "acme-logs-${hex(8)}"\n}\n\`\`\``,
          `The provider block looks right; the error usually means the keys were deactivated…`,
        ),
    ),
    S(
      "url",
      "percent-encoded password in a connection string in chat",
      (_k, add) =>
        codexUser(
          `${
            paras(2)
          }\n\nThe password has a slash and an at sign so I encoded them:\n\nDATABASE_URL="postgresql://app:${
            add(`${draw(9)}%2F${draw(6)}%40${draw(5)}`)
          }@10.20.0.5:5432/app"\n\nStill "password authentication failed". ${paras(2)}`,
        ),
    ),
    S(
      "command",
      "shell history with mysqldump --password",
      (k) =>
        claudeUser(
          `here's my history, something in there broke the dump:\n\n${
            lines(num(20, 35), (i) =>
              `  ${900 + i}  ${
                pick([
                  "git status",
                  "ls -la backups/",
                  "docker ps",
                  "cd ~/src/ledger",
                  "make test",
                  "kubectl get pods -n prod",
                ])
              }`).join("\n")
          }\n  ${num(940, 960)}  mysqldump -h 127.0.0.1 -P 3307 -u admin --password=${
            k(18)
          } --single-transaction ledger > backups/ledger.sql\n  ${
            num(961, 970)
          }  ls -la backups/\n\n${paras(2)}`,
        ),
    ),
    S(
      "output",
      "assistant repeating a key it saw in logs",
      (k) =>
        claudeAssistant(
          `I found the cause. Your middleware logs every request header at debug level, so the upstream key is in the logs:\n\n\`\`\`\n${
            lines(num(8, 14), () => `${tick()} DEBUG ${pkgLine()}`).join("\n")
          }\n${tick()} DEBUG upstream request headers={"x-api-key": "${
            k(40)
          }", "accept": "application/json"}\n\`\`\`\n\nThat means anyone with log access had it. I'll change the logger to drop \`x-api-key\` and \`authorization\`; you should rotate the key.`,
        ),
    ),
    S(
      "vendor",
      "GitHub token pasted with a long error in a Copilot chat",
      (_k, add) =>
        copilot(
          `${
            paras(2)
          }\n\ngit push fails, I set the remote with my token:\n\n$ git remote -v\norigin\thttps://dev-${
            hex(4)
          }:ghp_${
            add(ghBody())
          }@github.com/acme/shop.git (fetch)\n\nremote: Permission to acme/shop.git denied.\nfatal: unable to access 'https://github.com/acme/shop.git/': The requested URL returned error: 403`,
          `The token probably lacks the \`repo\` scope…`,
        ),
    ),
  ];
  return cases;
}
