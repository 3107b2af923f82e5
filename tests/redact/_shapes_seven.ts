/**
 * Generated variants of round seven's shapes (docs/redaction.md, "Shapes that generalise, round
 * seven"): dumps printed without offsets or one character a column, of key files under other
 * names and of text holding a secret, by other programs and widths, and the look-alikes each
 * shape must leave alone. Read by shapes_seven_test.ts.
 */
import { ALNUM, fake, HEX } from "./_fakes.ts";

let seed = 17_000;
const key = (n = 40, alphabet = ALNUM) => fake(n, alphabet, seed++);
const bytesOf = (text: string) => [...new TextEncoder().encode(text)];
const hexOf = (text: string) => bytesOf(text).map((b) => b.toString(16).padStart(2, "0"));

/** Plain hex lines, `per` bytes a line, `sep` between bytes, `lead` before each line. */
function plain(hex: string[], per: number, sep = "", lead = ""): string[] {
  const lines: string[] = [];
  for (let i = 0; i < hex.length; i += per) lines.push(lead + hex.slice(i, i + per).join(sep));
  return lines;
}

/** `od -c` (or `od -a`, `names`) rows of `text`: the characters after each offset. */
function columns(text: string, names = false): string[] {
  const rows: string[] = [];
  for (let i = 0; i < text.length; i += 16) {
    const cells = [...text.slice(i, i + 16)].map((c) =>
      (c === "\n" ? (names ? "nl" : "\\n") : c === " " && names ? "sp" : c).padStart(4)
    );
    rows.push(i.toString(8).padStart(7, "0") + cells.join(""));
  }
  return rows;
}

export interface Variant {
  label: string;
  text: string;
  pieces: string[];
}

export const SECRETS: Variant[] = [];

// Plain hex of a key file the command names (random bytes: only the name tells).
for (
  const [cmd, per] of [
    ["xxd -p ~/.config/acme/key", 30],
    ["xxd -ps secrets/hmac.key", 30],
    ["xxd -plain -c 32 ./signing_key.bin", 32],
    ["cat ~/.aws/token | xxd -p", 30],
    ["hexdump -ve '1/1 \"%.2x\"' .credentials", 64],
  ] as const
) {
  const lines = plain(bytesOf(key(48, HEX)).map((b) => b.toString(16).padStart(2, "0")), per);
  SECRETS.push({
    label: `plain hex: ${cmd}`,
    text: `$ ${cmd}\n${lines.join("\n")}`,
    pieces: lines,
  });
}
{
  const lines = plain(hexOf(key(24)), 16, " ", " ");
  SECRETS.push({
    label: "od -An -tx1 of a token file, spaced",
    text: `$ od -An -tx1 ~/.config/gh/token\n${lines.join("\n")}`,
    pieces: lines.map((l) => l.trim()),
  });
}
{
  const lines = plain(hexOf(`${key(32)}\n`), 30).map((l) => l.toUpperCase());
  SECRETS.push({
    label: "basenc --base16 of a bare generated token",
    text: `$ basenc --base16 session.txt\n${lines.join("\n")}`,
    pieces: lines,
  });
}
{
  const lines = plain(hexOf(`${key(40)}\n`), 30);
  SECRETS.push({
    label: "xxd -p of a file holding a bare token, no secret word in its name",
    text: `$ xxd -p /tmp/out.txt\n${lines.join("\n")}\n$ `,
    pieces: lines,
  });
}

// One character a column: od -c, od -a, hexdump -c.
for (
  const [cmd, content, names] of [
    ["od -c .token", `${key(16)}\n`, false],
    ["od -c ~/.netrc", `machine api.example.org login ci password ${key(20)}\n`, false],
    ["od -a deploy.txt", `DEPLOY_TOKEN=${key(28)}\n`, true],
    ["hexdump -c cache.txt", `${key(36)}\n`, false],
    ["od -c password.txt", "Winter2026!\n", false],
  ] as const
) {
  const rows = columns(content, names);
  SECRETS.push({
    label: `char columns: ${cmd}`,
    text: `$ ${cmd}\n${rows.join("\n")}\n${content.length.toString(8).padStart(7, "0")}`,
    pieces: rows.map((r) => r.slice(7).trim()).filter((p) => p.replace(/\s/g, "").length >= 4),
  });
}

export const CLEAN: Array<readonly [string, string]> = [
  [
    "plain hex of an image",
    "$ xxd -p logo.png | head -2\n89504e470d0a1a0a0000000d49484452000002000000020008060000\n00f478d40000000467414d410000b18f0bfc6105000000097048597300",
  ],
  [
    "plain hex of a readme",
    `$ xxd -p README.md\n${plain(hexOf("# Acme\nA small CLI.\n"), 30).join("\n")}`,
  ],
  ["plain hex of a digest file", `$ xxd -p -c 32 build.sha256\n${fake(64, HEX, 17_901)}`],
  [
    "od -An -tx1 of a text file",
    `$ od -An -tx1 notes.txt\n${plain(hexOf("milk, eggs, bread\n"), 16, " ", " ").join("\n")}`,
  ],
  ["od -c of a greeting", `$ od -c hello.txt\n${columns("hello world\n").join("\n")}\n0000014`],
  ["od -a of a config line", `$ od -a app.conf\n${columns("port = 8080\n", true).join("\n")}`],
  [
    "hexdump -c of a log line",
    `$ hexdump -c app.log | head -2\n${columns("GET /health 200 12ms\n").join("\n")}`,
  ],
];

