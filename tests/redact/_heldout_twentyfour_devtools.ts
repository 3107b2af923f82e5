/**
 * Corpus twenty-four, chain dev tooling: Hardhat, Foundry, Truffle and Brownie configs and their
 * `.env`, `cast wallet` and `forge script --private-key`, Anchor and the Solana CLI, web3.py and
 * ethers scripts — the deployer key and the RPC or explorer key as a developer writes them.
 */
import {
  ALNUM,
  b64,
  draw,
  ethAddress,
  type HeldOutSecret,
  HEX,
  hex,
  hexKey,
  mnemonic,
  num,
  pick,
  S,
  solanaArray,
  UPPER_ALNUM,
} from "./_heldout_twentyfour_make.ts";

const NETS = ["sepolia", "holesky", "mainnet", "base-sepolia", "arbitrum-sepolia"] as const;

function configs(): HeldOutSecret[] {
  const out: HeldOutSecret[] = [];
  out.push(S("block", "hardhat.config.ts with an inline deployer key", (k, add) =>
    [
      'import { HardhatUserConfig } from "hardhat/config";',
      'import "@nomicfoundation/hardhat-toolbox";',
      "",
      "const config: HardhatUserConfig = {",
      '  solidity: "0.8.24",',
      "  networks: {",
      "    sepolia: {",
      `      url: "https://sepolia.infura.io/v3/${k(32, HEX)}",`,
      `      accounts: ["0x${add(hexKey())}"],`,
      "    },",
      "  },",
      `  etherscan: { apiKey: "${k(34, UPPER_ALNUM)}" },`,
      "};",
      "export default config;",
    ].join("\n")));
  out.push(
    S(
      "block",
      "hardhat.config.js with a mnemonic",
      (_k, add) =>
        `module.exports = {\n  solidity: "0.8.20",\n  networks: {\n    hardhat: { chainId: 1337 },\n    goerli: {\n      url: process.env.GOERLI_URL,\n      accounts: { mnemonic: "${
          add(mnemonic(12))
        }", path: "m/44'/60'/0'/0", count: 10 },\n    },\n  },\n};`,
    ),
  );
  out.push(
    S(
      "block",
      "truffle-config.js with HDWalletProvider",
      (k, add) =>
        `const HDWalletProvider = require("@truffle/hdwallet-provider");\nconst mnemonic = "${
          add(mnemonic(12))
        }";\n\nmodule.exports = {\n  networks: {\n    polygon: {\n      provider: () => new HDWalletProvider(mnemonic, "https://polygon-mainnet.g.alchemy.com/v2/${
          k(32, ALNUM + "_-")
        }"),\n      network_id: 137,\n      confirmations: 2,\n    },\n  },\n};`,
    ),
  );
  out.push(
    S(
      "block",
      "foundry.toml with rpc and etherscan keys",
      (k) =>
        `[profile.default]\nsrc = "src"\nout = "out"\nlibs = ["lib"]\n\n[rpc_endpoints]\nmainnet = "https://eth-mainnet.g.alchemy.com/v2/${
          k(32, ALNUM)
        }"\nsepolia = "\${SEPOLIA_RPC_URL}"\n\n[etherscan]\nmainnet = { key = "${
          k(34, UPPER_ALNUM)
        }" }`,
    ),
  );
  out.push(
    S(
      "block",
      "brownie-config.yaml with a private key",
      (_k, add) =>
        `dotenv: .env\nnetworks:\n  default: development\n  sepolia:\n    verify: True\nwallets:\n  from_key: "0x${
          add(hexKey())
        }"\n  from_mnemonic: \${MNEMONIC}`,
    ),
  );
  out.push(
    S(
      "block",
      "Anchor.toml and its wallet",
      (_k, add) =>
        `[provider]\ncluster = "devnet"\nwallet = "./deploy-keypair.json"\n\n# deploy-keypair.json\n${
          add(solanaArray())
        }`,
    ),
  );
  for (const net of NETS.slice(0, 3)) {
    out.push(S("assignment", `a Foundry .env for ${net}`, (k, add) =>
      [
        `${net.toUpperCase().replace(/-/g, "_")}_RPC_URL=https://${net}.infura.io/v3/${k(32, HEX)}`,
        `PRIVATE_KEY=0x${add(hexKey())}`,
        `ETHERSCAN_API_KEY=${k(34, UPPER_ALNUM)}`,
        `VERIFIER_URL=https://api.etherscan.io/api`,
      ].join("\n")));
  }
  out.push(
    S(
      "assignment",
      "DEPLOYER_PRIVATE_KEY without 0x, exported",
      (_k, add) => `export DEPLOYER_PRIVATE_KEY=${add(hexKey())}\nexport CHAIN_ID=11155111`,
    ),
  );
  out.push(
    S(
      "assignment",
      "a private key in a GitHub Actions workflow",
      (_k, add) =>
        `      - name: Deploy\n        env:\n          PRIVATE_KEY: "0x${
          add(hexKey())
        }"\n          RPC_URL: \${{ secrets.RPC_URL }}\n        run: forge script script/Deploy.s.sol --broadcast --rpc-url $RPC_URL`,
    ),
  );
  out.push(
    S(
      "assignment",
      "ethers Wallet in TypeScript",
      (_k, add) =>
        `const provider = new ethers.JsonRpcProvider(process.env.RPC_URL);\nconst wallet = new ethers.Wallet("0x${
          add(hexKey())
        }", provider);\nconst tx = await wallet.sendTransaction({ to: "${ethAddress()}", value: ethers.parseEther("0.01") });`,
    ),
  );
  out.push(
    S(
      "assignment",
      "web3.py signing with a literal key",
      (_k, add) =>
        `w3 = Web3(Web3.HTTPProvider(RPC))\nsigned = w3.eth.account.sign_transaction(tx, private_key='${
          add(hexKey())
        }')\nw3.eth.send_raw_transaction(signed.raw_transaction)`,
    ),
  );
  out.push(
    S(
      "assignment",
      "viem privateKeyToAccount",
      (_k, add) =>
        `import { privateKeyToAccount } from "viem/accounts";\nexport const account = privateKeyToAccount("0x${
          add(hexKey())
        }");`,
    ),
  );
  out.push(
    S(
      "assignment",
      "Wallet.fromPhrase in a script",
      (_k, add) => `const wallet = ethers.Wallet.fromPhrase(\n  "${add(mnemonic(15))}",\n);`,
    ),
  );
  out.push(
    S(
      "assignment",
      "brownie accounts.add",
      (_k, add) =>
        `>>> from brownie import accounts\n>>> acct = accounts.add('0x${
          add(hexKey())
        }')\n>>> acct\n<LocalAccount '${ethAddress()}'>`,
    ),
  );
  out.push(
    S(
      "assignment",
      "a Solana keypair in Rust",
      (_k, add) => `let payer = Keypair::from_bytes(&${add(solanaArray())}).unwrap();`,
    ),
  );
  return out;
}

