/**
 * Corpus twenty-eight, package registries: the client configs and commands that carry a publish
 * or read token — `.npmrc`, `.pypirc`, `~/.gem/credentials`, cargo's `credentials.toml`, NuGet's
 * `nuget.config`, Maven's `settings.xml`, `gradle.properties`, Composer's `auth.json`, Hex, pub.dev,
 * Go modules behind `.netrc`, Conan, Artifactory, Nexus and Cloudsmith.
 */
import {
  adoPat,
  B64,
  b64,
  B64URL,
  checked,
  draw,
  type HeldOutSecret,
  HEX,
  jwt,
  LOWER_DIGITS,
  num,
  pass,
  pick,
  S,
  urlPass,
  uuid,
  version,
} from "./_heldout_twentyeight_make.ts";

const ROUNDS = [1, 2] as const;

/** A PyPI API token: `pypi-` and a base64url macaroon that starts with its fixed header. */
function pypi(k: (n: number, a?: string) => string): string {
  return `pypi-${"AgEIcHlwaS5vcmc"}${k(num(150, 170), B64URL)}`;
}

/** Round `n` of the family, part 1 of 3: its cases over fresh values. */
function casesOne(n: number): HeldOutSecret[] {
  const scope = pick(["acme", "widgets", "platform", "tooling"]);
  return [
    S(
      "vendor",
      `.npmrc with a registry _authToken #${n}`,
      (_k, add) =>
        `@${scope}:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=${
          checked(add, "npm")
        }\nsave-exact=true`,
    ),
    S(
      "encoded",
      `.npmrc with a base64 _auth for a private registry #${n}`,
      (_k, add) =>
        `registry=https://npm.acme.dev/repository/npm-group/\n//npm.acme.dev/repository/npm-group/:_auth=${
          add(b64(`ci-reader:${draw(10)}#${draw(6)}`))
        }\n//npm.acme.dev/repository/npm-group/:always-auth=true\nemail=ci@acme.dev`,
    ),
    S(
      "assignment",
      `.npmrc with a GitHub Packages token #${n}`,
      (_k, add) =>
        `@${scope}:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${
          checked(add, "ghp")
        }`,
    ),
    S(
      "vendor",
      `.pypirc with a PyPI API token #${n}`,
      (k) =>
        `[distutils]\nindex-servers =\n    pypi\n    testpypi\n\n[pypi]\nusername = __token__\npassword = ${
          pypi(k)
        }\n\n[testpypi]\nrepository = https://test.pypi.org/legacy/\nusername = __token__\npassword = ${
          pypi(k)
        }`,
    ),
    S(
      "assignment",
      `.pypirc for a private repository with a plain password #${n}`,
      (_k, add) =>
        `[distutils]\nindex-servers = internal\n\n[internal]\nrepository = https://nexus.acme.dev/repository/pypi-internal/\nusername = release\npassword = ${
          pass(add)
        }`,
    ),
    S(
      "vendor",
      `~/.gem/credentials with a RubyGems API key #${n}`,
      (k) => `---\n:rubygems_api_key: rubygems_${k(48, HEX)}\n:github: Bearer ${k(40, HEX)}`,
    ),
    S(
      "vendor",
      `cargo credentials.toml with a crates.io token #${n}`,
      (k) =>
        `# ~/.cargo/credentials.toml\n[registry]\ntoken = "cio${
          k(32)
        }"\n\n[registries.acme]\ntoken = "Bearer ${k(40, HEX)}"`,
    ),
    S("assignment", `nuget.config with ClearTextPassword #${n}`, (_k, add) =>
      [
        `<?xml version="1.0" encoding="utf-8"?>`,
        `<configuration>`,
        `  <packageSources>`,
        `    <add key="nuget.org" value="https://api.nuget.org/v3/index.json" protocolVersion="3" />`,
        `    <add key="acme" value="https://pkgs.dev.azure.com/acme/_packaging/acme/nuget/v3/index.json" />`,
        `  </packageSources>`,
        `  <packageSourceCredentials>`,
        `    <acme>`,
        `      <add key="Username" value="build" />`,
        `      <add key="ClearTextPassword" value="${adoPat(add)}" />`,
        `    </acme>`,
        `  </packageSourceCredentials>`,
        `</configuration>`,
      ].join("\n")),
  ];
}

