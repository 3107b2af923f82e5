/**
 * Corpus thirty-seven, clean documentation and references: documentation example keys,
 * placeholders, references to where a secret is kept (a vault path, a CI secret, a keystore
 * directory), a secret's name without its value, and explanations of how signing works.
 */
import {
  DIGITS,
  draw,
  framedClean,
  type HeldOutClean,
  HEX,
  LOWER,
  LOWER_DIGITS,
  num,
  pick,
  uuid,
} from "./_heldout_thirtyseven_make.ts";

const svc = () =>
  pick(["rover", "fleet", "charger", "drone", "teleop"]) + "-" + draw(4, LOWER_DIGITS);

const ALIKES: readonly (readonly [string, () => string])[] = [
  [
    "Smartcar placeholders in a .env.example",
    () =>
      `SMARTCAR_CLIENT_ID=<your-client-id>\nSMARTCAR_CLIENT_SECRET=<your-client-secret>\nSMARTCAR_REDIRECT_URI=http://localhost:${
        num(3000, 9000)
      }/exchange`,
  ],
  [
    "OCPP AuthorizationKey read from a secret store",
    () =>
      `authorization_key = vault.read("secret/data/ocpp/${svc()}")["data"]["authorization_key"]`,
  ],
  [
    "CI secrets referenced in a workflow",
    () =>
      `env:\n  TESLA_CLIENT_SECRET: \${{ secrets.TESLA_CLIENT_SECRET }}\n  MAPBOX_DOWNLOADS_TOKEN: \${{ secrets.MAPBOX_DOWNLOADS_TOKEN }}\n  BALENA_API_KEY: \${{ secrets.BALENA_API_KEY }}\n  RUN: ${
        num(1, 9999)
      }`,
  ],
  [
    "NTRIP URL with placeholders",
    () =>
      `str2str -in ntrip://USER:PASSWORD@${
        pick(["rtk2go.com", "ntrip.emlid.com"])
      }:2101/MOUNTPOINT -out serial://ttyUSB${num(0, 3)}:115200`,
  ],
  [
    "MAVLink signing explained",
    () =>
      `MAVLink 2 signing uses a 32-byte secret key shared by the ground station and vehicle ${
        num(1, 250)
      }; each packet carries a 48-bit timestamp and a 48-bit SHA-256 based signature. Set it with \`signing setup <passphrase>\` in MAVProxy; never paste the key into a ticket.`,
  ],
  [
    "SROS2 keystore environment",
    () =>
      `export ROS_SECURITY_KEYSTORE=~/sros2_${
        draw(5, LOWER)
      }/keystore\nexport ROS_SECURITY_ENABLE=true\nexport ROS_SECURITY_STRATEGY=Enforce\nros2 run demo_nodes_cpp talker --ros-args --enclave /talker_listener/talker`,
  ],
  [
    "rosbridge auth disabled",
    () =>
      `<param name="authenticate" value="false"/>\n<!-- secret is loaded from /etc/rosbridge/secret (mode 0600) when authentication is on -->\n<param name="port" value="${
        pick([9090, 9091, 9092])
      }"/>`,
  ],
  [
    "Foxglove key from a keyring",
    () =>
      `FOXGLOVE_API_KEY="$(secret-tool lookup service foxglove account ${svc()})" foxglove devices list`,
  ],
  [
    "Mapbox public token comment",
    () =>
      `// the pk.* token belongs in the app; the sk.* download token stays in ~/.gradle/gradle.properties (MAPBOX_DOWNLOADS_TOKEN), outside the repo (${
        num(1, 99)
      } builds affected)`,
  ],
  [
    "Kubernetes secretKeyRef for a fleet API",
    () =>
      `        - name: FLEET_API_KEY\n          valueFrom:\n            secretKeyRef:\n              name: ${svc()}\n              key: api-key`,
  ],
  [
    "Balena env var without value",
    () =>
      `$ balena env list --fleet ${svc()}\nID       NAME              VALUE\n${
        num(1000000, 9999999)
      }  BALENA_API_KEY    (hidden)\n${num(1000000, 9999999)}  RESIN_HOST_CONFIG gpu_mem=${
        pick([64, 128, 256])
      }`,
  ],
  [
    "OCPI credentials flow explained",
    () =>
      `OCPI uses three tokens: Token A (registration), then Token B and Token C exchanged in the credentials module. Version ${
        pick(["2.1.1", "2.2.1"])
      } sends them in the Authorization: Token header; 2.2 base64-encodes them. Rotate with PUT /credentials.`,
  ],
  [
    "Mender tenant token placeholder",
    () =>
      `{\n  "ServerURL": "https://hosted.mender.io",\n  "TenantToken": "<paste tenant token from Settings > Organization>",\n  "InventoryPollIntervalSeconds": ${
        pick([3600, 28800])
      }\n}`,
  ],
  [
    "masked credentials in a log",
    () =>
      `${new Date(Date.UTC(2026, 10, num(1, 27))).toISOString()} ntrip: connecting as rover${
        num(10, 99)
      } password=******** to caster:2101/${draw(4, "ABCDEFGHJKLMNPRSTUVWXYZ")}${num(0, 9)}`,
  ],
  [
    "UDS seed-key algorithm explanation",
    () =>
      `The tester requests a seed (27 01), the ECU answers with ${
        pick([2, 4])
      } random bytes, the tester computes the key with the OEM's algorithm and sends it (27 02). The algorithm and its constants live in the OEM's seed-key DLL, not in this repository.`,
  ],
  [
    "TURN REST API scheme explained",
    () =>
      `username = "<expiry-unix-time>:<user-id>"\ncredential = base64(hmac_sha1(static_auth_secret, username))\nttl = ${
        pick([3600, 86400])
      }  # the secret itself comes from TURN_SECRET in the environment`,
  ],
  [
    "DJI SDK key placeholder",
    () =>
      `<meta-data android:name="com.dji.sdk.API_KEY" android:value="\${DJI_API_KEY}" />\n<!-- set DJI_API_KEY in local.properties (not committed), app ${
        num(100000, 199999)
      } -->`,
  ],
  [
    "PointPerfect setup steps",
    () =>
      `1. In Thingstream, open Location Services > ${
        pick(["PointPerfect", "PointPerfect Flex"])
      }.\n2. Copy the device profile token into ZTP_TOKEN (a UUID; keep it out of git).\n3. Run ./provision.sh --token "$ZTP_TOKEN" --name rover-${
        num(1, 99)
      }`,
  ],
  [
    "documentation example Tesla command",
    () =>
      `tesla-control -vin 5YJ3E1EA0KF000000 -key-file private-key.pem -token $TESLA_AUTH_TOKEN lock`,
  ],
  [
    "sops-encrypted telematics config",
    () =>
      `geotab:\n    password: ENC[AES256_GCM,data:...,type:str]\nsops:\n    kms:\n        - arn: arn:aws:kms:eu-west-1:${
        draw(12, DIGITS)
      }:key/${uuid()}\n    lastmodified: "2026-11-${num(10, 27)}T10:00:00Z"\n    version: 3.${
        num(7, 9)
      }.${num(0, 3)}\n    mac: <omitted ${draw(6, HEX)}>`,
  ],
];

export function buildPlaceholders(): HeldOutClean[] {
  return framedClean(ALIKES);
}
