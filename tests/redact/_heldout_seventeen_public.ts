/**
 * Corpus seventeen, clean: public high-entropy data in code — UUIDs in migrations and fixtures,
 * RFC test vectors (the published, non-secret keys of RFC 4231 and RFC 7515's examples are not
 * used: only their shapes), public keys and certificates, `authorized_keys` and `known_hosts`,
 * JWKS public parameters, base64 images and fonts, minified JavaScript, hashes in test names,
 * commit SHAs in changelogs, SRI attributes.
 */
import {
  B64,
  b64of32,
  B64URL,
  cleanCode,
  draw,
  type HeldOutClean,
  HEX,
  num,
  pick,
  uuid,
} from "./_heldout_seventeen_make.ts";

const sha1 = () => draw(40, HEX);
const b64Lines = (n: number, indent = "") =>
  Array.from({ length: n }, () => indent + draw(64, B64));

type Public = readonly [string, string, string, () => string[]];

const PUBLIC: readonly Public[] = [
  ["SQL migration seeding rows by UUID", "migrations/0012_seed_plans.sql", "sql", () => [
    "INSERT INTO plans (id, name, price_cents) VALUES",
    `  ('${uuid()}', 'starter', ${num(500, 1500)}),`,
    `  ('${uuid()}', 'team', ${num(2000, 5000)}),`,
    `  ('${uuid()}', 'enterprise', ${num(9000, 20000)});`,
  ]],
  ["Rails migration with a UUID default", "db/migrate/20261101_add_tenants.rb", "ruby", () => [
    "class AddTenants < ActiveRecord::Migration[7.2]",
    "  def change",
    "    create_table :tenants, id: :uuid do |t|",
    `      t.string :region, default: "${region()}"`,
    "    end",
    `    # ticket ${uuid()}`,
    "  end",
    "end",
  ]],
  ["C# test with GUIDs", "tests/Orders.Tests/OrderTests.cs", "csharp", () => [
    `private static readonly Guid OrderId = Guid.Parse("${uuid()}");`,
    `private static readonly Guid CustomerId = new("${uuid()}");`,
  ]],
  ["HMAC test vector shape with a low-entropy key", "src/hmac_test.rs", "rust", () => [
    "#[test]",
    "fn rfc4231_case_1_shape() {",
    "    let key = [0x0b_u8; 20];",
    '    let data = b"Hi There";',
    `    assert_eq!(hex::encode(hmac_sha256(&key, data)), "${draw(64, HEX)}");`,
    "}",
  ]],
  ["SHA-256 known-answer test", "test/sha_test.go", "go", () => [
    "var vectors = []struct{ in, want string }{",
    `\t{"abc", "${draw(64, HEX)}"},`,
    `\t{"", "${draw(64, HEX)}"},`,
    "}",
  ]],
  ["public certificate in a Helm chart", "charts/edge/files/ca.crt", "text", () => [
    "-----BEGIN CERTIFICATE-----",
    ...b64Lines(num(8, 14)),
    draw(num(10, 60), B64) + "=",
    "-----END CERTIFICATE-----",
  ]],
  ["public key in PEM for verifying", "keys/webhook_public.pem", "text", () => [
    "-----BEGIN PUBLIC KEY-----",
    ...b64Lines(6),
    draw(24, B64) + "==",
    "-----END PUBLIC KEY-----",
  ]],
  ["authorized_keys in an Ansible var", "group_vars/all/users.yml", "yaml", () => [
    "users:",
    "  - name: ana",
    `    ssh_key: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${draw(43, B64)} ana@laptop"`,
    "  - name: bo",
    `    ssh_key: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${draw(43, B64)} bo@desk"`,
  ]],
  ["known_hosts entries", "~/.ssh/known_hosts", "text", () => [
    `github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${draw(43, B64)}`,
    `|1|${draw(27, B64)}=|${
      draw(27, B64)
    }= ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAI${draw(100, B64)}=`,
  ]],
  ["JWKS with public parameters", "public/.well-known/jwks.json", "json", () =>
    JSON.stringify(
      {
        keys: [{
          kty: "RSA",
          use: "sig",
          kid: draw(16, HEX),
          alg: "RS256",
          n: draw(342, B64URL),
          e: "AQAB",
        }],
      },
      null,
      2,
    ).split("\n")],
  ["WireGuard peer public keys only", "wg/peers.conf", "ini", () => [
    "[Peer]",
    `PublicKey = ${b64of32()}`,
    `AllowedIPs = 10.${num(0, 99)}.0.2/32`,
    "[Peer]",
    `PublicKey = ${b64of32()}`,
  ]],
  ["base64 PNG in CSS", "src/styles/icons.css", "css", () => [
    ".icon-check {",
    `  background-image: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUg${
      draw(num(200, 400), B64)
    }=");`,
    "}",
  ]],
  ["base64 font in a stylesheet", "static/fonts.css", "css", () => [
    "@font-face {",
    '  font-family: "Inter";',
    `  src: url(data:font/woff2;base64,d09GMgABAAAAA${draw(num(300, 500), B64)}) format("woff2");`,
    "}",
  ]],
  ["base64 image in a Jupyter output", "notebooks/plot.ipynb", "json", () =>
    JSON.stringify(
      {
        cells: [{
          cell_type: "code",
          outputs: [{
            data: { "image/png": "iVBORw0KGgoAAAANSUhEUg" + draw(num(400, 700), B64) },
            output_type: "display_data",
          }],
          source: ["plt.plot(df.x, df.y)"],
        }],
        nbformat: 4,
      },
      null,
      1,
    ).split("\n")],
  ["minified JavaScript bundle line", "dist/assets/index.js", "javascript", () => [
    `var ${draw(2, "abcdefghijklmnop")}=Object.defineProperty;var Oe=(e,t)=>{for(var n in t)${
      draw(2, "abcdefghijklmnop")
    }(e,n,{get:t[n],enumerable:!0})};const Ht=()=>import("./assets/vendor-${
      draw(8, B64URL)
    }.js"),Kt=[${
      Array.from({ length: 8 }, () => num(0, 99999)).join(",")
    }];function Xe(e){return e.map(t=>t^${num(1, 255)})}`,
  ]],
  ["source map mappings", "dist/assets/index.js.map", "json", () => [
    '{"version":3,"sources":["../src/main.ts"],',
    `"mappings":"${
      Array.from({ length: 30 }, () => draw(num(4, 8), "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefgh")).join(
        ";",
      )
    }"}`,
  ]],
  ["Jest snapshot named by a hash", "src/__snapshots__/render.test.ts.snap", "javascript", () => [
    `exports[\`render ${draw(12, HEX)} matches 1\`] = \``,
    `<div class="c-${draw(6, "abcdefghijklmnopqrstuvwxyz")}">ok</div>`,
    "`;",
  ]],
  ["Go test named by a commit", "internal/regress/regress_test.go", "go", () => [
    `func TestRegression_${draw(12, HEX)}(t *testing.T) {`,
    `\t// fixed in ${sha1()}`,
    "}",
  ]],
  ["CHANGELOG with commit SHAs", "CHANGELOG.md", "markdown", () => [
    `## ${num(1, 5)}.${num(0, 20)}.0`,
    `- fix: retry on 429 (${sha1()})`,
    `- feat: stream responses (${sha1()})`,
    `- chore: bump deps (${draw(7, HEX)})`,
  ]],
  ["HTML with SRI attributes", "public/index.html", "html", () => [
    `<script src="https://cdn.jsdelivr.net/npm/htmx.org@2.0.${num(0, 9)}" integrity="sha384-${
      draw(64, B64)
    }" crossorigin="anonymous"></script>`,
    `<link rel="stylesheet" href="/app.css?v=${draw(10, HEX)}">`,
  ]],
  ["Content-Security-Policy with script hashes", "nginx/csp.conf", "nginx", () => [
    `add_header Content-Security-Policy "script-src 'self' 'sha256-${
      draw(43, B64)
    }=' 'nonce-$request_id'";`,
  ]],
  ["OpenAPI spec with example ids", "api/openapi.yaml", "yaml", () => [
    "components:",
    "  schemas:",
    "    Order:",
    "      properties:",
    "        id:",
    "          type: string",
    `          example: ord_${draw(24, "abcdefghijklmnopqrstuvwxyz0123456789")}`,
  ]],
  ["Cargo.toml with a git rev", "Cargo.toml", "toml", () => [
    "[dependencies]",
    `tower = { git = "https://github.com/tower-rs/tower", rev = "${sha1()}" }`,
    `serde = "${num(1, 1)}.0"`,
  ]],
  ["go.mod with a pseudo-version", "go.mod", "go", () => [
    "module github.com/acme/api",
    "",
    "require (",
    `\tgolang.org/x/exp v0.0.0-2026${num(10, 11)}${num(10, 28)}${num(10, 23)}${num(10, 59)}${
      num(10, 59)
    }-${draw(12, HEX)}`,
    ")",
  ]],
  ["Dockerfile pinned by digest", "Dockerfile", "dockerfile", () => [
    `FROM golang:1.23@sha256:${draw(64, HEX)} AS build`,
    `FROM gcr.io/distroless/static@sha256:${draw(64, HEX)}`,
  ]],
  ["Android signing fingerprints", "docs/android.md", "markdown", () => [
    "SHA-256 certificate fingerprint:",
    Array.from({ length: 32 }, () => draw(2, "0123456789ABCDEF")).join(":"),
  ]],
  ["GPG public key block", "KEYS", "text", () => [
    "-----BEGIN PGP PUBLIC KEY BLOCK-----",
    "",
    ...b64Lines(num(5, 9)),
    `=${draw(4, B64)}`,
    "-----END PGP PUBLIC KEY BLOCK-----",
  ]],
  [
    "Xcode project object ids",
    "App.xcodeproj/project.pbxproj",
    "text",
    () =>
      Array.from({ length: 5 }, () => {
        const id = draw(24, "0123456789ABCDEF");
        return `\t\t${id} /* ${
          pick(["App.swift", "Config.swift", "Assets.xcassets"])
        } in Sources */ = {isa = PBXBuildFile; fileRef = ${draw(24, "0123456789ABCDEF")}; };`;
      }),
  ],
  ["Unity meta guid", "Assets/Scripts/Player.cs.meta", "yaml", () => [
    "fileFormatVersion: 2",
    `guid: ${draw(32, HEX)}`,
    "MonoImporter:",
    "  serializedVersion: 2",
  ]],
];

/** Every public file twice, in turn through the views. */
export function buildPublic(): HeldOutClean[] {
  return [1, 2].flatMap((round) =>
    PUBLIC.map(([what, path, lang, lines]) => cleanCode(`${what} (${round})`, path, lang, lines()))
  );
}

function region(): string {
  return pick(["eu", "us", "ap"]);
}
