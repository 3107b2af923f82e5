/**
 * Held-out corpus four, key blocks, the output of commands that print a secret, keys wrapped over
 * lines, and encoded forms.
 */
import { ALNUM, BASE64, BASE64URL, fakeJwt, fakePem, HEX } from "./_fakes.ts";
import { DIGITS, type HeldOutSecret, pw, r, type Shape, UPPER } from "./_heldout_make.ts";

function s(shape: Shape, label: string, text: string, ...pieces: string[]): HeldOutSecret {
  return { shape, label, text, pieces };
}

const pem = fakePem("RSA ", "\n", 4800);
const ssh = fakePem("OPENSSH ", "\n", 4820);
const crlf = fakePem("EC ", "\r\n", 4840);
const yamlPem = fakePem("", "\n", 4860);
const openvpn = Array.from({ length: 16 }, () => r(32, HEX));
const putty = r(64, BASE64);

export const BLOCK_SECRETS: HeldOutSecret[] = [
  s("block", "rsa pem", `$ cat deploy.pem\n${pem.block}\n$`, ...pem.body.split("\n")),
  s("block", "openssh key", ssh.block, ...ssh.body.split("\n")),
  s("block", "ec key crlf", crlf.block, ...crlf.body.split("\r\n")),
  s(
    "block",
    "pem in a yaml block scalar",
    "tls:\n  key: |\n    " + yamlPem.block.split("\n").join("\n    "),
    ...yamlPem.body.split("\n"),
  ),
  s(
    "block",
    "openvpn static key",
    "<tls-auth>\n-----BEGIN OpenVPN Static key V1-----\n" + openvpn.join("\n") +
      "\n-----END OpenVPN Static key V1-----\n</tls-auth>",
    ...openvpn,
  ),
  s(
    "block",
    "putty private key",
    "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: deploy\nPublic-Lines: 2\n" +
      r(64, BASE64) + "\n" + r(4, BASE64) + "\nPrivate-Lines: 1\n" + putty + "\nPrivate-MAC: " +
      r(64, HEX),
    putty,
  ),
];

const master = r(32, HEX);
const vaultPass = pw(ALNUM);
const dbSecret = pw(ALNUM);
const kubeB64 = pw(ALNUM);

export const OUTPUT_SECRETS: HeldOutSecret[] = [
  s("output", "rails master.key cat", `$ cat config/master.key\n${master}\n$ ls config`, master),
  s("output", "vault pass file cat", `$ cat ~/.ansible/.vault_pass\n${vaultPass}`, vaultPass),
  s("output", "docker secret cat", `/ # cat /run/secrets/db_password\n${dbSecret}/ #`, dbSecret),
  s(
    "output",
    "kubectl jsonpath decode",
    `$ kubectl get secret db -o jsonpath='{.data.password}' | base64 -d\n${kubeB64}`,
    kubeB64,
  ),
  ...((): HeldOutSecret[] => {
    const id = "AS" + "IA" + r(16, UPPER + DIGITS);
    const secret = r(40, BASE64);
    const session = "IQoJb3JpZ2luX2VjE" + r(300, BASE64);
    return [s(
      "output",
      "sts assume-role json",
      `{\n    "Credentials": {\n        "AccessKeyId": "${id}",\n        "SecretAccessKey": "${secret}",\n` +
        `        "SessionToken": "${session}",\n        "Expiration": "2024-05-02T11:00:00Z"\n    }\n}`,
      id,
      secret,
      session,
    )];
  })(),
  ...((): HeldOutSecret[] => {
    const tok = fakeJwt(4880);
    return [s(
      "output",
      "az get-access-token",
      `{\n  "accessToken": "${tok}",\n  "expiresOn": "2024-05-02 11:00:00",\n  "tokenType": "Bearer"\n}`,
      tok,
    )];
  })(),
  ...((): HeldOutSecret[] => {
    const p1 = pw(ALNUM);
    const p2 = r(40, ALNUM);
    return [s(
      "output",
      "env | grep output",
      `$ env | grep -i -E 'pass|token'\nDB_PASS=${p1}\nGITLAB_TOKEN=${p2}\nHISTCONTROL=ignoredups`,
      p1,
      p2,
    )];
  })(),
  ...((): HeldOutSecret[] => {
    const p1 = pw(ALNUM);
    return [s(
      "output",
      "docker inspect env",
      `"Env": [\n    "PATH=/usr/local/bin:/usr/bin",\n    "POSTGRES_PASSWORD=${p1}",\n    "PGDATA=/var/lib/postgresql/data"\n]`,
      p1,
    )];
  })(),
  ...((): HeldOutSecret[] => {
    const p1 = pw(ALNUM);
    return [s(
      "output",
      "terraform output json",
      `{\n  "db_password": {\n    "sensitive": true,\n    "type": "string",\n    "value": "${p1}"\n  }\n}`,
      p1,
    )];
  })(),
  ...((): HeldOutSecret[] => {
    const t = r(40, HEX);
    return [s("output", "op read output", `$ op read "op://Prod/Stripe/credential"\n${t}`, t)];
  })(),
  ...((): HeldOutSecret[] => {
    const t = r(32, HEX);
    return [s("output", "bare line after secret cat", `$ cat .secrets/api_key.txt\n${t}\n`, t)];
  })(),
];

