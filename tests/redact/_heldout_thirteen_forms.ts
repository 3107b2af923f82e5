/**
 * Corpus thirteen, secrets encoded, wrapped, in URLs and as key material, in forms eleven's and
 * twelve's write-ups do not list: base58, decimal HTML entities, Go byte slices, Kotlin/Java
 * `byteArrayOf`, base64 of a whole JSON credential, a secret split by a pager or a table cell
 * border, Markdown reference links, key blocks in notebooks and diffs.
 */
import {
  ALNUM,
  B64,
  b64,
  B64URL,
  BASE58,
  draw,
  type HeldOutSecret,
  HEX,
  hexOf,
  jwt,
  LOWER_DIGITS,
  password,
  pemBody,
  S,
} from "./_heldout_thirteen_make.ts";

/** A PEM block of `kind` with the given body lines. */
function pem(kind: string, body: string[], eol = "\n"): string {
  return [`-----BEGIN ${kind}-----`, ...body, `-----END ${kind}-----`].join(eol);
}

export function encodedForms(): HeldOutSecret[] {
  return [
    S("encoded", "base64 of a whole service-account JSON in an env var", (_k, add) => {
      const inner = JSON.stringify({
        type: "service_account",
        private_key_id: draw(40, HEX),
        client_email: "ci@proj.iam.gserviceaccount.com",
      });
      return `GOOGLE_CREDENTIALS_B64=${add(b64(inner))}`;
    }),
    S(
      "encoded",
      "base64 of user:password in an .npmrc _auth",
      (_k, add) =>
        `registry=https://nexus.internal/repository/npm/\n_auth=${
          add(b64("builder:" + password()))
        }\nalways-auth=true\n`,
    ),
    S("encoded", "decimal HTML entities of a password in a saved page", (_k, add) => {
      const p = password();
      return `<input type="hidden" name="pw" value="${
        add([...p].map((c) => `&#${c.charCodeAt(0)};`).join(""))
      }">`;
    }),
    S("encoded", "Go byte slice of hex bytes", (_k, add) => {
      const s = draw(16);
      return `var key = []byte{${
        add([...s].map((c) => "0x" + c.charCodeAt(0).toString(16)).join(", "))
      }}`;
    }),
    S("encoded", "Kotlin byteArrayOf with decimal bytes", (_k, add) => {
      const s = draw(16);
      return `val secret = byteArrayOf(${
        add([...s].map((c) => String(c.charCodeAt(0))).join(", "))
      })`;
    }),
    S(
      "encoded",
      "hex of a token passed to xxd -r -p",
      (_k, add) => `echo ${add(hexOf(draw(24)))} | xxd -r -p > token.bin`,
    ),
    S(
      "encoded",
      "base64 kubectl secret value decoded in a pipeline",
      (_k, add) => `$ kubectl get secret api -o jsonpath='{.data.token}'\n${add(b64(draw(32)))}`,
    ),
    S(
      "encoded",
      "base58 private key of a Solana-style wallet in a .env",
      (k) => `WALLET_PRIVATE_KEY=${k(88, BASE58)}`,
    ),
    S(
      "encoded",
      "URL-encoded password in an ODBC connection string",
      (_k, add) =>
        `Driver={ODBC Driver 18 for SQL Server};Server=tcp:sql.internal,1433;Uid=app;Pwd=${
          add(encodeURIComponent(draw(6) + "%&+" + draw(8)))
        };`,
    ),
    S(
      "encoded",
      "C# Convert.FromBase64String of a key",
      (k) => `var key = Convert.FromBase64String("${k(44, B64)}");`,
    ),
    S("encoded", "JSON unicode-escaped value in a minified bundle", (_k, add) => {
      const v = draw(20);
      return `var a={apiKey:"${
        add([...v].map((c) => "\\u00" + c.charCodeAt(0).toString(16)).join(""))
      }"};`;
    }),
    S(
      "encoded",
      "Authorization Basic header in a Python requests debug log",
      (_k, add) =>
        `send: b'GET /api/v1/me HTTP/1.1\\r\\nHost: jira.internal\\r\\nAuthorization: Basic ${
          add(b64("svc-jira:" + draw(24)))
        }\\r\\n\\r\\n'`,
    ),
  ];
}

