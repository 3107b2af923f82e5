/**
 * Corpus ten, developer tools: self-hosted forges, deployment and code-search services, mobile
 * and extension publishing — tokens on their command lines and in their env files.
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import { ALNUM, B64URL, HEX, LOWER, LOWER_NUM, type Ten, UPPER_NUM } from "./_heldout_ten_make.ts";

export function tenDevTools(t: Ten): HeldOutSecret[] {
  const { S, g } = t;
  return [
    S(
      "command",
      "vsce marketplace pat",
      (k) => `npx @vscode/vsce publish -p ${k(52, LOWER + "234567")}`,
    ),
    S("command", "ovsx token", (_k, add) => `npx ovsx publish -p ${add(t.guid())}`),
    S(
      "command",
      "expo access token",
      (k) => `EXPO_TOKEN=${k(40, B64URL)} eas build --platform ios`,
    ),
    S(
      "command",
      "apple app-specific password",
      (_k, add) =>
        `xcrun notarytool submit App.zip --apple-id dev@acme.io --team-id ${
          g(10, UPPER_NUM)
        } --password ${add(`${g(4, LOWER)}-${g(4, LOWER)}-${g(4, LOWER)}-${g(4, LOWER)}`)}`,
    ),
    S(
      "command",
      "fastlane match password",
      (_k, add) =>
        `MATCH_PASSWORD=${add(t.pwd())} FASTLANE_PASSWORD='${
          add(t.pwd())
        }' bundle exec fastlane beta`,
    ),
    S("assignment", "android keystore passwords in gradle", (_k, add) =>
      `signingConfigs {
    release {
        storeFile file("release.jks")
        storePassword "${add(t.pwd())}"
        keyAlias "upload"
        keyPassword "${add(t.pwd())}"
    }
}`),
    S(
      "command",
      "hg and svn credentials in commands",
      (_k, add) =>
        `svn checkout https://svn.corp.example/repos/legacy --username builder --password '${
          add(t.pwd())
        }' --non-interactive`,
    ),
    S(
      "command",
      "gitea token",
      (k) => `tea login add --name home --url https://git.home.lan --token ${k(40, HEX)}`,
    ),
    S(
      "vendor",
      "harness pat",
      (k) => `x-api-key: pat.${g(22, B64URL)}.${g(24, HEX)}.${k(20, ALNUM)}`,
    ),
    S("vendor", "octopus api key", (k) => `Octopus-ApiKey: API-${k(26, UPPER_NUM)}`),
    S(
      "command",
      "vercel and turbo remote cache token",
      (k) => `TURBO_TEAM=acme TURBO_TOKEN=${k(24, ALNUM)} npx turbo run build`,
    ),
    S(
      "vendor",
      "sourcegraph access token",
      (k) => `SRC_ACCESS_TOKEN=sgp_${k(16, HEX)}_${k(40, HEX)}`,
    ),
    S("command", "readme api key", (k) => `rdme openapi --key rdme_${k(70, LOWER_NUM)}`),
  ];
}
