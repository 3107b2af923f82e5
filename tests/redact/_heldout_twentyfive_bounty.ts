/**
 * Corpus twenty-five, bug bounty reports: HackerOne and Bugcrowd Markdown with a leaked key as the
 * proof, steps to reproduce with the researcher's cookies, bearer tokens and reset links, and the
 * raw requests pasted from a proxy.
 */
import {
  b64,
  B64URL,
  DIGITS,
  draw,
  type HeldOutSecret,
  jwt,
  LOWER_DIGITS,
  num,
  pick,
  spread,
  type Template,
  uuid,
} from "./_heldout_twentyfive_make.ts";

const program = () => pick(["Acme", "Globex", "Initech", "Umbrella", "Hooli"]);
const target = () =>
  `${pick(["api", "app", "www", "m"])}.${pick(["acme", "globex", "initech", "hooli"])}.com`;

/** A HackerOne-style report around `proof` (lines of Markdown). */
function report(title: string, weakness: string, proof: string[]): string {
  return [
    `# ${title}`,
    "",
    `**Program:** ${program()}  **Asset:** ${target()}  **Weakness:** ${weakness}  **Severity:** ${
      pick(["High (7.5)", "Critical (9.1)", "Medium (6.5)"])
    }`,
    "",
    "## Summary",
    "",
    ...proof,
    "",
    "## Impact",
    "",
    "An attacker can use this credential against the production account. I stopped after one read-only call.",
    "",
    `_Report #${num(2000000, 2999999)} · submitted by ${
      pick(["0xmorph", "h4ck3rm4n", "sec_ayla", "nullbyte_k"])
    }_`,
  ].join("\n");
}

