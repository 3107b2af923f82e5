/**
 * Corpus seventeen, clean: lockfiles and checksums — every long random-looking value a digest of
 * public content (go.sum `h1:`, Cargo.lock, npm/yarn/pnpm integrity, poetry and pip hashes, Nix SRI
 * hashes, Terraform's lock, Podfile.lock, pubspec.lock, mix.lock, composer.lock, Package.resolved,
 * NuGet's packages.lock.json, Pipfile.lock, Gradle's verification metadata, image digests).
 */
import {
  b64of32,
  b64of64,
  cleanCode,
  draw,
  type HeldOutClean,
  HEX,
  num,
  pick,
} from "./_heldout_seventeen_make.ts";

const sha256 = () => draw(64, HEX);
const sha1 = () => draw(40, HEX);
const sri256 = b64of32;
const sri512 = b64of64;
const ver = () => `${num(0, 9)}.${num(0, 30)}.${num(0, 40)}`;
const NAMES = ["serde", "tokio", "rand", "clap", "anyhow", "regex", "bytes", "itoa", "libc", "log"];
const NPM = ["react", "lodash", "zod", "vite", "esbuild", "typescript", "undici", "picocolors"];
const PY = ["requests", "urllib3", "idna", "certifi", "charset-normalizer", "pydantic", "anyio"];
const GO = ["golang.org/x/sys", "golang.org/x/net", "github.com/spf13/cobra", "go.uber.org/zap"];

/** `n` entries of `gen`, one for each of the first `n` names. */
const each = (names: readonly string[], n: number, gen: (name: string) => string[]) =>
  names.slice(0, n).flatMap(gen);

type Lock = readonly [string, string, string, () => string[]];

