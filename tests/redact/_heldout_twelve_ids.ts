/**
 * Corpus twelve, clean: identifiers, digests and encodings that are no secret but look random —
 * ids of AI APIs and coding assistants (tool calls, messages, responses, thinking signatures),
 * object ids of payment and chat platforms, document and media ids, store paths and package
 * hashes of ecosystems earlier corpora did not show, content identifiers, trace ids, webhook
 * signatures (an HMAC of a payload, not the key), CSP hashes, source maps. Must come out byte for
 * byte.
 */
import {
  ALNUM,
  b64,
  b64u,
  BASE32,
  BASE58,
  BASE64,
  BASE64URL,
  C,
  DIGITS,
  g,
  type HeldOutClean,
  HEX,
  HEX_UP,
  jwt,
  LOWER,
  LOWER_DIGITS,
  pick,
  sha1,
  UPPER_DIGITS,
  uuid,
} from "./_heldout_twelve_make.ts";

/** Nix's base32 alphabet (no e, o, u, t). */
const NIX32 = "0123456789abcdfghijklmnpqrsvwxyz";

export function cleanIds(): HeldOutClean[] {
  return [
    C(
      "anthropic tool use id in a transcript",
      `{"type":"tool_use","id":"toolu_01${g(22)}","name":"Bash","input":{"command":"npm test"}}`,
    ),
    C(
      "anthropic message id and request id",
      `message id msg_01${g(22)} (request req_011C${g(20)})`,
    ),
    C("openai tool call id", `{"role":"tool","tool_call_id":"call_${g(24)}","content":"ok"}`),
    C(
      "openai chat completion id",
      `"id": "chatcmpl-${g(29)}", "object": "chat.completion", "model": "gpt-4o-2024-08-06"`,
    ),
    C("openai response and reasoning ids", `resp_${g(48, HEX)} rs_${g(48, HEX)}`),
    C(
      "openai file and assistant ids",
      `uploaded file-${g(22)} to asst_${g(24)} in thread_${g(24)}`,
    ),
    C(
      "thinking block signature in a transcript",
      `{"type":"thinking","thinking":"Let me check the test output first.","signature":"${
        g(300, BASE64)
      }=="}`,
    ),
    C("codex session id and turn id", `session_id=${uuid()} turn_id=${g(8, HEX)}`),
    C(
      "stripe object ids in a dashboard url",
      `https://dashboard.stripe.com/customers/cus_${g(14)}  pi_3${g(23)}  price_1${g(23)}`,
    ),
    C(
      "stripe event id in a webhook log",
      `2026-03-02 10:00:01 received evt_1${g(23)} (invoice.paid) for in_1${g(23)}`,
    ),
    C("twilio message sid", `Message SM${g(32, HEX)} queued from +4930${g(7, DIGITS)}`),
    C(
      "slack ids in an api response",
      `{"ok":true,"channel":"C0${g(9, UPPER_DIGITS)}","ts":"1767225600.${
        g(6, DIGITS)
      }","message":{"user":"U0${g(9, UPPER_DIGITS)}","team":"T0${g(9, UPPER_DIGITS)}"}}`,
    ),
    C(
      "discord snowflakes",
      `guild ${g(19, DIGITS)} channel ${g(19, DIGITS)} message ${g(19, DIGITS)}`,
    ),
    C(
      "github graphql node ids",
      `{"node_id":"R_kgDO${g(8, BASE64URL)}","pull":"PR_kwDO${g(16, BASE64URL)}"}`,
    ),
    C(
      "google docs link",
      `Spec: https://docs.google.com/document/d/1${g(43, BASE64URL)}/edit?usp=sharing`,
    ),
    C("google drive file id", `gdown https://drive.google.com/uc?id=1${g(32, BASE64URL)}`),
    C(
      "youtube video and playlist ids",
      `https://www.youtube.com/watch?v=${g(11, BASE64URL)}&list=PL${g(32, BASE64URL)}`,
    ),
    C("figma file url", `https://www.figma.com/design/${g(22)}/Checkout-v3?node-id=12-345`),
    C("notion page url", `https://www.notion.so/shop/Runbook-${g(32, HEX)}`),
    C("airtable base table and record ids", `app${g(14)} / tbl${g(14)} / rec${g(14)}`),
    C("spotify track uri", `spotify:track:${g(22)}`),
    C("nix store path", `/nix/store/${g(32, NIX32)}-openssl-3.3.2/bin/openssl`),
    C("nix flake lock narhash", `"narHash": "sha256-${g(43, BASE64)}=",\n"rev": "${sha1()}"`),
    C("go pseudo version", `golang.org/x/exp v0.0.0-20260301120000-${g(12, HEX)}`),
    C(
      "python wheel record lines",
      `shop/__init__.py,sha256=${g(43, BASE64URL)},214\nshop/api.py,sha256=${
        g(43, BASE64URL)
      },8812`,
    ),
    C("homebrew bottle sha", `sha256 cellar: :any, arm64_sequoia: "${g(64, HEX)}"`),
    C(
      "debian release file hashes",
      `SHA256:\n ${g(64, HEX)}  1304 main/binary-amd64/Packages.gz\n ${
        g(64, HEX)
      }  5120 main/binary-amd64/Release`,
    ),
    C(
      "git lfs pointer",
      `version https://git-lfs.github.com/spec/v1\noid sha256:${g(64, HEX)}\nsize ${g(7, DIGITS)}`,
    ),
    C(
      "ipfs cid v1 and v0",
      `ipfs://bafybei${g(52, BASE32.toLowerCase())}\n/ipfs/Qm${g(44, BASE58)}`,
    ),
    C(
      "yarn berry cache file name",
      `.yarn/cache/lodash-npm-4.17.21-${g(10, HEX)}-${g(10, HEX)}.zip`,
    ),
    C(
      "vite hashed assets",
      `dist/assets/index-${g(8, BASE64URL)}.js   142.31 kB │ gzip: 45.10 kB\ndist/assets/index-${
        g(8, BASE64URL)
      }.css   12.04 kB`,
    ),
    C(
      "next build id",
      `Build ID: ${g(21, BASE64URL)}\n.next/static/${g(21, BASE64URL)}/_buildManifest.js`,
    ),
    C(
      "source map mappings",
      `{"version":3,"sources":["../src/app.ts"],"names":[],"mappings":"AAAA,SAASA,${
        g(4, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
      },CAAC,GAAG,EAAE;AACpB,OAAO,${
        g(6, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
      }"}`,
    ),
    C("w3c traceparent", `traceparent: 00-${g(32, HEX)}-${g(16, HEX)}-01`),
    C("sentry event id in an error page", `An error occurred. Event ID: ${g(32, HEX)}`),
    C("mlflow run id", `mlflow run finished: run_id=${g(32, HEX)} experiment_id=${g(18, DIGITS)}`),
    C("hugging face revision", `snapshot_download("shop/embedder", revision="${sha1()}")`),
    C(
      "docker ps container ids",
      `CONTAINER ID   IMAGE          STATUS\n${g(12, HEX)}   postgres:16    Up 2 hours\n${
        g(12, HEX)
      }   redis:7        Up 2 hours`,
    ),
    C(
      "kubernetes uids and resource version",
      `metadata:\n  uid: ${uuid()}\n  resourceVersion: "${g(8, DIGITS)}"\n  name: api-${
        g(10, LOWER_DIGITS)
      }-${g(5, LOWER_DIGITS)}`,
    ),
    C("terraform state lineage", `"version": 4,\n"serial": 42,\n"lineage": "${uuid()}"`),
    C(
      "cloudfront distribution id",
      `aws cloudfront create-invalidation --distribution-id E${g(13, UPPER_DIGITS)} --paths "/*"`,
    ),
    C(
      "ulid and ksuid in logs",
      `order=${g(26, "0123456789ABCDEFGHJKMNPQRSTVWXYZ")} event=${g(27)}`,
    ),
    C(
      "uuid v7 request id",
      `x-request-id: ${g(8, HEX)}-${g(4, HEX)}-7${g(3, HEX)}-${pick(["8", "9", "a", "b"])}${
        g(3, HEX)
      }-${g(12, HEX)}`,
    ),
    C(
      "nanoid share slug",
      `https://sketch.example.org/s/${g(21, BASE64URL)}  (public gallery link)`,
    ),
    C(
      "github webhook signature header",
      `X-Hub-Signature-256: sha256=${g(64, HEX)}\nX-GitHub-Delivery: ${uuid()}`,
    ),
    C("stripe signature header", `Stripe-Signature: t=1767225600,v1=${g(64, HEX)}`),
    C(
      "slack request signature",
      `X-Slack-Signature: v0=${g(64, HEX)}\nX-Slack-Request-Timestamp: 1767225600`,
    ),
    C(
      "csp with script hashes",
      `Content-Security-Policy: script-src 'self' 'sha256-${g(43, BASE64)}=' 'sha256-${
        g(43, BASE64)
      }='`,
    ),
    C("http digest header", `Digest: sha-256=${g(43, BASE64)}=`),
    C(
      "ssh host key fingerprint prompt",
      `ED25519 key fingerprint is SHA256:${
        g(43, BASE64)
      }.\nAre you sure you want to continue connecting (yes/no/[fingerprint])?`,
    ),
    C(
      "android signing certificate fingerprint",
      `SHA256: ${Array.from({ length: 32 }, () => g(2, HEX_UP)).join(":")}`,
    ),
    C(
      "gpg key fingerprint listing",
      `pub   ed25519 2026-01-01 [SC]\n      ${
        g(40, HEX_UP)
      }\nuid           [ultimate] Dev <dev@example.org>`,
    ),
    C(
      "certificate serial and key identifiers",
      `Serial Number:\n    ${
        Array.from({ length: 16 }, () => g(2, HEX)).join(":")
      }\nX509v3 Subject Key Identifier:\n    ${
        Array.from({ length: 20 }, () => g(2, HEX_UP)).join(":")
      }`,
    ),
    C(
      "hashed known hosts line",
      `|1|${g(27, BASE64)}=|${g(27, BASE64)}= ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${
        g(43, BASE64)
      }`,
    ),
    C(
      "ethereum transaction hash and address",
      `tx 0x${g(64, HEX)} from 0x${g(40, HEX)} confirmed in block ${g(8, DIGITS)}`,
    ),
    C("bitcoin bech32 address", `Send to bc1q${g(38, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")}`),
    C("solana public address", `Wallet: ${g(44, BASE58)}`),
    C("nostr public key", `follow me: npub1${g(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")}`),
    C(
      "oauth pkce challenge and state",
      `https://auth.example.org/authorize?response_type=code&client_id=web&code_challenge=${
        g(43, BASE64URL)
      }&code_challenge_method=S256&state=${g(32, HEX)}`,
    ),
    C(
      "webauthn credential id",
      `{"id":"${g(43, BASE64URL)}","rawId":"${g(43, BASE64URL)}","type":"public-key"}`,
    ),
    C(
      "base64 of a small public json",
      `theme_b64=${b64(JSON.stringify({ theme: "dark", density: "compact", sidebar: "left" }))}`,
    ),
    C(
      "configmap binary data of a png",
      `binaryData:\n  logo.png: iVBORw0KGgoAAAANSUhEUgAAA${g(60, BASE64)}`,
    ),
    C(
      "encrypted reasoning content of a model response",
      `{"type":"reasoning","encrypted_content":"gAAAAAB${g(200, BASE64URL)}=="}`,
    ),
    C(
      "unsigned jwt header alone in docs",
      `Every token starts with the header ${
        b64u(JSON.stringify({ alg: "RS256", typ: "JWT" }))
      } (decoded: {"alg":"RS256","typ":"JWT"}).`,
    ),
    C("conda package md5 and sha256", `"md5": "${g(32, HEX)}",\n"sha256": "${g(64, HEX)}"`),
    C("bazel module lock integrity", `"integrity": "sha256-${g(43, BASE64)}="`),
    C(
      "gradle verification metadata",
      `<sha256 value="${g(64, HEX)}" origin="Generated by Gradle"/>`,
    ),
    C("sha512sums file", `${g(128, HEX)}  app-4.2.1-linux-x64.tar.gz`),
    C("dnssec ds record", `example.org. 3600 IN DS ${g(5, DIGITS)} 13 2 ${g(64, HEX_UP)}`),
    C("tlsa record", `_443._tcp.mail.example.org. IN TLSA 3 1 1 ${g(64, HEX)}`),
    C(
      "bigquery job id",
      `Waiting on bqjob_r${g(16, HEX)}_${g(16, HEX)}_1 ... (3s) Current status: DONE`,
    ),
    C("snowflake query id", `Query ID: 01${g(6, HEX)}-0000-${g(4, HEX)}-0000-${g(12, HEX)}`),
    C("aws request id and extended id", `RequestId: ${uuid()}\nx-amz-id-2: ${g(76, BASE64)}=`),
    C(
      "azure correlation and tracking ids",
      `"correlationId": "${uuid()}", "trackingId": "${uuid()}"`,
    ),
    C(
      "jwt of a public example with its claims explained",
      `The decoded id_token payload was ${
        JSON.stringify({ sub: g(21, DIGITS), email_verified: true })
      }`,
    ),
    C(
      "random looking css class names",
      `<div class="css-${g(6, LOWER_DIGITS)} e1${g(6, LOWER_DIGITS)}0 sc-${g(6, ALNUM)}-0 ${
        g(8, LOWER)
      }">`,
    ),
    C(
      "supabase anon key in a frontend env (public by design)",
      `NEXT_PUBLIC_SUPABASE_URL=https://${
        g(20, LOWER)
      }.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=${
        jwt({ iss: "supabase", ref: g(20, LOWER), role: "anon", iat: 1767225600, exp: 2082585600 })
      }`,
    ),
    C(
      "model weights file hashes in a manifest",
      `{"model.safetensors": "${g(64, HEX)}", "tokenizer.json": "${g(64, HEX)}"}`,
    ),
  ];
}
