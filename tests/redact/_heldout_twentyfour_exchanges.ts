/**
 * Corpus twenty-four, exchange API keys: Binance, Coinbase (CDP keys with their EC private key,
 * and legacy key/secret pairs), Kraken, Bybit, OKX (with a passphrase) and Bitfinex, in ccxt
 * configs, bot configs, signing code and request logs.
 */
import {
  ALNUM,
  B58,
  B64,
  b64,
  bytes,
  draw,
  ecBlock,
  type HeldOutSecret,
  HEX,
  hex,
  jwt,
  num,
  pass,
  pick,
  type Piece,
  S,
  type Shape,
  startClock,
  tick,
  UHEX,
  uuid,
} from "./_heldout_twentyfour_make.ts";

/** An exchange's key and secret, both pieces. */
const PAIRS: Record<string, (k: Piece) => [string, string]> = {
  Binance: (k) => [k(64), k(64)],
  Kraken: (k) => [k(56, B64), k(86, B64) + "=="],
  Bybit: (k) => [k(18), k(36)],
  Coinbase: (k) => [k(16), k(32)],
  Bitfinex: (k) => [k(43), k(43)],
  KuCoin: (k) => [k(24, HEX), `${k(8, HEX)}-${hex(4)}-${hex(4)}-${hex(4)}-${k(12, HEX)}`],
};

const WRITES: ReadonlyArray<
  readonly [Shape, string, (ex: string, key: string, secret: string) => string]
> = [
  [
    "assignment",
    "in a ccxt script",
    (ex, key, secret) =>
      `exchange = ccxt.${ex.toLowerCase()}({\n    'apiKey': '${key}',\n    'secret': '${secret}',\n    'enableRateLimit': True,\n})`,
  ],
  [
    "assignment",
    "in a .env",
    (ex, key, secret) =>
      `${ex.toUpperCase()}_API_KEY=${key}\n${ex.toUpperCase()}_API_SECRET=${secret}\nSYMBOL=BTC/USDT`,
  ],
  [
    "block",
    "in a trading bot config.json",
    (ex, key, secret) =>
      JSON.stringify(
        {
          exchange: {
            name: ex.toLowerCase(),
            key,
            secret,
            ccxt_config: {},
            pair_whitelist: ["ETH/USDT", "SOL/USDT"],
          },
          dry_run: false,
        },
        null,
        4,
      ),
  ],
];

function pairs(): HeldOutSecret[] {
  const out: HeldOutSecret[] = [];
  Object.entries(PAIRS).forEach(([ex, pair], i) => {
    for (const j of [i % 3, (i + 1) % 3]) {
      const [shape, where, write] = WRITES[j]!;
      out.push(S(shape, `${ex} key and secret ${where}`, (k) => write(ex, ...pair(k))));
    }
  });
  return out;
}

