/**
 * Corpus twenty-four, clean documented values and safe configs: the BIP-39 test-vector mnemonics
 * and Hardhat's default mnemonic (documented as public, decided clean: see the doc), configs and
 * scripts that read their keys from the environment or a keystore, `.env.example` placeholders,
 * and prose about keys that holds none.
 */
import {
  cleanRounds,
  draw,
  ethAddress,
  type HeldOutClean,
  hex,
  LOWER_DIGITS,
  num,
  pick,
  startClock,
  tick,
  txHash,
} from "./_heldout_twentyfour_make.ts";

/** Mnemonics published as test vectors (BIP-39's vectors, Hardhat's and Anvil's default). */
export const PUBLIC_MNEMONICS = [
  "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
  "legal winner thank year wave sausage worth useful legal winner thank yellow",
  "letter advice cage absurd amount doctor acoustic avoid letter advice cage above",
  "zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong",
  "test test test test test test test test test test test junk",
] as const;

const NETS = ["sepolia", "holesky", "base-sepolia", "mainnet"] as const;

const WRITERS: ReadonlyArray<readonly [string, () => string]> = [
  [
    "a BIP-39 test vector in a unit test",
    () =>
      `it("derives the first address (vector ${num(1, 24)})", () => {\n  const m = "${
        pick(PUBLIC_MNEMONICS.slice(0, 4))
      }";\n  expect(mnemonicToSeedSync(m, "TREZOR").length).toBe(64);\n});`,
  ],
  [
    "Hardhat's default mnemonic in a local config",
    () =>
      `networks: {\n  localhost: {\n    url: "http://127.0.0.1:${pick([8545, 8546, 7545])}",
    chainId: ${num(1000, 99999)},\n    accounts: { mnemonic: "${PUBLIC_MNEMONICS[4]}" },\n  },\n}`,
  ],
  [
    "anvil started with its default mnemonic",
    () =>
      `$ anvil --port ${
        num(8545, 8599)
      }\n\n                             _   _\n                            (_) | |\n      __ _   _ __   __   __  _  | |\n\nWallet\n==================\nMnemonic:          ${
        PUBLIC_MNEMONICS[4]
      }\nDerivation path:   m/44'/60'/0'/0/\n\nChain ID\n==================\n\n31337\n\nListening on 127.0.0.1:${
        num(8545, 8599)
      }`,
  ],
  [
    "a hardhat config reading the environment",
    () =>
      `const { PRIVATE_KEY, ${
        pick(NETS).toUpperCase().replace("-", "_")
      }_RPC_URL, ETHERSCAN_API_KEY } = process.env;\n\nmodule.exports = {\n  solidity: "0.8.${
        num(19, 28)
      }",\n  networks: { sepolia: { url: process.env.SEPOLIA_RPC_URL, accounts: PRIVATE_KEY ? [PRIVATE_KEY] : [] } },\n  etherscan: { apiKey: ETHERSCAN_API_KEY },\n};`,
  ],
  [
    "a .env.example with placeholders",
    () =>
      `# copy to .env and fill in\nPRIVATE_KEY=0x...\nMNEMONIC="your twelve words here"\nRPC_URL=https://${
        pick(NETS)
      }.infura.io/v3/<YOUR_PROJECT_ID>\nETHERSCAN_API_KEY=\nSTRIPE_SECRET_KEY=sk_${
        "te" + "st"
      }_...\nSTRIPE_WEBHOOK_SECRET=whsec_...\n# port ${num(3000, 3999)}`,
  ],
  [
    "forge script with a keystore account",
    () =>
      `forge script script/Deploy.s.sol --rpc-url ${
        pick(NETS)
      } --account deployer --sender ${ethAddress()} --broadcast`,
  ],
  [
    "cast wallet list",
    () =>
      `$ cast wallet list\ndeployer (Local)\nledger-${num(0, 9)} (Ledger)\n${
        pick(["ops", "treasury", "relayer"])
      }-${num(100, 9999)} (Local)`,
  ],
  [
    "a foundry.toml with env references",
    () =>
      `[rpc_endpoints]\n${pick(NETS)} = "\${${
        pick(["SEPOLIA", "HOLESKY", "BASE"])
      }_RPC_URL}"\n\n[etherscan]\nsepolia = { key = "\${ETHERSCAN_API_KEY}" }\n# optimizer_runs = ${
        num(200, 10000)
      }`,
  ],
  [
    "prose on storing a seed phrase",
    () =>
      `Never paste your ${
        pick([12, 24])
      }-word recovery phrase into a chat or a script. Write it on paper or steel, keep the passphrase apart, and use a hardware wallet for anything above ${
        num(100, 9999)
      } USD.`,
  ],
  [
    "a Python script reading keys from the environment",
    () =>
      `import os\nfrom web3 import Web3\n\nw3 = Web3(Web3.HTTPProvider(os.environ["RPC_URL"]))\nacct = w3.eth.account.from_key(os.environ["PRIVATE_KEY"])\nprint(acct.address, w3.eth.get_balance(acct.address))  # block ${
        num(100, 999)
      }`,
  ],
  [
    "a Stripe config reading the environment",
    () =>
      `stripe.api_key = os.getenv("STRIPE_SECRET_KEY")\nendpoint_secret = os.getenv("STRIPE_WEBHOOK_SECRET")\n# timeout=${
        num(1000, 99999)
      }ms`,
  ],
  [
    "Stripe CLI login output",
    () =>
      `$ stripe login\nYour pairing code is: ${pick(["enjoy", "brave", "lucky"])}-${
        pick(["amber", "quiet", "swift"])
      }-${pick(["cheer", "jolly", "vivid"])}-${
        pick(["charm", "ease", "fancy"])
      }\nThis pairing code verifies your authentication with Stripe.\nPress Enter to open the browser or visit https://dashboard.stripe.com/stripecli/confirm_auth`,
  ],
  [
    "a derivation path discussion",
    () =>
      `MetaMask uses m/44'/60'/0'/0/${num(0, 9)}, Ledger Live uses m/44'/60'/${
        num(0, 9)
      }'/0/0; Phantom uses m/44'/501'/${num(0, 9)}'/0'.`,
  ],
  ["a keystore password prompt", () => {
    startClock();
    return `${tick()} Enter keystore password for ${ethAddress()}: ********\n${tick()} Unlocked account ${ethAddress()}`;
  }],
  [
    "a k8s secret reference",
    () =>
      `env:\n  - name: PRIVATE_KEY\n    valueFrom:\n      secretKeyRef:\n        name: deployer-${
        draw(5, LOWER_DIGITS)
      }\n        key: private-key`,
  ],
  [
    "a redacted key in an issue",
    () =>
      `When I run \`forge script ... --private-key 0x<redacted>\` I get \`EvmError: Revert\` at tx ${txHash()}`,
  ],
  [
    "a GitHub Actions step using secrets",
    () =>
      `      - run: forge script script/Deploy.s.sol --broadcast --rpc-url \${{ secrets.RPC_URL }} --private-key \${{ secrets.DEPLOYER_KEY }}\n        timeout-minutes: ${
        num(5, 30)
      }`,
  ],
  [
    "gas and nonce output",
    () =>
      `nonce: ${num(0, 999)}\ngasLimit: ${num(21000, 3000000)}\nmaxFeePerGas: ${
        num(1, 90)
      } gwei\ncodehash: 0x${hex(64)}`,
  ],
];

/** The clean documented-values family: every writer in two variants. */
export function buildCleanDocs(): HeldOutClean[] {
  return cleanRounds(WRITERS);
}
