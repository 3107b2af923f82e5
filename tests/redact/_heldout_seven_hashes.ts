/**
 * Held-out corpus seven (see _heldout_seven.ts), clean: hashes, digests, ids and versions that
 * look random but are not secrets (git, lockfiles, checksums, image digests, request and trace
 * ids, UUIDs, vendor object ids, build hashes). Each must come out byte for byte.
 */
import type { HeldOutClean } from "./_heldout_make.ts";
import { ALNUM, b64, b64url, C, digits, g, hex, LOWER_ALNUM, uuid } from "./_heldout_seven_make.ts";

const sha = () => hex(40);
const short = () => hex(7);
const s256 = () => hex(64);
const sri = (n: number) => b64(n);
const base58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
const ulid = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

export const SEVEN_HASH_CLEAN: readonly HeldOutClean[] = [
  C(
    "git log oneline",
    `$ git log --oneline -5\n${short()} (HEAD -> main, origin/main) fix: retry idempotent POSTs once\n${short()} chore(deps): bump vite from 6.3.5 to 6.4.1\n${short()} feat(api): paginate /orders\n${short()} test: cover the empty cart\n${short()} Merge pull request #412 from acme/dana/ci-cache`,
  ),
  C("git rev-parse head", `$ git rev-parse HEAD\n${sha()}`),
  C(
    "git show header",
    `commit ${sha()}\nMerge: ${short()} ${short()}\nAuthor: Dana Kowalski <dana@acme.dev>\nDate:   Thu Nov 27 10:12:44 2026 +0100\n\n    Merge branch 'release/2.4'`,
  ),
  C("git commit url", `Fixed in https://github.com/acme/web/commit/${sha()} (see #1187).`),
  C(
    "github blob permalink",
    `The check is here: https://github.com/denoland/deno/blob/${sha()}/cli/tools/test/mod.rs#L412-L430`,
  ),
  C("github compare url", `Changes: https://github.com/acme/api/compare/${sha()}...${sha()}`),
  C(
    "git rebase output",
    `Successfully rebased and updated refs/heads/feature/export.\n[feature/export ${short()}] export: stream rows instead of buffering\n 3 files changed, 88 insertions(+), 41 deletions(-)`,
  ),
  C(
    "git reflog",
    `${short()} HEAD@{0}: commit: cache: key by lockfile hash\n${short()} HEAD@{1}: checkout: moving from main to cache-key\n${short()} HEAD@{2}: pull --rebase: fast-forward`,
  ),
  C(
    "git submodule status",
    ` ${sha()} vendor/libuv (v1.49.2)\n+${sha()} vendor/zlib (v1.3.1-4-g${short()})`,
  ),
  C(
    "package-lock integrity",
    `    "node_modules/react": {\n      "version": "19.2.0",\n      "resolved": "https://registry.npmjs.org/react/-/react-19.2.0.tgz",\n      "integrity": "sha512-${
      sri(86)
    }==",\n      "license": "MIT"\n    },`,
  ),
  C(
    "pnpm lock resolution",
    `  /zod@3.25.76:\n    resolution: {integrity: sha512-${sri(86)}==}\n    dev: false`,
  ),
  C(
    "yarn berry checksum",
    `"lodash@npm:^4.17.21":\n  version: 4.17.21\n  resolution: "lodash@npm:4.17.21"\n  checksum: 10c0/${
      hex(128)
    }\n  languageName: node\n  linkType: hard`,
  ),
  C(
    "cargo lock checksum",
    `[[package]]\nname = "serde"\nversion = "1.0.228"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${s256()}"`,
  ),
  C(
    "go sum lines",
    `github.com/google/uuid v1.6.0 h1:${b64(43)}=\ngithub.com/google/uuid v1.6.0/go.mod h1:${
      b64(43)
    }=`,
  ),
  C(
    "poetry lock hashes",
    `files = [\n    {file = "requests-2.32.3-py3-none-any.whl", hash = "sha256:${s256()}"},\n    {file = "requests-2.32.3.tar.gz", hash = "sha256:${s256()}"},\n]`,
  ),
  C(
    "pip requirements hashes",
    `urllib3==2.2.3 \\\n    --hash=sha256:${s256()} \\\n    --hash=sha256:${s256()}`,
  ),
  C(
    "composer lock shasum",
    `"dist": {\n    "type": "zip",\n    "url": "https://api.github.com/repos/laravel/framework/zipball/${sha()}",\n    "reference": "${sha()}",\n    "shasum": ""\n},`,
  ),
  C(
    "terraform lock hcl",
    `provider "registry.terraform.io/hashicorp/aws" {\n  version     = "5.82.2"\n  constraints = "~> 5.0"\n  hashes = [\n    "h1:${
      b64(43)
    }=",\n    "zh:${s256()}",\n    "zh:${s256()}",\n  ]\n}`,
  ),
  C(
    "nix flake lock",
    `"nixpkgs": {\n  "locked": {\n    "lastModified": 1764000000,\n    "narHash": "sha256-${
      b64(43)
    }=",\n    "owner": "NixOS",\n    "repo": "nixpkgs",\n    "rev": "${sha()}",\n    "type": "github"\n  }\n}`,
  ),
  C(
    "gemfile lock checksums",
    `CHECKSUMS\n  rack (3.1.8) sha256=${s256()}\n  rails (8.0.1) sha256=${s256()}`,
  ),
  C(
    "sha256sum output",
    `$ sha256sum dist/ctx-linux-x64.tar.gz\n${s256()}  dist/ctx-linux-x64.tar.gz`,
  ),
  C(
    "md5sum and sha1sum",
    `$ md5sum backup.sql && sha1sum backup.sql\n${hex(32)}  backup.sql\n${sha()}  backup.sql`,
  ),
  C(
    "shasums file",
    `${s256()}  node-v22.12.0-darwin-arm64.tar.gz\n${s256()}  node-v22.12.0-linux-x64.tar.xz\n${s256()}  node-v22.12.0-win-x64.zip`,
  ),
  C(
    "docker image digest",
    `$ docker pull node:22-alpine\n22-alpine: Pulling from library/node\nDigest: sha256:${s256()}\nStatus: Downloaded newer image for node:22-alpine`,
  ),
  C(
    "kubernetes image with digest",
    `      containers:\n        - name: api\n          image: ghcr.io/acme/api@sha256:${s256()}\n          imagePullPolicy: IfNotPresent`,
  ),
  C(
    "docker ps container ids",
    `$ docker ps\nCONTAINER ID   IMAGE          COMMAND                  STATUS\n${
      hex(12)
    }   postgres:16    "docker-entrypoint.s…"   Up 2 hours\n${
      hex(12)
    }   redis:7        "docker-entrypoint.s…"   Up 2 hours`,
  ),
  C(
    "docker build output",
    ` => exporting to image\n => => writing image sha256:${s256()}\n => => naming to docker.io/acme/api:2.4.1`,
  ),
  C(
    "subresource integrity script tag",
    `<script src="https://cdn.jsdelivr.net/npm/alpinejs@3.14.8/dist/cdn.min.js" integrity="sha384-${
      b64(64)
    }" crossorigin="anonymous" defer></script>`,
  ),
  C(
    "uuid request id in log",
    `2026-11-27T10:01:02Z INFO request_id=${uuid()} method=POST path=/v1/orders status=201 duration_ms=48`,
  ),
  C(
    "azure ids in az output",
    `{\n  "id": "/subscriptions/${uuid()}/resourceGroups/rg-prod/providers/Microsoft.Web/sites/acme-api",\n  "tenantId": "${uuid()}",\n  "location": "westeurope"\n}`,
  ),
  C(
    "kubernetes uid and resource version",
    `metadata:\n  name: api-7d9f8b6c5d\n  namespace: prod\n  uid: ${uuid()}\n  resourceVersion: "${
      digits(8)
    }"\n  ownerReferences:\n  - apiVersion: apps/v1\n    kind: Deployment\n    uid: ${uuid()}`,
  ),
  C(
    "traceparent header",
    `traceparent: 00-${hex(32)}-${hex(16)}-01\ntracestate: congo=t61rcWkgMzE`,
  ),
  C(
    "aws request and trace ids",
    `x-amzn-RequestId: ${uuid()}\nX-Amzn-Trace-Id: Root=1-${hex(8)}-${hex(24)};Parent=${
      hex(16)
    };Sampled=1`,
  ),
  C("sentry event id", `Sentry captured the error: event ${hex(32)} (issue ACME-API-3F2)`),
  C(
    "anthropic message and tool ids",
    `{"id":"msg_01${
      g(22, ALNUM)
    }","type":"message","role":"assistant","content":[{"type":"tool_use","id":"toolu_01${
      g(22, ALNUM)
    }","name":"Bash","input":{"command":"npm test"}}]}`,
  ),
  C(
    "anthropic request id header",
    `request-id: req_011C${g(20, ALNUM)}\nanthropic-ratelimit-requests-remaining: 49`,
  ),
  C(
    "openai response ids",
    `{"id":"chatcmpl-${
      g(29, ALNUM)
    }","object":"chat.completion","created":1764240000,"model":"gpt-4o-2024-11-20","system_fingerprint":"fp_${
      hex(10)
    }"}`,
  ),
  C(
    "openai assistant object ids",
    `thread_${g(24, ALNUM)} run_${g(24, ALNUM)} file-${g(22, ALNUM)} asst_${g(24, ALNUM)}`,
  ),
  C(
    "stripe object ids",
    `Charge ch_3${g(23, ALNUM)} for customer cus_${g(14, ALNUM)} on price price_1${
      g(23, ALNUM)
    } (invoice in_1${g(23, ALNUM)})`,
  ),
  C(
    "stripe event in webhook log",
    `2026-11-27 10:11:12   --> payment_intent.succeeded [evt_3${
      g(23, ALNUM)
    }]\n2026-11-27 10:11:12  <--  [200] POST http://localhost:4242/webhook [evt_3${g(23, ALNUM)}]`,
  ),
  C(
    "github node id and run id",
    `{"node_id":"PR_kwDO${g(18, ALNUM + "-_")}","number":412,"head":{"sha":"${sha()}"},"run_id":${
      digits(11)
    }}`,
  ),
  C("github actions cache key", `Cache restored from key: node-cache-Linux-x64-npm-${s256()}`),
  C(
    "webpack build asset hashes",
    `dist/assets/index-${b64url(8)}.js      211.34 kB │ gzip: 68.12 kB\ndist/assets/index-${
      b64url(8)
    }.css      18.02 kB │ gzip:  4.41 kB\ndist/assets/vendor-${
      hex(8)
    }.js   402.10 kB │ gzip: 121.77 kB`,
  ),
  C(
    "next build id",
    `Route (app)                              Size     First Load JS\n┌ ○ /                                    5.2 kB          92 kB\nBuild ID: ${
      b64url(21)
    }`,
  ),
  C(
    "go pseudo version",
    `require (\n\tgolang.org/x/exp v0.0.0-20251023183803-${
      hex(12)
    }\n\tgithub.com/acme/lib v1.4.1-0.20251102101112-${hex(12)}\n)`,
  ),
  C(
    "semver with build metadata",
    `ctx 0.9.2-rc.3+${short()} (deno 2.9.6, v8 14.1.146.4, typescript 5.9.3)`,
  ),
  C("ulid ids", `created job ${g(26, ulid)} and job ${g(26, ulid)}`),
  C(
    "ipfs cid",
    `pinned bafybei${g(52, "abcdefghijklmnopqrstuvwxyz234567")} and Qm${g(44, base58)}`,
  ),
  C(
    "ethereum address and tx hash",
    `Sent 0.05 ETH to 0x${hex(40)} in tx 0x${s256()} (block ${digits(8)})`,
  ),
  C("bitcoin address", `Donations: bc1q${g(38, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")}`),
  C(
    "etag and content md5",
    `< etag: W/"${hex(32)}"\n< content-md5: ${
      b64(22)
    }==\n< x-cache: Hit from cloudfront\n< x-amz-cf-id: ${b64url(54)}==`,
  ),
  C(
    "gpg key fingerprint",
    `$ gpg --list-keys dana@acme.dev\npub   ed25519 2025-03-01 [SC]\n      ${
      hex(40).toUpperCase()
    }\nuid           [ultimate] Dana Kowalski <dana@acme.dev>`,
  ),
  C(
    "ssh host key fingerprint",
    `The authenticity of host 'git.acme.internal (10.0.0.5)' can't be established.\nED25519 key fingerprint is SHA256:${
      b64(43)
    }.\nAre you sure you want to continue connecting (yes/no/[fingerprint])?`,
  ),
  C(
    "cloudformation stack id",
    `arn:aws:cloudformation:eu-west-1:${digits(12)}:stack/acme-api-prod/${uuid()}`,
  ),
  C(
    "vscode extension and session ids",
    `[info] Extension host (LocalProcess pid: 41233) started\n[info] sessionId: ${uuid()}${
      digits(13)
    } machineId: ${s256()}`,
  ),
  C(
    "random slug in pod names",
    `NAME                        READY   STATUS    RESTARTS   AGE\napi-7d9f8b6c5d-${
      g(5, LOWER_ALNUM)
    }   1/1     Running   0          3h\nworker-5c6b7d8e9f-${
      g(5, LOWER_ALNUM)
    }   1/1     Running   2          3h`,
  ),
];