export function wrappedForms(): HeldOutSecret[] {
  return [
    S(
      "wrapped",
      "token split by a table cell border over two rows",
      (k) =>
        `| name        | value                    |\n|-------------|--------------------------|\n| deploy_key  | ${
          k(24)
        } |\n|             | ${k(20)}     |\n`,
    ),
    S(
      "wrapped",
      "a pager's line wrap at 80 columns with a marker",
      (k) => `SERVICE_TOKEN=${k(66)}\\\n${k(30)}\n`,
    ),
    S(
      "wrapped",
      "Python textwrap output of a key in a comment block",
      (k) => `# key:\n#   ${k(40, B64)}\n#   ${k(40, B64)}\n#   ${k(12, B64)}==\n`,
    ),
    S(
      "wrapped",
      "JavaScript template literal with a line break inside the key",
      (k) => `const key = \`${k(32)}\n${k(32)}\`.replace(/\\n/g, "");`,
    ),
    S(
      "wrapped",
      "PowerShell here-string joined with -join",
      (k) => `$parts = @('${k(20)}', '${k(20)}', '${k(20)}')\n$env:API_KEY = $parts -join ''`,
    ),
    S(
      "wrapped",
      "an SMS-style two-part message",
      (k) =>
        `(1/2) Your recovery code is ${k(12, LOWER_DIGITS)}\n(2/2) -${
          k(12, LOWER_DIGITS)
        } keep it safe`,
    ),
    S("wrapped", "a JWT split across two log records", (_k, add) => {
      const t = jwt("HS256", { sub: "svc", iat: 1739265243 });
      const sig = add(t.sig);
      return `2026-02-11 10:00:01 DEBUG token part1=${t.head}\n2026-02-11 10:00:01 DEBUG token part2=.${sig}`;
    }),
    S(
      "wrapped",
      "Go raw string with the key on two lines",
      (k) => "const sig = `" + k(30) + "\n" + k(30) + "`",
    ),
  ];
}

export function secretUrls(): HeldOutSecret[] {
  return [
    S(
      "url",
      "Markdown reference link carrying a token",
      (k) => `See the [dashboard][d].\n\n[d]: https://status.internal/board?auth_token=${k(32)}\n`,
    ),
    S(
      "url",
      "Elasticsearch URL with userinfo in a Kibana yml",
      (_k, add) =>
        `elasticsearch.hosts: ["https://kibana_system:${
          add(password().replace(/[#%?@]/g, "x"))
        }@es01:9200"]`,
    ),
    S(
      "url",
      "git+https dependency in a package.json",
      (k) =>
        `"dependencies": { "internal-ui": "git+https://deploy:${
          k(40)
        }@git.internal/ui.git#v2.1.0" }`,
    ),
    S(
      "url",
      "pip requirements line with a token index",
      (k) =>
        `--extra-index-url https://__token__:${k(40)}@pypi.internal/simple\nrequests==2.32.3\n`,
    ),
    S(
      "url",
      "Go GOPROXY with credentials",
      (k) => `GOPROXY=https://goproxy:${k(32)}@athens.internal,direct`,
    ),
    S(
      "url",
      "HLS playlist URL with a signed token",
      (k) =>
        `#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1280000\nhttps://cdn.example.tv/live/ch1.m3u8?token=${
          k(40, B64URL)
        }&expires=1767225600\n`,
    ),
    S(
      "url",
      "WebSocket URL with an api_key query in a browser console error",
      (k) =>
        `WebSocket connection to 'wss://stream.vendor.io/v1/feed?api_key=${
          k(32)
        }' failed: Error during WebSocket handshake`,
    ),
    S(
      "url",
      "Bitbucket app password in a clone URL",
      (k) =>
        `git clone https://jdoe:ATBB${k(28)}${k(8, "0123456789ABCDEF")}@bitbucket.org/acme/api.git`,
    ),
    S(
      "url",
      "ldaps URL with bind password in a Gitea auth source",
      (_k, add) =>
        `ldaps://cn=gitea,ou=svc,dc=corp,dc=local:${
          add(password().replace(/[#%?@]/g, "y"))
        }@ldap.corp.local:636`,
    ),
    S(
      "url",
      "SFTP URL with password in a VS Code remote setting",
      (_k, add) =>
        `"remote.url": "sftp://deploy:${
          add(password().replace(/[#%?@]/g, "z"))
        }@files.example.org:22/var/www"`,
    ),
    S(
      "url",
      "Redis URL with an empty user and a password (rediss)",
      (k) => `REDIS_URL=rediss://:${k(32)}@cache.internal:6380/0`,
    ),
    S(
      "url",
      "JDBC URL with password as a property",
      (_k, add) =>
        `jdbc:postgresql://db.internal:5432/app?user=app&password=${
          add(encodeURIComponent(password()))
        }&sslmode=require`,
    ),
  ];
}

