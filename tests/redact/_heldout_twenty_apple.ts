/**
 * Corpus twenty, iOS and macOS: fastlane's Appfile, Matchfile and `.env`, App Store Connect API
 * keys (`.p8`), altool and notarytool commands, the keychain's `security` output and Xcode logs.
 */
import {
  type Alike,
  B64,
  b64u,
  B64URL,
  cases,
  cleanCases,
  DIGITS,
  draw,
  fingerprint,
  ghBody,
  type HeldOutClean,
  type HeldOutSecret,
  HEX,
  hex,
  type Insertion,
  LOWER,
  num,
  pass,
  pemLines,
  pick,
  type Piece,
  UPPER_DIGITS,
  user,
  uuid,
} from "./_heldout_twenty_make.ts";

const APPS = ["Shopfront", "TripNote", "PocketVet", "FieldLog", "Bakery"];
const bundle = () => `com.${pick(["acme", "northwind", "lumen"])}.${pick(APPS).toLowerCase()}`;
const email = () => `${user()}@${pick(["acme.io", "lumen.app", "northwind.dev"])}`;
const teamId = () => draw(10, UPPER_DIGITS);
/** An app-specific password as Apple writes it: four groups of four lower-case letters. */
const appPassword = () => [0, 1, 2, 3].map(() => draw(4, LOWER)).join("-");

/** An App Store Connect API token (ES256, its key id in the header); the signature is a piece. */
function jwtES(k: Piece): string {
  const head = b64u(JSON.stringify({ alg: "ES256", kid: draw(10, UPPER_DIGITS), typ: "JWT" }));
  const iat = 1795000000 + num(0, 9000000);
  const claims = { iss: uuid(), iat, exp: iat + 1200, aud: "appstoreconnect-v1" };
  return `${head}.${b64u(JSON.stringify(claims))}.${k(86, B64URL)}`;
}

const INSERTIONS: Insertion[] = [
  {
    label: "match password in fastlane env",
    shape: "assignment",
    path: "fastlane/.env",
    make: (_k, add) => [
      `FASTLANE_USER=${email()}`,
      `MATCH_PASSWORD=${pass(add)}`,
      `FASTLANE_TEAM_ID=${teamId()}`,
    ],
  },
  {
    label: "fastlane password and app-specific password",
    shape: "assignment",
    path: "fastlane/.env.default",
    make: (_k, add) => [
      `FASTLANE_PASSWORD="${pass(add)}"`,
      `FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=${add(appPassword())}`,
      "FASTLANE_SKIP_UPDATE_CHECK=1",
    ],
  },
  {
    label: "Matchfile with git basic authorization",
    shape: "encoded",
    path: "fastlane/Matchfile",
    make: (_k, add) => [
      'git_url("https://github.com/acme/certificates")',
      'storage_mode("git")',
      'type("appstore")',
      `git_basic_authorization("${add(btoa(`${user()}:${draw(num(16, 22))}`))}")`,
    ],
  },
  {
    label: "Matchfile git URL with a token",
    shape: "url",
    path: "fastlane/Matchfile",
    make: (_k, add) => [
      `git_url("https://${user()}:ghp_${ghBody(add)}@github.com/acme/ios-certs.git")`,
      `app_identifier(["${bundle()}"])`,
      `username("${email()}")`,
    ],
  },
  {
    label: "App Store Connect API key file",
    shape: "block",
    path: "AuthKey.p8",
    make: (k) => pemLines(k, "", 5),
  },
  {
    label: "App Store Connect API key as JSON for fastlane",
    shape: "block",
    path: "fastlane/api_key.json",
    make: (k) => [
      "{",
      `  "key_id": "${draw(10, UPPER_DIGITS)}",`,
      `  "issuer_id": "${uuid()}",`,
      `  "key": "${pemLines(k, "", 5).join("\\n")}",`,
      '  "in_house": false',
      "}",
    ],
  },
  {
    label: "altool upload with a password",
    shape: "command",
    path: "xcrun altool --upload-app",
    term: true,
    make: (_k, add) => [
      `xcrun altool --upload-app -f build/${pick(APPS)}.ipa -t ios -u ${email()} ` +
      `-p ${add(appPassword())}`,
      "No errors uploading 'build/app.ipa'",
    ],
  },
  {
    label: "notarytool with a password",
    shape: "command",
    path: "xcrun notarytool submit",
    term: true,
    make: (_k, add) => [
      `xcrun notarytool submit dist/${
        pick(APPS)
      }.dmg --apple-id ${email()} --team-id ${teamId()} ` +
      `--password ${add(appPassword())} --wait`,
      `  id: ${uuid()}`,
      "  status: Accepted",
    ],
  },
  {
    label: "keychain password printed",
    shape: "output",
    path: "security find-generic-password -s AC_PASSWORD -w",
    term: true,
    make: (_k, add) => [add(appPassword())],
  },
  {
    label: "keychain item dumped with its password",
    shape: "output",
    path: "security find-generic-password -ga ci-keychain",
    term: true,
    make: (_k, add) => [
      'keychain: "/Users/runner/Library/Keychains/login.keychain-db"',
      'class: "genp"',
      "attributes:",
      '    "acct"<blob>="ci-keychain"',
      '    "svce"<blob>="build"',
      `password: "${pass(add)}"`,
    ],
  },
  {
    label: "keychain created with its password",
    shape: "command",
    path: "scripts/ci-keychain.sh",
    make: (_k, add) => {
      const pw = pass(add);
      return [
        "#!/bin/sh -e",
        `security create-keychain -p "${pw}" build.keychain`,
        `security unlock-keychain -p "${pw}" build.keychain`,
        `security import cert.p12 -k build.keychain -P "${pass(add)}" -T /usr/bin/codesign`,
      ];
    },
  },
  {
    label: "Appfile with an App Store Connect JWT",
    shape: "vendor",
    path: "fastlane/Appfile",
    make: (k) => [
      `app_identifier("${bundle()}")`,
      `apple_id("${email()}")`,
      `team_id("${teamId()}")`,
      `ENV["APP_STORE_CONNECT_TOKEN"] = "${jwtES(k)}"`,
    ],
  },
  {
    label: "p12 certificate as base64, wrapped",
    shape: "wrapped",
    path: "certs/dist.p12.b64",
    make: (k) => [k(64, B64), k(64, B64), k(64, B64), k(num(20, 50), B64) + "="],
  },
  {
    label: "Xcode build log with the signing password",
    shape: "output",
    path: "xcodebuild -exportArchive",
    term: true,
    make: (_k, add) => [
      "** ARCHIVE SUCCEEDED **",
      `/usr/bin/security unlock-keychain -p ${
        pass(add)
      } /Users/runner/Library/Keychains/ci.keychain-db`,
      `Exported ${pick(APPS)} to: /Users/runner/work/build/export`,
    ],
  },
  {
    label: "fastlane session cookie",
    shape: "assignment",
    path: "~/.fastlane/spaceship/session",
    make: (k) => [
      "---",
      "- !ruby/object:HTTP::Cookie",
      "  name: myacinfo",
      `  value: DAWTKNV3${k(200, HEX)}`,
      "  domain: apple.com",
    ],
  },
  {
    label: "Sentry auth token for dSYM upload",
    shape: "vendor",
    path: "ios/sentry.properties",
    make: (k) => [
      "defaults.url=https://sentry.io/",
      "defaults.org=acme",
      `defaults.project=${pick(APPS).toLowerCase()}-ios`,
      `auth.token=sntryu_${k(64, "0123456789abcdef")}`,
    ],
  },
];

