/**
 * Shapes read from held-out corpus forty-one's misses (docs/redaction.md, "Corpus forty-one after
 * it was seen": hosting providers and the clouds beyond the big three), as shapes of any text: what
 * a command that creates a credential prints under it (a table, a bare UUID, an id beside its key),
 * an application key beside its secret (`application_key`), a key's `pass_phrase`, a password
 * flag whose name ends in `_pass`, a registry login whose user is itself a token, Fly.io's
 * macaroons, a URL's password folded onto the next line, and a table cell continued on the row
 * below.
 */
import { ALNUM, BASE64, HEX, sample, UPPER_DIGITS } from "./_examples.ts";
import { isNotASecret } from "./_filters.ts";
import { looksGenerated } from "./_positions.ts";
import { type Rule, rule } from "./_rule.ts";

/** An example's secret, marked for `unmark`. */
const mark = (secret: string) => "«" + secret + "»";
const UUID = [8, 4, 4, 4, 12].map((n, i) => sample(n, HEX, 41_001 + i)).join("-");
const PW = sample(6, ALNUM, 41_010) + "-" + sample(7, ALNUM, 41_011);

// Where a command starts: a line's start (after a shell prompt, or a log's `+ ` trace), or the
// start of a JSON string (a tool result's `"content":"$ …`).
const COMMAND_START = String
  .raw`(?:^|\n|":[ \t]?")(?:[^\n"]{0,80}?[$#>%❯➜][ \t]+)?(?:sudo[ \t]+)?`;

// A command that creates (or prints anew) a credential: `<noun> <verb>` (`token add`, `key
// create`, `api-key create`, `secret_key -c`), `<noun>-<verb>` (`keys-create`,
// `api_token_create`) or `create-<noun>` (`create-access-key`, `create token`).
const NOUN = String
  .raw`(?:api[-_]?|access[-_]?|secret[-_]?|app[-_]?|auth[-_]?|application[-_]?)?(?:tokens?|keys?|credentials?)`;
const CREATES = String
  .raw`(?:${NOUN}[ \t]+(?:create|add|new|generate|-c|--create)|${NOUN}[-_]create|create[-_ ]${NOUN})`;

/** A run of token characters in a creation's output that is a value made for it. */
const TOKEN_RUN = /[A-Za-z0-9+\/=_-]{16,400}/g;
const UUID_RE = /^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i;
const WORD_SEGMENT = /^-?(?:[a-z0-9]+(?:-[a-z0-9]+)*|[a-z]+(?:[A-Z][a-z]+)+)$/;

/** True for a value a creation prints as its credential (a UUID, a generated run). */
function createdValue(v: string): boolean {
  if (UUID_RE.test(v)) return true;
  if (isNotASecret(v) || /^\d+$/.test(v) || /^[a-z]+(?:[-_][a-z0-9]+)*$/.test(v)) return false;
  // A resource's path between slashes, its words in lower or camel case (a command's own
  // continuation lines: `locations/us-central1/ekmConnections/eagles`, a man page's `\-` cutting
  // it at `-central1/…`).
  const segments = v.split("/");
  if (segments.length >= 3 && segments.every((s) => WORD_SEGMENT.test(s))) return false;
  // Upper-case letters and digits (an access key), or a generated mixed run.
  return /^[A-Z0-9]{16,}$/.test(v) && /\d/.test(v) && /[A-Z]/.test(v) || looksGenerated(v, 16);
}