function signing(): HeldOutSecret[] {
  const out: HeldOutSecret[] = [];
  out.push(
    S("block", "a Coinbase CDP API key file", (k) =>
      JSON.stringify(
        { name: `organizations/${uuid()}/apiKeys/${uuid()}`, privateKey: ecBlock(k) + "\n" },
        null,
        2,
      )),
  );
  out.push(
    S(
      "assignment",
      "a CDP key in .env with escaped newlines",
      (k) =>
        `COINBASE_API_KEY_NAME=organizations/${uuid()}/apiKeys/${uuid()}\nCOINBASE_API_PRIVATE_KEY="${
          ecBlock(k, "\\n")
        }\\n"`,
    ),
  );
  out.push(S("command", "a CDP JWT on a curl command line", (k) => {
    startClock();
    const claims = {
      sub: `organizations/${uuid()}/apiKeys/${uuid()}`,
      iss: "cdp",
      nbf: Math.floor(Date.parse(tick()) / 1000),
      uri: "GET api.coinbase.com/api/v3/brokerage/accounts",
    };
    return `curl -s https://api.coinbase.com/api/v3/brokerage/accounts -H "Authorization: Bearer ${
      jwt(k, claims, "ES256")
    }"`;
  }));
  out.push(
    S(
      "assignment",
      "Binance HMAC signing in Python",
      (k) =>
        `API_SECRET = "${
          k(64)
        }"\nquery = f"symbol=BTCUSDT&side=BUY&type=MARKET&quantity=0.001&timestamp={ts}"\nsig = hmac.new(API_SECRET.encode(), query.encode(), hashlib.sha256).hexdigest()`,
    ),
  );
  out.push(
    S(
      "command",
      "Binance key in a curl header",
      (k) =>
        `curl -H "X-MBX-APIKEY: ${
          k(64)
        }" -X POST 'https://api.binance.com/api/v3/order?symbol=ETHUSDT&side=SELL&type=MARKET&quantity=0.5&timestamp=${
          num(1764000000000, 1765000000000)
        }&signature=${hex(64)}'`,
    ),
  );
  out.push(
    S(
      "assignment",
      "OKX key, secret and passphrase",
      (k, add) =>
        `okx:\n  api_key: ${k(8, HEX)}-${hex(4)}-${hex(4)}-${hex(4)}-${k(12, HEX)}\n  secret_key: ${
          k(32, UHEX)
        }\n  passphrase: ${pass(add)}`,
    ),
  );
  out.push(S("output", "a Kraken request logged with its headers", (k) => {
    startClock();
    return `${tick()} DEBUG kraken: POST /0/private/Balance\n${tick()} DEBUG kraken: headers={'API-Key': '${
      k(56, B64)
    }', 'API-Sign': '${b64(bytes(64))}'}\n${tick()} DEBUG kraken: 200 OK`;
  }));
  out.push(
    S(
      "output",
      "freqtrade show-config leaking a secret",
      (k) =>
        `$ freqtrade show-config --show-sensitive\n  "exchange": {\n    "name": "binance",\n    "key": "${
          k(64)
        }",\n    "secret": "${k(64)}",\n    "password": ""\n  },\n  "stake_currency": "USDT",`,
    ),
  );
  out.push(
    S(
      "command",
      "Bybit keys on a bot's command line",
      (k) =>
        `python bot.py --exchange bybit --api-key ${k(18)} --api-secret ${k(36)} --testnet false`,
    ),
  );
  out.push(
    S(
      "wrapped",
      "a Kraken private key wrapped in a note",
      (k) =>
        `kraken trade key\nkey: ${k(56, B64)}\nprivate: ${k(44, B64)}\n         ${k(42, B64)}==`,
    ),
  );
  out.push(S("encoded", "exchange keys in a base64 k8s secret", (_k, add) => {
    const key = draw(64), secret = draw(64);
    return `apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${
      pick(["bot", "mm", "arb"])
    }-binance\ndata:\n  BINANCE_API_KEY: ${add(b64(key))}\n  BINANCE_API_SECRET: ${
      add(b64(secret))
    }`;
  }));
  out.push(
    S(
      "url",
      "a Bitfinex websocket auth payload in a URL",
      (k) =>
        `wss://api.bitfinex.com/ws/2?apiKey=${k(43, ALNUM)}&authSig=${hex(96)}&authNonce=${
          num(1764000000000, 1765000000000)
        }`,
    ),
  );
  out.push(
    S(
      "vendor",
      "a Binance key and secret pasted in chat",
      (k) => `new keys (trade only, no withdraw):\n${k(64)}\n${k(64)}`,
    ),
  );
  out.push(
    S(
      "assignment",
      "Gemini exchange key and secret",
      (k) =>
        `GEMINI_API_KEY=account-${k(20)}\nGEMINI_API_SECRET=${k(28, B58)}\nGEMINI_SANDBOX=false`,
    ),
  );
  out.push(
    S(
      "command",
      "a Deribit client secret in an auth request",
      (k) =>
        `wscat -c wss://www.deribit.com/ws/api/v2 -x '{"jsonrpc":"2.0","id":${
          num(1, 99)
        },"method":"public/auth","params":{"grant_type":"client_credentials","client_id":"${
          k(8)
        }","client_secret":"${k(43, ALNUM + "_-")}"}}'`,
    ),
  );
  return out;
}

/** The exchanges family. */
export function buildExchanges(): HeldOutSecret[] {
  return [...pairs(), ...signing()];
}
