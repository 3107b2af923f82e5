/**
 * Corpus twenty-four, RPC endpoints, explorers and nodes: Infura, Alchemy, QuickNode and Ankr URLs
 * with the key in the path, Etherscan and Polygonscan keys, a Chainlink node's secrets and API
 * credentials, validator keystore passwords and a beacon node's JWT secret.
 */
import {
  ALNUM,
  b64,
  blsKeystore,
  draw,
  ethAddress,
  type HeldOutSecret,
  HEX,
  hex,
  jwt,
  LOWER_DIGITS,
  num,
  pass,
  pick,
  S,
  startClock,
  tick,
  unix,
  UPPER_ALNUM,
  WORD,
} from "./_heldout_twentyfour_make.ts";

function endpoints(): HeldOutSecret[] {
  const out: HeldOutSecret[] = [];
  const urls: ReadonlyArray<readonly [string, (k: (n: number, a?: string) => string) => string]> = [
    ["Infura mainnet", (k) => `https://mainnet.infura.io/v3/${k(32, HEX)}`],
    ["Infura Polygon", (k) => `https://polygon-amoy.infura.io/v3/${k(32, HEX)}`],
    ["Infura websocket", (k) => `wss://mainnet.infura.io/ws/v3/${k(32, HEX)}`],
    ["Alchemy eth", (k) => `https://eth-mainnet.g.alchemy.com/v2/${k(32, WORD)}`],
    ["Alchemy base", (k) => `https://base-sepolia.g.alchemy.com/v2/${k(32, WORD)}`],
    ["Alchemy solana", (k) => `https://solana-mainnet.g.alchemy.com/v2/${k(32, WORD)}`],
    [
      "QuickNode",
      (k) =>
        `https://${pick(["wispy", "frosty", "ancient", "silent"])}-${
          pick(["sea", "cloud", "pine", "dawn"])
        }-${pick(["bold", "late", "dry"])}.quiknode.pro/${k(40, HEX)}/`,
    ],
    [
      "QuickNode solana",
      (k) =>
        `https://${pick(["dark", "quiet", "old"])}-${
          pick(["lake", "night", "star"])
        }.solana-mainnet.quiknode.pro/${k(40, HEX)}`,
    ],
    ["Ankr", (k) => `https://rpc.ankr.com/eth/${k(64, HEX)}`],
    ["Ankr BSC websocket", (k) => `wss://rpc.ankr.com/bsc/ws/${k(64, HEX)}`],
    [
      "Chainstack with basic auth",
      (k) =>
        `https://user-${k(8, LOWER_DIGITS)}:${k(24, ALNUM)}@nd-${num(100, 999)}-${num(100, 999)}-${
          num(100, 999)
        }.p2pify.com`,
    ],
    [
      "Blast API",
      (k) =>
        `https://eth-mainnet.blastapi.io/${k(8, HEX)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${
          k(12, HEX)
        }`,
    ],
  ];
  urls.forEach(([name, url], i) => {
    const shape = i % 3 === 0 ? "url" : i % 3 === 1 ? "assignment" : "command";
    out.push(S(shape, `${name} RPC URL`, (k) => {
      const u = url(k);
      if (shape === "url") {
        return `connecting to ${u} ...\nblock number: ${num(19000000, 21999999)}`;
      }
      if (shape === "assignment") return `RPC_URL=${u}\nCHAIN_ID=${pick([1, 137, 8453, 42161])}`;
      return u.startsWith("wss:")
        ? `cast block-number --rpc-url ${u}`
        : `curl -s -X POST ${u} -H 'content-type: application/json' -d '{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber","params":[]}'`;
    }));
  });
  out.push(
    S(
      "url",
      "an Infura URL in a web3.py traceback",
      (k) =>
        `requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://mainnet.infura.io/v3/${
          k(32, HEX)
        }`,
    ),
  );
  out.push(
    S(
      "url",
      "an Alchemy URL in an ethers error",
      (k) =>
        `Error: could not detect network (event="noNetwork", code=NETWORK_ERROR, version=providers/5.7.2)\n    at JsonRpcProvider (url="https://arb-mainnet.g.alchemy.com/v2/${
          k(32, WORD)
        }")`,
    ),
  );
  return out;
}