const LOCKS: readonly Lock[] = [
  ["go.sum", "go.sum", "text", () =>
    each(GO, 4, (m) => {
      const v = "v" + ver();
      return [`${m} ${v} h1:${sri256()}`, `${m} ${v}/go.mod h1:${sri256()}`];
    })],
  ["Cargo.lock", "Cargo.lock", "toml", () =>
    each(NAMES, num(4, 8), (n) => [
      "[[package]]",
      `name = "${n}"`,
      `version = "${ver()}"`,
      'source = "registry+https://github.com/rust-lang/crates.io-index"',
      `checksum = "${sha256()}"`,
      "",
    ])],
  ["package-lock.json", "package-lock.json", "json", () =>
    JSON.stringify(
      {
        name: "web",
        lockfileVersion: 3,
        packages: Object.fromEntries(
          NPM.slice(0, num(3, 7)).map((n) => {
            const v = ver();
            return [`node_modules/${n}`, {
              version: v,
              resolved: `https://registry.npmjs.org/${n}/-/${n}-${v}.tgz`,
              integrity: `sha512-${sri512()}`,
            }];
          }),
        ),
      },
      null,
      2,
    ).split("\n")],
  ["yarn.lock", "yarn.lock", "yaml", () =>
    each(NPM, num(3, 6), (n) => {
      const v = ver();
      return [
        `${n}@^${v}:`,
        `  version "${v}"`,
        `  resolved "https://registry.yarnpkg.com/${n}/-/${n}-${v}.tgz#${sha1()}"`,
        `  integrity sha512-${sri512()}`,
        "",
      ];
    })],
  ["pnpm-lock.yaml", "pnpm-lock.yaml", "yaml", () => [
    "lockfileVersion: '9.0'",
    "packages:",
    ...each(NPM, num(3, 6), (n) => [
      `  ${n}@${ver()}:`,
      `    resolution: {integrity: sha512-${sri512()}}`,
    ]),
  ]],
  ["poetry.lock", "poetry.lock", "toml", () =>
    each(PY, num(2, 4), (n) => [
      "[[package]]",
      `name = "${n}"`,
      `version = "${ver()}"`,
      "files = [",
      `    {file = "${n}-${ver()}-py3-none-any.whl", hash = "sha256:${sha256()}"},`,
      `    {file = "${n}-${ver()}.tar.gz", hash = "sha256:${sha256()}"},`,
      "]",
      "",
    ])],
  ["requirements.txt with hashes", "requirements.txt", "text", () =>
    each(PY, num(3, 6), (n) => [
      `${n}==${ver()} \\`,
      `    --hash=sha256:${sha256()} \\`,
      `    --hash=sha256:${sha256()}`,
    ])],
  ["Nix fetchFromGitHub with an SRI hash", "pkgs/tool/default.nix", "nix", () => [
    "src = fetchFromGitHub {",
    '  owner = "acme";',
    '  repo = "tool";',
    `  rev = "${sha1()}";`,
    `  hash = "sha256-${sri256()}";`,
    "};",
    `vendorHash = "sha256-${sri256()}";`,
  ]],
  ["flake.lock", "flake.lock", "json", () =>
    JSON.stringify(
      {
        nodes: {
          nixpkgs: {
            locked: {
              lastModified: 1760000000 + num(0, 9999999),
              narHash: `sha256-${sri256()}`,
              owner: "NixOS",
              repo: "nixpkgs",
              rev: sha1(),
              type: "github",
            },
          },
        },
        version: 7,
      },
      null,
      2,
    ).split("\n")],
  ["Terraform lock", ".terraform.lock.hcl", "hcl", () => [
    'provider "registry.terraform.io/hashicorp/aws" {',
    `  version     = "${ver()}"`,
    "  hashes = [",
    `    "h1:${sri256()}",`,
    ...Array.from({ length: num(3, 6) }, () => `    "zh:${sha256()}",`),
    "  ]",
    "}",
  ]],
  ["Podfile.lock", "ios/Podfile.lock", "yaml", () => [
    "SPEC CHECKSUMS:",
    ...["Alamofire", "Kingfisher", "SnapKit", "Firebase"].map((p) => `  ${p}: ${sha1()}`),
    "",
    `PODFILE CHECKSUM: ${sha1()}`,
  ]],
  ["pubspec.lock", "pubspec.lock", "yaml", () =>
    each(["http", "provider", "intl"], 3, (n) => [
      `  ${n}:`,
      '    dependency: "direct main"',
      "    description:",
      `      name: ${n}`,
      `      sha256: "${sha256()}"`,
      '      url: "https://pub.dev"',
      `    version: "${ver()}"`,
    ])],
  ["mix.lock", "mix.lock", "elixir", () => [
    "%{",
    ...["jason", "plug", "phoenix"].map((n) =>
      `  "${n}": {:hex, :${n}, "${ver()}", "${sha256()}", [:mix], [], "hexpm", "${sha256()}"},`
    ),
    "}",
  ]],
  ["composer.lock", "composer.lock", "json", () =>
    JSON.stringify(
      {
        "content-hash": draw(32, HEX),
        packages: [{
          name: "monolog/monolog",
          version: ver(),
          source: { type: "git", reference: sha1() },
          dist: { type: "zip", shasum: "", reference: sha1() },
        }],
      },
      null,
      4,
    ).split("\n")],
  ["Package.resolved", "Package.resolved", "json", () =>
    JSON.stringify(
      {
        originHash: sha256(),
        pins: [{
          identity: "swift-argument-parser",
          kind: "remoteSourceControl",
          location: "https://github.com/apple/swift-argument-parser",
          state: { revision: sha1(), version: ver() },
        }],
        version: 3,
      },
      null,
      2,
    ).split("\n")],
  ["NuGet packages.lock.json", "src/Api/packages.lock.json", "json", () =>
    JSON.stringify(
      {
        version: 1,
        dependencies: {
          "net8.0": {
            "Newtonsoft.Json": {
              type: "Direct",
              requested: "[13.0.3, )",
              resolved: "13.0.3",
              contentHash: sri512(),
            },
            "Serilog": {
              type: "Direct",
              requested: `[${ver()}, )`,
              resolved: ver(),
              contentHash: sri512(),
            },
          },
        },
      },
      null,
      2,
    ).split("\n")],
  ["Gradle verification metadata", "gradle/verification-metadata.xml", "xml", () => {
    const v = ver();
    return [
      "<components>",
      `  <component group="com.squareup.okhttp3" name="okhttp" version="${v}">`,
      `    <artifact name="okhttp-${v}.jar">`,
      `      <sha256 value="${sha256()}" origin="Generated by Gradle"/>`,
      "    </artifact>",
      "  </component>",
      "</components>",
    ];
  }],
  ["image digests in a compose file", "docker-compose.prod.yml", "yaml", () => [
    "services:",
    "  api:",
    `    image: ghcr.io/acme/api@sha256:${sha256()}`,
    "  worker:",
    `    image: ghcr.io/acme/worker@sha256:${sha256()}`,
    "  proxy:",
    `    image: nginx:1.27@sha256:${sha256()}`,
  ]],
  ["Helm Chart.lock", "charts/app/Chart.lock", "yaml", () => [
    "dependencies:",
    "- name: postgresql",
    "  repository: oci://registry-1.docker.io/bitnamicharts",
    `  version: ${ver()}`,
    `digest: sha256:${sha256()}`,
    `generated: "2026-${num(10, 11)}-${num(10, 28)}T10:${num(10, 59)}:00Z"`,
  ]],
  ["Bazel MODULE lock", "MODULE.bazel.lock", "json", () => [
    "{",
    `  "lockFileVersion": ${num(11, 16)},`,
    '  "registryFileHashes": {',
    `    "https://bcr.bazel.build/modules/rules_go/${ver()}/MODULE.bazel": "${sha256()}",`,
    `    "https://bcr.bazel.build/modules/gazelle/${ver()}/source.json": "${sha256()}"`,
    "  }",
    "}",
  ]],
  ["Pipfile.lock", "Pipfile.lock", "json", () =>
    JSON.stringify(
      {
        _meta: { hash: { sha256: sha256() }, "pipfile-spec": 6 },
        default: Object.fromEntries(
          PY.slice(0, num(2, 4)).map((n) => [n, {
            hashes: [`sha256:${sha256()}`, `sha256:${sha256()}`],
            version: `==${ver()}`,
          }]),
        ),
      },
      null,
      4,
    ).split("\n")],
  ["Gemfile.lock checksums", "Gemfile.lock", "text", () => [
    "CHECKSUMS",
    ...["rack", "rails", "puma", "nokogiri"].map((g) => `  ${g} (${ver()}) sha256=${sha256()}`),
    "",
    "BUNDLED WITH",
    `   ${pick(["2.5.22", "2.6.2"])}`,
  ]],
];

/** Every lock kind twice, in different views. */
export function buildLocks(): HeldOutClean[] {
  const out: HeldOutClean[] = [];
  for (const round of [1, 2]) {
    for (const [what, path, lang, lines] of LOCKS) {
      out.push(cleanCode(`${what} (${round})`, path, lang, lines()));
    }
  }
  return out;
}