const ALIKES: Alike[] = [
  {
    label: "Appfile without secrets",
    path: "fastlane/Appfile",
    make: () => [
      `app_identifier("${bundle()}")`,
      `apple_id("${email()}")`,
      `itc_team_id("${draw(9, DIGITS)}")`,
      `team_id("${teamId()}")`,
    ],
  },
  {
    label: "match output table",
    path: "fastlane match appstore --readonly",
    term: true,
    make: () => [
      "+----------------------+--------------------------------------+",
      "|               Installed Provisioning Profile               |",
      `| App Identifier       | ${bundle()}                 |`,
      `| UUID                 | ${uuid().toUpperCase()} |`,
      `| Team                 | ${teamId()}                           |`,
      `| Certificate SHA-1    | ${hex(40).toUpperCase()} |`,
      "+----------------------+--------------------------------------+",
    ],
  },
  {
    label: "notarytool with a keychain profile",
    path: "xcrun notarytool submit --keychain-profile",
    term: true,
    make: () => [
      `xcrun notarytool submit dist/${pick(APPS)}.dmg --keychain-profile "AC_PASSWORD" --wait`,
      `  id: ${uuid()}`,
      "  status: Accepted",
    ],
  },
  {
    label: "fastlane env with masked values",
    path: "fastlane/.env.example",
    make: () => [
      "MATCH_PASSWORD=********",
      "FASTLANE_PASSWORD=<your Apple ID password>",
      `FASTLANE_TEAM_ID=${teamId()}`,
      "APP_STORE_CONNECT_API_KEY_PATH=./AuthKey.p8",
    ],
  },
  {
    label: "codesign identity and profile",
    path: "security find-identity -v -p codesigning",
    term: true,
    make: () => [
      `  1) ${hex(40).toUpperCase()} "Apple Distribution: Acme Ltd (${teamId()})"`,
      `  2) ${hex(40).toUpperCase()} "Apple Development: ${email()} (${teamId()})"`,
      "     2 valid identities found",
    ],
  },
  {
    label: "Xcode project build settings",
    path: "App.xcodeproj/project.pbxproj",
    make: () => [
      `\t\t${hex(24).toUpperCase()} /* Release */ = {`,
      "\t\t\tbuildSettings = {",
      `\t\t\t\tDEVELOPMENT_TEAM = ${teamId()};`,
      `\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = ${bundle()};`,
      `\t\t\t\t"PROVISIONING_PROFILE_SPECIFIER[sdk=iphoneos*]" = "match AppStore ${bundle()}";`,
      `\t\t\t\tCURRENT_PROJECT_VERSION = ${num(100, 4000)};`,
      "\t\t\t};",
    ],
  },
  {
    label: "API key referenced from the environment",
    path: "fastlane/Fastfile",
    make: () => [
      "lane :beta do",
      "  api_key = app_store_connect_api_key(",
      `    key_id: "${draw(10, UPPER_DIGITS)}",`,
      `    issuer_id: "${uuid()}",`,
      '    key_content: ENV["ASC_KEY_CONTENT"]',
      "  )",
      "  pilot(api_key: api_key)",
      "end",
    ],
  },
  {
    label: "certificate fingerprints from openssl",
    path: "openssl x509 -in dist.cer -fingerprint -sha256 -noout",
    term: true,
    make: () => [`sha256 Fingerprint=${fingerprint(32)}`],
  },
];

export const buildApple = (): HeldOutSecret[] => cases(INSERTIONS);
export const buildCleanApple = (): HeldOutClean[] => cleanCases(ALIKES);