export function keyMaterial(): HeldOutSecret[] {
  return [
    S("block", "RSA key in a notebook cell's source array", (_k, add) => {
      const body = pemBody(4, 20).map(add);
      return JSON.stringify(
        {
          cell_type: "code",
          source: pem("RSA PRIVATE KEY", body).split("\n").map((l) => l + "\n"),
        },
        null,
        1,
      );
    }),
    S("block", "EC key added in a diff", (_k, add) => {
      const body = pemBody(2, 14).map(add);
      return [
        "+++ b/certs/signer.pem",
        "@@ -0,0 +1,5 @@",
        ...pem("EC PRIVATE KEY", body).split("\n").map((l) => "+" + l),
      ].join("\n");
    }),
    S("block", "PKCS#8 key indented in a Helm values file", (_k, add) => {
      const body = pemBody(5, 30).map(add);
      return "tls:\n  key: |\n" +
        pem("PRIVATE KEY", body).split("\n").map((l) => "    " + l).join("\n");
    }),
    S("block", "PKCS#8 key with CRLF in a Windows tool's output", (_k, add) => {
      const body = pemBody(3, 40).map(add);
      return "PS> Get-Content .\\server.key\r\n" + pem("PRIVATE KEY", body, "\r\n") + "\r\n";
    }),
    S("block", "OpenSSH key shown by a cat in a Docker build log", (_k, add) => {
      // The fixed head of every OpenSSH key ("openssh-key-v1"), then random bytes.
      const body = [
        "b3BlbnNzaC1rZX" + add(draw(56, B64)),
        add(draw(70, B64)),
        add(draw(70, B64)),
        add(draw(30, B64)) + "=",
      ];
      return "#9 0.233 " + pem("OPENSSH PRIVATE KEY", body).split("\n").join("\n#9 0.233 ");
    }),
    S(
      "assignment",
      "JWK private exponent in a JSON key file",
      (k) =>
        JSON.stringify({
          kty: "EC",
          crv: "P-256",
          x: draw(43, B64URL),
          y: draw(43, B64URL),
          d: k(43, B64URL),
          kid: "sig-2026",
        }),
    ),
    S(
      "assignment",
      "WireGuard PrivateKey in a wg-quick file on a router",
      (k) => `[Interface]\nAddress = 10.8.0.2/32\nPrivateKey = ${k(43, B64)}=\nDNS = 1.1.1.1\n`,
    ),
    S(
      "assignment",
      "Ethereum private key in a Hardhat .env",
      (k) => `DEPLOYER_PRIVATE_KEY=0x${k(64, HEX)}`,
    ),
    S(
      "assignment",
      "Cosmos/Keplr mnemonic in a test fixture",
      (_k, add) =>
        `const MNEMONIC = "${
          add(Array.from({ length: 12 }, () => draw(5, "abcdefghijklmnopqrstuvwxyz")).join(" "))
        }";`,
    ),
    S(
      "assignment",
      "SSH host private key shown as one base64 line in Terraform state",
      (k) =>
        `"private_key_openssh": "-----${"BEGIN"} OPENSSH PRIVATE KEY-----\\n${k(70, B64)}\\n${
          k(70, B64)
        }\\n-----END OPENSSH PRIVATE KEY-----\\n",`,
    ),
    S(
      "output",
      "a signing key printed by a JWT library's generate command",
      (k) => `$ npx jose-cli generate-secret HS512\n${k(86, B64URL)}\n`,
    ),
    S(
      "assignment",
      "Fernet key in an Airflow config",
      (k) => `[core]\nfernet_key = ${k(43, B64URL)}=\n`,
    ),
    S(
      "assignment",
      "Django SIGNING_KEY in SIMPLE_JWT",
      (k) => `SIMPLE_JWT = {\n    "ALGORITHM": "HS512",\n    "SIGNING_KEY": "${k(64, ALNUM)}",\n}`,
    ),
  ];
}
