/**
 * Corpus twenty-five, clean scanner and SAST/DAST output: what the tools print when the value is
 * redacted or masked (too little shown to use), their rule regexes and templates, hashed secrets of
 * a detect-secrets baseline, alerts resolved as revoked, and findings about a secret read from the
 * environment. Nothing here is a usable credential; every text must come back byte for byte.
 */
import {
  ALNUM,
  draw,
  type HeldOutClean,
  hex,
  num,
  pick,
  sha256,
  spreadClean,
  tick,
  UPPER,
  user,
  uuid,
} from "./_heldout_twentyfive_make.ts";

const repo = () => pick(["payments-api", "infra-live", "mobile-app", "billing-worker", "data-etl"]);

const ALIKES: (readonly [string, () => string])[] = [
  ["gitleaks report run with --redact", () => {
    const c = hex(40);
    return JSON.stringify(
      [{
        Description: "GitHub Personal Access Token",
        StartLine: num(2, 90),
        Match: "token: REDACTED",
        Secret: "REDACTED",
        File: ".github/workflows/release.yml",
        Commit: c,
        Entropy: 5.2,
        Author: user(),
        Date: tick(),
        RuleID: "github-pat",
        Fingerprint: `${c}:.github/workflows/release.yml:github-pat:${num(2, 90)}`,
      }],
      null,
      1,
    );
  }],
  ["gitleaks.toml rules and their regexes", () =>
    [
      `title = "${repo()} gitleaks config"`,
      "[extend]",
      "useDefault = true",
      "",
      "[[rules]]",
      `id = "internal-api-key-${draw(4, "abcdefghijklmnopqrstuvwxyz")}"`,
      'description = "Internal API key"',
      "regex = '''(?i)\\b(acme_(?:live|test)_[a-z0-9]{32})\\b'''",
      'keywords = ["acme_live_", "acme_test_"]',
      "entropy = 3.5",
      "",
      "[[rules]]",
      'id = "github-pat"',
      "regex = '''ghp_[0-9a-zA-Z]{36}'''",
      "",
      "[allowlist]",
      'paths = ["""(^|/)testdata/""", """\\.snap$"""]',
      `regexes = ["""AKIA[0-9A-Z]{16}EXAMPLE"""]`,
    ].join("\n")],
  ["GitGuardian incident email, the secret masked", () =>
    [
      `Subject: [GitGuardian] Secret incident #${num(1000, 99999)} — GitHub Personal Access Token`,
      "",
      `A GitHub Personal Access Token was detected in acme/${repo()} on ${tick().slice(0, 10)}.`,
      "",
      `  Secret:   ghp_${draw(2)}${"*".repeat(32)}${draw(2)}`,
      `  Also:     AKIA${"*".repeat(12)}${draw(4, UPPER)} (AWS Keys, valid: unknown)`,
      "  File:     scripts/release.sh",
      `  Commit:   ${hex(40)}`,
      "",
      `View incident: https://dashboard.gitguardian.com/workspace/${
        num(100000, 999999)
      }/incidents/secrets/${num(1e6, 9e6)}`,
    ].join("\n")],
  ["detect-secrets baseline with hashed secrets", () =>
    JSON.stringify(
      {
        version: "1.5.0",
        plugins_used: [{ name: "AWSKeyDetector" }, { name: "Base64HighEntropyString", limit: 4.5 }],
        results: {
          "config/settings.py": [{
            type: "Secret Keyword",
            filename: "config/settings.py",
            hashed_secret: hex(40),
            is_verified: false,
            line_number: num(3, 99),
          }],
          "tests/fixtures/aws.json": [{
            type: "AWS Access Key",
            filename: "tests/fixtures/aws.json",
            hashed_secret: hex(40),
            is_verified: false,
            line_number: num(3, 99),
            is_secret: false,
          }],
        },
        generated_at: tick().slice(0, 19) + "Z",
      },
      null,
      2,
    )],
  ["GitHub secret scanning alerts resolved as revoked", () =>
    JSON.stringify(
      [1, 2].map(() => {
        const n = num(1, 300);
        return {
          number: n,
          state: "resolved",
          resolution: "revoked",
          resolved_at: tick(),
          resolved_by: { login: user().replace(".", "-") },
          secret_type: pick([
            "github_personal_access_token",
            "slack_api_token",
            "aws_access_key_id",
          ]),
          html_url: `https://github.com/acme/${repo()}/security/secret-scanning/${n}`,
          validity: "inactive",
        };
      }),
      null,
      2,
    )],
  ["trufflehog run with nothing verified", () =>
    [
      `${tick()}\tinfo-0\ttrufflehog\trunning source\t{"source_manager_worker_id": "${
        draw(5, ALNUM)
      }", "with_units": true}`,
      `${tick()}\tinfo-0\ttrufflehog\tfinished scanning\t{"chunks": ${num(1000, 90000)}, "bytes": ${
        num(1e6, 9e7)
      }, "verified_secrets": 0, "unverified_secrets": 0, "scan_duration": "${num(2, 59)}.${
        num(100, 999)
      }s", "trufflehog_version": "3.88.${num(0, 9)}"}`,
    ].join("\n")],
  ["Semgrep rule for hard-coded passwords", () =>
    [
      "rules:",
      `  - id: acme.hardcoded-password-${draw(3, "abcdefghijklmnopqrstuvwxyz")}`,
      "    languages: [python]",
      "    severity: ERROR",
      "    message: A password is written in the source; read it from the environment or the vault.",
      "    patterns:",
      `      - pattern-regex: (?i)(passw(or)?d|secret|api_?key)\\s*=\\s*["'][^"']{8,}["']`,
      "      - pattern-not-regex: os\\.environ",
      "    metadata:",
      "      cwe: ['CWE-798: Use of Hard-coded Credentials']",
      "      owasp: ['A07:2021 - Identification and Authentication Failures']",
      `      references: [https://cwe.mitre.org/data/definitions/798.html]`,
    ].join("\n")],
  ["CodeQL SARIF, a credential read from the environment", () =>
    JSON.stringify(
      {
        ruleId: "py/clear-text-logging-sensitive-data",
        level: "error",
        message: { text: "This expression logs [sensitive data (password)](1) as clear text." },
        locations: [{
          physicalLocation: {
            artifactLocation: { uri: "app/db.py" },
            region: {
              startLine: num(10, 90),
              snippet: { text: '    log.info("connecting with %s", os.environ["DB_PASSWORD"])' },
            },
          },
        }],
        partialFingerprints: { primaryLocationLineHash: `${hex(16)}:1` },
        properties: { "security-severity": "7.5", cwe: "CWE-312" },
      },
      null,
      2,
    )],
  ["ZAP baseline summary", () =>
    [
      `Total of ${num(20, 90)} URLs`,
      `WARN-NEW: Cookie No HttpOnly Flag [10010] x ${num(1, 9)}`,
      `\thttps://app.${pick(["acme", "globex"])}.com/login (200 OK)`,
      `WARN-NEW: Content Security Policy (CSP) Header Not Set [10038] x ${num(1, 9)}`,
      `WARN-NEW: Information Disclosure - Debug Error Messages [10023] x 1`,
      `FAIL-NEW: 0\tFAIL-INPROG: 0\tWARN-NEW: ${
        num(3, 9)
      }\tWARN-INPROG: 0\tINFO: 0\tIGNORE: 0\tPASS: ${num(40, 70)}`,
      `report id ${uuid()}`,
    ].join("\n")],
  ["nuclei template for AWS key ids", () =>
    [
      `id: aws-access-key-${draw(4, "abcdefghijklmnopqrstuvwxyz")}`,
      "info:",
      "  name: AWS Access Key ID - Detect",
      "  author: acme-appsec",
      "  severity: info",
      "  tags: file,keys,token,aws",
      "file:",
      "  - extensions: [all]",
      "    extractors:",
      "      - type: regex",
      "        regex:",
      '          - "(A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}"',
      `# digest: ${sha256()}`,
    ].join("\n")],
];

/** Clean scanner and SAST/DAST output. */
export function buildQuietScans(): HeldOutClean[] {
  return spreadClean(ALIKES, 3);
}
