/**
 * Held-out corpus six, clean near misses: code, versions and paths, and text that stands where a
 * secret would (a credential-shaped command, header, URL or response) but holds none.
 */
import type { HeldOutClean } from "./_heldout_make.ts";
import {
  ALNUM,
  b64,
  BASE64,
  BASE64URL,
  c,
  DIGITS,
  g,
  HEX,
  LOWER_DIGITS,
  uid,
  UPPER_DIGITS,
} from "./_heldout_six_make.ts";

function code(): HeldOutClean[] {
  return [
    c(
      "long java identifier",
      "AbstractAnnotationConfigDispatcherServletInitializer.getServletMappings()",
    ),
    c(
      "react hook names",
      "useInfiniteQueryWithSuspenseFallback, useOptimisticMutationWithRollback",
    ),
    c(
      "regex for keys in code",
      "const OPENAI_KEY = /sk-(proj-)?[A-Za-z0-9_-]{20,}/;\nif (!OPENAI_KEY.test(key)) throw new Error('bad key');",
    ),
    c(
      "function with secret words",
      "def rotate_api_key(secret_id: str, password_length: int = 32) -> str:",
    ),
    c(
      "test names",
      "test_password_reset_token_expires_after_one_hour PASSED\ntest_refresh_token_rotation_revokes_old_token PASSED",
    ),
    c(
      "css module classes",
      `<div class="Button_primary__${g(5, BASE64URL)} css-${g(7, LOWER_DIGITS)}">`,
    ),
    c(
      "tailwind classes",
      '<button class="inline-flex items-center rounded-md bg-indigo-600 px-3 py-2 text-sm">',
    ),
    c("go pseudo version", `github.com/acme/lib v0.0.0-20241112093011-${g(12, HEX)}`),
    c(
      "semver build",
      "ctx 1.4.0-rc.2+build.20261127.3f9a8b7 (deno 2.9.6, v8 13.0.245.12-rusty, typescript 5.6.2)",
    ),
    c(
      "file paths",
      "/home/dana/.cache/pip/wheels/7f/1a/ab/3e8d9c0b5a4f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b0a9f8e",
    ),
    c(
      "windows path",
      "C:\\Users\\dana\\AppData\\Local\\Temp\\vscode-typescript1000\\8f2c1a\\tscancellation-9a1b.tmp",
    ),
    c(
      "ipv6 and mac",
      "inet6 fe80::1c2b:3aff:fe4d:5e6f/64 scopeid 0x20<link>\nether 1e:2b:3a:4d:5e:6f",
    ),
    c(
      "base32 in sql",
      `INSERT INTO users (id, name) VALUES ('01J${
        g(23, "0123456789ABCDEFGHJKMNPQRSTVWXYZ")
      }', 'Dana');`,
    ),
    c("random test fixture seed", "seed: 8675309, shuffle: true, run id 20261127-101512-7f3a"),
    c(
      "lorem with numbers",
      "Build 48213 finished in 3m12s; 1,204 tests, 0 failures, coverage 87.3%.",
    ),
    c(
      "mcp tool listing",
      "Tools: read_file, write_file, search_context, get_project_context, list_context_projects",
    ),
    c("uuid in url path", `GET /api/v1/orders/${uid()}/items?page=2 200 12ms`),
  ];
}

