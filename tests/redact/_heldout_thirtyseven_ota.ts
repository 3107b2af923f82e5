/**
 * Corpus thirty-seven, OTA updates and signing: Mender tenant tokens and artifact signing keys,
 * Uptane/TUF private keys, Balena API keys and device keys, vehicle ECU flashing seed-key secrets,
 * as an update pipeline, a repository's metadata and a flashing tool hold them.
 */
import {
  B64,
  b64,
  DIGITS,
  draw,
  epoch,
  framed,
  type HeldOutSecret,
  HEX,
  HEXU,
  jwt,
  LOWER_DIGITS,
  num,
  pass,
  pemBlock,
  pick,
  type Template,
  vin,
} from "./_heldout_thirtyseven_make.ts";

/** An ECU's part number (an automaker's pattern). */
function ecuPart(): string {
  return `${draw(3, DIGITS)}${pick(["-", " "])}${draw(3, DIGITS)}${pick(["-", " "])}${
    draw(3, DIGITS)
  }${pick(["", "A", "B"])}`;
}

const T: readonly Template[] = [
  ["assignment", "Mender tenant token in mender.conf", (k) =>
    JSON.stringify(
      {
        ServerURL: "https://hosted.mender.io",
        TenantToken: jwt(k, {
          "mender.tenant": draw(24, HEX),
          iss: "Mender",
          sub: draw(24, HEX),
          plan: "os",
        }, "RS256"),
        UpdatePollIntervalSeconds: 1800,
      },
      null,
      2,
    )],
  [
    "command",
    "mender-artifact signing with a key on the command line",
    (k) =>
      `mender-artifact write rootfs-image -t raspberrypi4 -n release-${num(1, 40)}.${
        num(0, 9)
      } -f core-image.ext4 -k <(echo '${k(64, B64)}' | base64 -d) -o release.mender`,
  ],
  [
    "block",
    "Mender artifact signing key",
    (k) => [`$ cat keys/artifact-signing.key`, ...pemBlock(k, "RSA ", 6)].join("\n"),
  ],
  ["assignment", "Uptane director ed25519 private key in TUF metadata", (k) =>
    JSON.stringify(
      {
        keytype: "ed25519",
        scheme: "ed25519",
        keyid_hash_algorithms: ["sha256", "sha512"],
        keyval: { public: draw(64, HEX), private: k(64, HEX) },
      },
      null,
      2,
    )],
  [
    "vendor",
    "Balena API key",
    (k) =>
      `export BALENA_API_KEY=${k(32)}\nbalena push ${
        pick(["rover-fleet", "dock-gateways", "agbots"])
      } --source .`,
  ],
  [
    "command",
    "balena login with a token",
    (k) => `balena login --token ${k(32)}\nbalena device ssh ${draw(7, LOWER_DIGITS)}`,
  ],
  ["assignment", "Balena device API key in config.json", (k) =>
    JSON.stringify(
      {
        applicationId: num(1000000, 9999999),
        deviceType: "jetson-orin-nano-devkit-nvme",
        uuid: draw(32, HEX),
        deviceApiKey: k(32, HEX),
        apiEndpoint: "https://api.balena-cloud.com",
      },
      null,
      2,
    )],
  ["assignment", "UDS seed-key secret for an ECU", (k) =>
    [
      `# SecurityAccess 0x27 level 0x11, ECU ${ecuPart()}`,
      `SEED_KEY_ALGO = "aes128-cmac"`,
      `SEED_KEY_SECRET = bytes.fromhex("${k(32, HEX)}")`,
      `def key_from_seed(seed: bytes) -> bytes:`,
      `    return cmac(SEED_KEY_SECRET, seed)[:4]`,
    ].join("\n")],
  ["output", "flashing tool log with the security access constant", (k) =>
    [
      `[${new Date(epoch() * 1000).toISOString()}] 10 02 -> 50 02 00 19 01 F4`,
      `[${new Date(epoch() * 1000).toISOString()}] 27 11 -> 67 11 ${draw(2, HEXU)} ${
        draw(2, HEXU)
      } ${draw(2, HEXU)} ${draw(2, HEXU)}`,
      `SA: using secret constant 0x${k(16, HEXU)} for ECU ${ecuPart()}`,
      `[${new Date(epoch() * 1000).toISOString()}] 27 12 -> 67 12`,
    ].join("\n")],
  [
    "url",
    "OTA update server URL with a device token",
    (k) =>
      `OTA_MANIFEST=https://ota.${
        pick(["vehiclecloud", "rover-ota", "evfleet"])
      }.example/v1/manifest?vin=${vin()}&token=${k(48, LOWER_DIGITS)}`,
  ],
  [
    "encoded",
    "Uptane image repo credentials as base64 basic auth",
    (_k, add) =>
      `aktualizr: HTTP PUT /api/v1/user_repo/targets  Authorization: Basic ${
        add(b64(`ota-${draw(6, LOWER_DIGITS)}:${draw(num(16, 24))}`))
      }`,
  ],
  [
    "wrapped",
    "Uptane private key hex wrapped at 40 in a review comment",
    (k) =>
      `the director key in the test config should not be committed:\n> ${k(40, HEX)}\n> ${
        k(24, HEX)
      }`,
  ],
  ["assignment", "RAUC signing key passphrase and SWUpdate password", (k, add) =>
    [
      `RAUC_KEY_FILE=/secure/rauc/dev.key.pem`,
      `RAUC_KEY_PASSPHRASE=${pass(add)}`,
      `SWUPDATE_SIGNING_PASSWORD=${k(num(14, 18))}`,
      `SWUPDATE_CERT=/secure/swupdate/cert.pem`,
    ].join("\n")],
  [
    "block",
    "Uptane ECU private key (ECDSA) in a provisioning script",
    (k) => [`cat <<'EOF' > /var/sota/import/pkey.pem`, ...pemBlock(k, "EC ", 3), `EOF`].join("\n"),
  ],
];

export function buildOta(): HeldOutSecret[] {
  return framed(T);
}
