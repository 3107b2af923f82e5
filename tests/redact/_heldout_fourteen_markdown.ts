/**
 * Corpus fourteen, Markdown and forwarded messages: tables, block quotes, lists, inline code,
 * links, headings and footnotes around a secret; emails and chat exports pasted whole.
 */
import {
  awsId,
  BASE64,
  BASE64URL,
  checksummed,
  d,
  DIGITS,
  fold,
  type HeldOutSecret,
  HEX,
  LOWER_DIGITS,
  pw,
  S,
} from "./_heldout_fourteen_make.ts";

export function markdownAndMail(): HeldOutSecret[] {
  return [
    S(
      "assignment",
      "md: a table of environments with a password column",
      (_k, add) =>
        `| env | user | password |\n|---|---|---|\n| dev | app | ${add(pw())} |\n| prod | app | ${
          add(pw())
        } |`,
    ),
    S(
      "assignment",
      "md: a table with the secret in a 'Value' column and no name hint",
      (k) =>
        `| Service | Value |\n| :-- | --: |\n| Algolia admin | \`${
          k(32, HEX)
        }\` |\n| Postmark server | \`${k(8, HEX)}-${d(4, HEX)}-${d(4, HEX)}-${d(4, HEX)}-${
          k(12, HEX)
        }\` |`,
    ),
    S(
      "assignment",
      "md: a block quote of what support wrote",
      (k) =>
        `Support wrote back:\n\n> Hi! Your new integration secret is ${
          k(40)
        }.\n> Please keep it safe.\n\nwhere does it go?`,
    ),
    S(
      "assignment",
      "md: a nested block quote of a forwarded reply",
      (_k, add) =>
        `> > the root password for the NAS is ${
          add(pw())
        }\n> thanks, that worked\n\nsame for the backup box?`,
    ),
    S(
      "assignment",
      "md: a bullet list of credentials",
      (_k, add) =>
        `- **host:** db.internal\n- **user:** \`reporter\`\n- **pass:** \`${add(pw())}\``,
    ),
    S(
      "assignment",
      "md: a task list item holding a token",
      (k) =>
        `- [x] create bot\n- [ ] store \`${
          k(46, BASE64URL)
        }\` in the vault\n- [ ] delete this note`,
    ),
    S("assignment", "md: inline code in a heading", (k) => `### Key for the sandbox: \`${k(32)}\``),
    S(
      "url",
      "md: a link whose target carries the key",
      (k) =>
        `Open [the dashboard](https://grafana.example.com/d/abc?orgId=1&auth_token=${
          k(40)
        }) and check the panel.`,
    ),
    S(
      "url",
      "md: an image link with a signed query",
      (k) => `![chart](https://charts.example.io/render.png?key=${k(32, HEX)}&w=800)`,
    ),
    S(
      "url",
      "md: an autolink with user and password",
      (_k, add) =>
        `<https://deploy:${add(pw().replace(/[@#?%&+=]/g, "x"))}@git.example.org/ops/infra.git>`,
    ),
    S(
      "assignment",
      "md: a footnote holding the secret",
      (k) => `Use the staging key[^1].\n\n[^1]: ${k(36)}`,
    ),
    S(
      "assignment",
      "md: a definition list / bold label pair",
      (k) =>
        `**Webhook secret**\n: ${k(32)}\n\n**Callback URL**\n: https://api.example.com/hooks/pay`,
    ),
    S(
      "assignment",
      "md: a collapsed details block",
      (k) =>
        `<details><summary>creds (click)</summary>\n\n\`\`\`\nAPI_SECRET=${
          k(48)
        }\n\`\`\`\n</details>`,
    ),
    S(
      "vendor",
      "md: a GitHub token in a fenced block with no language",
      (k) => `\`\`\`\ngithub_pat_${k(22)}_${k(59)}\n\`\`\``,
    ),
    S(
      "assignment",
      "md: a strikethrough old value beside the new one",
      (k) => `~~${k(32, HEX)}~~ → \`${k(32, HEX)}\` (rotated)`,
    ),
    S(
      "assignment",
      "md: a Notion export's property table",
      (_k, add) => `# Prod Redis\n\nOwner: Dana\nPassword: ${add(pw())}\nTags: infra, cache`,
    ),
    S(
      "assignment",
      "md: a GitHub issue body with a 'config' section",
      (k) =>
        `## Config\n\n\`\`\`yaml\nsmtp:\n  user: alerts\n  pass: ${
          k(20)
        }\n\`\`\`\n\n## Expected\nmail is sent`,
    ),
    S(
      "output",
      "mail: a forwarded email with headers and a password",
      (_k, add) =>
        `---------- Forwarded message ---------\nFrom: IT Service Desk <it@example.com>\nDate: Mon, 3 Nov 2025 at 09:12\nSubject: Your VPN account\nTo: <me@example.com>\n\nHello,\nYour VPN account is ready. Username: jdoe\nInitial password: ${
          add(pw())
        }\n\nRegards,\nIT`,
    ),
    S("output", "mail: a quoted-printable body with a soft-broken key", (_k, add) => {
      const lines = fold(d(60), 30).map(add);
      return `Content-Type: text/plain; charset="utf-8"\nContent-Transfer-Encoding: quoted-printable\n\nYour API key: ${
        lines.join("=\n")
      }\n`;
    }),
    S(
      "output",
      "mail: an Outlook-style reply chain with the secret at the bottom",
      (_k, add) =>
        `Thanks!\n\nFrom: Vendor Support\nSent: Tuesday, 4 November 2025 14:02\nSubject: RE: sandbox access\n\nClient secret: ${
          add(d(3) + "8Q~" + d(34, BASE64URL))
        }\nTenant: contoso`,
    ),
    S("output", "mail: an .eml pasted with a base64 body", (_k, add) => {
      const body = `Your one-time setup token is ${d(40)}\n`;
      return `MIME-Version: 1.0\nContent-Type: text/plain\nContent-Transfer-Encoding: base64\n\n${
        add(btoa(body))
      }`;
    }),
    S(
      "output",
      "chat export: a Slack export line with a password",
      (_k, add) => `[9:41 AM] Maya Chen: prod db: ${add(pw())}\n[9:42 AM] Leo Park: 👍 thx`,
    ),
    S(
      "output",
      "chat export: a WhatsApp export with a key",
      (k) =>
        `12/11/25, 18:03 - Tomás: clave del wifi de la oficina nueva ${
          k(16)
        }\n12/11/25, 18:04 - Ana: 🙏`,
    ),
    S(
      "output",
      "chat export: Teams copy with names on their own lines",
      (k) => `Jordan Lee\n10:15\nhere you go ${k(40)}\nPriya N\n10:16\ngot it`,
    ),
    S(
      "output",
      "chat export: a Discord copy with a token after a reply marker",
      (k) =>
        `@sam ↩\nsam — Today at 3:04 PM\nbot token: ${d(24)}.${d(6, BASE64URL)}.${
          k(38, BASE64URL)
        }`,
    ),
    S(
      "output",
      "chat export: a Telegram JSON export message",
      (k) =>
        `{"id": 4412, "type": "message", "date": "2025-11-12T18:03:11", "from": "Ivan", "text": "${
          d(10, DIGITS)
        }:AA${k(33, BASE64URL)}"}`,
    ),
    S(
      "output",
      "chat export: an IRC log line",
      (_k, add) => `[14:22] <ops_bob> root pw on bastion is ${add(pw())}\n[14:22] <ops_amy> dude`,
    ),
    S(
      "output",
      "mail: a mailing-list digest quoting a key",
      (k) =>
        `Message: 3\nDate: Wed, 5 Nov 2025\nFrom: dev@lists.example.org\n\n> I set GRAFANA_TOKEN=glsa_${
          k(32)
        }_${k(8, HEX)} and it fails`,
    ),
    S(
      "assignment",
      "md: a Jupyter markdown cell with credentials",
      (_k, add) =>
        `{"cell_type": "markdown", "source": ["## Setup\\n", "user \`etl\`, password \`${
          add(pw())
        }\`\\n"]}`,
    ),
    S(
      "assignment",
      "md: AWS keys as a two-row table",
      (k) =>
        `| Access key ID | Secret access key |\n|---|---|\n| ${awsId()} | ${
          k(40, BASE64.replace("+", ""))
        } |`,
    ),
    S(
      "assignment",
      "md: a key split into two table cells by a pipe inside",
      (_k, add) => `| name | value |\n|--|--|\n| token | ${add(d(20))} \\| ${add(d(20))} |`,
    ),
    S(
      "assignment",
      "md: a numbered list with a code span per step",
      (k) =>
        `1. \`export VENDOR_ID=acme\`\n2. \`export VENDOR_KEY=${
          k(34, LOWER_DIGITS)
        }\`\n3. run \`make sync\``,
    ),
    S(
      "vendor",
      "md: an npm token in a reference-style link label",
      (_k, add) =>
        `see [this token][t]\n\n[t]: https://registry.npmjs.org/ "${checksummed("npm_", add)}"`,
    ),
    S(
      "assignment",
      "mail: a signature block with a PIN and a code",
      (k) => `--\nSam Ortiz | Ops\nconf bridge +1 555 0100, PIN ${k(10, DIGITS)}#`,
    ),
    S(
      "assignment",
      "md: a secret in an HTML comment left in a README",
      (k) => `# Setup\n<!-- temp: ${k(40)} remove before publishing -->\nRun \`make\`.`,
    ),
  ];
}
