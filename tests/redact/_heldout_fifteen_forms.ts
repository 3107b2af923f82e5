/**
 * Corpus fifteen, the other families in fewer cases each: private keys, tokens encoded, wrapped
 * over lines, said by people in chat, and wrapped by a transcript (JSON-escaped tool results,
 * diffs, notebooks).
 */
import {
  B64,
  b64,
  B64URL,
  type HeldOutSecret,
  HEX,
  jwt,
  LOWNUM,
  pem,
  pw,
  S,
  urlPw,
  v,
} from "./_heldout_fifteen_make.ts";

/** Hex of a string's bytes, as `xxd -p` prints it. */
const hexOf = (s: string) =>
  [...new TextEncoder().encode(s)].map((b) => b.toString(16).padStart(2, "0")).join("");

export function keysAndForms(): HeldOutSecret[] {
  return [
    S(
      "block",
      "PEM RSA key in a Go test's raw string",
      (_k, add) => `const testKey = \`${pem(add, "RSA ", 6)}\``,
    ),
    S(
      "block",
      "PKCS#8 key inside a Java text block",
      (_k, add) => `String key = """\n${pem(add, "", 5)}\n""";`,
    ),
    S(
      "block",
      "EC key printed by openssl ecparam -genkey",
      (_k, add) => `$ openssl ecparam -name prime256v1 -genkey -noout\n${pem(add, "EC ", 2)}`,
    ),
    S(
      "block",
      "OpenSSH private key in a Terraform heredoc",
      (_k, add) =>
        `resource "local_file" "deploy_key" {\n  content = <<-EOT\n    ${
          pem(add, "OPENSSH ", 4, "\n    ")
        }\n  EOT\n}`,
    ),
    S(
      "block",
      "PEM key in a C# verbatim string with CRLF",
      (_k, add) => `var pemText = @"${pem(add, "RSA ", 4, "\r\n")}";`,
    ),
    S("block", "GCP service account JSON with an escaped private key", (_k, add) => {
      const lines = [add(v(64, B64)), add(v(64, B64)), add(v(40, B64))];
      return `{\n  "type": "service_account",\n  "project_id": "acme-prod",\n  "private_key_id": "${
        v(40, HEX)
      }",\n  "private_key": "-----BEGIN PRIVATE` +
        ` KEY-----\\n${lines.join("\\n")}\\n-----END PRIVATE` +
        ` KEY-----\\n",\n  "client_email": "ci@acme-prod.iam.gserviceaccount.com"\n}`;
    }),
    S(
      "assignment",
      "JWK with a private d in a Node jose import",
      (k) =>
        `const jwk = { kty: "EC", crv: "P-256", x: "${v(43, B64URL)}", y: "${v(43, B64URL)}", d: "${
          k(43, B64URL)
        }" };`,
    ),
    S(
      "assignment",
      "WireGuard PrivateKey in a wg0.conf shown by cat",
      (k) =>
        `$ sudo cat /etc/wireguard/wg0.conf\n[Interface]\nAddress = 10.8.0.2/24\nPrivateKey = ${
          k(43, B64)
        }=\n\n[Peer]\nPublicKey = ${v(43, B64)}=`,
    ),
    S(
      "assignment",
      "Ethereum private key in a Hardhat config",
      (k) => `networks: { sepolia: { url: RPC_URL, accounts: ["0x${k(64, HEX)}"] } }`,
    ),
    S(
      "assignment",
      "a JWT session in a Swift test",
      (_k, add) => `let token = "${jwt(add, { sub: "1001", scope: "admin", exp: 1764000000 })}"`,
    ),
    S(
      "encoded",
      "Basic auth header from an OkHttp log (base64 of user:pass)",
      (_k, add) =>
        `--> GET https://nexus.corp.example/service/rest/v1/components\nAuthorization: Basic ${
          add(b64("deployer:" + v(18)))
        }`,
    ),
    S(
      "encoded",
      "a .dockerconfigjson auth in a Kubernetes Secret manifest",
      (_k, add) =>
        `apiVersion: v1\nkind: Secret\ntype: kubernetes.io/dockerconfigjson\ndata:\n  .dockerconfigjson: ${
          add(b64(`{"auths":{"ghcr.io":{"auth":"${b64("bot:" + v(30))}"}}}`))
        }`,
    ),
    S(
      "encoded",
      "a base64 password passed to a Go program by flag",
      (_k, add) => `./migrate -db-pass-b64 ${add(b64(v(20)))} -up`,
    ),
    S(
      "encoded",
      "xxd -p of a secret file",
      (_k, add) => `$ xxd -p .vault-pass\n${add(hexOf(v(24)))}0a`,
    ),
    S(
      "encoded",
      "a URL-encoded client secret in a form body",
      (k) =>
        `grant_type=client_credentials&client_id=web&client_secret=${k(10)}%2B${k(12)}%2F${
          k(10)
        }%3D`,
    ),
    S(
      "encoded",
      "C# Convert.FromBase64String of a key",
      (_k, add) => `var key = Convert.FromBase64String("${add(b64(v(32)))}");`,
    ),
    S(
      "encoded",
      "Python bytes.fromhex of an AES key",
      (k) => `KEY = bytes.fromhex("${k(64, HEX)}")`,
    ),
    S("encoded", "a Java char array of a password", (_k, add) => {
      const p = v(14);
      add(p.slice(0, 7).split("").map((c) => `'${c}'`).join(", "));
      add(p.slice(7).split("").map((c) => `'${c}'`).join(", "));
      return `char[] storePass = { ${p.split("").map((c) => `'${c}'`).join(", ")} };`;
    }),
    S("encoded", "PowerShell -EncodedCommand with a password inside", (_k, add) => {
      const cmd = `net user backup ${v(14)} /add`;
      const utf16 = btoa([...cmd].map((c) => c + "\u0000").join(""));
      return `powershell.exe -NoProfile -EncodedCommand ${add(utf16)}`;
    }),
    S(
      "encoded",
      "a base64 Redis URL in a Helm secret value",
      (_k, add) => `redis:\n  urlB64: ${add(b64(`redis://:${v(24)}@redis-master:6379/0`))}`,
    ),
    S(
      "wrapped",
      "an API key split over a Python implicit concatenation",
      (k) => `API_KEY = (\n    "${k(24)}"\n    "${k(24)}"\n)`,
    ),
    S(
      "wrapped",
      "a token split by a terminal at 80 columns",
      (k) => `export MODAL_TOKEN_SECRET=as-${k(50)}\n${k(30)}`,
    ),
    S(
      "wrapped",
      "a Go string joined with + over two lines",
      (k) => `const key = "${k(20)}" +\n\t"${k(20)}"`,
    ),
    S(
      "wrapped",
      "a Kotlin raw string with trimIndent around a key",
      (k) => `val key = """\n    ${k(32)}\n    ${k(32)}\n""".trimIndent().replace("\\n", "")`,
    ),
    S(
      "wrapped",
      "a C adjacent literal pair in a #define",
      (k) => `#define LICENSE_KEY "${k(24)}" \\\n                    "${k(24)}"`,
    ),
    S(
      "wrapped",
      "a Bash variable built from two halves",
      (k) => `A=${k(20, LOWNUM)}\nB=${k(20, LOWNUM)}\nexport VULTR_API_KEY="$A$B"`,
    ),
    S(
      "wrapped",
      "a secret split across two rows of a psql expanded record",
      (k) =>
        `-[ RECORD 1 ]-------------------------------------\nname   | stripe\nsecret | sk_live_${
          k(40)
        }+\n       | ${k(59)}`,
    ),
    S(
      "assignment",
      "chat: a French user pasting a DB password",
      (_k, add) =>
        `j'ai changé le mot de passe de la base, c'est maintenant ${
          pw(add, 16)
        } — tu peux relancer les migrations ?`,
    ),
    S(
      "assignment",
      "chat: a German user with a staging token",
      (k) => `Hier der Token für Staging: ${k(40)} (läuft nächste Woche ab)`,
    ),
    S(
      "assignment",
      "chat: a Spanish user giving the Redis password",
      (_k, add) =>
        `la contraseña de redis en prod es ${pw(add, 18)}, no la pongas en el repo porfa`,
    ),
    S(
      "assignment",
      "chat: a Japanese user pasting an API key",
      (k) => `APIキーはこれです: ${k(32, HEX)} 本番用なので注意してください`,
    ),
    S(
      "assignment",
      "chat: terse 'creds for the sandbox' note",
      (_k, add) => `sandbox creds -> admin / ${pw(add, 14)}`,
    ),
    S(
      "assignment",
      "chat: a user asking why a curl fails, with the key inline",
      (k) =>
        `why does this return 403?\n\ncurl https://api.mistral.ai/v1/models -H "Authorization: Bearer ${
          k(32)
        }"`,
    ),
    S(
      "assignment",
      "chat: the assistant repeating a password it read from a config",
      (_k, add) =>
        `I see the problem: \`config/prod.yml\` sets \`smtp_password: ${
          pw(add, 16)
        }\` but the mailer reads \`SMTP_PASS\`. Rename one of them.`,
    ),
    S(
      "output",
      "transcript: a Read tool result with numbered lines, JSON-escaped",
      (_k, add) =>
        `{"type":"tool_result","tool_use_id":"toolu_${
          v(24)
        }","content":"     1\\tspring.datasource.url=jdbc:mysql://db/app\\n     2\\tspring.datasource.password=${
          pw(add, 17, "-_.")
        }\\n     3\\tserver.port=8080"}`,
    ),
    S(
      "output",
      "transcript: a Bash tool result of kubectl, JSON-escaped with quotes",
      (k) =>
        `{"type":"tool_result","content":[{"type":"text","text":"NAME   DATA\\napi    {\\"API_KEY\\":\\"${
          k(40)
        }\\"}"}]}`,
    ),
    S(
      "output",
      "transcript: a unified diff adding a key to a .properties file",
      (k) =>
        `diff --git a/src/main/resources/app.properties b/src/main/resources/app.properties\n@@ -3,3 +3,4 @@\n payments.url=https://pay.example\n+payments.secret=${
          k(40)
        }\n payments.timeout=30`,
    ),
    S(
      "output",
      "transcript: a notebook cell's stream output printing a token",
      (k) =>
        `{"cell_type":"code","outputs":[{"name":"stdout","output_type":"stream","text":["token: ${
          k(40)
        }\\n"]}],"source":["print('token:', client.token)"]}`,
    ),
    S(
      "output",
      "transcript: a Codex function_call_output with an .env cat",
      (_k, add) =>
        `{"type":"function_call_output","call_id":"call_${
          v(24)
        }","output":"{\\"output\\":\\"DB_HOST=db\\\\nDB_PASS=${
          urlPw(add, 18)
        }\\\\n\\",\\"metadata\\":{\\"exit_code\\":0}}"}`,
    ),
    S(
      "output",
      "transcript: a diff rotating a Go constant (old and new both secret)",
      (k) => `-const signingKey = "${k(40)}"\n+const signingKey = "${k(40)}"`,
    ),
    S(
      "url",
      "transcript: a WebFetch tool input with a token in the URL",
      (k) =>
        `{"type":"tool_use","name":"WebFetch","input":{"url":"https://api.trello.com/1/members/me/boards?key=${
          v(32, HEX)
        }&token=${k(64, HEX)}"}}`,
    ),
    S(
      "output",
      "transcript: Gemini CLI functionResponse with a psql error echoing the conninfo",
      (_k, add) =>
        `{"functionResponse":{"name":"run_shell_command","response":{"output":"psql: error: connection to server at \\"10.0.0.3\\" failed: FATAL:  password authentication failed for user \\"app\\"\\nconninfo: host=10.0.0.3 user=app password=${
          pw(add, 15, "-_.")
        } dbname=app"}}}`,
    ),
  ];
}
