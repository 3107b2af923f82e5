/** Held-out corpus eight, clean: hashes, digests, checksums and ids that must stay as written. */
import type { HeldOutClean } from "./_heldout_make.ts";
import {
  AN,
  B32,
  b64,
  B64URL,
  cl,
  DIGITS,
  g,
  HEX,
  LD,
  LOWER,
  rb64,
  UD,
  ulid,
  uuid,
} from "./_heldout_eight_make.ts";

const NIX32 = "0123456789abcdfghijklmnpqrsvwxyz";
const sha = () => g(40, HEX);
const sha256 = () => g(64, HEX);

export const EIGHT_HASHES: readonly HeldOutClean[] = [
  cl(
    "git log oneline",
    `$ git log --oneline -4\n${g(7, HEX)} (HEAD -> main) fix: retry on 429\n${
      g(7, HEX)
    } feat: add export command\n${g(7, HEX)} chore(deps): bump vite\n${g(7, HEX)} docs: usage`,
  ),
  cl(
    "git show header",
    `commit ${sha()}\nMerge: ${g(9, HEX)} ${
      g(9, HEX)
    }\nAuthor: Jane Dev <jane@acme.io>\nDate:   Thu Nov 26 18:02:11 2026 +0100`,
  ),
  cl("git rev-parse", `$ git rev-parse HEAD\n${sha()}\n$ git merge-base main feature/x\n${sha()}`),
  cl(
    "git ls-tree",
    `100644 blob ${sha()}\tREADME.md\n100755 blob ${sha()}\tscripts/build.sh\n040000 tree ${sha()}\tsrc`,
  ),
  cl(
    "git rebase todo",
    `pick ${g(7, HEX)} add parser\nfixup ${g(7, HEX)} typo\nreword ${g(7, HEX)} wire cli`,
  ),
  cl(
    "git diff index line",
    `diff --git a/src/app.ts b/src/app.ts\nindex ${g(10, HEX)}..${
      g(10, HEX)
    } 100644\n--- a/src/app.ts\n+++ b/src/app.ts`,
  ),
  cl(
    "sha256sum output",
    `$ sha256sum dist/*\n${sha256()}  dist/ctx-linux-x64\n${sha256()}  dist/ctx-darwin-arm64`,
  ),
  cl(
    "shasum and md5",
    `$ shasum -a 1 backup.tar\n${sha()}  backup.tar\n$ md5sum backup.tar\n${
      g(32, HEX)
    }  backup.tar`,
  ),
  cl(
    "checksums file",
    `SHA256 (terraform_1.9.8_linux_amd64.zip) = ${sha256()}\nSHA512 (terraform_1.9.8_linux_amd64.zip) = ${
      g(128, HEX)
    }`,
  ),
  cl(
    "package-lock integrity",
    `"node_modules/lodash": {\n  "version": "4.17.21",\n  "resolved": "https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz",\n  "integrity": "sha512-${
      rb64(64)
    }",\n  "license": "MIT"\n}`,
  ),
  cl(
    "yarn lock entry",
    `"@babel/core@^7.24.0":\n  version "7.26.0"\n  resolved "https://registry.yarnpkg.com/@babel/core/-/core-7.26.0.tgz#${sha()}"\n  integrity sha512-${
      rb64(64)
    }`,
  ),
  cl(
    "pnpm lock entry",
    `  /zod@3.23.8:\n    resolution: {integrity: sha512-${rb64(64)}}\n    dev: false`,
  ),
  cl(
    "cargo lock checksum",
    `[[package]]\nname = "serde"\nversion = "1.0.215"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${sha256()}"`,
  ),
  cl(
    "go sum lines",
    `github.com/google/uuid v1.6.0 h1:${rb64(32)}\ngithub.com/google/uuid v1.6.0/go.mod h1:${
      rb64(32)
    }`,
  ),
  cl(
    "poetry lock hashes",
    `files = [\n    {file = "requests-2.32.3-py3-none-any.whl", hash = "sha256:${sha256()}"},\n    {file = "requests-2.32.3.tar.gz", hash = "sha256:${sha256()}"},\n]`,
  ),
  cl(
    "pip require hashes",
    `django==5.1.3 \\\n    --hash=sha256:${sha256()} \\\n    --hash=sha256:${sha256()}`,
  ),
  cl(
    "gemfile lock checksums",
    `CHECKSUMS\n  rack (3.1.8) sha256=${sha256()}\n  rails (8.0.0) sha256=${sha256()}`,
  ),
  cl(
    "flake lock",
    `"nixpkgs": {\n  "locked": {\n    "lastModified": 1732521221,\n    "narHash": "sha256-${
      rb64(32)
    }",\n    "owner": "NixOS",\n    "repo": "nixpkgs",\n    "rev": "${sha()}",\n    "type": "github"\n  }\n}`,
  ),
  cl(
    "nix store paths",
    `/nix/store/${g(32, NIX32)}-nodejs-20.18.0\n/nix/store/${g(32, NIX32)}-openssl-3.3.2-dev`,
  ),
  cl("docker image digest", `image: ghcr.io/acme/api@sha256:${sha256()}`),
  cl(
    "docker pull output",
    `latest: Pulling from library/node\n${g(12, HEX)}: Pull complete\n${
      g(12, HEX)
    }: Pull complete\nDigest: sha256:${sha256()}\nStatus: Downloaded newer image for node:22-alpine`,
  ),
  cl(
    "docker ps and images",
    `CONTAINER ID   IMAGE          COMMAND                  STATUS\n${
      g(12, HEX)
    }   redis:7        "docker-entrypoint.s…"   Up 3 hours\n\nREPOSITORY   TAG   IMAGE ID       SIZE\nacme/api     dev   ${
      g(12, HEX)
    }   212MB`,
  ),
  cl(
    "docker inspect id",
    `[\n    {\n        "Id": "sha256:${sha256()}",\n        "RepoDigests": ["acme/api@sha256:${sha256()}"]\n    }\n]`,
  ),
  cl(
    "kubectl image id",
    `    Image:          acme/worker:2.3.1\n    Image ID:       docker.io/acme/worker@sha256:${sha256()}\n    Container ID:   containerd://${sha256()}`,
  ),
  cl(
    "actions pinned by sha",
    `    steps:\n      - uses: actions/checkout@${sha()} # v4.2.2\n      - uses: actions/setup-node@${sha()} # v4.1.0`,
  ),
  cl(
    "script integrity attribute",
    `<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/js/bootstrap.bundle.min.js" integrity="sha384-${
      rb64(48)
    }" crossorigin="anonymous"></script>`,
  ),
  cl(
    "csp hashes",
    `Content-Security-Policy: script-src 'self' 'sha256-${rb64(32)}' 'sha256-${
      rb64(32)
    }'; object-src 'none'`,
  ),
  cl(
    "uuid list from db",
    `  id                                   | email\n--------------------------------------+------------------\n ${uuid()} | a@acme.io\n ${uuid()} | b@acme.io`,
  ),
  cl("ulid and ksuid ids", `event ${ulid()} enqueued\nbatch ${g(27, AN)} committed`),
  cl(
    "mongodb objectids",
    `{ "_id": ObjectId("${g(24, HEX)}"), "owner": ObjectId("${g(24, HEX)}"), "status": "open" }`,
  ),
  cl(
    "stripe object ids",
    `Created cus_${g(14, AN)}; subscription sub_${g(24, AN)}; invoice in_${g(24, AN)}; event evt_${
      g(24, AN)
    }`,
  ),
  cl(
    "request and trace ids",
    `x-request-id: ${uuid()}\nx-amzn-trace-id: Root=1-${g(8, HEX)}-${g(24, HEX)};Parent=${
      g(16, HEX)
    };Sampled=1\ntraceparent: 00-${g(32, HEX)}-${g(16, HEX)}-01`,
  ),
  cl(
    "aws request id error",
    `An error occurred (AccessDenied) when calling the PutObject operation: Access Denied (Service: S3, Status Code: 403, Request ID: ${
      g(16, UD)
    }, Extended Request ID: ${rb64(57)})`,
  ),
  cl("cloudflare ray id", `Error 1020 Ray ID: ${g(16, HEX)} • 2026-11-27 10:20:33 UTC`),
  cl(
    "sentry event id",
    `Sentry event sent: ${g(32, HEX)} (https://acme.sentry.io/issues/${g(10, DIGITS)}/events/${
      g(32, HEX)
    }/)`,
  ),
  cl(
    "github run urls",
    `https://github.com/acme/web/actions/runs/${g(11, DIGITS)}/job/${
      g(11, DIGITS)
    }\nhttps://github.com/acme/web/commit/${sha()}`,
  ),
  cl(
    "terraform state header",
    `{\n  "version": 4,\n  "terraform_version": "1.9.8",\n  "serial": 212,\n  "lineage": "${uuid()}",\n  "outputs": {}\n}`,
  ),
  cl(
    "etag headers",
    `ETag: "${g(32, HEX)}"\nx-goog-hash: crc32c=${rb64(4)}, md5=${
      rb64(16)
    }\nLast-Modified: Wed, 25 Nov 2026 09:00:00 GMT`,
  ),
  cl(
    "git lfs pointer",
    `version https://git-lfs.github.com/spec/v1\noid sha256:${sha256()}\nsize 48211934`,
  ),
  cl(
    "keytool fingerprints",
    `Certificate fingerprints:\n\t SHA1: ${
      Array.from({ length: 20 }, () => g(2, "0123456789ABCDEF")).join(":")
    }\n\t SHA256: ${Array.from({ length: 32 }, () => g(2, "0123456789ABCDEF")).join(":")}`,
  ),
  cl(
    "ssh host fingerprint prompt",
    `The authenticity of host 'git.acme.io (10.0.0.4)' can't be established.\nED25519 key fingerprint is SHA256:${
      rb64(32).replace(/=+$/, "")
    }.\nAre you sure you want to continue connecting (yes/no/[fingerprint])?`,
  ),
  cl(
    "gpg key listing",
    `sec   ed25519/${g(16, "0123456789ABCDEF")} 2024-03-01 [SC]\n      ${
      g(40, "0123456789ABCDEF")
    }\nuid                 [ultimate] Jane Dev <jane@acme.io>`,
  ),
  cl(
    "ipfs cid",
    `Pinned bafybei${g(52, "abcdefghijklmnopqrstuvwxyz234567")} (ipfs://bafybei${
      g(52, "abcdefghijklmnopqrstuvwxyz234567")
    }/meta.json)`,
  ),
  cl(
    "ethereum addresses and tx",
    `from 0x${g(40, HEX)} to 0x${g(40, HEX)}\ntx hash 0x${sha256()} confirmed in block 21283001`,
  ),
  cl(
    "webhook signature header",
    `X-Hub-Signature-256: sha256=${sha256()}\nX-GitHub-Delivery: ${uuid()}\nX-GitHub-Event: push`,
  ),
  cl("stripe signature header", `Stripe-Signature: t=1732700000,v1=${sha256()},v0=${sha256()}`),
  cl(
    "hashed asset names",
    `dist/assets/index-${g(8, B64URL)}.js   142.31 kB │ gzip: 45.80 kB\ndist/assets/index-${
      g(8, B64URL)
    }.css   12.04 kB │ gzip:  3.10 kB`,
  ),
  cl(
    "webpack chunk names",
    `main.${g(20, HEX)}.js\nvendors-node_modules_react-dom_index_js.${g(20, HEX)}.js`,
  ),
  cl(
    "next build id",
    `.next/BUILD_ID: ${
      g(21, B64URL)
    }\nRoute (app)  Size  First Load JS\n/            5.2 kB  92 kB`,
  ),
  cl(
    "k8s pod names and uid",
    `api-${g(10, LD)}-${
      g(5, LD)
    }   1/1   Running   0   2d\nmetadata:\n  uid: ${uuid()}\n  resourceVersion: "${g(8, DIGITS)}"`,
  ),
  cl("content md5 of upload", `Content-MD5: ${rb64(16)}\nx-amz-checksum-sha256: ${rb64(32)}`),
  cl(
    "graphql relay ids",
    `{"data":{"node":{"id":"${b64("Product:" + g(6, DIGITS))}","title":"Mug"}}}`,
  ),
  cl(
    "pagination cursor",
    `{"items": [], "next_cursor": "${
      b64(JSON.stringify({ id: Number(g(6, DIGITS)), ts: 1732700000 }))
    }", "has_more": true}`,
  ),
  cl(
    "data uri png",
    `<img alt="dot" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==" />`,
  ),
  cl(
    "base64 of plain text",
    `$ echo -n "hello from the build server" | base64\n${b64("hello from the build server")}`,
  ),
  cl(
    "slack and discord ids",
    `channel C${g(10, UD)} user U${g(10, UD)} thread_ts ${g(10, DIGITS)}.${
      g(6, DIGITS)
    }\ndiscord guild ${g(18, DIGITS)} channel ${g(19, DIGITS)}`,
  ),
  cl(
    "vercel deployment ids",
    `Inspect: https://vercel.com/acme/web/${g(9, AN)} [2s]\nProduction: https://web-${
      g(9, LD)
    }-acme.vercel.app [41s]\ndeploymentId dpl_${g(28, AN)}`,
  ),
  cl(
    "sql migration checksums",
    ` version | description  | checksum\n---------+--------------+-------------\n 1       | init         | ${
      g(10, DIGITS)
    }\n 2       | add orders   | -${g(9, DIGITS)}`,
  ),
  cl("cache key with hash", `Cache restored from key: node-cache-Linux-x64-npm-${sha256()}`),
  cl("base32 ids in urls", `https://id.acme.io/devices/${g(26, B32)}/status`),
  cl(
    "hex color and uuid mix",
    `theme: { primary: "#${g(6, HEX)}", accent: "#${g(6, HEX)}" }, build: "${uuid()}"`,
  ),
  cl(
    "random lowercase slugs",
    `https://www.notion.so/acme/Release-plan-${
      g(32, HEX)
    }\nhttps://acme.atlassian.net/wiki/spaces/ENG/pages/${g(10, DIGITS)}/On-call`,
  ),
  cl("google fonts url", `https://fonts.gstatic.com/s/inter/v13/${g(54, B64URL)}.woff2`),
  cl(
    "avatar urls",
    `https://avatars.githubusercontent.com/u/${g(8, DIGITS)}?v=4\nhttps://www.gravatar.com/avatar/${
      g(32, HEX)
    }?s=80&d=identicon`,
  ),
  cl("s3 object version ids", `"VersionId": "${g(32, B64URL)}",\n"ETag": "\\"${g(32, HEX)}\\""`),
  cl(
    "lowercase random in container names",
    `Creating network "app_${g(12, LOWER)}_default"\nCreating app-${g(8, LD)}-web-1 ... done`,
  ),
];