function explorers(): HeldOutSecret[] {
  const out: HeldOutSecret[] = [];
  out.push(
    S(
      "url",
      "Etherscan API call with apikey",
      (k) =>
        `GET https://api.etherscan.io/api?module=account&action=txlist&address=${ethAddress()}&startblock=0&sort=asc&apikey=${
          k(34, UPPER_ALNUM)
        }`,
    ),
  );
  out.push(
    S(
      "url",
      "Polygonscan getabi with apikey",
      (k) =>
        `fetch("https://api.polygonscan.com/api?module=contract&action=getabi&address=${ethAddress()}&apikey=${
          k(34, UPPER_ALNUM)
        }")`,
    ),
  );
  out.push(
    S(
      "assignment",
      "BSCSCAN and ARBISCAN keys in .env",
      (k) =>
        `BSCSCAN_API_KEY=${k(34, UPPER_ALNUM)}\nARBISCAN_API_KEY=${
          k(34, UPPER_ALNUM)
        }\nVERIFY=true`,
    ),
  );
  out.push(
    S(
      "command",
      "forge verify-contract with an etherscan key",
      (k) =>
        `forge verify-contract ${ethAddress()} src/Vault.sol:Vault --chain sepolia --etherscan-api-key ${
          k(34, UPPER_ALNUM)
        } --watch`,
    ),
  );
  out.push(
    S("assignment", "Moralis and The Graph keys", (k) =>
      `MORALIS_API_KEY=${
        jwt(k, {
          nonce: hex(24),
          orgId: String(num(100000, 999999)),
          userId: String(num(100000, 999999)),
          typeId: hex(8),
          type: "PROJECT",
          iat: unix(),
        })
      }\nGRAPH_API_KEY=${k(32, HEX)}`),
  );
  return out;
}

function nodes(): HeldOutSecret[] {
  const out: HeldOutSecret[] = [];
  out.push(
    S(
      "block",
      "Chainlink node secrets.toml",
      (k, add) =>
        `[Database]\nURL = 'postgresql://chainlink:${
          pass(add)
        }@db.internal:5432/chainlink?sslmode=require'\n\n[Password]\nKeystore = '${
          k(num(20, 28), ALNUM)
        }'\n\n[Mercury.Credentials.cred1]\nURL = 'https://mercury.chain.link'\nUsername = 'node-${
          hex(6)
        }'\nPassword = '${k(40, ALNUM)}'`,
    ),
  );
  out.push(
    S(
      "block",
      "Chainlink .api credentials file",
      (k) => `$ cat ~/.chainlink-sepolia/.api\nnode-admin@example.org\n${k(num(16, 22), ALNUM)}`,
    ),
  );
  out.push(
    S(
      "output",
      "Chainlink node keys eth list",
      (_k, add) =>
        `$ chainlink keys eth export ${ethAddress()} --newpassword ./pw --output key.json\n${
          JSON.stringify({
            address: hex(40),
            crypto: {
              cipher: "aes-128-ctr",
              ciphertext: add(hex(64)),
              cipherparams: { iv: hex(32) },
              kdf: "scrypt",
              mac: hex(64),
            },
            version: 3,
          })
        }`,
    ),
  );
  out.push(
    S(
      "block",
      "a validator keystore in a deposit folder",
      (_k, add) => `validator_keys/keystore-m_12381_3600_0_0_0-${unix()}.json\n${blsKeystore(add)}`,
    ),
  );
  out.push(
    S(
      "assignment",
      "Lighthouse validator password file content",
      (_k, add) =>
        `$ cat /var/lib/lighthouse/validators/0x${hex(96)}/password.txt\n${add(draw(num(16, 24)))}`,
    ),
  );
  out.push(
    S(
      "command",
      "Prysm import with a wallet password",
      (_k, add) =>
        `prysm.sh validator accounts import --keys-dir=$HOME/validator_keys --wallet-dir=/data/wallet --wallet-password-file=<(echo '${
          pass(add)
        }') --accept-terms-of-use`,
    ),
  );
  out.push(
    S("vendor", "an engine API jwt.hex", (_k, add) => `$ cat /secrets/jwt.hex\n0x${add(hex(64))}`),
  );
  out.push(S("command", "a jwtsecret passed to geth", (_k, add) => {
    const secret = add(hex(64));
    return `echo ${secret} > /tmp/jwt && geth --sepolia --authrpc.jwtsecret /tmp/jwt --http --http.api eth,net,web3`;
  }));
  out.push(S("output", "geth account new printing the password used", (_k, add) => {
    startClock();
    return `INFO [${tick().slice(5, 19)}] Maximum peer count ETH=50 total=50\nPassword used: ${
      pass(add)
    }\nPublic address of the key:   ${ethAddress()}\nPath of the secret key file: /data/keystore/UTC--${
      tick().replace(/:/g, "-")
    }--${hex(40)}`;
  }));
  out.push(
    S(
      "encoded",
      "a k8s secret with a base64 keystore password",
      (_k, add) =>
        `apiVersion: v1\nkind: Secret\nmetadata:\n  name: validator-pw\ntype: Opaque\ndata:\n  password: ${
          add(b64(draw(20)))
        }`,
    ),
  );
  return out;
}

/** The RPC, explorer and node family. */
export function buildRpc(): HeldOutSecret[] {
  return [...endpoints(), ...explorers(), ...nodes()];
}
