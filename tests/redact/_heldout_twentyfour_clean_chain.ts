/**
 * Corpus twenty-four, clean chain data: what is public on a chain and looks like a key —
 * addresses, transaction and block hashes, signatures of sent transactions, xpubs and public keys,
 * ABI and bytecode, ENS names, deposit data and slashing-protection files, explorer output.
 */
import {
  base58,
  bc1,
  bech,
  BECH32,
  bytes,
  cleanRounds,
  draw,
  ethAddress,
  extendedKey,
  type HeldOutClean,
  hex,
  num,
  pick,
  solanaPub,
  startClock,
  tick,
  txHash,
  unix,
} from "./_heldout_twentyfour_make.ts";

const ENS = ["vitalik.eth", "treasury.dao.eth", "alice.base.eth", "payments.acme.eth"];

/** The clean chain texts, each written in `round` variants. */
const WRITERS: ReadonlyArray<readonly [string, () => string]> = [
  ["an address alone", () => ethAddress()],
  ["a transaction hash alone", () => txHash()],
  [
    "a bc1 address in a sentence",
    () => `send the refund to ${bc1()} please, fee rate ${num(2, 40)} sat/vB`,
  ],
  [
    "cast receipt",
    () =>
      `blockHash            ${txHash()}\nblockNumber          ${
        num(19000000, 21999999)
      }\ncontractAddress      \ncumulativeGasUsed    ${
        num(100000, 9999999)
      }\neffectiveGasPrice    ${
        num(1000000000, 90000000000)
      }\nfrom                 ${ethAddress()}\ngasUsed              ${
        num(21000, 300000)
      }\nstatus               1 (success)\ntransactionHash      ${txHash()}\nto                   ${ethAddress()}`,
  ],
  ["a raw signed transaction", () => `cast publish 0x02f8${hex(num(200, 260))}`],
  [
    "a signature of a public message",
    () =>
      `{"address":"${ethAddress()}","msg":"Sign in to app.example.org\\nNonce: ${
        hex(16)
      }","sig":"0x${hex(130)}","version":"2"}`,
  ],
  [
    "an xpub for a watch-only wallet",
    () =>
      `importdescriptors '[{"desc":"wpkh(${extendedKey("xpub", 3)}/0/*)#${
        draw(8, BECH32)
      }","timestamp":"now","watchonly":true}]'`,
  ],
  ["a tpub in a test", () => `const XPUB = "${extendedKey("tpub", 3)}";`],
  ["a compressed public key", () => `pubkey: 0${pick(["2", "3"])}${hex(64)}`],
  [
    "a Solana program id and accounts",
    () =>
      `Program Id: ${solanaPub()}\nOwner: BPFLoaderUpgradeab1e11111111111111111111111\nProgramData Address: ${solanaPub()}\nAuthority: ${solanaPub()}\nLast Deployed In Slot: ${
        num(200000000, 299999999)
      }\nData Length: ${num(100000, 900000)} (0x${hex(5)}) bytes`,
  ],
  ["a Solana transaction signature", () => `solana confirm -v ${base58(bytes(64))}`],
  [
    "an ABI fragment",
    () =>
      `// out/Token.sol/Token.json, build ${hex(8)}\n` +
      JSON.stringify(
        [{
          type: "function",
          name: "transfer",
          stateMutability: "nonpayable",
          inputs: [{ name: "to", type: "address" }, { name: "amount", type: "uint256" }],
          outputs: [{ name: "", type: "bool" }],
        }, {
          type: "event",
          name: "Transfer",
          anonymous: false,
          inputs: [{ name: "from", type: "address", indexed: true }, {
            name: "to",
            type: "address",
            indexed: true,
          }, { name: "value", type: "uint256", indexed: false }],
        }],
        null,
        2,
      ),
  ],
  ["contract bytecode", () => `"bytecode": "0x6080604052${hex(num(400, 600))}"`],
  [
    "deployed contract addresses",
    () =>
      `== Return ==\n0: contract Vault ${ethAddress()}\n\n## Setting up 1 EVM.\n==========================\nChain 11155111\nEstimated total gas used for script: ${
        num(1000000, 4000000)
      }\n✅  [Success] Hash: ${txHash()}\nContract Address: ${ethAddress()}\nBlock: ${
        num(5000000, 7000000)
      }\nPaid: 0.00${num(1000, 9999)} ETH`,
  ],
  [
    "an ENS lookup",
    () =>
      `> await provider.resolveName("${
        pick(ENS)
      }")\n'${ethAddress()}'\n> await provider.lookupAddress('${ethAddress()}')\nnull`,
  ],
  [
    "event logs",
    () =>
      `topics: [\n  "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef",\n  "0x000000000000000000000000${
        hex(40)
      }",\n  "0x000000000000000000000000${hex(40)}"\n]\ndata: 0x${hex(64)}`,
  ],
  ["deposit_data.json", () =>
    JSON.stringify(
      [{
        pubkey: hex(96),
        withdrawal_credentials: "01" + "0".repeat(22) + hex(40),
        amount: 32000000000,
        signature: hex(192),
        deposit_message_root: hex(64),
        deposit_data_root: hex(64),
        fork_version: "00000000",
        network_name: "mainnet",
        deposit_cli_version: "2.7.0",
      }],
      null,
      2,
    )],
  ["a slashing protection interchange", () =>
    JSON.stringify(
      {
        metadata: { interchange_format_version: "5", genesis_validators_root: "0x" + hex(64) },
        data: [{
          pubkey: "0x" + hex(96),
          signed_blocks: [{ slot: String(num(8000000, 9999999)), signing_root: "0x" + hex(64) }],
          signed_attestations: [{
            source_epoch: String(num(250000, 300000)),
            target_epoch: String(num(300001, 310000)),
            signing_root: "0x" + hex(64),
          }],
        }],
      },
      null,
      2,
    )],
  [
    "a cosmos tx query",
    () =>
      `txhash: ${hex(64).toUpperCase()}\nheight: "${num(10000000, 20000000)}"\nfrom_address: ${
        bech("cosmos")
      }\nto_address: ${bech("osmo")}\namount: ${num(1, 9999)}uatom`,
  ],
  [
    "a cardano payment.vkey",
    () =>
      JSON.stringify(
        {
          type: "PaymentVerificationKeyShelley_ed25519",
          description: "Payment Verification Key",
          cborHex: "5820" + hex(64),
        },
        null,
        4,
      ),
  ],
  ["a block header", () => {
    startClock();
    return `{"number":"0x${
      hex(7)
    }","hash":"${txHash()}","parentHash":"${txHash()}","stateRoot":"${txHash()}","miner":"${ethAddress()}","timestamp":"0x${
      unix().toString(16)
    }","baseFeePerGas":"0x${hex(9)}"}`;
  }],
  [
    "a mempool explorer line",
    () => `${tick()}  ${hex(64)}  ${num(140, 400)} vB  ${num(2, 90)} sat/vB  ${bc1()}`,
  ],
];

/** The clean chain data family: every writer in two variants. */
export function buildCleanChain(): HeldOutClean[] {
  return cleanRounds(WRITERS);
}
