/**
 * Corpus twenty-one, incident chat: Slack and Teams threads pasted whole, PagerDuty and Opsgenie
 * alerts — a password pasted alone, a token quoted mid-sentence, a key wrapped by the chat window.
 */
import {
  anthropicKey,
  awsKeyId,
  B64,
  checksummed,
  draw,
  gitlabToken,
  type HeldOutSecret,
  hex,
  host,
  humanPass,
  incidentId,
  jwt,
  pass,
  pdId,
  sha,
  slackToken,
  teams,
  thread,
  traceId,
  twice,
  uuid,
  when,
} from "./_heldout_twentyone_make.ts";

/** A thread in Slack form (v 0) or Teams form (v 1). */
const chat = (v: number, lines: string[]) => (v === 0 ? thread(lines) : teams(lines));

export function buildChat(): HeldOutSecret[] {
  return [
    ...twice("output", "password pasted alone in an incident thread", (_k, add, v) =>
      chat(v, [
        `${incidentId()} primary ${host()} is refusing connections, anyone have the break-glass login?`,
        "user is `breakglass`, password in the next message, delete after",
        pass(add),
        "thanks, in. replication lag is 340s and climbing",
      ])),
    ...twice("output", "a token quoted alone after a question", (_k, add, v) =>
      chat(v, [
        `is the deploy bot still on the old token? trace ${traceId()}`,
        "this one:",
        add(checksummed("gh" + "p_")),
        "yes, rotating after the incident",
      ])),
    ...twice(
      "assignment",
      "AWS keys pasted from a laptop during an outage",
      (k, add, v) =>
        chat(v, [
          `S3 writes failing on ${host()} (${incidentId()}), try my creds for now:`,
          `AWS_ACCESS_KEY_ID=${add(awsKeyId())}`,
          `AWS_SECRET_ACCESS_KEY=${k(40, B64)}`,
          "will revoke at end of shift",
        ]),
    ),
    ...twice(
      "vendor",
      "Slack bot token in a paste of the alert bot's config",
      (_k, add, v) =>
        chat(v, [
          "alerts stopped posting to #ops-alerts at 03:12",
          `the bot uses ${add(slackToken("xo" + "xb"))} according to the helm values`,
          `restarted pod alertbot-${hex(10)}-${
            draw(5, "abcdefghijklmnopqrstuvwxyz")
          }, posting again`,
        ]),
    ),
    ...twice("vendor", "Anthropic key shared for the incident summariser", (_k, add, v) =>
      chat(v, [
        `summariser for ${incidentId()} is 401ing`,
        `new key: ${add(anthropicKey())}`,
        "works now",
      ])),
    ...twice("url", "a database URL with its password in a status update", (_k, add, v) =>
      chat(v, [
        `status: failover complete, app now points at postgres://app_rw:${
          pass(add)
        }@${host()}.internal:5432/orders`,
        `commit ${sha().slice(0, 12)} has the config change`,
      ])),
    ...twice("output", "PagerDuty alert body carrying the check's credentials", (_k, add, v) =>
      [
        `[${
          v === 0 ? "PagerDuty" : "Opsgenie"
        }] TRIGGERED ${pdId()}: HTTP check failed on ${host()}`,
        `Incident: ${incidentId()}  Urgency: high  Created: ${when()}`,
        "Details:",
        `  check_url: https://status-probe:${pass(add)}@${host()}.example.net/healthz`,
        `  response: 503 Service Unavailable (trace ${traceId()})`,
        "Acknowledge: reply 4  Resolve: reply 6",
      ].join("\n")),
    ...twice("vendor", "Opsgenie API key in an alert integration message", (_k, add, v) =>
      chat(v, [
        "heartbeat integration keeps expiring, recreated it",
        `GenieKey ${add(uuid())} goes in the ${v === 0 ? "cron" : "lambda"} env`,
        "heartbeat is green",
      ])),
    ...twice("wrapped", "a GitLab token wrapped by the chat window", (_k, add, v) => {
      const t = gitlabToken();
      const cut = 6 + (v * 3);
      return chat(v, [
        "runner registration token for the incident runner:",
        add(t.slice(0, cut + 4)),
        add(t.slice(cut + 4)),
        "(copy both lines)",
      ]);
    }),
    ...twice("block", "an SSH key pasted into the war room", (k, _add, v) =>
      chat(v, [
        `can't reach ${host()} through the bastion, here's the jump key, I know, I know`,
        [
          "```",
          "-----BEGIN OPENSSH " + "PRIVATE KEY-----",
          k(70, B64),
          k(70, B64),
          k(70, B64),
          k(30 + v * 7, B64) + "=",
          "-----END OPENSSH " + "PRIVATE KEY-----",
          "```",
        ].join("\n"),
      ])),
    ...twice("encoded", "a basic-auth header from a failing webhook", (_k, add, v) =>
      chat(v, [
        `webhook to the status page returns 401, request id ${uuid()}`,
        `Authorization: Basic ${add(btoa(`statuspage:${draw(14)}`))}`,
        "the password rotated last week and nobody updated the secret",
      ])),
    ...twice(
      "output",
      "a JWT from a user's session quoted in a bug thread",
      (k, _add, v) =>
        chat(v, [
          `customer reports 500s after login (${incidentId()}), their session cookie:`,
          jwt(k, { sub: `user_${hex(8)}`, org: hex(6), exp: 1795000000 + v }),
          "decodes fine, exp is in the future, so it's not expiry",
        ]),
    ),
    ...twice("output", "the admin password typed into the wrong window", (_k, add, v) =>
      chat(v, [
        "sudo systemctl restart pgbouncer",
        humanPass(add),
        "ignore that. rotating it now",
      ])),
  ];
}
