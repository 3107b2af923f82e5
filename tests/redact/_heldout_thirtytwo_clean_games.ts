/**
 * Corpus thirty-two, clean game text: Steam app ids and SteamID64s, PlayFab title ids, Photon app
 * ids (shipped inside every client build, so public), Epic product, sandbox and deployment ids
 * and client ids without their secret, Unity `.meta` GUIDs and asset-bundle hashes, build hashes,
 * crash ids, and game server consoles with nothing secret in them.
 */
import {
  ALNUM,
  block,
  cleanMany,
  DIGITS,
  draw,
  type HeldOutClean,
  hex,
  HEX_UP,
  hms,
  ip,
  LOWER_DIGITS,
  num,
  pick,
  startClock,
  tick,
  uuid,
  word,
} from "./_heldout_thirtytwo_make.ts";

const steamId = (): string => `7656119${draw(10, DIGITS)}`;

export function buildCleanGames(): HeldOutClean[] {
  return [
    ...cleanMany(4, "Steam app ids and SteamID64s", (i) =>
      [
        () =>
          `https://store.steampowered.com/app/${
            num(400000, 2999999)
          }/${word()}/ — steamcommunity.com/profiles/${steamId()}`,
        () =>
          `steam_appid.txt: ${num(400000, 2999999)}\nSteamworks depot ${
            num(400001, 2999999)
          } manifest ${draw(19, DIGITS)}`,
        () =>
          `[Steam] Logged on as ${steamId()} (persona "${word()}"), app ${
            num(400000, 2999999)
          }, branch public`,
        () =>
          `{"steamid":"${steamId()}","communityvisibilitystate":3,"personaname":"${word()}","avatarhash":"${
            hex(40)
          }"}`,
      ][i]!()),
    ...cleanMany(3, "PlayFab title ids and player ids", (i) =>
      [
        () =>
          `PLAYFAB_TITLE_ID=${
            draw(5, HEX_UP)
          }\n# the secret key is in the CI secret PLAYFAB_DEV_SECRET_KEY`,
        () => `PlayFabId: ${draw(16, HEX_UP)}, EntityToken expires ${tick()}`,
        () =>
          `https://developer.playfab.com/en-US/r/t/${draw(5, HEX_UP)}/players/${
            draw(16, HEX_UP)
          }/overview`,
      ][i]!()),
    ...cleanMany(3, "Photon app ids (public)", (i) =>
      [
        () =>
          `PhotonServerSettings.asset:\n  AppIdRealtime: ${uuid()}\n  AppIdVoice: ${uuid()}\n  FixedRegion: ${
            pick(["eu", "us", "asia"])
          }`,
        () =>
          `PhotonNetwork.PhotonServerSettings.AppSettings.AppIdRealtime = "${uuid()}"; // ships in the client`,
        () =>
          `Photon: connected to ${pick(["eu", "usw", "jp"])} master with app ${uuid()} version ${
            num(1, 9)
          }.${num(0, 9)}`,
      ][i]!()),
    ...cleanMany(3, "Epic ids without the secret", (i) =>
      [
        () =>
          `EOS_PRODUCT_ID=${hex(32)}\nEOS_SANDBOX_ID=${hex(32)}\nEOS_DEPLOYMENT_ID=${
            hex(32)
          }\nEOS_CLIENT_SECRET=\${EOS_CLIENT_SECRET}`,
        () =>
          `LogEOS: Verbose: [LogEOSAuth] ProductUserId ${hex(32)} logged in (EpicAccountId ${
            hex(32)
          })`,
        () => `Artifact ${word()}: product ${hex(32)}, sandbox ${hex(32)}, deployment ${hex(32)}`,
      ][i]!()),
    ...cleanMany(4, "Unity meta GUIDs and bundle hashes", (i) =>
      [
        () =>
          `fileFormatVersion: 2\nguid: ${
            hex(32)
          }\nTextureImporter:\n  mipmaps:\n    enableMipMap: 1`,
        () =>
          `ManifestFileVersion: 0\nCRC: ${
            num(100000000, 4294967295)
          }\nHashes:\n  AssetFileHash:\n    serializedVersion: 2\n    Hash: ${hex(32)}`,
        () =>
          `Addressables catalog_${num(2026, 2026)}.${num(10, 12)}.${num(1, 28)}.hash = ${hex(32)}`,
        () => `m_Script: {fileID: 11500000, guid: ${hex(32)}, type: 3}`,
      ][i]!()),
    ...cleanMany(4, "build hashes and versions", (i) =>
      [
        () =>
          `Build ${num(1, 3)}.${num(0, 30)}.${num(0, 99)}+${hex(7)} uploaded as depot build ${
            num(10000000, 19999999)
          }`,
        () =>
          `commit ${
            hex(40)
          }\nAuthor: ${word()} <${word()}@studio.example>\n\n    Bump live-ops event to season ${
            num(2, 9)
          }`,
        () =>
          `docker push registry.${word()}.games/gameserver:${hex(12)}\nsha256:${
            hex(64)
          }: digest: sha256:${hex(64)} size: ${num(1000, 9999)}`,
        () =>
          `Perforce CL ${
            num(100000, 999999)
          } → BuildGraph ${uuid()} → artifact ${word()}-Win64-Shipping-${hex(8)}.zip`,
      ][i]!()),
    ...cleanMany(4, "game server console without secrets", () => {
      startClock();
      const t = () => `[${hms()}]`;
      return block(
        `${t()} Server starting, build ${hex(7)} (Shipping)`,
        `${t()} Loading map ${pick(["arena_02", "harbor", "lobby", "dunes"])}... done in ${
          num(200, 2000)
        } ms`,
        `${t()} Listening on 0.0.0.0:${num(7000, 7999)} (udp), query port ${num(27000, 27100)}`,
        `${t()} Player ${word()} (${steamId()}) connected from ${ip()}`,
        `${t()} Match ${uuid()} started: ${num(2, 16)} players, tickrate ${
          pick(["30", "60", "128"])
        }`,
      );
    }),
    ...cleanMany(3, "crash report without secrets", () => {
      startClock();
      return block(
        "=== Crash report ===",
        `Time: ${tick()}`,
        `Crash id: ${uuid()}`,
        `Minidump: crashes/${hex(8)}-${hex(4)}-${hex(4)}.dmp (${num(100, 900)} KB)`,
        "  #0 0x00007ff6a1c2 in UNetDriver::TickFlush(float) NetDriver.cpp:918",
        `Environment: HOSTNAME=gs-${draw(5, LOWER_DIGITS)} FLEET_ID=fleet-${uuid()} REGION=${
          pick(["eu-west-1", "us-east-2"])
        }`,
      );
    }),
    ...cleanMany(3, "Discord and Steam public ids", (i) =>
      [
        () =>
          `Discord application id ${draw(19, DIGITS)}, public key ${
            hex(64)
          } (the interactions endpoint verifies with it)`,
        () =>
          `https://discord.gg/${draw(8, ALNUM)} — server id ${draw(19, DIGITS)}, channel ${
            draw(19, DIGITS)
          }`,
        () =>
          `Steam inventory item ${draw(11, DIGITS)} class ${draw(9, DIGITS)} instance ${
            draw(9, DIGITS)
          }`,
      ][i]!()),
    ...cleanMany(3, "Nakama defaults and placeholders", (i) =>
      [
        () =>
          `const client = new Client("defaultkey", "127.0.0.1", "7350"); // Nakama's documented local default`,
        () =>
          `session:\n  encryption_key: \${NAKAMA_SESSION_KEY}\nsocket:\n  server_key: \${NAKAMA_SERVER_KEY}\nmatch:\n  input_queue_size: ${
            num(64, 512)
          }`,
        () =>
          `nakama --session.token_expiry_sec ${num(3600, 86400)} --socket.max_message_size_bytes ${
            num(4096, 65536)
          } --logger.level DEBUG`,
      ][i]!()),
    ...cleanMany(3, "anti-cheat and GameLift ids", (i) =>
      [
        () =>
          `EAC product id ${hex(32)}, sandbox ${hex(32)}; integrity tool ran on ${word()}.exe (${
            hex(64)
          })`,
        () =>
          `aws gamelift describe-fleet-attributes --fleet-ids fleet-${uuid()}\n"BuildId": "build-${uuid()}"`,
        () => `BattlEye: ${word()} (GUID ${hex(32)}) kicked: client not responding`,
      ][i]!()),
  ];
}
