/**
 * Corpus thirty-two, game backends and live-ops: PlayFab title secret keys, Photon, Epic Online
 * Services, Steam Web API and publisher keys and game server login tokens, Unity Gaming Services
 * service accounts, Nakama's keys, GameLift's AWS keys, partner-portal client secrets, RCON and
 * anti-cheat passwords, Discord bot tokens.
 */
import {
  ALNUM,
  B64,
  b64,
  block,
  DIGITS,
  draw,
  type HeldOutSecret,
  hex,
  HEX_UP,
  ip,
  LOWER_DIGITS,
  many,
  num,
  pass,
  pick,
  UPPER_ALNUM,
  uuid,
  word,
} from "./_heldout_thirtytwo_make.ts";
import { UPPER_DIGITS as BASE32 } from "./_fakes.ts";

/** A PlayFab title id: four to five upper-case hex digits. */
const titleId = (): string => draw(num(4, 5), HEX_UP);

/** A Discord bot token: the bot's id in base64, a time part and an HMAC part. */
const discordToken = (add: (p: string) => string): string =>
  `${b64(draw(19, DIGITS), false)}.${draw(6, ALNUM + "-_")}.${add(draw(38, ALNUM + "-_"))}`;

/** A Steam Web API path: interface, method and version. */
const steamApi = (iface: string, method: string, version: number): string =>
  `/${iface}/${method}/v${version}/`;

