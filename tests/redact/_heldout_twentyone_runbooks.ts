/**
 * Corpus twenty-one, runbooks and postmortems: Markdown pages and Confluence exports where a
 * credential was written down to save time — a key on its own line, a password in a table cell,
 * a token inside a step's command, a timeline quoting a leaked value.
 */
import {
  B64,
  checksummed,
  draw,
  grafanaToken,
  type HeldOutSecret,
  hex,
  host,
  humanPass,
  incidentId,
  newRelicKey,
  pass,
  pemBlock,
  sendgridKey,
  sha,
  twice,
  uuid,
  when,
} from "./_heldout_twentyone_make.ts";

/** A runbook page in Markdown (v 0) or a Confluence export's plain text (v 1). */
function page(v: number, title: string, body: string[]): string {
  if (v === 0) {
    return [
      `# ${title}`,
      "",
      `_Owner: platform on-call. Last reviewed ${when().slice(0, 10)}._`,
      "",
      ...body,
    ].join("\n");
  }
  return [
    `${title}`,
    `Created by Confluence Admin, last modified on ${when().slice(0, 10)}`,
    "",
    ...body.map((l) => l.replace(/^#+ /, "").replace(/`/g, "")),
    "",
    `Page ID ${draw(9, "0123456789")} · Space OPS`,
  ].join("\n");
}

export function buildRunbooks(): HeldOutSecret[] {
  return [
    ...twice(
      "output",
      "a key on its own line under a runbook step",
      (k, _add, v) =>
        page(v, "Restore the payments cache", [
          "## Steps",
          `1. SSH to ${host()} and stop the consumer.`,
          "2. Unlock the snapshot with the cache key:",
          "",
          k(44, B64),
          "",
          "3. Start the consumer and watch lag drop below 1000.",
        ]),
    ),
    ...twice(
      "assignment",
      "a credentials table in a runbook",
      (_k, add, v) =>
        page(v, "Break-glass accounts", [
          "| System | User | Password | Notes |",
          "|---|---|---|---|",
          `| ${host()} | root | ${pass(add)} | console only |`,
          `| grafana | admin | ${humanPass(add)} | reset ${when().slice(0, 10)} |`,
          `| rabbitmq | ops | ${pass(add)} | vhost / |`,
        ]),
    ),
    ...twice(
      "command",
      "a token inside a runbook's curl step",
      (_k, add, v) =>
        page(v, "Silence alerts during maintenance", [
          "```bash",
          `curl -s -X POST https://grafana.${host()}.net/api/annotations \\`,
          `  -H "Authorization: Bearer ${add(grafanaToken())}" \\`,
          `  -d '{"text":"maintenance ${incidentId()}","tags":["maint"]}'`,
          "```",
        ]),
    ),
    ...twice(
      "output",
      "a postmortem timeline quoting the leaked token",
      (_k, add, v) =>
        page(v, `Postmortem ${incidentId()}: token committed to a public repo`, [
          "## Timeline (UTC)",
          `- ${when().slice(11, 16)} commit ${sha().slice(0, 10)} pushed with \`${
            add(checksummed("gh" + "p_"))
          }\` in .env`,
          `- ${when().slice(11, 16)} secret scanning alert ${draw(6, "0123456789")} opened`,
          `- ${when().slice(11, 16)} token revoked`,
          "## Root cause",
          "The release script read the token from the working tree.",
        ]),
    ),
    ...twice(
      "vendor",
      "a New Relic key in a dashboard runbook",
      (_k, add, v) =>
        page(v, "Query error budgets", [
          "Use the ops user key for NerdGraph:",
          "",
          `    ${add(newRelicKey())}`,
          "",
          "Account id 3" + draw(6, "0123456789") + ".",
        ]),
    ),
    ...twice(
      "block",
      "a TLS private key kept in the runbook",
      (k, _add, v) =>
        page(v, "Emergency certificate for the edge", [
          "If ACME is down, install this key with the cert below:",
          "```",
          ...pemBlock(k, v === 0 ? "RSA " : "", 6),
          "```",
        ]),
    ),
    ...twice(
      "vendor",
      "a SendGrid key for status emails",
      (_k, add, v) =>
        page(v, "Incident comms", [
          "Status emails go through SendGrid. If the integration breaks, send by hand:",
          `\`SENDGRID_API_KEY=${add(sendgridKey())} ./notify.sh ${incidentId()}\``,
        ]),
    ),
    ...twice(
      "url",
      "a console login URL with a one-time token",
      (_k, add, v) =>
        page(v, "Recover the admin console", [
          "Open the recovery link (valid until rotation):",
          `https://console.${host()}.net/recover?user=admin&token=${add(draw(40))}`,
          `Request id for support: ${uuid()}`,
        ]),
    ),
    ...twice("wrapped", "a secret wrapped in a Confluence table cell", (_k, add, v) => {
      const s = draw(48);
      return page(v, "Third-party API credentials", [
        "| Vendor | Client id | Client secret |",
        "|---|---|---|",
        `| billing | ${hex(16)} | ${add(s.slice(0, 24 + v))}`,
        `|  |  | ${add(s.slice(24 + v))} |`,
      ]);
    }),
    ...twice(
      "assignment",
      "a postmortem's 'what we saw' with the env line",
      (_k, add, v) =>
        page(v, `Postmortem ${incidentId()}: queue backlog`, [
          "## What we saw",
          "The worker logged its config at start:",
          "```",
          `QUEUE_URL=amqps://${host()}:5671/jobs`,
          `QUEUE_PASSWORD=${pass(add)}`,
          `WORKERS=${16 + v}`,
          "```",
        ]),
    ),
    ...twice(
      "encoded",
      "base64 of a service password in a migration note",
      (_k, add, v) =>
        page(v, "Move the search cluster", [
          "The operator expects the elastic password base64-encoded in the secret:",
          "",
          `    elastic: ${add(btoa(draw(20)))}`,
          "",
          `Tracked in ${incidentId()}.`,
        ]),
    ),
    ...twice(
      "command",
      "an mysql step with the password on the command line",
      (_k, add, v) =>
        page(v, "Unstick replication", [
          "```",
          `mysql -h ${host()} -u repl_admin -p'${pass(add)}' -e 'STOP REPLICA; START REPLICA;'`,
          "```",
          `Then check Seconds_Behind_Source is below ${30 + v}.`,
        ]),
    ),
    ...twice(
      "output",
      "admin recovery codes listed in the runbook",
      (_k, add, v) =>
        page(v, "Admin account MFA recovery", [
          "If the hardware key is lost, use one of these codes once and cross it out:",
          "",
          add(
            draw(5, "abcdefghijklmnopqrstuvwxyz0123456789") + "-" +
              draw(5, "abcdefghijklmnopqrstuvwxyz0123456789"),
          ),
          add(
            draw(5, "abcdefghijklmnopqrstuvwxyz0123456789") + "-" +
              draw(5, "abcdefghijklmnopqrstuvwxyz0123456789"),
          ),
          add(
            draw(5, "abcdefghijklmnopqrstuvwxyz0123456789") + "-" +
              draw(5, "abcdefghijklmnopqrstuvwxyz0123456789"),
          ),
        ]),
    ),
  ];
}