/** The rules of this file, in order (before the assignments). */
export const FORTYONE_EARLY_RULES: readonly Rule[] = [
  rule({
    id: "fly-macaroon",
    examples: {
      match: [
        "FlyV1 fm2_" + mark(sample(120, BASE64, 41_020)) + ",fm2_" +
        mark(sample(90, BASE64, 41_021)),
      ],
      clean: ["fm2_example is the prefix of a Fly.io token", "FlyV1 fm2_${FLY_API_TOKEN}"],
    },
    description:
      "a Fly.io token's macaroons (`FlyV1 fm2_…,fm2_…`, `fm1a_`, `fm1r_`): each base64 body after its prefix",
    keywords: ["fm2_", "fm1a_", "fm1r_", "fm1_"],
    pattern: /(?<![A-Za-z0-9])fm[12][ar]?_(?<v>[A-Za-z0-9+\/]{32,4096}={0,2})(?![A-Za-z0-9+\/=])/gd,
    secret: ["v"],
    accept: (v) => looksGenerated(v, 32),
  }),
  rule({
    id: "application-key-value",
    examples: {
      match: [
        "[ovh-eu]\napplication_key=" + mark(sample(16, ALNUM, 41_030)) + "\napplication_secret=x",
        '  application_key    = "' + mark(sample(16, ALNUM, 41_031)) + '"',
      ],
      clean: ['application_key = "<your application key>"', "application_key_id=12345678"],
    },
    description:
      "an `application_key` (OVH's and Datadog's: half of a signing pair, a credential): a generated value after the name",
    keywords: ["application_key", "application-key", "applicationkey"],
    pattern:
      /(?<![\w-])application[_-]?key(?![\w-])["']?[ \t]*[:=][ \t]*(?:\\?["'])?(?<v>[A-Za-z0-9_-]{12,128})(?![\w-])/gdi,
    secret: ["v"],
    accept: (v) => looksGenerated(v, 12) || /^[a-f0-9]{32,}$/.test(v),
  }),
  rule({
    id: "pass-phrase-value",
    examples: {
      match: ["key_file=~/.oci/oci_api_key.pem\npass_phrase=" + mark(PW)],
      clean: ["pass_phrase=", "pass_phrase = ${OCI_PASS_PHRASE}"],
    },
    description:
      "a key's `pass_phrase` (OCI's config, `pass-phrase`): the value after the name, to the end of its line",
    keywords: ["pass_phrase", "pass-phrase"],
    pattern: /(?<![\w-])pass[_-]phrase["']?[ \t]*[:=][ \t]*(?:\\?["'])?(?<v>[^\s"'\\]{4,200})/gdi,
    secret: ["v"],
    accept: (v) => !isNotASecret(v),
  }),
  rule({
    id: "pass-suffix-flag",
    examples: {
      match: ["linode-cli linodes create --root_pass '" + mark(PW) + "' --type g6-standard-1"],
      clean: [
        'linode-cli linodes create --root_pass "$ROOT_PASS"',
        "--bypass true",
        "impacket-secretsdump -k -no-pass corp.local/da@dc01",
      ],
    },
    description:
      "a command-line flag whose name ends in `_pass` or `-pass` (`--root_pass`, `--admin-pass`; not a switch `-no-pass`): its quoted or bare value",
    keywords: ["_pass", "-pass"],
    pattern:
      /(?<=[ \t])--?(?!(?:no|ask|debug)[_-])[A-Za-z][\w]{0,30}[_-]pass(?![\w-])(?:[ \t]+|=)(?:'(?<q>[^'\s]{4,200})'|\\?"(?<d>[^"\s\\]{4,200})\\?"|(?<b>[^\s'"\\\x60-][^\s'"\\\x60]{3,200}))/gd,
    secret: ["q", "d", "b"],
    // (Not a switch that asks for the password or sets a debug level, `--ask-pass`, LLVM's
    // `-debug-pass=Executions`; a bare value ends at a Markdown code span's backtick, and a source's
    // prefix alone is apksigner's syntax, `--ks-pass pass:`.)
    accept: (v) => !isNotASecret(v) && !v.startsWith("$") && !/^(?:pass|env|file):$/.test(v),
  }),
  rule({
    id: "registry-login-token-user",
    examples: {
      match: [
        "+ docker login registry.digitalocean.com -u " + mark(sample(64, HEX, 41_040)) +
        " -p " + mark(sample(64, HEX, 41_041)),
      ],
      clean: ["docker login -u deploy-bot -p $REGISTRY_PASSWORD ghcr.io"],
    },
    description:
      "a registry login's user that is itself a token (DigitalOcean's registry takes the API token as user and password): a user of 32 hex digits or more, or a generated run",
    keywords: ["login"],
    pattern:
      /\b(?:docker|podman|nerdctl|buildah|skopeo|oras|helm[ \t]+registry)[ \t]+login\b[^\n|;&]{0,200}?(?:-u|--username)(?:[ \t]+|=)["']?(?<v>[A-Za-z0-9_-]{32,200})(?![\w-])/gd,
    secret: ["v"],
    accept: (v) => /^[0-9a-f]{32,}$/i.test(v) || looksGenerated(v, 32),
  }),
  rule({
    id: "created-credential-output",
    examples: {
      match: [
        "$ pveum user token add terraform@pve tf --privsep 0\n│ value        │ " + mark(UUID) +
        " │",
        "$ linode-cli object-storage keys-create --label ci\n│ 4711 │ " +
        mark(sample(20, UPPER_DIGITS, 41_052)) + " │ " + mark(sample(40, ALNUM, 41_053)) + " │",
        "$ b2 key create --bucket logs restic listFiles\n" + mark(sample(25, HEX, 41_050)) + " " +
        mark("K005" + sample(27, ALNUM, 41_051)),
      ],
      clean: [
        "$ pveum user token list terraform@pve\n│ tf │ " + UUID + " │",
        "$ hcloud server create --name web\nServer 4711 created",
        "$ doctl compute ssh-key create laptop\nID    Name    FingerPrint\n42    laptop  3b:16",
      ],
    },
    description:
      "what a command that creates a credential prints under it (`token add`, `key create`, `keys-create`, `api-key create`, `secret_key -c`): each UUID or generated run on its next lines, up to the next prompt or a blank line",
    keywords: ["create", "token add", "tokens add", "key add", "keys add", "secret_key -c"],
    wholeText: true,
    startsNearKeyword: { above: 0 },
    pattern: new RegExp(
      String
        .raw`(?<=${COMMAND_START})[\w.-]{1,30}(?:[ \t]+[^\s|;&<>]{1,60}){0,6}?[ \t]+${CREATES}\b` +
        String
          .raw`[^\r\n|;&>]{0,300}(?:\\[ \t]*\r?\n[^\r\n|;&>]{0,300}){0,12}(?<!\\[ \t]*)(?<out>(?:\r?\n(?![^\n]{0,80}[$#%❯➜][ \t])(?![ \t]*\r?(?:\n|$))(?![ \t]*\x60\x60\x60)[^\n]{1,600}){1,12})`,
      "gd",
    ),
    secret: ["out"],
    // (A line the command ends with `\` goes on with the command: its output starts below it.)
    accept: (v) => [...v.matchAll(TOKEN_RUN)].some((m) => createdValue(m[0])),
    split: (v) =>
      [...v.matchAll(TOKEN_RUN)].filter((m) => createdValue(m[0])).map((
        m,
      ) => [m.index!, m.index! + m[0].length]),
  }),
  rule({
    id: "url-password-folded",
    examples: {
      match: [
        "CLOUDINARY_URL=cloudinary://729384846730552:" + mark(sample(14, ALNUM, 41_060)) + "\n" +
        mark(sample(13, ALNUM, 41_061)) + "@media-eu",
      ],
      clean: ["see http://localhost:8080\nadmin@example.com for access"],
    },
    description:
      "a URL's password folded onto the next line by a log or a narrow terminal (`scheme://user:PART` at a line's end, `REST@host` starting the next): both parts",
    keywords: ["://"],
    wholeText: true,
    startsNearKeyword: { above: 0 },
    pattern:
      /:\/\/[^\s:\/@"'\\]{1,200}:(?<a>[^\s:\/@"'\\]{4,200})\r?\n(?<b>[^\s:\/@"'\\]{4,200})@[\w-]{1,63}(?:\.[\w-]{1,63}){0,8}(?![\w@-])/gd,
    secret: ["a", "b"],
    accept: (_v, _g, m) => {
      const joined = (m.groups?.a ?? "") + (m.groups?.b ?? "");
      return !/^\d+$/.test(m.groups?.a ?? "") && looksGenerated(joined, 16);
    },
  }),
  rule({
    id: "table-cell-continued",
    examples: {
      match: [
        "| name | applicationKey     |\n|------|--------------------|\n| ci   | " +
        mark("K005" + sample(14, ALNUM, 41_070)) + " |\n|      | " +
        mark(sample(13, ALNUM, 41_071)) +
        " |",
      ],
      clean: ["| step | note |\n| 1    | first run of the |\n|      | nightly backup |"],
    },
    description:
      "a generated value in a table's last column whose cell goes on in the row below, the row's other cells blank (a B2 key a Markdown table wraps): both parts, when they join into a generated value",
    // (A row closed at its line's end and the next row at the next line's start, as written or
    // JSON-escaped: a table.)
    keywords: [],
    when: (t) =>
      t.includes("|\n|") || t.includes("|\r\n|") || t.includes("|\\n|") || t.includes("│\n│") ||
      t.includes("│\\n│") || t.includes("│\r\n│"),
    wholeText: true,
    // (From the continued row's first delimiter, the regex engine skipping ahead to one; the first
    // part, on the row above, is looked behind from there.)
    pattern:
      /[|│](?<=(?<a>[A-Za-z0-9+\/=_-]{8,200})[ \t]*[|│][ \t]*(?:\r?\n|\\r?\\n)[|│])[ \t]+(?:[|│][ \t]+){1,11}(?<b>[A-Za-z0-9+\/=_-]{6,200})[ \t]*[|│][ \t]*(?=\r?\n|\\[rn]|"|$)/gd,
    secret: ["a", "b"],
    accept: (_v, _g, m) => {
      const joined = (m.groups?.a ?? "") + (m.groups?.b ?? "");
      return /[a-z]/.test(joined) && /[A-Z]/.test(joined) && looksGenerated(joined, 20);
    },
  }),
];
