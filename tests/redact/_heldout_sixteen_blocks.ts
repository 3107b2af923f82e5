/**
 * Corpus sixteen, key blocks and wrapped values in long plain chunks: a private key in the middle
 * of a terminal session, a commit, an inventory file; a token folded over lines by a tool, a
 * Markdown table or a mail quote, each among dozens of ordinary lines.
 */
import {
  armour,
  B64,
  b64,
  B64URL,
  bury,
  draw,
  type HeldOutSecret,
  hex,
  hms,
  jwt,
  lines,
  num,
  pemBlock,
  pick,
  S,
  startClock,
  tick,
} from "./_heldout_sixteen_make.ts";
import { pkgLine } from "./_heldout_sixteen_boxes.ts";

/** Ordinary commands and output of a terminal session. */
function session(n: number): string[] {
  return lines(n, () =>
    pick([
      `dev@box:~/infra$ ${
        pick([
          "ls -la",
          "git status -sb",
          "terraform fmt -recursive",
          "kubectl get ns",
          "make plan",
        ])
      }`,
      `-rw-r--r--  1 dev dev  ${num(100, 9000)} Nov ${num(1, 27)} ${hms().slice(0, 5)} ${
        pick(["main.tf", "outputs.tf", "README.md", "variables.tf"])
      }`,
      `## main...origin/main [ahead ${num(1, 4)}]`,
      pkgLine(),
      `${pick(["default", "kube-system", "prod", "monitoring"])}   Active   ${num(10, 400)}d`,
    ]));
}

