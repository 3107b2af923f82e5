/**
 * Corpus thirty-two, delivery: CDN signing keys and what they sign — CloudFront key pairs, signed
 * URLs and cookies, Akamai token auth and EdgeGrid credentials, Fastly API tokens, Bunny CDN token
 * keys and API keys.
 */
import {
  ALNUM,
  B64,
  block,
  DIGITS,
  draw,
  expiry,
  type HeldOutSecret,
  HEX,
  hex,
  LOWER_DIGITS,
  many,
  num,
  pick,
  startClock,
  UPPER_ALNUM,
  uuid,
  word,
} from "./_heldout_thirtytwo_make.ts";
import type { Piece } from "./_heldout_thirtytwo_make.ts";

/** CloudFront's URL-safe base64 (`-`, `~`, `_` for `+`, `=`, `/`). */
const CF_B64 = ALNUM + "-~";

/** A CloudFront public key id (the new form, `K` and 13) or an account key pair id (`APKA`). */
const cfKeyId = (): string =>
  pick([() => "K" + draw(13, UPPER_ALNUM), () => "APKA" + draw(16, UPPER_ALNUM)])();

/** A private key block of `kind`, every body line a piece. */
function pem(k: Piece, kind: string, lines: number, indent = ""): string[] {
  const body: string[] = [];
  for (let i = 0; i < lines - 1; i++) body.push(indent + k(64, B64));
  body.push(indent + k(num(24, 60), B64) + "=");
  const armour = (edge: string) => `${indent}-----${edge} ${kind}PRIVATE` + " KEY-----";
  return [armour("BEGIN"), ...body, armour("END")];
}