/** Round `n` of the family, part 2 of 3: its cases over fresh values. */
function casesTwo(n: number): HeldOutSecret[] {
  return [
    S(
      "command",
      `dotnet nuget push with an API key #${n}`,
      (k) =>
        `$ dotnet nuget push bin/Release/Acme.Core.${version()}.nupkg --api-key oy2${
          k(43, LOWER_DIGITS)
        } --source https://api.nuget.org/v3/index.json\nPushing Acme.Core.${version()}.nupkg to 'https://www.nuget.org/api/v2/package'...\n  Created https://www.nuget.org/api/v2/package/ ${
          num(400, 999)
        }ms\nYour package was pushed.`,
    ),
    S("assignment", `Maven settings.xml servers with passwords #${n}`, (_k, add) =>
      [
        `<settings>`,
        `  <servers>`,
        `    <server>`,
        `      <id>ossrh</id>`,
        `      <username>${draw(8, LOWER_DIGITS)}</username>`,
        `      <password>${add(draw(num(40, 48), B64))}</password>`,
        `    </server>`,
        `    <server>`,
        `      <id>acme-releases</id>`,
        `      <username>deployer</username>`,
        `      <password>${pass(add)}</password>`,
        `    </server>`,
        `  </servers>`,
        `</settings>`,
      ].join("\n")),
    S("assignment", `gradle.properties with publishing and signing secrets #${n}`, (_k, add) =>
      [
        `org.gradle.jvmargs=-Xmx4g`,
        `org.gradle.caching=true`,
        `mavenCentralUsername=${draw(8, LOWER_DIGITS)}`,
        `mavenCentralPassword=${add(draw(44, B64))}`,
        `signing.keyId=${draw(8, HEX).toUpperCase()}`,
        `signing.password=${pass(add)}`,
        `signing.secretKeyRingFile=/home/ci/.gnupg/secring.gpg`,
      ].join("\n")),
    S(
      "assignment",
      `Composer auth.json with http-basic and GitHub OAuth #${n}`,
      (_k, add) =>
        JSON.stringify(
          {
            "http-basic": {
              "repo.packagist.com": { username: "token", password: add(draw(64, HEX)) },
            },
            "github-oauth": { "github.com": checked(add, "gho") },
          },
          null,
          4,
        ),
    ),
    S(
      "command",
      `mix hex.user auth key written to hex.config #${n}`,
      (k) =>
        `$ cat ~/.hex/hex.config\n{'$write_key', <<"${k(32, HEX)}">>}.\n{api_key, <<"${
          k(32, HEX)
        }">>}.`,
    ),
    S("output", `pub-credentials.json for pub.dev #${n}`, (k) =>
      JSON.stringify({
        accessToken: `ya29.${k(num(150, 170), B64URL)}`,
        refreshToken: `1//${k(num(90, 100), B64URL)}`,
        idToken: null,
        tokenEndpoint: "https://accounts.google.com/o/oauth2/token",
        scopes: ["openid", "https://www.googleapis.com/auth/userinfo.email"],
        expiration: num(1790000000000, 1799999999999),
      })),
    S(
      "assignment",
      `GOPRIVATE with a .netrc for the module host #${n}`,
      (_k, add) =>
        `$ go env -w GOPRIVATE=git.acme.dev/*\n$ cat ~/.netrc\nmachine git.acme.dev\n  login go-modules\n  password ${
          checked(add, "ghp")
        }\n$ go mod download git.acme.dev/platform/auth@v${version()}`,
    ),
  ];
}

/** Round `n` of the family, part 3 of 3: its cases over fresh values. */
function casesThree(n: number): HeldOutSecret[] {
  const scope = pick(["acme", "widgets", "platform", "tooling"]);
  return [
    S(
      "command",
      `conan remote login with a password #${n}`,
      (_k, add) =>
        `$ conan remote login acme-conan ci-publisher -p '${
          pass(add)
        }'\nChanged user of remote 'acme-conan' from 'None' (anonymous) to 'ci-publisher' (authenticated)`,
    ),
    S(
      "vendor",
      `Artifactory API key in an X-JFrog-Art-Api header #${n}`,
      (k) =>
        `curl -H "X-JFrog-Art-Api: AKCp${
          k(69)
        }" -T build/libs/app-${version()}.jar "https://acme.jfrog.io/artifactory/libs-release-local/com/acme/app/${version()}/app.jar"`,
    ),
    S(
      "encoded",
      `JFrog reference token as a bearer #${n}`,
      (_k, add) =>
        `jf rt ping --url https://acme.jfrog.io/artifactory --access-token ${
          add(b64(`reftkn:01:${num(1790000000, 1799999999)}:${draw(27)}`, false))
        }\nOK`,
    ),
    S("vendor", `JFrog access token JWT in jfrog-cli config #${n}`, (k) =>
      JSON.stringify(
        {
          servers: [{
            url: "https://acme.jfrog.io/",
            artifactoryUrl: "https://acme.jfrog.io/artifactory/",
            user: "ci",
            accessToken: jwt(k, {
              ext: '{"revocable":"true"}',
              sub: `jfrt@${uuid()}/users/ci`,
              scp: "applied-permissions/user",
              aud: "*@*",
              iss: "jfrt@acme",
              exp: num(1790000000, 1799999999),
            }, "RS256"),
            serverId: "acme",
            isDefault: true,
          }],
          version: "6",
        },
        null,
        2,
      )),
    S(
      "url",
      `a Nexus raw upload URL with credentials #${n}`,
      (_k, add) =>
        `curl -v --upload-file dist/${scope}-${version()}.tgz https://uploader:${
          urlPass(add)
        }@nexus.acme.dev/repository/raw-releases/${scope}/`,
    ),
    S(
      "assignment",
      `Cloudsmith API key exported for a push #${n}`,
      (k) =>
        `export CLOUDSMITH_API_KEY=${
          k(40, HEX)
        }\ncloudsmith push python acme/${scope} dist/${scope}-${version()}-py3-none-any.whl`,
    ),
  ];
}

/** The package registry family: every template twice, over fresh values. */
export function buildRegistries(): HeldOutSecret[] {
  return ROUNDS.flatMap((n) => [...casesOne(n), ...casesTwo(n), ...casesThree(n)]);
}
