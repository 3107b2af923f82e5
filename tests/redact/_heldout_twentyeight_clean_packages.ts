/**
 * Corpus twenty-eight, clean package and registry text: lockfiles with integrity hashes, client
 * configs that point at an environment variable or a credential helper, publish output with
 * shasums and tarball URLs, checksum files, version tables, container digests and `docker login`
 * with `--password-stdin`.
 */
import {
  B64,
  C,
  digest,
  draw,
  type HeldOutClean,
  hex,
  integrity,
  num,
  pick,
  uuid,
  version,
} from "./_heldout_twentyeight_make.ts";

const ROUNDS = [1, 2] as const;

/** Round `n` of the family, part 1 of 3: its cases over fresh values. */
function casesOne(n: number): HeldOutClean[] {
  const pkg = pick(["left-pad", "tiny-glob", "yaml-lite", "fast-diff", "kleur"]);
  const v = version();
  return [
    C(
      `package-lock.json entries with integrity #${n}`,
      JSON.stringify(
        {
          name: "acme-web",
          lockfileVersion: 3,
          packages: {
            [`node_modules/${pkg}`]: {
              version: v,
              resolved: `https://registry.npmjs.org/${pkg}/-/${pkg}-${v}.tgz`,
              integrity: integrity(),
              license: "MIT",
            },
            "node_modules/semver": {
              version: version(),
              resolved: `https://registry.npmjs.org/semver/-/semver-${version()}.tgz`,
              integrity: integrity(),
            },
          },
        },
        null,
        2,
      ),
    ),
    C(
      `pnpm-lock.yaml resolution lines #${n}`,
      [
        "lockfileVersion: '9.0'",
        "packages:",
        `  ${pkg}@${v}:`,
        `    resolution: {integrity: ${integrity()}}`,
        `    engines: {node: '>=18'}`,
        `  picocolors@${version()}:`,
        `    resolution: {integrity: ${integrity()}}`,
      ].join("\n"),
    ),
    C(
      `yarn.lock entry #${n}`,
      `"${pkg}@^${v}":\n  version "${v}"\n  resolved "https://registry.yarnpkg.com/${pkg}/-/${pkg}-${v}.tgz#${
        hex(40)
      }"\n  integrity ${integrity()}`,
    ),
    C(
      `.npmrc that reads the token from the environment #${n}`,
      `//registry.npmjs.org/:_authToken=\${NPM_TOKEN}\n@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=\${GITHUB_TOKEN}\n# updated for v${v}`,
    ),
    C(
      `.pypirc with a keyring placeholder #${n}`,
      `[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\n# password comes from keyring (keyring set https://upload.pypi.org/legacy/ __token__)\n# last upload: ${pkg}-${v}.tar.gz`,
    ),
    C(
      `cargo config with a credential provider #${n}`,
      `[registry]\nglobal-credential-providers = ["cargo:token", "cargo:libsecret"]\n\n[registries.acme]\nindex = "sparse+https://cargo.acme.dev/index/"\n# Cargo.lock checksum = "${
        hex(64)
      }"`,
    ),
    C(
      `nuget.config with %ENV% password #${n}`,
      `<packageSourceCredentials>\n  <acme>\n    <add key="Username" value="az" />\n    <add key="ClearTextPassword" value="%NUGET_FEED_PAT%" />\n  </acme>\n</packageSourceCredentials>\n<!-- Acme.Core ${v} contentHash ${
        draw(86, B64)
      }== -->`,
    ),
    C(
      `Maven settings.xml with env references #${n}`,
      `<server>\n  <id>ossrh</id>\n  <username>\${env.OSSRH_USERNAME}</username>\n  <password>\${env.OSSRH_PASSWORD}</password>\n</server>\n<!-- deployed com.acme:core:${v} sha1 ${
        hex(40)
      } -->`,
    ),
    C(
      `gradle.properties pointing at CI properties #${n}`,
      `org.gradle.jvmargs=-Xmx3g\nsigning.keyId=${
        hex(8).toUpperCase()
      }\n# signing.password and mavenCentralPassword come from ORG_GRADLE_PROJECT_ env vars\nversion=${v}`,
    ),
  ];
}