function wrap(text: string, width: number): string {
  const lines: string[] = [];
  for (let i = 0; i < text.length; i += width) lines.push(text.slice(i, i + width));
  return lines.join("\n");
}
/** The pieces a wrap at `width` makes of `secret` written after `prefix`. */
function wrapped(
  prefix: string,
  secret: string,
  width: number,
): { text: string; pieces: string[] } {
  const text = wrap(prefix + secret, width);
  const pieces = text.split("\n").map((l, i) => (i === 0 ? l.slice(prefix.length) : l));
  return { text, pieces: pieces.filter((p) => p.length > 0) };
}

export const WRAPPED_SECRETS: HeldOutSecret[] = [
  ...((): HeldOutSecret[] => {
    const cases: Array<[string, string, string, number]> = [
      ["openai key echo wrapped at 80", "OPENAI_API_KEY=", "sk" + "-proj-" + r(150, BASE64URL), 80],
      [
        "anthropic key wrapped at 100",
        "export ANTHROPIC_API_KEY=",
        "sk" + "-ant-api03-" + r(93, BASE64URL) + "AA",
        100,
      ],
      ["jwt wrapped at 120 in a log", "INFO auth ok bearer=", fakeJwt(4900), 120],
      [
        "session token wrapped at 76",
        "AWS_SESSION_TOKEN=",
        "IQoJb3JpZ2luX2VjE" + r(260, BASE64),
        76,
      ],
      ["azure key table wrapped", "key1   Full   ", r(86, BASE64) + "==", 60],
      [
        "slack webhook wrapped",
        "webhook: https://hooks.slack.com/services/",
        "T" + r(8, UPPER) + "/B" + r(10, UPPER) + "/" + r(24, ALNUM),
        60,
      ],
      ["github token wrapped narrow", "GITHUB_TOKEN=", "gh" + "p_" + r(36, ALNUM), 30],
      ["google token wrapped", "access_token: ", "ya" + "29." + r(160, BASE64URL), 80],
    ];
    return cases.map(([label, prefix, secret, width]) => {
      const w = wrapped(prefix, secret, width);
      return s("wrapped", label, w.text, ...w.pieces);
    });
  })(),
  ...((): HeldOutSecret[] => {
    const a = r(40, BASE64URL);
    const b = r(40, BASE64URL);
    return [s(
      "wrapped",
      "python implicit concatenation",
      `API_KEY = (\n    "sk-ant-api03-${a}"\n    "${b}AA"\n)`,
      a,
      b,
    )];
  })(),
  ...((): HeldOutSecret[] => {
    const a = r(44, BASE64);
    const b = r(44, BASE64);
    return [s(
      "wrapped",
      "shell backslash continuation",
      `az storage blob list --account-name acme --account-key "${a}\\\n${b}==" -c logs`,
      a,
      b,
    )];
  })(),
];

const saKey = fakePem("", "\\n", 4950);

export const ENCODED_SECRETS: HeldOutSecret[] = [
  ...((): HeldOutSecret[] => {
    const out: HeldOutSecret[] = [];
    const add = (label: string, make: (p: string) => string, p: string) =>
      out.push(s("encoded", label, make(p), p));
    add(
      "json-escaped env dump",
      (p) => JSON.stringify({ content: `DB_HOST=db\nDB_PASSWORD=${p}\nDB_PORT=5432` }),
      pw(ALNUM),
    );
    add(
      "json-escaped twice",
      (p) =>
        JSON.stringify({ output: JSON.stringify({ stdout: `export STRIPE_KEY=sk_live_${p}` }) }),
      r(24, ALNUM),
    );
    add(
      "json unicode-escaped ampersand",
      (p) => `{"url":"https://api.acme.io/v1/export?user=bob\\u0026api_key=${p}\\u0026fmt=csv"}`,
      r(32, HEX),
    );
    add(
      "url-encoded redirect",
      (p) =>
        "https://login.acme.io/?next=" +
        encodeURIComponent(`https://api.acme.io/cb?client_secret=${p}&x=1`),
      r(40, ALNUM),
    );
    add(
      "url-encoded form password",
      (p) => `POST /login body: username=bob&password=${encodeURIComponent(p)}&remember=1`,
      "P@ss" + r(10, ALNUM) + "!",
    );
    add(
      "html-escaped query",
      (p) => `<a href="https://api.acme.io/dl?id=7&amp;token=${p}&amp;x=1">download</a>`,
      r(40, ALNUM),
    );
    add(
      "base64 env file",
      (p) => `ENV_FILE_B64=${p}`,
      btoa(`DB_USER=app\nDB_PASSWORD=${pw(ALNUM)}\n`),
    );
    add(
      "docker config auth",
      (p) => `{"auths":{"registry.acme.io":{"auth":"${p}"}}}`,
      btoa("ci:" + pw(ALNUM)),
    );
    add(
      "gcp service account escaped key",
      (_p) =>
        `{"type":"service_account","private_key_id":"${
          r(40, HEX)
        }","private_key":"${saKey.block}"}`,
      saKey.body,
    );
    add(
      "ghp in a json log message",
      (p) => JSON.stringify({ level: "debug", msg: `cloning with https://${p}@github.com/acme/x` }),
      "gh" + "p_" + r(36, ALNUM),
    );
    add("powershell here-string", (p) => `$env:API_SECRET = @"\n${p}\n"@`, r(40, ALNUM));
    add(
      "xml escaped connection",
      (p) =>
        `<connectionStrings><add name="db" connectionString="Server=db;User Id=sa;Password=${p};" /></connectionStrings>`,
      pw(ALNUM),
    );
    return out;
  })(),
];
