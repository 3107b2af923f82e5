/**
 * Corpus twenty-eight, the build conversation: a user pasting a token into a question about a
 * failing publish, an assistant quoting a config back, a value with no name beside it, a password
 * percent-encoded in a registry URL, a token split by a terminal's width.
 */
import {
  B32_LOWER,
  B64,
  B64URL,
  checked,
  draw,
  type HeldOutSecret,
  HEX,
  num,
  pass,
  pick,
  S,
  version,
} from "./_heldout_twentyeight_make.ts";

const ROUNDS = [1, 2] as const;

/** Round `n` of the family, part 1 of 2: its cases over fresh values. */
function casesOne(n: number): HeldOutSecret[] {
  const tool = pick(["pnpm", "yarn", "npm"]);
  return [
    S(
      "vendor",
      `a user asks why publish fails, token pasted bare #${n}`,
      (_k, add) =>
        `${tool} publish keeps saying 403 Forbidden. I regenerated the automation token, it's ${
          checked(add, "npm")
        } — can you check the .npmrc you wrote earlier?`,
    ),
    S(
      "vendor",
      `a user pastes a value with no name, asking what kind of token it is #${n}`,
      (k) =>
        `what kind of token is this? found it in an old jenkins job: ${
          k(52, B32_LOWER)
        }\nI think it's from Azure DevOps but not sure which org`,
    ),
    S(
      "assignment",
      `an assistant answer quoting a settings.xml it wrote #${n}`,
      (_k, add) =>
        `I've added the server entry so Maven can deploy:\n\n\`\`\`xml\n<server>\n  <id>github</id>\n  <username>acme-bot</username>\n  <password>${
          checked(add, "ghp")
        }</password>\n</server>\n\`\`\`\n\nRun \`mvn -B deploy\` again; the 401 should be gone.`,
    ),
    S("url", `a percent-encoded password in a registry URL the user pasted #${n}`, (_k, add) => {
      const raw = `${draw(6)}@${draw(5)}/${draw(4)}`;
      return `the pip config has index-url = https://builder:${
        add(encodeURIComponent(raw))
      }@pypi.acme.dev/simple and pip still says 401, does the @ need escaping?`;
    }),
    S(
      "wrapped",
      `a token split by the terminal width in a pasted session #${n}`,
      (k) =>
        `here's what it printed:\n\n    Token created: ${k(num(30, 34), B64URL)}\n    ${
          k(num(24, 30), B64URL)
        }\n    Expires: never\n\nis that one token or two?`,
    ),
    S(
      "command",
      `a user runs gh secret set with the value on the command line #${n}`,
      (k) =>
        `I ran \`gh secret set CARGO_REGISTRY_TOKEN --body cio${
          k(32)
        } -R acme/${tool}-plugin\` and the release job still fails at cargo publish`,
    ),
  ];
}

/** Round `n` of the family, part 2 of 2: its cases over fresh values. */
function casesTwo(n: number): HeldOutSecret[] {
  const tool = pick(["pnpm", "yarn", "npm"]);
  return [
    S(
      "block",
      `a user pastes the start of a signing key asking if it is the right file #${n}`,
      (k) =>
        [
          "is this the right file for SIGNING_KEY? it starts like",
          "",
          "-----BEGIN OPENSSH " + "PRIVATE KEY-----",
          k(70, B64),
          k(70, B64),
          k(num(30, 60), B64) + "=",
          "-----END OPENSSH " + "PRIVATE KEY-----",
        ].join("\n"),
    ),
    S(
      "assignment",
      `a user's message with a Cloudsmith key in a YAML snippet #${n}`,
      (k) =>
        `my workflow has\n\n  env:\n    CLOUDSMITH_API_KEY: ${
          k(40, HEX)
        }\n\nbut the push step says "authentication required". version ${version()} of the action`,
    ),
    S(
      "vendor",
      `an assistant echoes the GitLab deploy token it found in the repo #${n}`,
      (k) =>
        `I found a deploy token committed in \`ci/registry.env\`: \`gldt-${
          k(20)
        }\`. You should revoke it in Settings → Repository → Deploy tokens and move it to a masked CI/CD variable.`,
    ),
    S(
      "output",
      `a pasted npm debug log line with the auth header #${n}`,
      (_k, add) =>
        `${num(10, 99)} http fetch PUT 401 https://registry.npmjs.org/@acme%2f${tool}-utils ${
          num(100, 999)
        }ms (cache skip)\n${num(10, 99)} verbose headers { authorization: 'Bearer ${
          checked(add, "npm")
        }', 'npm-command': 'publish' }\n— why is it 401 if the token is there?`,
    ),
    S(
      "command",
      `a one-liner to test a Harbor robot login, password in it #${n}`,
      (_k, add) =>
        `try: \`echo '${
          pass(add)
        }' | docker login harbor.acme.dev -u 'robot$ci' --password-stdin\``,
    ),
  ];
}

/** The conversation family: every template twice, over fresh values. */
export function buildChat(): HeldOutSecret[] {
  return ROUNDS.flatMap((n) => [...casesOne(n), ...casesTwo(n)]);
}