/** Round `n` of the family, part 2 of 3: its cases over fresh values. */
function casesTwo(n: number): HeldOutClean[] {
  const pkg = pick(["left-pad", "tiny-glob", "yaml-lite", "fast-diff", "kleur"]);
  const v = version();
  return [
    C(
      `Composer auth.json template #${n}`,
      JSON.stringify(
        {
          "http-basic": {
            "repo.packagist.com": { username: "token", password: "<your-packagist-token>" },
          },
          "_comment": `generated ${uuid()}`,
        },
        null,
        4,
      ),
    ),
    C(
      `npm publish output with shasum and integrity #${n}`,
      [
        `npm notice 📦  ${pkg}@${v}`,
        `npm notice Tarball Contents`,
        `npm notice ${num(1, 9)}.${num(0, 9)}kB dist/index.js`,
        `npm notice name:          ${pkg}`,
        `npm notice version:       ${v}`,
        `npm notice filename:      ${pkg}-${v}.tgz`,
        `npm notice shasum:        ${hex(40)}`,
        `npm notice integrity:     sha512-${draw(20, B64)}[...]${draw(10, B64)}==`,
        `npm notice total files:   ${num(3, 40)}`,
        `+ ${pkg}@${v}`,
      ].join("\n"),
    ),
    C(
      `SHA256SUMS file #${n}`,
      ["linux_amd64.tar.gz", "linux_arm64.tar.gz", "darwin_arm64.tar.gz", "windows_amd64.zip"]
        .map((f) => `${hex(64)}  ${pkg}_${v}_${f}`).join("\n"),
    ),
    C(
      `twine upload reading the token from TWINE_PASSWORD #${n}`,
      `$ export TWINE_USERNAME=__token__\n$ export TWINE_PASSWORD="$(pass show pypi/${pkg})"\n$ twine upload dist/*\nUploading ${
        pkg.replace("-", "_")
      }-${v}-py3-none-any.whl\nView at:\nhttps://pypi.org/project/${pkg}/${v}/`,
    ),
    C(
      `docker login with --password-stdin #${n}`,
      `$ echo "$CR_PAT" | docker login ghcr.io -u acme-bot --password-stdin\nLogin Succeeded\n$ docker push ghcr.io/acme/${pkg}:${v}\n${v}: digest: ${digest()} size: ${
        num(1000, 4000)
      }`,
    ),
    C(
      `docker config.json with a credential helper #${n}`,
      JSON.stringify(
        {
          credHelpers: {
            "public.ecr.aws": "ecr-login",
            [`${num(100000000000, 999999999999)}.dkr.ecr.us-east-1.amazonaws.com`]: "ecr-login",
            "gcr.io": "gcloud",
          },
          credsStore: "desktop",
        },
        null,
        "\t",
      ),
    ),
    C(
      `docker image inspect with digests #${n}`,
      JSON.stringify(
        [{
          Id: digest(),
          RepoTags: [`acme/${pkg}:${v}`],
          RepoDigests: [`acme/${pkg}@${digest()}`],
          Created: "2026-11-1" + num(0, 9) + "T12:00:00Z",
          RootFS: { Type: "layers", Layers: [digest(), digest(), digest()] },
        }],
        null,
        4,
      ),
    ),
  ];
}

/** Round `n` of the family, part 3 of 3: its cases over fresh values. */
function casesThree(n: number): HeldOutClean[] {
  const pkg = pick(["left-pad", "tiny-glob", "yaml-lite", "fast-diff", "kleur"]);
  const v = version();
  return [
    C(
      `go.sum lines #${n}`,
      [
        `github.com/acme/${pkg} v${v} h1:${draw(43, B64)}=`,
        `github.com/acme/${pkg} v${v}/go.mod h1:${draw(43, B64)}=`,
        `golang.org/x/sync v0.${num(1, 12)}.0 h1:${draw(43, B64)}=`,
      ].join("\n"),
    ),
    C(
      `.netrc placeholder and GOPRIVATE #${n}`,
      `$ go env -w GOPRIVATE=git.acme.dev/*\n$ cat ~/.netrc\nmachine git.acme.dev\n  login go-modules\n  password <set by the git credential helper>\n# go version go1.2${
        num(2, 4)
      }.${num(0, 9)} linux/amd64`,
    ),
    C(
      `Cargo.lock package with checksum #${n}`,
      `[[package]]\nname = "${
        pkg.replace("-", "_")
      }"\nversion = "${v}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${
        hex(64)
      }"`,
    ),
    C(
      `pip hash-checking requirements #${n}`,
      `${pkg}==${v} \\\n    --hash=sha256:${hex(64)} \\\n    --hash=sha256:${
        hex(64)
      }\nrequests==2.32.${num(0, 5)} \\\n    --hash=sha256:${hex(64)}`,
    ),
    C(
      `Harbor robot accounts listed, no secret shown #${n}`,
      [
        `ID   NAME                             EXPIRES AT   CREATED`,
        `${num(10, 99)}   robot$${pkg}+ci-push          never        2026-0${num(1, 9)}-1${
          num(0, 9)
        }`,
        `${num(100, 999)}  robot$${pkg}+scanner         ${num(30, 90)} days      2026-1${
          num(0, 1)
        }-0${num(1, 9)}`,
        `# secret shown once at creation; stored in Vault kv/ci/harbor/${pkg}`,
      ].join("\n"),
    ),
    C(
      `aws ecr describe-images with digests #${n}`,
      JSON.stringify(
        {
          imageDetails: [0, 1].map(() => ({
            registryId: String(num(100000000000, 999999999999)),
            repositoryName: pkg,
            imageDigest: digest(),
            imageTags: [version()],
            imageSizeInBytes: num(10000000, 99999999),
            imageManifestMediaType: "application/vnd.oci.image.manifest.v1+json",
          })),
        },
        null,
        4,
      ),
    ),
  ];
}

/** The clean package family: every template twice, over fresh values. */
export function buildCleanPackages(): HeldOutClean[] {
  return ROUNDS.flatMap((n) => [...casesOne(n), ...casesTwo(n), ...casesThree(n)]);
}