function nearMisses(): HeldOutClean[] {
  return [
    c(
      "token response fields without token",
      '"token_type": "Bearer",\n"expires_in": 3600,\n"scope": "repo read:org"',
    ),
    c(
      "api base url",
      "OPENAI_BASE_URL=https://api.openai.com/v1\nANTHROPIC_BASE_URL=https://api.anthropic.com",
    ),
    c(
      "aws profile and region",
      "AWS_PROFILE=prod-admin\nAWS_REGION=us-east-1\nAWS_SDK_LOAD_CONFIG=1",
    ),
    c(
      "feature flags with secret words",
      '{"requireToken": true, "passwordLogin": false, "apiKeyRotationDays": 90}',
    ),
    c(
      "bearer placeholder header",
      'curl -H "Authorization: Bearer <token>" https://api.acme.io/v1/me',
    ),
    c("curl with variables", 'curl -u "$JENKINS_USER:$JENKINS_TOKEN" "$JENKINS_URL/job/api/build"'),
    c("mysql prompt for password", "mysql -h 127.0.0.1 -u root -p\nEnter password:"),
    c("postgres url without password", "psql postgres://postgres@localhost:5432/app_dev"),
    c("redis url without password", "REDIS_URL=redis://localhost:6379/0"),
    c("ssh remote", "git clone git@github.com:acme/api.git && cd api"),
    c("url with user only", "https://dana@bitbucket.org/acme/infra.git"),
    c("ssh with identity file", "ssh -i ~/.ssh/id_ed25519 -o IdentitiesOnly=yes deploy@10.0.4.2"),
    c("genrsa command", "openssl genrsa -out private.key 4096 && chmod 600 private.key"),
    c(
      "ssh-keygen output",
      `Your identification has been saved in /home/dana/.ssh/id_ed25519\nYour public key has been saved in /home/dana/.ssh/id_ed25519.pub\nThe key fingerprint is:\nSHA256:${
        g(43, BASE64)
      } dana@laptop`,
    ),
    c(
      "gh auth status masked",
      "github.com\n  ✓ Logged in to github.com account dana (keyring)\n  - Token: gho_************************************",
    ),
    c(
      "sts caller identity",
      `{\n    "UserId": "AIDA${
        g(17, UPPER_DIGITS)
      }",\n    "Account": "123456789012",\n    "Arn": "arn:aws:iam::123456789012:user/dana"\n}`,
    ),
    c("assumed role user id", `"UserId": "AROA${g(17, UPPER_DIGITS)}:botocore-session-1732701234"`),
    c(
      "graphql node ids",
      `{"id": "PR_kwDO${g(18, BASE64URL)}", "author": {"id": "MDQ6VXNlcjE4MjM0NTY="}}`,
    ),
    c("advisory ids", "lodash  <4.17.21  Severity: high  GHSA-35jh-r3h4-6jhm CVE-2021-23337"),
    c("contract bytecode", `"bytecode": "0x608060405234801561001057600080fd5b50${g(180, HEX)}"`),
    c("mongo object id", `{ _id: ObjectId("${g(24, HEX)}"), email: "dana@acme.io" }`),
    c(
      "elasticsearch doc id",
      `"_index": "logs-2026.11.27", "_id": "${g(20, BASE64URL)}", "_score": 1.3`,
    ),
    c("nanoid and ksuid", `id: ${g(21, BASE64URL)} ksuid: 2${g(26, ALNUM)}`),
    c("discord snowflake", `guild_id=${g(19, DIGITS)} channel_id=${g(19, DIGITS)}`),
    c("lambda request id", `START RequestId: ${uid()} Version: $LATEST\nEND RequestId: ${uid()}`),
    c(
      "cloudfront distribution",
      `aws cloudfront create-invalidation --distribution-id E${g(13, UPPER_DIGITS)} --paths "/*"`,
    ),
    c(
      "terraform state lineage",
      `{\n  "version": 4,\n  "terraform_version": "1.9.5",\n  "serial": 42,\n  "lineage": "${uid()}"\n}`,
    ),
    c(
      "git lfs pointer",
      `version https://git-lfs.github.com/spec/v1\noid sha256:${g(64, HEX)}\nsize 48213377`,
    ),
    c(
      "gradle wrapper checksum",
      `distributionUrl=https\\://services.gradle.org/distributions/gradle-8.10-bin.zip\ndistributionSha256Sum=${
        g(64, HEX)
      }`,
    ),
    c(
      "pagination cursor",
      `{"data": [], "has_more": true, "next_cursor": "${b64('{"id":48213,"ts":1732701234}')}"}`,
    ),
    c(
      "webhook signature header",
      `X-GitHub-Event: push\nX-GitHub-Delivery: ${uid()}\nX-Hub-Signature-256: sha256=${
        g(64, HEX)
      }`,
    ),
    c("csp nonce", `Content-Security-Policy: script-src 'self' 'nonce-${g(22, BASE64)}=='`),
    c(
      "jupyter cell",
      `{"cell_type": "code", "execution_count": 12, "id": "${g(8, HEX)}", "metadata": {}}`,
    ),
    c(
      "hmac prose",
      "Compute HMAC-SHA256 of the raw body with your signing secret and compare it to the signature header in constant time.",
    ),
    c(
      "rotation runbook",
      "1. Create a new key in the console. 2. Update API_KEY in the vault. 3. Revoke the old key after 24 h.",
    ),
  ];
}

export const SIX_NEAR_MISS_CLEAN: HeldOutClean[] = [...code(), ...nearMisses()];