export function buildCdn(): HeldOutSecret[] {
  return [
    ...many(3, "block", "CloudFront signing key pair", (k, _add, i) =>
      [
        () =>
          block(
            `$ cat keys/cf_${cfKeyId()}.pem`,
            ...pem(k, "RSA ", 12),
          ),
        () =>
          block(
            'resource "aws_cloudfront_public_key" "signer" {',
            `  name        = "${word()}-signer"`,
            '  encoded_key = file("keys/public.pem")',
            "}",
            "# and the private half, which I pasted by mistake:",
            ...pem(k, "", 14),
          ),
        () =>
          block(
            "cloudfront:",
            `  key_pair_id: ${cfKeyId()}`,
            "  private_key: |",
            ...pem(k, "RSA ", 10, "    "),
          ),
      ][i]!()),
    ...many(4, "url", "CloudFront signed URL", (k, _add, i) => {
      startClock();
      const path = pick(["hls/master.m3u8", "vod/ep0" + num(1, 9) + "/index.m3u8", "dl/game.pak"]);
      const url = `https://d${
        draw(13, LOWER_DIGITS)
      }.cloudfront.net/${path}?Expires=${expiry()}&Signature=${
        k(num(168, 172), CF_B64)
      }&Key-Pair-Id=${cfKeyId()}`;
      return [
        () => url,
        () => `Signed URL for the trailer (valid 6h):\n${url}\n`,
        () => `curl -I '${url}'\nHTTP/2 200\ncontent-type: application/vnd.apple.mpegurl`,
        () => `<source src="${url.replaceAll("&", "&amp;")}" type="application/x-mpegURL">`,
      ][i]!();
    }),
    ...many(3, "output", "CloudFront signed cookies", (k, _add, i) => {
      startClock();
      const domain = `${word()}.tv`;
      const lines = [
        `Set-Cookie: CloudFront-Policy=${
          k(num(180, 220), CF_B64)
        }; Domain=.${domain}; Path=/; Secure; HttpOnly`,
        `Set-Cookie: CloudFront-Signature=${
          k(num(168, 172), CF_B64)
        }; Domain=.${domain}; Path=/; Secure; HttpOnly`,
        `Set-Cookie: CloudFront-Key-Pair-Id=${cfKeyId()}; Domain=.${domain}; Path=/; Secure`,
      ];
      return [
        () => block("HTTP/2 204", ...lines),
        () => block(`$ curl -si https://${domain}/api/session/cookies`, "HTTP/2 204", ...lines, ""),
        () => block("< HTTP/1.1 204 No Content", ...lines.map((l) => "< " + l)),
      ][i]!();
    }),
    ...many(3, "url", "Akamai token auth (EdgeAuth) URL", (k, _add, i) => {
      startClock();
      const token = `exp=${expiry()}~acl=/live/${word()}/*~hmac=${k(64, HEX)}`;
      return [
        () =>
          `https://${word()}-lh.akamaihd.net/i/${word()}_1@${
            draw(6, DIGITS)
          }/master.m3u8?hdnts=${token}`,
        () =>
          `curl -s "https://${word()}.akamaized.net/vod/ep1.mpd?__token__=${token}" -o /dev/null -w '%{http_code}'`,
        () => `Cookie: hdnts=${token}`,
      ][i]!();
    }),
    ...many(3, "assignment", "Akamai token auth key", (k, _add, i) =>
      [
        () => `AKAMAI_TOKEN_KEY=${k(64, HEX)}\nAKAMAI_TOKEN_WINDOW=300`,
        () =>
          `at = EdgeAuth(key='${
            k(64, HEX)
          }', window_seconds=600, escape_early=True)\nprint(at.generate_acl_token('/live/*'))`,
        () => `edge_auth:\n  token_name: hdnts\n  key: "${k(32, HEX)}"\n  algorithm: sha256`,
      ][i]!()),
    ...many(3, "block", "Akamai .edgerc", (k, _add, i) =>
      block(
        `[${["default", "ccu", "papi"][i]}]`,
        `client_secret = ${k(43, B64)}=`,
        `host = akab-${draw(16, LOWER_DIGITS)}-${draw(16, LOWER_DIGITS)}.luna.akamaiapis.net`,
        `access_token = akab-${k(16, LOWER_DIGITS)}-${k(16, LOWER_DIGITS)}`,
        `client_token = akab-${draw(16, LOWER_DIGITS)}-${draw(16, LOWER_DIGITS)}`,
      )),
    ...many(3, "command", "Fastly API token", (k, _add, i) =>
      [
        () =>
          `curl -X POST -H "Fastly-Key: ${k(32, ALNUM + "-_")}" https://api.fastly.com/service/${
            draw(22, ALNUM)
          }/purge_all`,
        () =>
          `FASTLY_API_TOKEN=${k(32, ALNUM + "-_")} fastly compute publish --service-id ${
            draw(22, ALNUM)
          }`,
        () => `fastly profile create ci --token ${k(32, ALNUM + "-_")}`,
      ][i]!()),
    ...many(3, "assignment", "Bunny CDN token authentication key", (_k, add, i) =>
      [
        () => `BUNNY_TOKEN_KEY=${add(uuid())}\nBUNNY_PULL_ZONE=${word()}.b-cdn.net`,
        () =>
          `const securityKey = "${
            add(uuid())
          }";\nconst token = sha256(securityKey + path + expires);`,
        () =>
          `bunny:\n  api_key: ${add(`${uuid()}-${hex(4)}-${hex(4)}`)}\n  storage_zone: ${word()}`,
      ][i]!()),
    ...many(2, "url", "Bunny CDN signed URL", (k) => {
      startClock();
      return `https://${word()}.b-cdn.net/videos/${uuid()}/playlist.m3u8?token=${
        k(43, ALNUM + "-_")
      }&expires=${expiry()}`;
    }),
    ...many(2, "command", "Bunny storage zone password", (_k, add, i) =>
      [
        () =>
          `curl --request PUT --url https://storage.bunnycdn.com/${word()}/thumbs/ep01.jpg \\\n  --header "AccessKey: ${
            add(`${uuid()}-${hex(4)}-${hex(4)}`)
          }" --data-binary @ep01.jpg`,
        () =>
          `lftp -u ${word()},${add(`${uuid()}-${hex(4)}-${hex(4)}`)} ftp://storage.bunnycdn.com`,
      ][i]!()),
  ];
}