export function buildGames(): HeldOutSecret[] {
  return [
    ...many(4, "assignment", "PlayFab developer secret key", (k, _add, i) =>
      [
        () => `PLAYFAB_TITLE_ID=${titleId()}\nPLAYFAB_DEV_SECRET_KEY=${k(52, UPPER_ALNUM)}`,
        () =>
          `PlayFabSettings.staticSettings.TitleId = "${titleId()}";\nPlayFabSettings.staticSettings.DeveloperSecretKey = "${
            k(52, UPPER_ALNUM)
          }";`,
        () =>
          `curl -X POST https://${titleId()}.playfabapi.com/Server/GetTitleData -H "X-SecretKey: ${
            k(52, UPPER_ALNUM)
          }" -H "Content-Type: application/json" -d '{}'`,
        () => `{ "titleId": "${titleId()}", "developerSecretKey": "${k(52, UPPER_ALNUM)}" }`,
      ][i]!()),
    ...many(2, "assignment", "Photon custom authentication secret", (k, _add, i) =>
      [
        () => `PHOTON_APP_ID_REALTIME=${uuid()}\nPHOTON_CUSTOM_AUTH_SECRET=${k(40, ALNUM)}`,
        () => `photon:\n  app_id: ${uuid()}\n  auth_webhook_secret: ${k(32, ALNUM)}`,
      ][i]!()),
    ...many(3, "assignment", "Epic Online Services client secret", (k, _add, i) =>
      [
        () =>
          `EOS_PRODUCT_ID=${hex(32)}\nEOS_SANDBOX_ID=${hex(32)}\nEOS_DEPLOYMENT_ID=${
            hex(32)
          }\nEOS_CLIENT_ID=xyza7891${draw(24, ALNUM)}\nEOS_CLIENT_SECRET=${k(43, ALNUM + "+/")}`,
        () =>
          `[/Script/OnlineSubsystemEOS.EOSSettings]\n+Artifacts=(ArtifactName="${word()}",ClientId="xyza7891${
            draw(24, ALNUM)
          }",ClientSecret="${k(43, ALNUM + "+/")}",ProductId="${hex(32)}")`,
        () =>
          `curl -u xyza7891${draw(24, ALNUM)}:${
            k(43, ALNUM + "+/")
          } -d grant_type=client_credentials -d deployment_id=${
            hex(32)
          } https://api.epicgames.dev/epic/oauth/v2/token`,
      ][i]!()),
    ...many(4, "url", "Steam Web API key in a URL", (k, _add, i) => {
      const sid = `7656119${draw(10, DIGITS)}`;
      return [
        () =>
          `https://api.steampowered.com${steamApi("ISteamUser", "GetPlayerSummaries", 2)}?key=${
            k(32, HEX_UP)
          }&steamids=${sid}`,
        () =>
          `curl "https://partner.steam-api.com${
            steamApi("ISteamUserStats", "SetUserStatsForGame", 1)
          }?key=${k(32, HEX_UP)}&steamid=${sid}&appid=${num(400000, 2999999)}"`,
        () =>
          `GET ${steamApi("IPlayerService", "GetOwnedGames", 1)}?key=${
            k(32, HEX_UP)
          }&steamid=${sid}&format=json HTTP/1.1`,
        () =>
          `requests.get(f"https://api.steampowered.com${
            steamApi("ISteamApps", "GetAppList", 2)
          }?key=${k(32, HEX_UP)}")`,
      ][i]!();
    }),
    ...many(2, "assignment", "Steam publisher key", (k, _add, i) =>
      [
        () => `STEAM_PUBLISHER_KEY=${k(32, HEX_UP)}\nSTEAM_APP_ID=${num(400000, 2999999)}`,
        () =>
          `steam:\n  app_id: ${num(400000, 2999999)}\n  publisher_web_api_key: ${k(32, HEX_UP)}`,
      ][i]!()),
    ...many(3, "command", "Steam game server login token", (k, add, i) =>
      [
        () =>
          `./srcds_run -game csgo +map de_dust2 +sv_setsteamaccount ${k(32, HEX_UP)} -port 27015`,
        () => `docker run -d -e SRCDS_TOKEN=${k(32, HEX_UP)} -p 27015:27015/udp cm2network/csgo`,
        () => `+sv_setsteamaccount ${k(32, HEX_UP)}\n+rcon_password "${pass(add)}"`,
      ][i]!()),
    ...many(3, "command", "Unity Gaming Services service account", (k, _add, i) => {
      const keyId = uuid();
      return [
        () => `ugs login --service-key-id ${keyId} --secret-key-stdin <<< '${k(32, ALNUM)}'`,
        () =>
          `UGS_CLI_SERVICE_KEY_ID=${keyId}\nUGS_CLI_SERVICE_SECRET_KEY=${
            k(32, ALNUM)
          }\nugs deploy ./live-ops`,
        () =>
          `curl -u ${keyId}:${
            k(32, ALNUM)
          } https://services.api.unity.com/auth/v1/token-exchange?projectId=${uuid()}`,
      ][i]!();
    }),
    ...many(3, "command", "Nakama server keys on the command line", (k, add, i) =>
      [
        () =>
          `nakama --name ${word()}1 --database.address root@${ip()}:26257 \\\n  --socket.server_key ${
            k(24, ALNUM)
          } --session.encryption_key ${k(32, ALNUM)} \\\n  --session.refresh_encryption_key ${
            k(32, ALNUM)
          } --runtime.http_key ${k(28, ALNUM)}`,
        () =>
          `/nakama/nakama migrate up && exec /nakama/nakama --config /nakama/data/local.yml --console.password ${
            pass(add)
          }`,
        () => `const client = new Client("${k(24, ALNUM)}", "${word()}.game", "7350", true);`,
      ][i]!()),
    ...many(2, "block", "Nakama config YAML", (k, add) =>
      block(
        "name: live-ops",
        "logger:\n  level: INFO",
        "session:",
        `  encryption_key: "${k(32, ALNUM)}"`,
        `  refresh_encryption_key: "${k(32, ALNUM)}"`,
        "  token_expiry_sec: 7200",
        "socket:",
        `  server_key: "${k(24, ALNUM)}"`,
        "runtime:",
        `  http_key: "${k(28, ALNUM)}"`,
        "console:",
        "  username: admin",
        `  password: "${pass(add)}"`,
      )),
    ...many(2, "block", "GameLift fleet script with AWS keys", (k) =>
      block(
        "[gamelift-deploy]",
        `aws_access_key_id = AKIA${k(16, BASE32)}`,
        `aws_secret_access_key = ${k(40, B64)}`,
        `region = ${pick(["us-west-2", "eu-central-1", "ap-northeast-1"])}`,
        `$ aws gamelift upload-build --name ${word()} --build-version 1.${num(0, 40)}.${
          num(0, 9)
        } --build-root ./Server --operating-system AMAZON_LINUX_2023`,
      )),
    ...many(3, "assignment", "partner portal client secret", (k, _add, i) =>
      [
        () =>
          `XBL_PARTNER_TENANT_ID=${uuid()}\nXBL_PARTNER_CLIENT_ID=${uuid()}\nXBL_PARTNER_CLIENT_SECRET=${
            draw(3, ALNUM)
          }8Q~${k(37, ALNUM + "._-~")}`,
        () => `psn_server:\n  client_id: ${uuid()}\n  client_secret: ${k(32, ALNUM)}`,
        () => `NINTENDO_NPLN_CLIENT_SECRET=${k(48, LOWER_DIGITS)}`,
      ][i]!()),
    ...many(3, "assignment", "RCON and anti-cheat passwords", (k, add, i) =>
      [
        () => `// BEServer_x64.cfg\nRConPassword ${pass(add)}\nRConPort 2306\nMaxPing 250`,
        () => `rcon.password "${pass(add)}"\nrcon.port 28016\nserver.hostname "${word()} | EU"`,
        () => `EAC_CLIENT_ID=${hex(32)}\nEAC_CLIENT_SECRET=${k(43, ALNUM + "+/")}`,
      ][i]!()),
    ...many(3, "vendor", "Discord bot token", (_k, add, i) =>
      [
        () => `DISCORD_BOT_TOKEN=${discordToken(add)}`,
        () => `client.run("${discordToken(add)}")`,
        () => `The live-ops bot logs in with ${discordToken(add)} — should that be in the repo?`,
      ][i]!()),
    ...many(2, "assignment", "Discord application client secret", (k, _add, i) =>
      [
        () =>
          `DISCORD_APPLICATION_ID=${draw(19, DIGITS)}\nDISCORD_CLIENT_SECRET=${
            k(32, ALNUM + "-_")
          }`,
        () =>
          `discord:\n  application_id: "${draw(19, DIGITS)}"\n  client_secret: "${
            k(32, ALNUM + "-_")
          }"`,
      ][i]!()),
  ];
}
