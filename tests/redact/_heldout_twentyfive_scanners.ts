/**
 * Corpus twenty-five, secret scanners' own output: gitleaks (console, JSON, SARIF), trufflehog
 * (text and JSON), detect-secrets audit, git-secrets, Nosey Parker, ggshield and GitHub secret
 * scanning alerts — each showing the value it found, whole or with too little hidden to matter.
 */
import {
  awsSecret,
  B64,
  draw,
  ghToken,
  type HeldOutSecret,
  hex,
  keyId,
  LOWER,
  num,
  pass,
  pemBlock,
  pick,
  spread,
  type Template,
  tick,
  user,
} from "./_heldout_twentyfive_make.ts";

const repo = () => pick(["payments-api", "infra-live", "mobile-app", "billing-worker", "data-etl"]);
const commit = () => hex(40);
const email = () => `${user()}@${pick(["acme.io", "globex.dev", "initech.com"])}`;

const TEMPLATES: Template[] = [
  {
    label: "gitleaks JSON report, a GitHub token",
    shape: "vendor",
    make: (_k, add) => {
      const tok = ghToken(add, "ghp_");
      const c = commit();
      return JSON.stringify(
        [{
          Description: "GitHub Personal Access Token",
          StartLine: num(3, 90),
          EndLine: 0,
          StartColumn: num(1, 30),
          EndColumn: num(40, 70),
          Match: `token: ${tok}`,
          Secret: tok,
          File: ".github/workflows/release.yml",
          SymlinkFile: "",
          Commit: c,
          Entropy: 5.1 + num(0, 60) / 100,
          Author: user(),
          Email: email(),
          Date: tick(),
          Message: "ci: publish on tag",
          Tags: [],
          RuleID: "github-pat",
          Fingerprint: `${c}:.github/workflows/release.yml:github-pat:${num(3, 90)}`,
        }],
        null,
        1,
      );
    },
  },
  {
    label: "gitleaks verbose console, an AWS secret key",
    shape: "assignment",
    make: (k) => {
      const c = commit();
      const line = num(4, 60);
      const secret = awsSecret(k);
      return [
        "",
        "    ○",
        "    │╲",
        "    │ ○",
        "    ○ ░",
        "    ░    gitleaks",
        "",
        `Finding:     aws_secret_access_key = ${secret}`,
        `Secret:      ${secret}`,
        "RuleID:      aws-secret-access-key",
        `Entropy:     ${(4.6 + num(0, 80) / 100).toFixed(6)}`,
        `File:        deploy/credentials`,
        `Line:        ${line}`,
        `Commit:      ${c}`,
        `Author:      ${user()}`,
        `Email:       ${email()}`,
        `Date:        ${tick()}`,
        `Fingerprint: ${c}:deploy/credentials:aws-secret-access-key:${line}`,
        "",
        `${num(10, 19)}:${num(10, 59)}:${num(10, 59)} WRN leaks found: 1`,
      ].join("\n");
    },
  },
  {
    label: "trufflehog text, a verified Slack bot token",
    shape: "vendor",
    make: (k) => {
      const tok = `xoxb-${draw(11, "0123456789")}-${draw(13, "0123456789")}-${k(24)}`;
      return [
        "🐷🔑🐷  TruffleHog. Unearth your secrets. 🐷🔑🐷",
        "",
        "✅ Found verified result 🐷🔑",
        "Detector Type: Slack",
        "Decoder Type: PLAIN",
        `Raw result: ${tok}`,
        `Team: ${pick(["acme-eng", "globex", "initech-ops"])}`,
        `Url: https://${pick(["acme-eng", "globex"])}.slack.com/`,
        `Commit: ${commit()}`,
        `Email: ${email()}`,
        "File: scripts/notify.sh",
        `Line: ${num(2, 40)}`,
        `Repository: https://github.com/acme/${repo()}.git`,
        `Timestamp: ${tick().slice(0, 19).replace("T", " ")} +0000`,
        "",
        `${tick()}\tinfo-0\ttrufflehog\tfinished scanning\t{"chunks": ${num(900, 9000)}, "bytes": ${
          num(1e6, 9e6)
        }, "verified_secrets": 1, "unverified_secrets": 0}`,
      ].join("\n");
    },
  },
  {
    label: "trufflehog JSON line, AWS RawV2 with the secret",
    shape: "output",
    make: (k) => {
      const id = keyId();
      const secret = awsSecret(k);
      return JSON.stringify({
        SourceMetadata: {
          Data: {
            Git: {
              commit: commit(),
              file: "terraform/providers.tf",
              email: email(),
              repository: `https://github.com/acme/${repo()}.git`,
              timestamp: tick(),
              line: num(3, 40),
            },
          },
        },
        SourceID: 1,
        SourceType: 16,
        SourceName: "trufflehog - git",
        DetectorType: 2,
        DetectorName: "AWS",
        DecoderName: "PLAIN",
        Verified: true,
        Raw: id,
        RawV2: `${id}:${secret}`,
        Redacted: id,
        ExtraData: {
          account: draw(12, "0123456789"),
          arn: `arn:aws:iam::${draw(12, "0123456789")}:user/ci-deploy`,
        },
        StructuredData: null,
      });
    },
  },
  {
    label: "detect-secrets audit showing the line",
    shape: "assignment",
    make: (_k, add) =>
      [
        `Secret:      ${num(1, 9)} of ${num(10, 30)}`,
        "Filename:    services/mailer/config.py",
        "Secret Type: Secret Keyword",
        "----------",
        `${num(20, 40)}:# the relay for transactional mail`,
        `${num(41, 45)}:SMTP_HOST = "smtp.${draw(6, LOWER)}.net"`,
        `${num(46, 50)}:SMTP_PASSWORD = "${pass(add)}"`,
        `${num(51, 55)}:SMTP_PORT = 587`,
        "----------",
        "Should this string be committed to the repository? (y)es, (n)o, (s)kip, (b)ack, (q)uit: n",
      ].join("\n"),
  },
  {
    label: "GitHub secret scanning alert via the API, a Stripe key",
    shape: "vendor",
    make: (k) => {
      const n = num(3, 80);
      return JSON.stringify(
        {
          number: n,
          created_at: tick(),
          url: `https://api.github.com/repos/acme/${repo()}/secret-scanning/alerts/${n}`,
          html_url: `https://github.com/acme/${repo()}/security/secret-scanning/${n}`,
          state: "open",
          secret_type: "stripe_api_key",
          secret_type_display_name: "Stripe API Key",
          secret: "sk_live_" + k(99),
          validity: "active",
          push_protection_bypassed: false,
          resolution: null,
        },
        null,
        2,
      );
    },
  },
  {
    label: "ggshield scan with --show-secrets, a PostgreSQL URI",
    shape: "url",
    make: (k) =>
      [
        `secrets-engine-version: 2.${num(100, 130)}.0`,
        "",
        `🛡️  ⚔  🛡️  1 incident has been found in file config/database.yml`,
        "",
        `>>> Incident 1(Secrets detection): PostgreSQL Credentials (Validity: Valid) (Ignore with SHA: ${
          hex(64)
        }) (1 occurrence)`,
        `  ${num(10, 30)} | production:`,
        `  ${num(31, 40)} |   url: postgres://app_rw:${k(num(18, 26))}@db-prod.${
          draw(6, LOWER)
        }.eu-west-1.rds.amazonaws.com:5432/ledger`,
        "                           |_____password_____|",
        `  ${num(41, 50)} |   pool: 20`,
      ].join("\n"),
  },
  {
    label: "gitleaks verbose console, a private key",
    shape: "block",
    make: (k) =>
      [
        ...pemBlock(k, "RSA ", 8).map((l, i) => (i === 0 ? `Finding:     ${l}` : l)),
        "RuleID:      private-key",
        "Entropy:     6.02",
        "File:        ops/ansible/files/deploy_rsa",
        "Line:        1",
        `Commit:      ${commit()}`,
        `Author:      ${user()}`,
        `Date:        ${tick()}`,
      ].join("\n"),
  },
  {
    label: "secret scanner, an Azure storage key with its last four masked",
    shape: "assignment",
    make: (k) =>
      [
        `Finding #${num(100, 999)} — azure-storage-account-key (high)`,
        `  location: src/Jobs/appsettings.Production.json:${num(4, 40)}`,
        `  match:    "StorageConnection": "DefaultEndpointsProtocol=https;AccountName=acme${
          draw(5, LOWER)
        };AccountKey=${k(84, B64)}****;EndpointSuffix=core.windows.net"`,
        "  note:     value partly masked by the scanner (last 4 characters)",
        `  first seen: ${tick()}`,
      ].join("\n"),
  },
  {
    label: "Nosey Parker report, a Slack webhook",
    shape: "url",
    make: (k) =>
      [
        `Finding ${num(1, 9)}/${num(10, 40)}: Slack Webhook`,
        `Match: https://hooks.slack.com/services/T${
          draw(8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        }/B${draw(10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}/${k(24)}`,
        "",
        `Occurrence 1/1`,
        `Git repo: clones/https/github.com/acme/${repo()}`,
        `Blob: ${hex(40)}`,
        `Lines: ${num(3, 60)}:${num(10, 30)}-${num(61, 80)}:${num(60, 110)}`,
        "",
        `    curl -X POST -H 'Content-type: application/json' --data "{\\"text\\":\\"deploy done\\"}" \\`,
      ].join("\n"),
  },
  {
    label: "git-secrets prohibited pattern, a Django SECRET_KEY",
    shape: "assignment",
    make: (k) =>
      [
        `settings/production.py:${num(10, 90)}:SECRET_KEY = '${
          k(50, "abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)")
        }'`,
        "",
        "[ERROR] Matched one or more prohibited patterns",
        "",
        "Possible mitigations:",
        "- Mark false positives as allowed using: git config --add secrets.allowed ...",
        "- Mark false positives as allowed by adding regular expressions to .gitallowed at repository's root directory",
        "- List your configured patterns: git config --get-all secrets.patterns",
      ].join("\n"),
  },
  {
    label: "gitleaks SARIF result, an npm token in .npmrc",
    shape: "vendor",
    make: (_k, add) =>
      JSON.stringify(
        {
          ruleId: "npm-access-token",
          message: { text: "npm-access-token has detected secret for file .npmrc." },
          locations: [{
            physicalLocation: {
              artifactLocation: { uri: ".npmrc" },
              region: {
                startLine: 2,
                startColumn: 1,
                endLine: 2,
                endColumn: 70,
                snippet: { text: `//registry.npmjs.org/:_authToken=${ghToken(add, "npm_")}` },
              },
            },
          }],
          partialFingerprints: {
            commitSha: commit(),
            email: email(),
            author: user(),
            date: tick(),
          },
        },
        null,
        2,
      ),
  },
];

/** Secrets as the scanners that found them print them. */
export function buildScanners(): HeldOutSecret[] {
  return spread(TEMPLATES, 3);
}
