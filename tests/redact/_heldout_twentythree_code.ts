/**
 * Corpus twenty-three, what people write to each other around code: GitHub and GitLab issues,
 * review comments, commit messages and code comments — a token exported in reproduction steps, a
 * key hard-coded in a reviewed hunk, a password in a commit body, a TODO holding a password, an
 * `.npmrc` in a merge request, a Redis URL in a pasted log, a deploy key added in a diff, a GitLab
 * token in a CI file's comment.
 */
import {
  across,
  chosen,
  draw,
  gen,
  ghp,
  glpat,
  googleKey,
  type HeldOutSecret,
  hex,
  hm,
  type Lang,
  LOWER,
  npmToken,
  num,
  pemBlock,
  phrase,
  type SecretTpl,
  when,
  who,
} from "./_heldout_twentythree_make.ts";

/**
 * An author's handle: the first name in ASCII letters, or for a name in another script a fixed
 * handle made from its characters (the same person has the same handle in every case).
 */
export const handle = (L: Lang, i: number): string => {
  const name = who(L, i);
  const ascii = name.normalize("NFD").replace(/[^A-Za-z ]/g, "").trim();
  if (ascii) return ascii.split(" ")[0]!.toLowerCase();
  const h = [...name].reduce((a, ch) => (Math.imul(a, 31) + ch.codePointAt(0)!) >>> 0, 7);
  return `dev-${h.toString(36).slice(0, 5)}`;
};

const TEMPLATES: readonly SecretTpl[] = [
  ["GitHub issue: reproduction steps with an exported token", "command", (L, _k, add) =>
    [
      `**${handle(L, 0)}** opened this issue · ${when(L)}`,
      `${L.hi}! sync fails with 403.`,
      "### Steps to reproduce",
      "```sh",
      `export GITHUB_TOKEN=${ghp(add)}`,
      `./bin/sync --org acme-${draw(3, LOWER)} --since 2026-11-0${num(1, 9)}`,
      "```",
      `### Version\nv${num(1, 3)}.${num(0, 20)}.${num(0, 9)}`,
    ].join("\n")],
  ["Review comment on a Google API key hard-coded in a hunk", "vendor", (L, k) =>
    [
      `src/maps/client.ts line ${num(10, 90)}`,
      "```diff",
      "+const MAPS_KEY =",
      `+  process.env.MAPS_KEY ?? "${googleKey(k)}";`,
      "```",
      `**${handle(L, 1)}** · ${when(L)}`,
      `⚠️ ${L.key}! Please move it to the environment and rotate it.`,
    ].join("\n")],
  ["Commit message: the new password in the body", "assignment", (L, _k, add) => {
    const author = handle(L, 2);
    return [
      `commit ${hex(40)}`,
      `Author: ${author} <${author}@example.dev>`,
      `Date:   ${when(L)}`,
      "",
      "    chore: refresh staging fixtures",
      "",
      `    ${L.pw} staging DB (fixtures) — ${L.newIs}${L.colon} ${gen(add)}`,
    ].join("\n");
  }],
  ["Code comment: a password left in a TODO", "assignment", (L, _k, add) =>
    [
      "def connect_legacy():",
      `    # TODO(${handle(L, 0)}): ${L.pw} legacy FTP${L.colon} ${chosen(add, L)}`,
      `    #   ${L.use} — remove before release`,
      '    host = os.environ.get("LEGACY_FTP_HOST", "ftp.legacy.internal")',
      "    return ftplib.FTP_TLS(host)",
    ].join("\n")],
  ["GitLab MR comment: an .npmrc with the auth token", "vendor", (L, _k, add) =>
    [
      `${who(L, 1)} @${handle(L, 1)} · ${when(L)}`,
      `${L.here}, .npmrc${L.colon}`,
      "```ini",
      "registry=https://registry.npmjs.org/",
      `//registry.npmjs.org/:_authToken=${npmToken(add)}`,
      "```",
    ].join("\n")],
  ["GitHub issue: a log with a Redis URL holding the password", "url", (L, _k, add) =>
    [
      `${L.hi}, worker log:`,
      "```",
      `${hm()}:${num(10, 59)} worker.${num(1, 9)} Error: connect ECONNREFUSED 10.0.${num(0, 9)}.${
        num(2, 250)
      }:6379`,
      `    at RedisClient (redis://:${gen(add, true)}@cache-${num(1, 3)}.internal:6379/0)`,
      "```",
    ].join("\n")],
  ["Review comment: a deploy key added in a diff", "block", (L, k) =>
    [
      `**${handle(L, 2)}** commented on deploy/keys/ci_ed25519`,
      "```diff",
      ...pemBlock(k, "OPENSSH ", 5).map((l) => `+${l}`),
      "```",
      `SSH private key?! 😱 ${L.hi}, rotate it, please.`,
    ].join("\n")],
  ["CI file comment: a GitLab token and its passphrase note", "vendor", (L, k, add) =>
    [
      "# .gitlab-ci.yml",
      `# ${L.token} registry (${handle(L, 0)})${L.colon} ${glpat(k)}`,
      `# gpg ${L.pw}${L.colon} ${phrase(add, L)}`,
      "release:",
      "  stage: deploy",
      "  script:",
      "    - ./scripts/release.sh",
    ].join("\n")],
];

/** The code-collaboration family: each template in four languages. */
export function buildCode(): HeldOutSecret[] {
  return across(TEMPLATES, 4, 5);
}