/** The family: every case its own situation. */
export function buildBlocks(): HeldOutSecret[] {
  return [
    S("block", "ed25519 key shown by cat in a long terminal session", (k) => {
      startClock();
      const head = b64("openssh-key-v1\u0000").slice(0, 20);
      const key = [
        `dev@box:~/infra$ cat ~/.ssh/id_ed25519`,
        armour("OPENSSH ", false),
        head + k(50, B64),
        k(70, B64),
        k(70, B64),
        k(24, B64) + "=",
        armour("OPENSSH ", true),
      ];
      return bury(session(num(50, 90)), key).join("\n");
    }),
    S("block", "APNs .p8 key added in a long git show", (k) =>
      [
        `commit ${hex(40)}`,
        `Author: Sam Okafor <sam@acme.dev>`,
        `Date:   ${new Date(Date.parse(tick())).toUTCString()}`,
        ``,
        `    Add push notifications for iOS`,
        ``,
        ...lines(num(3, 6), () =>
          ` ${
            pick([
              "ios/App/AppDelegate.swift",
              "server/push.ts",
              "certs/AuthKey.p8",
              "package.json",
            ])
          } | ${num(2, 90)} ++++`),
        ``,
        `diff --git a/server/push.ts b/server/push.ts`,
        `new file mode 100644`,
        `--- /dev/null`,
        `+++ b/server/push.ts`,
        `@@ -0,0 +1,${num(20, 40)} @@`,
        ...lines(num(20, 40), () =>
          `+${
            pick([
              'import apn from "@parse/node-apn";',
              'const provider = new apn.Provider({ token: { key: "certs/AuthKey.p8", keyId, teamId }, production: true });',
              "export async function push(token: string, alert: string) {",
              '  return provider.send(new apn.Notification({ alert, topic: "dev.acme.shop" }), token);',
              "}",
            ])
          }`),
        `diff --git a/certs/AuthKey.p8 b/certs/AuthKey.p8`,
        `new file mode 100644`,
        `--- /dev/null`,
        `+++ b/certs/AuthKey.p8`,
        `@@ -0,0 +1,6 @@`,
        ...pemBlock(k, "", 4).map((l) => `+${l}`),
      ].join("\n")),
    S("block", "RSA key under an indented YAML scalar in group_vars", (k) =>
      bury(
        lines(num(40, 70), (i) =>
          pick([
            `app_port: ${num(3000, 9000)}`,
            `app_release: "${hex(40)}"`,
            `nginx_workers: ${num(2, 16)}`,
            `# ${pick(["web", "db", "cache"])} settings ${i}`,
            `ntp_servers: [0.pool.ntp.org, 1.pool.ntp.org]`,
            `deploy_user: deploy`,
          ])),
        [`deploy_ssh_private_key: |`, ...pemBlock(k, "RSA ", 6, "  ")],
      ).join("\n")),
    S("wrapped", "token folded at 76 columns in a pod log", (_k, add) => {
      const token = draw(150, B64URL);
      const parts = [token.slice(0, 60), token.slice(60, 136), token.slice(136)];
      parts.forEach(add);
      const log = lines(num(40, 80), () => `${tick()} INFO  ${pkgLine()}`);
      return bury(log, [
        `${tick()} DEBUG refreshed upstream session token=${parts[0]}`,
        parts[1]!,
        parts[2]!,
      ]).join("\n");
    }),
    S("wrapped", "key broken by <br> in a Markdown table of an answer", (k) =>
      [
        `Here are the environments and what each one uses:`,
        ``,
        `| env | url | api key | notes |`,
        `| --- | --- | --- | --- |`,
        ...lines(num(10, 20), () =>
          `| ${pick(["dev", "qa", "demo", "perf"])}-${hex(4)} | https://${
            hex(6)
          }.preview.acme.dev | (from vault) | build ${hex(7)} |`),
        `| prod | https://api.acme.dev | ${k(32)}<br>${k(32)} | rotated ${tick().slice(0, 10)} |`,
        ...lines(num(10, 20), () =>
          `| ${pick(["sandbox", "canary"])}-${hex(4)} | https://${
            hex(6)
          }.acme.dev | (from vault) | build ${hex(7)} |`),
        ``,
        `The prod key should not be in this table at all; I'll move it to the vault path the others use.`,
      ].join("\n")),
    S("wrapped", "secret quoted over lines in a forwarded mail", (k) =>
      [
        `---------- Forwarded message ---------`,
        `From: IT Service Desk <servicedesk@acme.dev>`,
        `Date: ${new Date(Date.parse(tick())).toUTCString()}`,
        `Subject: RE: [INC${num(100000, 999999)}] API access for the reporting job`,
        ``,
        ...lines(num(20, 40), () =>
          `> ${
            pick([
              "Hello, thank you for contacting the service desk.",
              "Your request has been approved by your manager.",
              "Please do not share these details with anyone.",
              "The client id is the same as for the staging tenant.",
              "This ticket will close automatically in 5 days.",
            ])
          }`),
        `> Client secret (copy both lines, no space):`,
        `> ${k(20)}`,
        `> ${k(20)}`,
        `>`,
        ...lines(num(10, 20), () =>
          `> ${pick(["Kind regards,", "IT Service Desk", "Ext. 4400", "Mon-Fri 8-18"])}`),
      ].join("\n")),
    S("wrapped", "Python implicit string concatenation in a long module", (k) =>
      [
        `"""Reporting client: pulls invoices nightly."""`,
        `import logging`,
        `import httpx`,
        ``,
        ...lines(num(30, 50), (i) =>
          pick([
            `log = logging.getLogger(__name__)`,
            `TIMEOUT_${i} = httpx.Timeout(${num(5, 60)}.0)`,
            `# ${pick(["retry budget", "page size", "see RUN-" + num(100, 999)])}`,
            `PAGE_SIZE = ${num(50, 500)}`,
            ``,
          ])),
        `API_TOKEN = (`,
        `    "${k(32)}"`,
        `    "${k(32)}"`,
        `)`,
        ``,
        ...lines(num(20, 40), () =>
          pick([
            `def fetch(page: int) -> dict:`,
            `    r = httpx.get(f"{BASE}/invoices", params={"page": page}, headers={"Authorization": f"Bearer {API_TOKEN}"})`,
            `    r.raise_for_status()`,
            `    return r.json()`,
            ``,
          ])),
      ].join("\n")),
    S("output", "JWT in a HAR entry among many requests", (k) =>
      JSON.stringify(
        {
          log: {
            version: "1.2",
            creator: { name: "Firefox", version: "133.0" },
            entries: [
              ...lines(num(8, 14), () => ({
                startedDateTime: tick(),
                request: {
                  method: "GET",
                  url: `https://shop.acme.dev/_next/static/chunks/${hex(16)}.js`,
                  headers: [{ name: "Accept", value: "*/*" }],
                },
                response: { status: 200, headers: [{ name: "ETag", value: `"${hex(32)}"` }] },
              })),
              {
                startedDateTime: tick(),
                request: {
                  method: "PUT",
                  url: "https://api.acme.dev/v2/cart",
                  headers: [{
                    name: "Authorization",
                    value: `Bearer ${jwt(k, { sub: hex(24), sid: hex(16), exp: 1795003600 })}`,
                  }],
                },
                response: { status: 403, headers: [] },
              },
            ],
          },
        },
        null,
        2,
      )),
  ];
}
