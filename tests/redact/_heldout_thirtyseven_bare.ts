/**
 * Corpus thirty-seven, bare values: a secret with no name beside it — a key a command prints
 * alone on its line, a token a REPL returns, a value a teammate pastes in chat — as sessions about
 * robots, chargers, drones and cars show them.
 */
import {
  B64URL,
  framed,
  type HeldOutSecret,
  HEX,
  LOWER_DIGITS,
  num,
  pick,
  type Template,
} from "./_heldout_thirtyseven_make.ts";

const PLACES = ["rover", "charger", "drone", "amr", "fleet"];

const T: readonly Template[] = [
  [
    "output",
    "vault field printed alone",
    (k) => `$ vault kv get -field=authorization_key secret/ocpp/cp-${num(100, 999)}\n${k(40, HEX)}`,
  ],
  [
    "output",
    "balena key generated and shown once",
    (k) =>
      `$ balena api-key generate ci-${pick(PLACES)}\nRegistered api key 'ci-${pick(PLACES)}':\n\n${
        k(32)
      }\n\nThis key will not be shown again.`,
  ],
  [
    "output",
    "MAVLink key made with openssl and printed",
    (k) => `$ openssl rand -hex 32 | tee mavlink-${num(1, 9)}.key\n${k(64, HEX)}`,
  ],
  [
    "output",
    "token file read with cat",
    (k) =>
      `$ cat ~/.config/${pick(["foxglove", "formant", "inorbit"])}/token\n${
        k(num(40, 48), B64URL)
      }`,
  ],
  [
    "output",
    "REPL returning a new fleet API key",
    (k) => `>>> client.create_api_key("${pick(PLACES)}-ci")\n'${k(36, LOWER_DIGITS)}'\n>>> `,
  ],
  [
    "output",
    "teammate pasting a DJI key in chat",
    (k) => `DJI key for the staging app: ${k(32, HEX)} (don't commit it, it's tied to our account)`,
  ],
  [
    "output",
    "rotated TURN secret announced in chat",
    (k) =>
      `rotated the relay secret, new one → ${k(48, HEX)}\nold one is revoked as of ${
        num(10, 23)
      }:00`,
  ],
  [
    "output",
    "NTRIP login pasted as user slash password",
    (k) =>
      `caster login is rover${num(100, 999)} / ${k(num(12, 16))} (port 2101, mount ${
        pick(["VRS", "MSM7"])
      })`,
  ],
  [
    "output",
    "clipboard of a key list, one value a line",
    (k) => `${pick(PLACES)} keys from the portal:\n${k(32)}\n${k(32)}\n(the first is prod)`,
  ],
  [
    "wrapped",
    "bare hex key pasted over two lines",
    (k) => `this is what the charger portal showed, no label on it:\n${k(40, HEX)}\n${k(24, HEX)}`,
  ],
  [
    "output",
    "shell echoing a gateway password back",
    (k) =>
      `root@gw-${num(10, 99)}:~# echo "$PLC_PASS"\n${k(num(12, 16))}\nroot@gw-${num(10, 99)}:~# `,
  ],
];

export function buildBare(): HeldOutSecret[] {
  return framed(T);
}
