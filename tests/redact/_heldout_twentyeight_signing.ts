/**
 * Corpus twenty-eight, signing and release: cosign private keys and their passwords, GPG armored
 * private keys and `gpg --batch --passphrase` lines, Apple notarization with an app-specific
 * password, Windows code signing with a PFX password, Android keystores, and the release tools
 * (goreleaser, semantic-release, changesets) with `GH_TOKEN`/`NPM_TOKEN`.
 */
import {
  actionsLog,
  armour,
  B64,
  b64,
  checked,
  draw,
  fineGrained,
  type HeldOutSecret,
  HEX,
  LOWER,
  num,
  pass,
  pemBlock,
  pgpBlock,
  pick,
  S,
  sha,
  UPPER,
  version,
} from "./_heldout_twentyeight_make.ts";

const ROUNDS = [1, 2] as const;

/** An Apple app-specific password: four groups of four lower-case letters. */
function appPassword(): string {
  return [0, 1, 2, 3].map(() => draw(4, LOWER)).join("-");
}

/** Round `n` of the family, part 1 of 2: its cases over fresh values. */
function casesOne(n: number): HeldOutSecret[] {
  const app = pick(["ctx", "relay", "stitch", "lumen", "harbor"]);
  return [
    S(
      "block",
      `cosign.key printed by cat #${n}`,
      (k) =>
        [
          `$ cat cosign.key`,
          ...pemBlock(k, "ENCRYPTED SIGSTORE ", 10),
          `$ cosign sign --key cosign.key ghcr.io/acme/${app}@sha256:${draw(64, HEX)}`,
        ].join("\n"),
    ),
    S(
      "command",
      `COSIGN_PASSWORD exported before signing a blob #${n}`,
      (_k, add) =>
        `export COSIGN_PASSWORD='${
          pass(add)
        }'\ncosign sign-blob --key cosign.key --output-signature dist/${app}.sig dist/${app}_${version()}_linux_amd64.tar.gz\nUsing payload from: dist/${app}_linux_amd64.tar.gz\nWrote signature to file dist/${app}.sig`,
    ),
    S(
      "assignment",
      `a COSIGN_PRIVATE_KEY secret pasted into a workflow as an env value #${n}`,
      (k) =>
        [
          "      - name: Sign image",
          "        env:",
          "          COSIGN_PRIVATE_KEY: |",
          ...pemBlock(k, "ENCRYPTED COSIGN ", 8, "            "),
          "          COSIGN_PASSWORD: ${{ secrets.COSIGN_PASSWORD }}",
          "        run: cosign sign --yes --key env://COSIGN_PRIVATE_KEY ghcr.io/acme/" + app,
        ].join("\n"),
    ),
    S(
      "block",
      `gpg --export-secret-keys --armor output #${n}`,
      (k) =>
        [`$ gpg --export-secret-keys --armor ${draw(16, HEX).toUpperCase()}`, ...pgpBlock(k, 12)]
          .join("\n"),
    ),
    S(
      "command",
      `gpg --batch with the passphrase on the command line #${n}`,
      (_k, add) =>
        `gpg --batch --yes --pinentry-mode loopback --passphrase '${
          pass(add)
        }' --detach-sign --armor dist/${app}-${version()}.tar.gz`,
    ),
    S(
      "command",
      `gpg --passphrase-fd fed by echo in a release script #${n}`,
      (_k, add) =>
        `#!/usr/bin/env bash\nset -euo pipefail\necho "${
          pass(add)
        }" | gpg --batch --passphrase-fd 0 --clearsign SHA256SUMS\nmv SHA256SUMS.asc dist/`,
    ),
    S("encoded", `a GPG private key stored base64 in a CI variable and echoed #${n}`, (_k, add) => {
      const block = [
        armour("PGP ", false, true),
        "",
        draw(64, B64),
        draw(40, B64),
        armour("PGP ", true, true),
      ].join("\n");
      return `$ echo "$GPG_PRIVATE_KEY_B64" | head -c 200\n${add(b64(block).slice(0, 200))}`;
    }),
    S(
      "command",
      `xcrun notarytool submit with an app-specific password #${n}`,
      (_k, add) =>
        `xcrun notarytool submit build/${app}.zip --apple-id release@acme.dev --team-id ${
          draw(10, UPPER)
        } --password ${
          add(appPassword())
        } --wait\nConducting pre-submission checks for ${app}.zip and initiating connection to the Apple notary service...`,
    ),
  ];
}

