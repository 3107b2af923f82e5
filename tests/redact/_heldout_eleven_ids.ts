/**
 * Corpus eleven, clean look-alikes that are hashes, digests and ids: long random-looking strings
 * that are public or harmless by design (commit SHAs, content digests, lockfile integrity, build
 * and request ids, resource ids). A careless redactor changes them; these must come out byte for
 * byte.
 */
import type { HeldOutClean } from "./_heldout_make.ts";
import {
  B32,
  b64,
  BASE64,
  BASE64URL,
  C,
  DIGITS,
  g,
  guid,
  HEX,
  HEX_UP,
  LOWER,
  LOWER_DIGITS,
  UPPER_NUM,
} from "./_heldout_eleven_make.ts";

export function ids(): HeldOutClean[] {
  const sha = () => g(40, HEX);
  return [
    C(
      "git log oneline with short shas (public commit ids)",
      `${g(7, HEX)} fix: retry on 502\n${g(7, HEX)} feat: add export\n${
        g(7, HEX)
      } chore: bump deps`,
    ),
    C(
      "git log full commit header (public commit id)",
      `commit ${sha()}\nMerge: ${g(7, HEX)} ${
        g(7, HEX)
      }\nAuthor: Ana <ana@acme.example>\nDate:   Tue Jun 11 09:12:44 2024 +0200`,
    ),
    C("git rev-parse HEAD output (commit id)", `$ git rev-parse HEAD\n${sha()}`),
    C(
      "git blame lines with shas",
      `${g(8, HEX)} (Ana  2024-05-02 12) const retries = 3;\n${
        g(8, HEX)
      } (Ben  2024-06-01 13) const timeout = 30_000;`,
    ),
    C(
      "git reflog (commit ids)",
      `${g(7, HEX)} HEAD@{0}: rebase (finish): returning to refs/heads/main\n${
        g(7, HEX)
      } HEAD@{1}: rebase (pick): add retries`,
    ),
    C(
      "github compare url with two shas",
      `https://github.com/acme/api/compare/${sha()}...${sha()}`,
    ),
    C("git submodule status (commit id)", ` ${sha()} vendor/libfoo (v2.4.1-3-g${g(7, HEX)})`),
    C(
      "git tree object listing (blob ids)",
      `100644 blob ${sha()}\tREADME.md\n040000 tree ${sha()}\tsrc`,
    ),
    C(
      "docker image digest in pull output",
      `latest: Pulling from library/node\nDigest: sha256:${
        g(64, HEX)
      }\nStatus: Downloaded newer image for node:20`,
    ),
    C(
      "docker ps container id",
      `CONTAINER ID   IMAGE          COMMAND                  STATUS\n${
        g(12, HEX)
      }   postgres:16    "docker-entrypoint.s…"   Up 2 hours`,
    ),
    C(
      "docker inspect full container id",
      `"Id": "${g(64, HEX)}",\n"Created": "2024-06-12T10:22:31.118Z",`,
    ),
    C("kubernetes image with digest pin", `        image: ghcr.io/acme/api@sha256:${g(64, HEX)}`),
    C(
      "npm lockfile integrity sha512",
      `    "node_modules/lodash": {\n      "version": "4.17.21",\n      "resolved": "https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz",\n      "integrity": "sha512-${
        g(86, BASE64)
      }=="\n    }`,
    ),
    C(
      "yarn lock checksum",
      `"react@npm:^18.2.0":\n  version: 18.3.1\n  resolution: "react@npm:18.3.1"\n  checksum: ${
        g(128, HEX)
      }`,
    ),
    C(
      "pnpm lock resolution integrity",
      `  /zod@3.23.8:\n    resolution: {integrity: sha512-${g(86, BASE64)}==}`,
    ),
    C(
      "cargo lock checksum",
      `[[package]]\nname = "serde"\nversion = "1.0.203"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${
        g(64, HEX)
      }"`,
    ),
    C(
      "go sum lines",
      `github.com/google/uuid v1.6.0 h1:${
        g(43, BASE64)
      }=\ngithub.com/google/uuid v1.6.0/go.mod h1:${g(43, BASE64)}=`,
    ),
    C(
      "pip requirements with hashes",
      `requests==2.32.3 \\\n    --hash=sha256:${g(64, HEX)} \\\n    --hash=sha256:${g(64, HEX)}`,
    ),
    C(
      "poetry lock file hashes",
      `[[package]]\nname = "httpx"\nfiles = [\n    {file = "httpx-0.27.0-py3-none-any.whl", hash = "sha256:${
        g(64, HEX)
      }"},\n]`,
    ),
    C(
      "composer lock dist shasum",
      `"dist": {"type": "zip", "url": "https://api.github.com/repos/guzzle/guzzle/zipball/${sha()}", "reference": "${sha()}", "shasum": ""}`,
    ),
    C(
      "terraform lock hashes",
      `provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.54.1"\n  hashes = [\n    "h1:${
        g(43, BASE64)
      }=",\n    "zh:${g(64, HEX)}",\n  ]\n}`,
    ),
    C(
      "nix store path hash",
      `/nix/store/${g(32, "0123456789abcdfghijklmnpqrsvwxyz")}-nodejs-20.14.0/bin/node`,
    ),
    C(
      "sha256sum output of a release",
      `$ sha256sum ctx-linux-x64.tar.gz\n${g(64, HEX)}  ctx-linux-x64.tar.gz`,
    ),
    C(
      "md5sum of files",
      `${g(32, HEX)}  backup-2024-06-01.sql.gz\n${g(32, HEX)}  backup-2024-06-02.sql.gz`,
    ),
    C(
      "shasums file for download verification",
      `${g(64, HEX)}  terraform_1.8.5_linux_amd64.zip\n${
        g(64, HEX)
      }  terraform_1.8.5_darwin_arm64.zip`,
    ),
    C(
      "subresource integrity on a script tag",
      `<script src="https://cdn.jsdelivr.net/npm/alpinejs@3.14.0/dist/cdn.min.js" integrity="sha384-${
        g(64, BASE64)
      }" crossorigin="anonymous"></script>`,
    ),
    C(
      "http etag header",
      `HTTP/2 200\netag: W/"${g(32, HEX)}"\ncache-control: public, max-age=31536000, immutable`,
    ),
    C(
      "s3 object etag multipart",
      `{"Key": "exports/2024-06.csv", "ETag": "\\"${g(32, HEX)}-12\\"", "Size": 104857600}`,
    ),
    C(
      "request id headers",
      `x-request-id: ${guid()}\nx-amz-request-id: ${g(16, UPPER_NUM)}\nx-amz-id-2: ${
        g(76, BASE64)
      }=\ncf-ray: ${g(16, HEX)}-FRA`,
    ),
    C("w3c traceparent header", `traceparent: 00-${g(32, HEX)}-${g(16, HEX)}-01`),
    C(
      "opentelemetry span json ids",
      `{"traceId":"${g(32, HEX)}","spanId":"${g(16, HEX)}","parentSpanId":"${
        g(16, HEX)
      }","name":"GET /orders"}`,
    ),
    C(
      "sentry event id in error message",
      `An error occurred. Reference: ${g(32, HEX)} (send this id to support)`,
    ),
    C(
      "uuid primary keys in sql output",
      ` id                                   | status\n--------------------------------------+--------\n ${guid()} | paid\n ${guid()} | refunded`,
    ),
    C(
      "uuid in rest url (public resource)",
      `GET https://api.acme.example/v1/orders/${guid()}/items`,
    ),
    C(
      "kubernetes object uid and resource version",
      `metadata:\n  name: api-7f9c\n  uid: ${guid()}\n  resourceVersion: "${g(8, DIGITS)}"`,
    ),
    C(
      "aws resource ids",
      `i-${g(17, HEX)}  vpc-${g(17, HEX)}  subnet-${g(17, HEX)}  sg-${g(17, HEX)}`,
    ),
    C(
      "aws arn of a secrets manager secret (name only)",
      `arn:aws:secretsmanager:eu-west-1:${g(12, DIGITS)}:secret:prod/orders/db-${g(6)}`,
    ),
    C("aws account id and role arn", `arn:aws:iam::${g(12, DIGITS)}:role/github-actions-deploy`),
    C(
      "azure subscription and tenant ids",
      `az account show\n{"id": "${guid()}", "tenantId": "${guid()}", "name": "Acme Prod"}`,
    ),
    C(
      "gcp project number and service account email",
      `projects/${g(12, DIGITS)}/serviceAccounts/deployer@acme-prod.iam.gserviceaccount.com`,
    ),
    C(
      "stripe object ids (not secrets)",
      `{"id": "pi_${g(24)}", "customer": "cus_${g(14)}", "latest_charge": "ch_${
        g(24)
      }", "status": "succeeded"}`,
    ),
    C(
      "stripe publishable key (public by design)",
      `<script>const stripe = Stripe("pk_live_${g(99)}");</script>`,
    ),
    C(
      "slack channel and user ids",
      `channel=C${g(10, UPPER_NUM)} user=U${g(10, UPPER_NUM)} ts=1718187751.229199`,
    ),
    C("discord snowflake ids", `guild_id: ${g(19, DIGITS)}\nchannel_id: ${g(19, DIGITS)}`),
    C(
      "github actions run and job ids",
      `https://github.com/acme/api/actions/runs/${g(10, DIGITS)}/job/${g(11, DIGITS)}`,
    ),
    C(
      "ci build id and artifact hash",
      `Build #${g(4, DIGITS)} (${guid()}) uploaded artifact dist-${g(8, HEX)}.zip sha256=${
        g(64, HEX)
      }`,
    ),
    C(
      "webpack chunk file names with content hashes",
      `main.${g(20, HEX)}.js  215 KiB\nvendors.${g(20, HEX)}.js  1.2 MiB\nstyles.${g(8, HEX)}.css`,
    ),
    C("next js build id", `$ cat .next/BUILD_ID\n${g(21, BASE64URL)}`),
    C(
      "vite manifest hashed assets",
      `{"index.html":{"file":"assets/index-${g(8, BASE64URL)}.js","css":["assets/index-${
        g(8, BASE64URL)
      }.css"]}}`,
    ),
    C(
      "source map mappings (vlq)",
      `{"version":3,"sources":["app.ts"],"names":[],"mappings":"AAAA,SAASA,${g(6)};AACA,${
        g(8)
      },CAAC;AAEZ,${g(10)}"}`,
    ),
    C(
      "youtube and google doc ids in links",
      `https://www.youtube.com/watch?v=${g(11, BASE64URL)}\nhttps://docs.google.com/document/d/${
        g(44, BASE64URL)
      }/edit`,
    ),
    C("figma file key in url", `https://www.figma.com/design/${g(22)}/Checkout-v3?node-id=12-3401`),
    C("notion page id in url", `https://www.notion.so/acme/Runbook-DB-failover-${g(32, HEX)}`),
    C("airtable base and table ids", `https://airtable.com/app${g(14)}/tbl${g(14)}/viw${g(14)}`),
    C("ipfs cid", `ipfs://bafybei${g(52, LOWER + "234567")}`),
    C("ethereum address (public)", `send to 0x${g(40, HEX)} on mainnet`),
    C("bitcoin address (public)", `donations: bc1q${g(38, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")}`),
    C("tor onion address", `http://${g(56, LOWER + "234567")}.onion/`),
    C(
      "ssh host key fingerprint",
      `ED25519 key fingerprint is SHA256:${
        g(43, BASE64)
      }.\nThis key is not known by any other names.`,
    ),
    C(
      "gpg key fingerprint",
      `pub   ed25519 2023-01-15 [SC]\n      ${
        g(40, HEX_UP)
      }\nuid           [ultimate] Ana Dev <ana@acme.example>`,
    ),
    C(
      "tls certificate sha256 fingerprint",
      `SHA256 Fingerprint=${Array.from({ length: 32 }, () => g(2, HEX_UP)).join(":")}`,
    ),
    C(
      "oci manifest json digests",
      `{"schemaVersion":2,"config":{"mediaType":"application/vnd.oci.image.config.v1+json","digest":"sha256:${
        g(64, HEX)
      }","size":7023}}`,
    ),
    C(
      "helm chart digest in oci push",
      `Pushed: ghcr.io/acme/charts/api:1.4.0\nDigest: sha256:${g(64, HEX)}`,
    ),
    C("random-looking public short link code", `https://bit.ly/${g(7)} → release notes`),
    C(
      "totp 6-digit code already used (ephemeral, harmless)",
      `enter the 6-digit code from your app: ${g(6, DIGITS)}`,
    ),
    C("ulids in logs", `order ${g(26, B32)} created; shipment ${g(26, B32)} queued`),
    C("nanoid public share ids", `https://excalidraw.com/#room=${g(20, BASE64URL)}`),
    C(
      "mongodb object ids",
      `{ "_id": ObjectId("${g(24, HEX)}"), "user": ObjectId("${g(24, HEX)}") }`,
    ),
    C("firebase realtime push ids", `/messages/-N${g(18, BASE64URL)}`),
    C("chrome extension id", `chrome-extension://${g(32, "abcdefghijklmnop")}/popup.html`),
    C(
      "apple team and bundle ids",
      `DEVELOPMENT_TEAM = ${g(10, UPPER_NUM)};\nPRODUCT_BUNDLE_IDENTIFIER = com.acme.app;`,
    ),
    C(
      "android sha-1 signing fingerprint (public)",
      `SHA1: ${Array.from({ length: 20 }, () => g(2, HEX_UP)).join(":")}`,
    ),
    C(
      "base64 of a public config json",
      `X-Client-Info: ${
        b64(JSON.stringify({ sdk: "acme-js", version: "2.1.0", platform: "web" }))
      }`,
    ),
    C(
      "hash of the empty string (well known)",
      `sha256("") = e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855`,
    ),
    C("semver with build metadata hash", `ctx 0.14.2+${g(7, HEX)} (deno 2.9.6, linux-x64)`),
    C(
      "datadog trace and span ids decimal",
      `dd.trace_id=${g(19, DIGITS)} dd.span_id=${g(19, DIGITS)}`,
    ),
    C("bazel action cache key", `INFO: From Compiling src/main.cc: action ${g(64, HEX)} cached`),
    C(
      "public wireguard key in peer list",
      `peer: ${g(43, BASE64)}=\n  endpoint: 203.0.113.7:51820\n  allowed ips: 10.8.0.0/24`,
    ),
    C(
      "random alphanumeric css module class names",
      `<div class="Button_root__${g(5)} Button_primary__${g(5)}">`,
    ),
    C(
      "long lowercase slug with id",
      `https://medium.com/@acme/how-we-cut-latency-in-half-${g(12, LOWER_DIGITS)}`,
    ),
    C("package tarball shasum in npm view", `$ npm view left-pad dist.shasum\n${sha()}`),
    C(
      "go module pseudo-version",
      `require github.com/acme/lib v0.0.0-20240612102231-${g(12, HEX)}`,
    ),
  ];
}
