/**
 * Corpus twenty-three, wiki, Notion and Confluence pages and onboarding documents: a Confluence
 * table of environments, a Notion checklist with the office Wi-Fi, a VPN pre-shared key, an
 * admin URL with credentials, an AWS key pair under "access data", a jump host's key in a code
 * block, a login command with a Hugging Face token, a Docker `config.json` with a base64 `auth`.
 */
import {
  across,
  awsPair,
  b64,
  chosen,
  draw,
  gen,
  type HeldOutSecret,
  hf,
  LOWER,
  num,
  pemBlock,
  q,
  type SecretTpl,
  when,
  who,
} from "./_heldout_twentythree_make.ts";

const TEMPLATES: readonly SecretTpl[] = [
  ["Confluence page: a table of environments with passwords", "assignment", (L, _k, add) =>
    [
      `h1. ${L.pw} — test environments`,
      `${who(L, 0)} · ${when(L)}`,
      "",
      `|| Env || ${L.user} || ${L.pw} ||`,
      `| dev | tester | ${chosen(add, L)} |`,
      `| qa | qa_lead | ${gen(add)} |`,
      `| demo | demo | ${chosen(add, L)} |`,
    ].join("\n")],
  ["Notion onboarding checklist: the office Wi-Fi", "assignment", (L, _k, add) =>
    [
      `# Onboarding — ${L.hi}!`,
      "",
      "- [x] Laptop",
      `- [ ] ${L.wifi}: SSID ${q(L, `Staff-${draw(3, LOWER)}`)}, ${L.pw}${L.colon} \`${
        chosen(add, L)
      }\``,
      "- [ ] Slack, Jira, GitHub",
      `- [ ] ${L.minutes}`,
    ].join("\n")],
  ["Onboarding doc: a VPN pre-shared key", "assignment", (L, _k, add) =>
    [
      `## VPN (IPsec / L2TP)`,
      `Server: vpn${num(1, 4)}.example.org`,
      "Group: staff",
      `Pre-shared key${L.colon} ${gen(add)}`,
      `${L.user}${L.colon} ${L.names[1]}`,
    ].join("\n")],
  ["Wiki: an admin URL with credentials", "url", (L, _k, add) =>
    [
      `### NAS (Synology)`,
      `${L.use}${L.colon}`,
      `https://admin:${gen(add, true)}@nas-${num(1, 9)}.office.lan:5001/`,
      `${L.thanks}`,
    ].join("\n")],
  ["Wiki: an AWS key pair under its labels", "vendor", (L, k) => {
    const [id, secret] = awsPair(k);
    return [
      `### AWS — backup-${draw(4, LOWER)}`,
      `Access key ID${L.colon} ${id}`,
      `Secret access key${L.colon} ${secret}`,
      `Region${L.colon} eu-central-1`,
    ].join("\n");
  }],
  ["Wiki: the jump host's private key in a code block", "block", (L, k) =>
    [
      `## Jump host (bastion-${num(1, 3)})`,
      `SSH (ec2-user)${L.colon}`,
      "```",
      ...pemBlock(k, "RSA ", 8),
      "```",
      `ssh -i ~/.ssh/bastion ec2-user@bastion-${num(1, 3)}.example.org`,
    ].join("\n")],
  ["Onboarding: a login command with a Hugging Face token", "command", (L, k) =>
    [
      `### Hugging Face`,
      `${L.use}${L.colon}`,
      "```bash",
      `huggingface-cli login --token ${hf(k)}`,
      "```",
    ].join("\n")],
  ["Notion: a Docker config.json with a base64 auth", "encoded", (L, _k, add) =>
    [
      `## Registry (~/.docker/config.json) — ${who(L, 2)}`,
      "```json",
      JSON.stringify(
        {
          auths: {
            "registry.example.org": {
              auth: add(b64(`ci-${draw(4, LOWER)}:${draw(num(12, 18))}`)),
            },
          },
        },
        null,
        2,
      ),
      "```",
    ].join("\n")],
];

/** The wiki and onboarding family: each template in four languages. */
export function buildWiki(): HeldOutSecret[] {
  return across(TEMPLATES, 4, 9);
}