function commands(): HeldOutSecret[] {
  const out: HeldOutSecret[] = [];
  for (const net of NETS.slice(0, 2)) {
    out.push(
      S(
        "command",
        `forge script --private-key on ${net}`,
        (k, add) =>
          `forge script script/Deploy.s.sol:DeployScript --rpc-url https://${net}.infura.io/v3/${
            k(32, HEX)
          } --private-key 0x${add(hexKey())} --broadcast --verify -vvvv`,
      ),
    );
  }
  out.push(
    S(
      "command",
      "forge create with a key",
      (_k, add) =>
        `forge create --rpc-url http://localhost:8545 --private-key ${
          add(hexKey())
        } src/Counter.sol:Counter`,
    ),
  );
  out.push(
    S(
      "command",
      "cast send with a key",
      (_k, add) =>
        `cast send ${ethAddress()} "transfer(address,uint256)" ${ethAddress()} 1000000 --private-key=0x${
          add(hexKey())
        } --rpc-url $RPC`,
    ),
  );
  out.push(
    S(
      "command",
      "cast wallet import --private-key",
      (_k, add) =>
        `cast wallet import deployer --private-key 0x${
          add(hexKey())
        }\nEnter password:\n\`deployer\` keystore was saved successfully. Address: ${ethAddress()}`,
    ),
  );
  out.push(
    S(
      "command",
      "cast wallet address --mnemonic",
      (_k, add) => `cast wallet address --mnemonic "${add(mnemonic(12))}" --mnemonic-index 2`,
    ),
  );
  out.push(
    S(
      "command",
      "anvil --mnemonic with a real phrase",
      (_k, add) => `anvil --fork-url $MAINNET_RPC --mnemonic "${add(mnemonic(12))}" --accounts 3`,
    ),
  );
  out.push(
    S(
      "command",
      "hardhat run with the key in the environment",
      (_k, add) =>
        `PRIVATE_KEY=${add(hexKey())} npx hardhat run scripts/deploy.ts --network sepolia`,
    ),
  );
  out.push(
    S(
      "command",
      "solana-keygen recover with the phrase piped",
      (_k, add) =>
        `echo "${
          add(mnemonic(12))
        }" | solana-keygen recover 'prompt://?full-path=m/44/501/0/0' -o recovered.json --force`,
    ),
  );
  out.push(
    S(
      "command",
      "brownie with a key in the shell",
      (_k, add) =>
        `export PRIVATE_KEY=0x${add(hexKey())} && brownie run scripts/deploy.py --network sepolia`,
    ),
  );
  out.push(
    S(
      "command",
      "seth / dapp tools with ETH_PASSWORD",
      (_k, add) =>
        `ETH_FROM=${ethAddress()} ETH_PASSWORD=<(echo ${
          add(draw(num(10, 14)) + pick(["!", "#", "_"]) + draw(4))
        }) seth send --create out/Token.bin 'Token()'`,
    ),
  );
  out.push(
    S(
      "output",
      "forge script verbose output echoing the key",
      (_k, add) =>
        `[⠊] Compiling...\nNo files changed, compilation skipped\nScript ran successfully.\n\n== Logs ==\n  deployer: ${ethAddress()}\n  using key 0x${
          add(hexKey())
        }\n\n## Setting up 1 EVM.\nChain 11155111\nEstimated gas price: ${num(1, 40)}.${
          num(100, 999)
        } gwei`,
    ),
  );
  out.push(
    S(
      "output",
      "hardhat node printing a forked account with a rotated key",
      (_k, add) =>
        `Account #0: ${ethAddress()} (10000 ETH)\nPrivate Key: 0x${
          add(hexKey())
        }\n\nAccount #1: ${ethAddress()} (10000 ETH)\nPrivate Key: 0x${add(hexKey())}`,
    ),
  );
  out.push(S("wrapped", "a --private-key wrapped in a long shell line", (_k, add) => {
    const key = hexKey();
    return `forge script script/Upgrade.s.sol --rpc-url $RPC --broadcast \\\n  --private-key 0x${
      add(key.slice(0, 32))
    }\\\n${add(key.slice(32))}`;
  }));
  out.push(
    S(
      "encoded",
      "a .env passed base64 to a deploy job",
      (_k, add) =>
        `echo "${
          add(b64(`PRIVATE_KEY=0x${hexKey()}\nETHERSCAN_API_KEY=${draw(34, UPPER_ALNUM)}\n`))
        }" | base64 -d > .env && forge script script/Deploy.s.sol --broadcast`,
    ),
  );
  out.push(S("encoded", "a mnemonic in a build-args query, URL-encoded", (_k, add) => {
    const m = mnemonic(12);
    return `POST /api/v1/build?buildargs=${
      add(encodeURIComponent(JSON.stringify({ MNEMONIC: m })))
    }&t=relayer:${hex(7)}`;
  }));
  return out;
}

/** The dev tooling family. */
export function buildDevtools(): HeldOutSecret[] {
  return [...configs(), ...commands()];
}
