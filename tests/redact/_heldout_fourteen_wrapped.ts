/**
 * Corpus fourteen, wrapped and split: keys and tokens broken over lines by a terminal, a pager,
 * `fold`, a Markdown quote, string concatenation in code, YAML block scalars, armour of other
 * kinds, and a value spread over two tool outputs. Each part on its own line is its own piece.
 */
import {
  b64,
  BASE64,
  BASE64URL,
  d,
  fold,
  type HeldOutSecret,
  HEX,
  hexOf,
  jwt,
  LOWER_DIGITS,
  pem,
  S,
} from "./_heldout_fourteen_make.ts";

/** `value` cut at `width`, every part recorded as a piece. */
const parts = (value: string, width: number, add: (p: string) => string): string[] =>
  fold(value, width).map(add);

export function wrappedAndSplit(): HeldOutSecret[] {
  return [
    S(
      "wrapped",
      "terminal: echo of a long token wrapped at 80 columns after the prompt",
      (_k, add) => {
        const prompt = "dev@box:~/svc$ echo $VENDOR_TOKEN\n";
        return prompt + parts(d(150, BASE64URL), 80, add).join("\n") + "\ndev@box:~/svc$ ";
      },
    ),
    S("wrapped", "terminal: env output wrapped at 100 columns mid-value", (_k, add) => {
      const v = d(130);
      const line = `PAYMENTS_SIGNING_SECRET=${v}`;
      const [a = "", b = ""] = [line.slice(0, 100), line.slice(100)];
      add(a.slice("PAYMENTS_SIGNING_SECRET=".length));
      add(b);
      return `$ env | grep PAYMENTS\n${a}\n${b}`;
    }),
    S("wrapped", "pager: less with a continuation and a status line", (_k, add) => {
      const p = parts(d(120, BASE64), 60, add);
      return `  "client_secret": "${p[0]}\n${
        p[1]
      }",\n  "redirect_uri": "https://app.example.com/cb"\n:`;
    }),
    S("wrapped", "pager: more with a --More-- prompt between the halves", (_k, add) => {
      const [a, b] = [add(d(32, HEX)), add(d(32, HEX))];
      return `[mysqld]\nmaster_password = ${a}\n--More--(48%)\n${b}\nport = 3306`;
    }),
    S("wrapped", "fold -w 40 of a key file", (_k, add) => {
      return `$ fold -w 40 ~/.config/acme/key\n${parts(d(120), 40, add).join("\n")}`;
    }),
    S(
      "wrapped",
      "fold -w 64 of a base64 token in a heredoc",
      (_k, add) => `cat > token.b64 <<'EOF'\n${parts(d(150, BASE64), 64, add).join("\n")}\nEOF`,
    ),
    S(
      "wrapped",
      "markdown quote: a key wrapped inside '> ' lines",
      (_k, add) =>
        `The vendor wrote:\n\n> API key:\n> ${
          parts(d(96), 48, add).join("\n> ")
        }\n\nIs this the sandbox one?`,
    ),
    S("wrapped", "js: string concatenation over three lines", (_k, add) => {
      const p = parts(d(90), 30, add);
      return `const apiKey =\n  "${p[0]}" +\n  "${p[1]}" +\n  "${p[2]}";`;
    }),
    S("wrapped", "python: implicit concatenation in parentheses", (_k, add) => {
      const p = parts(d(80, BASE64URL), 40, add);
      return `SECRET_KEY = (\n    "${p[0]}"\n    "${p[1]}"\n)`;
    }),
    S("wrapped", "go: a raw-string concatenation with +", (_k, add) => {
      const p = parts(d(64, HEX), 32, add);
      return `var hmacKey = \`${p[0]}\` +\n\t\`${p[1]}\``;
    }),
    S(
      "wrapped",
      "java: a password built from two literals",
      (_k, add) =>
        `private static final String DB_PASS = "${add(d(12))}"\n        + "${add(d(12))}";`,
    ),
    S(
      "wrapped",
      "rust: concat! of two halves",
      (_k, add) => `const TOKEN: &str = concat!("${add(d(24))}", "${add(d(24))}");`,
    ),
    S(
      "wrapped",
      "sql: a secret built with ||",
      (_k, add) =>
        `UPDATE integrations SET secret = '${add(d(20))}' || '${add(d(20))}' WHERE id = 7;`,
    ),
    S("wrapped", "json: a key stored as an array of chunks joined at run time", (_k, add) => {
      const p = parts(d(96, BASE64), 32, add);
      return `{\n  "licenseKeyParts": [\n    "${p.join('",\n    "')}"\n  ]\n}`;
    }),
    S("wrapped", "yaml: a token in a literal block over two lines", (_k, add) => {
      const p = parts(d(100, BASE64), 50, add);
      return `apiVersion: v1\nkind: ConfigMap\ndata:\n  token: |\n    ${p[0]}\n    ${p[1]}`;
    }),
    S("wrapped", "yaml: a folded >- scalar holding a long SAS token query", (_k, add) => {
      const [a, b] = [add(d(24, BASE64URL)), add(d(22, BASE64URL))];
      return `storage:\n  sas: >-\n    sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2026-01-01&sig=${a}\n    ${b}%3D`;
    }),
    S(
      "wrapped",
      "shell: a backslash-newline inside a double-quoted export",
      (_k, add) => `export SIGNING_KEY="${add(d(30))}\\\n${add(d(30))}"`,
    ),
    S(
      "wrapped",
      "makefile: a variable continued with a backslash",
      (_k, add) => `DEPLOY_TOKEN := ${add(d(24, LOWER_DIGITS))}\\\n\t${add(d(24, LOWER_DIGITS))}`,
    ),
    S("output", "jwt: split at its dots over three lines of a log", (k) => {
      const [h, p, sig] = jwt({ sub: "svc-ingest", iat: 1762300000 }, k).split(".");
      return `token part 1: ${h}\ntoken part 2: ${p}\ntoken part 3: ${sig}`;
    }),
    S("wrapped", "tool outputs: head and tail of a secret file in two calls", (_k, add) => {
      const [a, b] = [add(d(32)), add(d(32))];
      return `$ head -c 32 .secrets/api\n${a}\n\n[next tool call]\n$ tail -c +33 .secrets/api\n${b}`;
    }),
    S("wrapped", "tool outputs: cut -c over two JSON tool results", (_k, add) => {
      const [a, b] = [add(d(20)), add(d(20))];
      return `{"type":"tool_result","content":"${a}"}\n{"type":"tool_result","content":"${b}"}`;
    }),
    S(
      "wrapped",
      "tool outputs: the first and second half printed by two sed calls",
      (_k, add) => `$ sed -n 3p creds.txt\n${add(d(26))}\n$ sed -n 4p creds.txt\n${add(d(26))}`,
    ),
    S(
      "wrapped",
      "email: a reset URL token wrapped by a mail client",
      (_k, add) =>
        `Reset your password:\nhttps://accounts.example.com/reset?token=${add(d(40, BASE64URL))}\n${
          add(d(30, BASE64URL))
        }`,
    ),
    S("wrapped", "tmux: a pane copied with hard wraps at its width", (_k, add) => {
      const p = parts(d(150), 75, add);
      return `│ AUTH_TOKEN=${p[0]}│\n│ ${p[1]}│`;
    }),
    S("wrapped", "docker logs: a line split at the logger's limit", (_k, add) => {
      const [a, b] = [add(d(40)), add(d(40))];
      return `app-1  | {"level":"debug","cfg":{"apiKey":"${a}\napp-1  | ${b}"}}`;
    }),
    S(
      "wrapped",
      "terraform: join of chunks",
      (_k, add) => `locals {\n  api_key = join("", ["${add(d(16))}", "${add(d(16))}"])\n}`,
    ),
    S(
      "wrapped",
      "powershell: a here-string key over lines",
      (_k, add) => `$key = @"\n${add(d(44, BASE64))}\n${add(d(44, BASE64))}\n"@ -replace "\`n", ""`,
    ),
    S("wrapped", "xxd -p: hex of a secret file wrapped at 60", (_k, add) => {
      const hex = hexOf(`token=${d(57)}\n`);
      return `$ xxd -p secret.env\n${parts(hex, 60, add).join("\n")}`;
    }),
    S("wrapped", "base64 -w 76 of user:password split over lines", (_k, add) => {
      const enc = b64(`svc-backup:${d(24)}:${d(40)}`);
      return `$ echo -n "$CREDS" | base64\n${parts(enc, 60, add).join("\n")}`;
    }),
    S("block", "armour: a PGP private key block with a Version header", (_k, add) => {
      const body = Array.from({ length: 5 }, () => add(d(64, BASE64)));
      return `-----BEGIN PGP PRIVATE KEY BLOCK-----\nVersion: GnuPG v2\n\n${body.join("\n")}\n=${
        d(4, BASE64)
      }\n-----END PGP PRIVATE KEY BLOCK-----`;
    }),
    S("block", "armour: a PuTTY .ppk with Private-Lines", (_k, add) => {
      const priv = Array.from({ length: 4 }, () => add(d(64, BASE64)));
      return `PuTTY-User-Key-File-3: ssh-rsa\nEncryption: none\nComment: deploy@ci\nPublic-Lines: 2\n${
        d(64, BASE64)
      }\n${d(40, BASE64)}\nPrivate-Lines: 4\n${priv.join("\n")}\nPrivate-MAC: ${d(64, HEX)}`;
    }),
    S("block", "armour: an ssh.com SSH2 private key", (_k, add) => {
      const body = Array.from({ length: 4 }, () => add(d(70, BASE64)));
      return `---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----\nComment: "rsa-key-20251104"\n${
        body.join("\n")
      }\n---- END SSH2 ENCRYPTED PRIVATE KEY ----`;
    }),
    S(
      "block",
      "armour: an EC key in a Go test's raw string, tab-indented",
      (k) => `const testKey = \`\n${pem("EC ", 3, k, "\t")}\n\``,
    ),
    S("block", "armour: a TSS2 key printed by tpm2tss-genkey", (_k, add) => {
      const body = Array.from({ length: 4 }, () => add(d(64, BASE64)));
      return `$ cat tpm.key\n-----BEGIN TSS2 PRIVATE KEY-----\n${
        body.join("\n")
      }\n-----END TSS2 PRIVATE KEY-----`;
    }),
    S(
      "block",
      "armour: a PKCS#8 key quoted with '> ' in chat",
      (k) => `this is what's on the server:\n${pem("", 4, k, "> ")}`,
    ),
    S(
      "block",
      "armour: a key inside a YAML | block in Helm values",
      (k) => `tls:\n  key: |\n${pem("RSA ", 4, k, "    ")}`,
    ),
  ];
}