/** Round `n` of the family, part 2 of 2: its cases over fresh values. */
function casesTwo(n: number): HeldOutSecret[] {
  const app = pick(["ctx", "relay", "stitch", "lumen", "harbor"]);
  return [
    S(
      "assignment",
      `goreleaser notarize settings with the app-specific password written in #${n}`,
      (_k, add) =>
        `notarize:\n  macos:\n    - enabled: true\n      sign:\n        certificate: "{{.Env.MACOS_SIGN_P12}}"\n        password: "${
          pass(add)
        }"\n      notarize:\n        issuer_id: ${draw(8, HEX)}-${draw(4, HEX)}-${draw(4, HEX)}-${
          draw(4, HEX)
        }-${draw(12, HEX)}\n        key_id: ${draw(10, UPPER)}\n        key: "${
          add(b64(draw(180, B64)))
        }"`,
    ),
    S(
      "command",
      `signtool sign with the PFX password #${n}`,
      (_k, add) =>
        `PS> & "C:\\Program Files (x86)\\Windows Kits\\10\\bin\\x64\\signtool.exe" sign /f certs\\codesign.pfx /p ${
          pass(add)
        } /fd SHA256 /tr http://timestamp.digicert.com /td SHA256 dist\\${app}-setup.exe\nDone Adding Additional Store\nSuccessfully signed: dist\\${app}-setup.exe`,
    ),
    S(
      "encoded",
      `a base64 PFX in a workflow secret dumped by a debug step #${n}`,
      (_k, add) =>
        actionsLog([
          'Run echo "$CERT" | head -c 120',
          add(draw(120, B64)),
          'Run [IO.File]::WriteAllBytes("codesign.pfx", [Convert]::FromBase64String($env:CERT))',
        ]),
    ),
    S(
      "assignment",
      `Android signing config with keystore passwords in build.gradle #${n}`,
      (_k, add) =>
        `android {\n    signingConfigs {\n        release {\n            storeFile file("release.jks")\n            storePassword "${
          pass(add)
        }"\n            keyAlias "upload"\n            keyPassword "${
          pass(add)
        }"\n        }\n    }\n}`,
    ),
    S(
      "command",
      `jarsigner with -storepass #${n}`,
      (_k, add) =>
        `jarsigner -keystore acme.jks -storepass ${
          pass(add)
        } -tsa http://timestamp.digicert.com target/${app}-${version()}.jar codesign`,
    ),
    S(
      "assignment",
      `goreleaser run with GITHUB_TOKEN inline #${n}`,
      (_k, add) =>
        `$ GITHUB_TOKEN=${
          checked(add, "ghp")
        } goreleaser release --clean\n  • starting release...\n  • loading                                          path=.goreleaser.yaml\n  • git state                                        commit=${sha()} branch=main current_tag=v${version()}`,
    ),
    S(
      "assignment",
      `semantic-release with GH_TOKEN and NPM_TOKEN in a .env #${n}`,
      (k, add) =>
        `# .env.release (do not commit)\nGH_TOKEN=${fineGrained(k)}\nNPM_TOKEN=${
          checked(add, "npm")
        }\nGIT_AUTHOR_NAME=release-bot`,
    ),
    S(
      "output",
      `changesets publish failing with the token in the npm error #${n}`,
      (_k, add) =>
        `🦋  info npm info @acme/${app}\n🦋  error an error occurred while publishing @acme/${app}: E401 Unable to authenticate, your authentication token seems to be invalid.\n🦋  error npm ERR! //registry.npmjs.org/:_authToken=${
          checked(add, "npm")
        }\n🦋  error npm ERR! A complete log of this run can be found in: /home/runner/.npm/_logs/2026-11-${
          num(10, 27)
        }T10_11_12_${num(100, 999)}Z-debug-0.log`,
    ),
  ];
}

/** The signing and release family: every template twice, over fresh values. */
export function buildSigning(): HeldOutSecret[] {
  return ROUNDS.flatMap((n) => [...casesOne(n), ...casesTwo(n)]);
}
