/**
 * Corpus twenty-one, shell history and environment dumps: `history` excerpts from a fire-fight,
 * `env` / `printenv` output of a shell or a container, `/proc/<pid>/environ`, `set -x` traces.
 */
import {
  anthropicKey,
  awsKeyId,
  B64,
  checksummed,
  digest,
  dockerToken,
  draw,
  type HeldOutSecret,
  hex,
  host,
  newRelicKey,
  pass,
  sendgridKey,
  slackToken,
  twice,
  uuid,
} from "./_heldout_twentyone_make.ts";

/** Numbered `history` lines starting at a random number. */
function history(cmds: string[]): string {
  const start = Number.parseInt(draw(3, "123456789"), 10);
  return ["$ history | tail -" + cmds.length, ...cmds.map((c, i) => ` ${start + i}  ${c}`)].join(
    "\n",
  );
}

/** Plain filler of an environment. */
function envFiller(): string[] {
  return [
    `HOSTNAME=${host()}`,
    "HOME=/root",
    "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
    `IMAGE_DIGEST=${digest()}`,
    `POD_UID=${uuid()}`,
    "LANG=C.UTF-8",
  ];
}

export function buildShell(): HeldOutSecret[] {
  return [
    ...twice("command", "history with an exported token", (_k, add, v) =>
      history([
        "kubectl get pods -n ingress",
        `export GITHUB_TOKEN=${add(checksummed("gh" + "p_"))}`,
        `gh run rerun ${draw(10, "0123456789")} --failed`,
        v === 0 ? "kubectl rollout restart deploy/api" : "git log --oneline -5",
      ])),
    ...twice("command", "history with a curl and a bearer token", (_k, add, v) =>
      history([
        `curl -sS https://${host()}.internal/admin/flush -H 'X-Admin-Token: ${add(hex(48))}'`,
        v === 0 ? "journalctl -u api --since '-10m' | tail" : "systemctl status nginx",
      ])),
    ...twice("command", "history with a mysql password typed inline", (_k, add, v) =>
      history([
        `mysqldump -h ${host()} -u backup -p${pass(add)} --single-transaction shop > /tmp/shop.sql`,
        `ls -lh /tmp/shop.sql${v === 0 ? "" : " && gzip /tmp/shop.sql"}`,
      ])),
    ...twice("command", "history with docker login", (_k, add, v) =>
      history([
        `echo ${add(dockerToken())} | docker login -u opsbot --password-stdin`,
        `docker pull ops/${v === 0 ? "pgtools" : "netshoot"}:latest`,
      ])),
    ...twice("assignment", "env dump of a shell", (k, add, v) =>
      [
        "$ env | sort",
        ...envFiller(),
        `AWS_ACCESS_KEY_ID=${add(awsKeyId())}`,
        `AWS_SECRET_ACCESS_KEY=${k(40, B64)}`,
        `AWS_DEFAULT_REGION=${v === 0 ? "eu-central-1" : "ap-south-1"}`,
      ].join("\n")),
    ...twice("assignment", "printenv inside a container", (_k, add, v) =>
      [
        `$ kubectl exec -it deploy/notifier${v} -- printenv`,
        ...envFiller(),
        `SLACK_BOT_TOKEN=${add(slackToken("xo" + "xb"))}`,
        `SENDGRID_API_KEY=${add(sendgridKey())}`,
        "NODE_ENV=production",
      ].join("\n")),
    ...twice("assignment", "env of a worker with a home-made service key", (_k, add, v) =>
      [
        "$ printenv | grep -i -E 'key|secret|token'",
        `LEDGER_SERVICE_KEY=lsk_${v === 0 ? "live" : "prod"}_${add(draw(40))}`,
        `SESSION_SECRET=${add(hex(64))}`,
        `NEW_RELIC_API_KEY=${add(newRelicKey())}`,
      ].join("\n")),
    ...twice("output", "/proc environ read with tr", (_k, add, v) =>
      [
        `# tr '\\0' '\\n' < /proc/${draw(5, "0123456789")}/environ`,
        ...envFiller().slice(0, 3 + v),
        `ANTHROPIC_API_KEY=${add(anthropicKey())}`,
        `DB_DSN=postgres://agent:${pass(add)}@${host()}:5432/agent`,
      ].join("\n")),
    ...twice("command", "a set -x trace of a deploy script", (_k, add, v) =>
      [
        `+ export DEPLOY_ENV=${v === 0 ? "prod" : "canary"}`,
        `+ helm upgrade api ./chart --set image.tag=${hex(12)} --set db.password=${pass(add)}`,
        'Release "api" has been upgraded. Happy Helming!',
      ].join("\n")),
    ...twice("url", "history with a git remote holding a token", (_k, add, v) =>
      history([
        `git remote set-url origin https://oauth2:${
          add(checksummed("gh" + "o_"))
        }@github.com/acme/${v === 0 ? "infra" : "runbooks"}.git`,
        "git push origin hotfix/rate-limit",
      ])),
    ...twice("encoded", "an env dump holding a base64 JSON credential", (_k, add, v) =>
      [
        "$ env",
        ...envFiller().slice(v),
        `GOOGLE_CREDENTIALS_B64=${add(b64json())}`,
      ].join("\n")),
    ...twice("wrapped", "a long key wrapped by a narrow terminal", (_k, add, v) => {
      const t = draw(64, B64.slice(0, 62));
      return [
        `$ printenv SIGNING_KEY${v === 0 ? "" : "_OLD"}`,
        add(t.slice(0, 40)),
        add(t.slice(40)),
        "$ ",
      ].join("\n");
    }),
  ];
}

/** Base64 of a service-account-like JSON holding a random secret. */
function b64json(): string {
  return btoa(
    JSON.stringify({ type: "authorized_user", client_id: uuid(), refresh_token: "1//" + draw(60) }),
  );
}