// A value alone on a quoted or commented-out line under one that says secret, whole or wrapped
// onto the next line behind the same prefix.
for (
  const [prefix, said] of [
    ["> ", "here is the key for the staging bucket:"],
    [">> ", "the new api token (rotated this morning)"],
    ["# ", "old deploy secret, do not use:"],
    ["// ", "TODO remove before merge, signing key:"],
    ["-- ", "replication password for the standby"],
    ["; ", "license key"],
    ["   > ", "credentials for the ftp box:"],
  ] as const
) {
  const whole = key(40);
  SECRETS.push({
    label: `quoted line: ${prefix.trim()} whole`,
    text: `On Tue, Ops wrote:\n${prefix}${said}\n${prefix}${whole}\n${prefix}\n${prefix}thanks`,
    pieces: [whole],
  });
  const [head, tail] = [key(30), key(12)];
  SECRETS.push({
    label: `quoted line: ${prefix.trim()} wrapped in two`,
    text: `${prefix}${said}\n${prefix}${head}\n${prefix}${tail}\n${prefix}\n${prefix}cheers`,
    pieces: [head, tail],
  });
}

CLEAN.push(
  ["quoted commit under a key fix", `> the commit with the key fix:\n> ${fake(40, HEX, 17_910)}`],
  ["commented fingerprint", `# SSH key fingerprint:\n# SHA256:${fake(43, ALNUM, 17_911)}`],
  [
    "quoted link under a secret word",
    "> see the secret rotation doc\n> https://wiki.example.org/ops/rotation",
  ],
  ["commented config under a token word", "# token settings\n# ttl = 3600\n# audience = api"],
  [
    "quoted prose under a password word",
    "> the password reset mail never came\n> can you resend it\n> thanks",
  ],
  [
    "commented uuid under a key word",
    `// key id for the bucket:\n// ${
      [8, 4, 4, 4, 12].map((n, i) => fake(n, HEX, 17_920 + i)).join("-")
    }`,
  ],
);

// A secret assembled from two shell variables set on lines above the secret name that joins them.
for (
  const [n1, n2, q, join, gap] of [
    ["A", "B", "", 'export DATADOG_API_KEY="$A$B"', ""],
    ["P1", "P2", "'", "GITHUB_TOKEN=${P1}${P2} gh repo list", "# the rest\n"],
    ["head", "tail", '"', 'export SENTRY_AUTH_TOKEN="${head}${tail}"', "echo ok\n"],
    ["K1", "K2", "", "STRIPE_SECRET_KEY=$K1$K2 ./deploy.sh", ""],
    ["first", "second", "'", 'local db_password="$first$second"', "\n"],
  ] as const
) {
  const [v1, v2] = [key(18), key(18)];
  SECRETS.push({
    label: `joined variables: ${join}`,
    text: `$ cat setup.sh\n${n1}=${q}${v1}${q}\n${gap}${n2}=${q}${v2}${q}\n${join}`,
    pieces: [v1, v2],
  });
}

CLEAN.push(
  [
    "joined host and port under a key name",
    'HOST=db.internal\nPORT=5432\nexport DATABASE_URL_KEY="$HOST$PORT"',
  ],
  [
    "joined prefix and date under a key name",
    "PREFIX=release\nSUFFIX=2026_11_28\nCACHE_KEY=$PREFIX$SUFFIX",
  ],
  ["joined words under a token name", "A=session\nB=refresh\nTOKEN_KIND=$A$B"],
  [
    "joined halves, no secret name",
    `A=${fake(18, ALNUM, 17_930)}\nB=${fake(18, ALNUM, 17_931)}\nBUILD_ID="$A$B"`,
  ],
);

// The same in code: two literals set to variables, a secret name set to them joined with `+`.
for (
  const [set1, set2, join] of [
    ['a = "%"', 'b = "%"', "api_key = a + b"],
    ["const p1 = '%';", "const p2 = '%';", "const apiKey = p1 + p2;"],
    ['left := "%"', 'right := "%"', "token := left + right"],
    ['val x = "%"', 'val y = "%"', "val clientSecret = x + y"],
    [
      'let head: string = "%";',
      'let tail: string = "%";',
      "process.env.SIGNING_KEY = head + tail;",
    ],
  ] as const
) {
  const [v1, v2] = [key(20), key(20)];
  SECRETS.push({
    label: `joined variables in code: ${join}`,
    text: `${set1.replace("%", v1)}\n${set2.replace("%", v2)}\n${join}\n`,
    pieces: [v1, v2],
  });
}

CLEAN.push(
  [
    "code: host and port joined under a key name",
    'host = "db.internal"\nport = "5432"\ncache_key = host + port',
  ],
  [
    "code: words joined under a token name",
    'const a = "session";\nconst b = "refresh";\nconst tokenKind = a + b;',
  ],
  [
    "code: halves joined under a plain name",
    `x = "${fake(20, ALNUM, 17_940)}"\ny = "${fake(20, ALNUM, 17_941)}"\nrequest_id = x + y`,
  ],
);