const TEMPLATES: Template[] = [
  {
    label: "HackerOne report, a SendGrid key in an APK's strings",
    shape: "vendor",
    make: (k) =>
      report("SendGrid API key exposed in the Android app", "Information Disclosure", [
        "Decompiling the latest APK with `jadx` shows the key in `res/values/strings.xml`:",
        "",
        "```xml",
        `<string name="sendgrid_key">SG.${k(22, B64URL)}.${k(43, B64URL)}</string>`,
        "```",
        "",
        '`curl -s https://api.sendgrid.com/v3/scopes -H "Authorization: Bearer $KEY"` returns `mail.send` among the scopes.',
      ]),
  },
  {
    label: "Bugcrowd report, a GitLab token in a public image layer",
    shape: "vendor",
    make: (k) =>
      report("GitLab deploy token in a public Docker Hub image", "Sensitive Data Exposure", [
        `Pulling \`${program().toLowerCase()}/builder:latest\` and running \`dive\` shows \`/root/.git-credentials\` added in layer ${
          num(4, 12)
        }:`,
        "",
        `    https://ci-bot:glpat-${k(20, B64URL)}@gitlab.${program().toLowerCase()}.com`,
        "",
        "The token has `read_repository` on the monorepo.",
      ]),
  },
  {
    label: "HackerOne report, an OpenAI key in the mobile app",
    shape: "vendor",
    make: (k) =>
      report("OpenAI API key hard-coded in the iOS app", "Use of Hard-coded Credentials", [
        "`strings Payload/App.app/App | grep sk-proj` gives:",
        "",
        `sk-proj-${k(74, B64URL)}T3BlbkFJ${k(74, B64URL)}`,
      ]),
  },
  {
    label: "HackerOne report, an Anthropic key in a JS bundle",
    shape: "vendor",
    make: (k) =>
      report("Anthropic API key in the public JavaScript bundle", "Information Disclosure", [
        `In \`https://${target()}/assets/index-${
          draw(8, LOWER_DIGITS)
        }.js\` the chat widget is configured with:`,
        "",
        "```js",
        `const client = new Anthropic({ apiKey: "sk-ant-api03-${
          k(93, B64URL)
        }AA", dangerouslyAllowBrowser: true });`,
        "```",
      ]),
  },
  {
    label: "steps to reproduce, curl with the session cookie",
    shape: "command",
    make: (k) =>
      [
        "## Steps to reproduce",
        "",
        "1. Log in as user A and copy the session cookie.",
        "2. Request user B's invoice by id:",
        "",
        "```bash",
        `curl -s 'https://${target()}/billing/invoices/${num(10000, 99999)}' \\`,
        `  -H 'Cookie: _app_session=${k(num(120, 160), B64URL)}; locale=en' \\`,
        `  -H 'X-CSRF-Token: ${draw(44, B64URL)}'`,
        "```",
        "",
        "3. The response holds user B's name, address and card's last four digits.",
      ].join("\n"),
  },
  {
    label: "steps to reproduce, a bearer JWT of the test account",
    shape: "command",
    make: (k) =>
      [
        "### PoC",
        "",
        `curl -X PATCH https://${target()}/v1/users/${uuid()} -H "Authorization: Bearer ${
          jwt(k, { sub: uuid(), email: "researcher@wearehackerone.com", exp: num(1.79e9, 1.8e9) })
        }" -d '{"role":"admin"}'`,
        "",
        "Response: `200 OK` and the role changed.",
      ].join("\n"),
  },
  {
    label: "report, a fine-grained GitHub token as proof",
    shape: "vendor",
    make: (k) =>
      report("GitHub token in a public gist linked from the docs", "Information Disclosure", [
        `The docs page links a gist whose \`setup.sh\` exports \`GH_TOKEN=github_pat_${k(22)}_${
          k(59)
        }\`.`,
        "",
        "`gh api user` with it answers as the org's release bot.",
      ]),
  },
  {
    label: "raw request from Burp in a report, cookies of the victim session",
    shape: "output",
    make: (k) =>
      [
        "Request (from Burp):",
        "",
        "```http",
        `GET /account/export?format=json HTTP/2`,
        `Host: ${target()}`,
        `Cookie: sessionid=${k(32, LOWER_DIGITS)}; csrftoken=${draw(32)}; remember_user_token=${
          k(num(90, 120), B64URL)
        }`,
        "User-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0",
        "Accept: application/json",
        "```",
      ].join("\n"),
  },
  {
    label: "report, a Google Maps key in a URL",
    shape: "url",
    make: (k) =>
      report("Unrestricted Google Maps API key", "Misconfiguration", [
        `https://maps.googleapis.com/maps/api/staticmap?center=45%2C10&zoom=7&size=400x400&key=AIza${
          k(35, B64URL)
        }`,
        "",
        "The key has no HTTP referrer restriction and works from any origin (billing impact).",
      ]),
  },
  {
    label: "report, a password reset link of the test account",
    shape: "url",
    make: (k) =>
      [
        "The reset link is also sent to the `Referer` of third-party analytics:",
        "",
        `Referer: https://${target()}/password/reset?email=researcher%40example.com&token=${
          k(64, LOWER_DIGITS)
        }`,
        "",
        "Anyone who reads the analytics logs can take over the account.",
      ].join("\n"),
  },
  {
    label: "report, a Hugging Face token in a public Space",
    shape: "vendor",
    make: (k) =>
      report("Write token in a public Hugging Face Space", "Information Disclosure", [
        "`app.py` of the Space starts with:",
        "",
        "```python",
        `login(token="hf_${k(34, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")}")`,
        "```",
      ]),
  },
  {
    label: "report, basic auth of a staging admin in base64",
    shape: "encoded",
    make: (_k, add) => {
      const cred = b64(`admin:${draw(num(10, 14))}${pick(["!", "#", "-"])}${draw(4, DIGITS)}`);
      return [
        "The staging panel is reachable from the internet; the credentials from the leaked `.htpasswd`",
        "backup work:",
        "",
        `    curl -H 'Authorization: Basic ${add(cred)}' https://staging.${target()}/admin/`,
      ].join("\n");
    },
  },
];

/** Secrets in bug bounty reports. */
export function buildBounty(): HeldOutSecret[] {
  return spread(TEMPLATES, 3);
}
