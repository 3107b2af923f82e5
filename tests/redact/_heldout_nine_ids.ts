/** Corpus nine, clean: hashes, digests, ids and other long random-looking strings that are no secret. */
import type { HeldOutClean } from "./_heldout_make.ts";
import {
  BASE64,
  BASE64URL,
  C,
  DIGITS,
  g,
  HEX,
  HEX_UP,
  LOWER_DIGITS,
  UPPER_NUM,
} from "./_heldout_nine_make.ts";

const uuid = () => `${g(8, HEX)}-${g(4, HEX)}-4${g(3, HEX)}-a${g(3, HEX)}-${g(12, HEX)}`;
const ULID = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

export const NINE_IDS: readonly HeldOutClean[] = [
  C(
    "git commit sha in log",
    `commit ${
      g(40, HEX)
    }\nAuthor: Jo <jo@example.com>\nDate:   Fri Nov 27 10:00:00 2026\n\n    fix: retry on 503`,
  ),
  C(
    "short shas in rebase todo",
    `pick ${g(7, HEX)} add parser\npick ${g(7, HEX)} fix tests\nsquash ${g(7, HEX)} fmt`,
  ),
  C(
    "sha256 checksum file",
    `${g(64, HEX)}  ctx-x86_64-unknown-linux-gnu.tar.gz\n${
      g(64, HEX)
    }  ctx-aarch64-apple-darwin.tar.gz`,
  ),
  C(
    "docker image digest",
    `Digest: sha256:${g(64, HEX)}\nStatus: Downloaded newer image for node:20-alpine`,
  ),
  C(
    "docker pull layers",
    `${g(12, HEX)}: Pull complete\n${g(12, HEX)}: Pull complete\n${g(12, HEX)}: Already exists`,
  ),
  C(
    "npm integrity",
    `"node_modules/lodash": {\n  "version": "4.17.21",\n  "resolved": "https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz",\n  "integrity": "sha512-${
      g(86, BASE64)
    }=="\n}`,
  ),
  C("yarn lock checksum", `"react@npm:^18.2.0":\n  version: 18.2.0\n  checksum: ${g(128, HEX)}`),
  C(
    "go.sum lines",
    `github.com/google/uuid v1.6.0 h1:${g(43, BASE64)}=\ngithub.com/google/uuid v1.6.0/go.mod h1:${
      g(43, BASE64)
    }=`,
  ),
  C(
    "cargo lock checksum",
    `[[package]]\nname = "serde"\nversion = "1.0.210"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${
      g(64, HEX)
    }"`,
  ),
  C("pip hash requirement", `requests==2.32.3 \\\n    --hash=sha256:${g(64, HEX)}`),
  C(
    "subresource integrity",
    `<script src="https://cdn.example.com/lib.min.js" integrity="sha384-${
      g(64, BASE64)
    }" crossorigin="anonymous"></script>`,
  ),
  C("md5 of file", `$ md5sum backup.tar\n${g(32, HEX)}  backup.tar`),
  C(
    "sha1 in pnpm lock",
    `  /@babel/core@7.24.0:\n    resolution: {integrity: sha1-${g(27, BASE64)}=}`,
  ),
  C("uuid request id", `x-request-id: ${uuid()}`),
  C("uuid list in json", `{"ids":["${uuid()}","${uuid()}","${uuid()}"]}`),
  C("ulid", `created order ${g(26, ULID)}`),
  C("trace and span ids", `traceparent: 00-${g(32, HEX)}-${g(16, HEX)}-01`),
  C("otel log ids", `{"trace_id":"${g(32, HEX)}","span_id":"${g(16, HEX)}","severity":"INFO"}`),
  C(
    "aws request id",
    `An error occurred (AccessDenied) when calling the ListBuckets operation. RequestId: ${
      g(16, UPPER_NUM)
    }, HostId: ${g(76, BASE64)}=`,
  ),
  C("cloudfront id", `X-Amz-Cf-Id: ${g(56, BASE64URL)}==`),
  C(
    "github actions run url",
    `https://github.com/acme/api/actions/runs/${g(11, DIGITS)}/job/${g(11, DIGITS)}`,
  ),
  C("gitlab pipeline ids", `Pipeline #${g(10, DIGITS)} passed for ${g(8, HEX)} on main`),
  C("build id", `Build ID: ${uuid()}\nSource version: ${g(40, HEX)}`),
  C(
    "cache busted asset names",
    `dist/assets/index-${g(8, BASE64URL)}.js   142.31 kB\ndist/assets/index-${
      g(8, BASE64URL)
    }.css   12.04 kB`,
  ),
  C("webpack chunk hash", `main.${g(20, HEX)}.bundle.js`),
  C("next build id", `.next/static/${g(21, BASE64URL)}/_buildManifest.js`),
  C(
    "k8s pod names",
    `NAME                          READY   STATUS\napi-${g(10, LOWER_DIGITS)}-${
      g(5, LOWER_DIGITS)
    }   1/1     Running\nworker-${g(9, LOWER_DIGITS)}-${g(5, LOWER_DIGITS)}   1/1     Running`,
  ),
  C(
    "docker container ids",
    `CONTAINER ID   IMAGE\n${g(12, HEX)}   postgres:16\n${g(12, HEX)}   redis:7`,
  ),
  C(
    "container full id",
    `Error response from daemon: Conflict. The container name "/db" is already in use by container "${
      g(64, HEX)
    }".`,
  ),
  C("terraform state lineage", `"lineage": "${uuid()}",\n"serial": 42`),
  C(
    "aws arns",
    `arn:aws:iam::${g(12, DIGITS)}:role/ci-deploy\narn:aws:lambda:eu-west-1:${
      g(12, DIGITS)
    }:function:thumbs`,
  ),
  C(
    "aws resource ids",
    `instance i-${g(17, HEX)} in subnet-${g(17, HEX)} vpc-${g(17, HEX)} sg-${g(17, HEX)}`,
  ),
  C("ami and snapshot", `ami-${g(17, HEX)} snap-${g(17, HEX)} vol-${g(17, HEX)}`),
  C(
    "azure resource id",
    `/subscriptions/${uuid()}/resourceGroups/rg-prod/providers/Microsoft.Web/sites/acme-api`,
  ),
  C(
    "gcp project number and ids",
    `projects/${g(12, DIGITS)}/locations/us-central1/operations/operation-${g(13, DIGITS)}-${
      g(13, HEX)
    }-${g(8, HEX)}-${g(8, HEX)}`,
  ),
  C(
    "stripe object ids",
    `charge ch_3${g(23)} for customer cus_${g(14)} payment_intent pi_3${g(23)}`,
  ),
  C("stripe event id", `evt_1${g(23)} type=invoice.paid`),
  C(
    "slack channel and user ids",
    `channel C0${g(8, UPPER_NUM)} user U0${g(8, UPPER_NUM)} team T0${g(8, UPPER_NUM)}`,
  ),
  C("twilio message sid", `Message SID: SM${g(32, HEX)} status=queued`),
  C("mongo object ids", `{ "_id": ObjectId("${g(24, HEX)}"), "user": ObjectId("${g(24, HEX)}") }`),
  C("ipfs cid", `ipfs://bafybei${g(52, "abcdefghijklmnopqrstuvwxyz234567")}`),
  C("bitcoin tx hash", `txid ${g(64, HEX)} confirmed in block ${g(6, DIGITS)}`),
  C("ethereum address", `contract deployed at 0x${g(40, HEX)}`),
  C("transaction hash eth", `tx 0x${g(64, HEX)} status: success`),
  C(
    "jest snapshot hash",
    `exports[\`renders ${g(8, HEX)} 1\`] = \`<div class="css-${g(6, LOWER_DIGITS)}">ok</div>\`;`,
  ),
  C(
    "css module classes",
    `<div class="Button_primary__${g(5, BASE64URL)} Layout_root__${g(5, BASE64URL)}">`,
  ),
  C(
    "minified js",
    `!function(e,t){"use strict";var n=e.${g(2, "abcdefghijklmnopqrstuvwxyz")}||{};n.v="${
      g(8, HEX)
    }";t(n)}(window,function(n){return n});`,
  ),
  C(
    "source map mappings",
    `{"version":3,"mappings":"AAAA,SAAS${
      g(60, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/,;")
    }"}`,
  ),
  C("deno lock remote hashes", `"https://deno.land/std@0.224.0/path/mod.ts": "${g(64, HEX)}"`),
  C("nix store path", `/nix/store/${g(32, "0123456789abcdfghijklmnpqrsvwxyz")}-python3-3.12.4`),
  C("session transcript id", `Resuming session ${uuid()} (claude-code)`),
  C("youtube and short links", `https://youtu.be/${g(11, BASE64URL)} and https://bit.ly/${g(7)}`),
  C("google doc url", `https://docs.google.com/document/d/${g(44, BASE64URL)}/edit`),
  C("figma file url", `https://www.figma.com/file/${g(22)}/Design-System?node-id=12-345`),
  C(
    "base64 png data uri",
    `background: url(data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA${g(120, BASE64)}=);`,
  ),
  C(
    "base64 of plain text",
    `$ echo '${btoa("hello world from the build step " + g(6, LOWER_DIGITS))}' | base64 -d`,
  ),
  C("etag header", `ETag: W/"${g(32, HEX)}"`),
  C("hmac test vector output", `expected digest: ${g(64, HEX)}`),
  C("git blob and tree", `100644 blob ${g(40, HEX)}\tREADME.md\n040000 tree ${g(40, HEX)}\tsrc`),
  C(
    "gpg key fingerprint",
    `pub   ed25519 2024-01-01 [SC]\n      ${
      g(40, HEX_UP)
    }\nuid           [ultimate] Jo <jo@example.com>`,
  ),
  C("ssh host key fingerprint", `ED25519 key fingerprint is SHA256:${g(43, BASE64)}.`),
  C(
    "tls cert serial",
    `Serial Number:\n    ${Array.from({ length: 16 }, () => g(2, HEX)).join(":")}`,
  ),
  C("random seed in test", `fuzz: seed=${g(19, DIGITS)} iterations=10000`),
  C("version strings", `ctx 0.9.3 (build ${g(7, HEX)}, deno 2.9.6, v8 13.0.245.12)`),
  C(
    "sqlite wal checksum",
    `wal frame salt ${g(8, HEX)} ${g(8, HEX)} checksum ${g(8, HEX)}${g(8, HEX)}`,
  ),
  C("vercel deployment url", `https://acme-web-${g(9, LOWER_DIGITS)}-acme.vercel.app`),
  C(
    "ngrok public url",
    `Forwarding  https://${g(4, HEX)}-${g(2, DIGITS)}-${g(3, DIGITS)}-${g(2, DIGITS)}-${
      g(2, DIGITS)
    }.ngrok-free.app -> http://localhost:3000`,
  ),
  C("heroku release", `Released v${g(3, DIGITS)} by jo@example.com (slug ${uuid()})`),
  C("sentry event id", `Sentry event sent: ${g(32, HEX)}`),
  C(
    "pypi wheel hash url",
    `https://files.pythonhosted.org/packages/${g(2, HEX)}/${g(2, HEX)}/${
      g(60, HEX)
    }/numpy-2.1.0-cp312-cp312-manylinux_2_17_x86_64.whl`,
  ),
  C(
    "cloudformation stack id",
    `arn:aws:cloudformation:us-east-1:${g(12, DIGITS)}:stack/app/${uuid()}`,
  ),
];
