/**
 * Corpus twenty-four, wallets and keys: mnemonics of every length in English and Spanish, extended
 * private keys, raw hex and WIF keys, encrypted keystores, Solana keypairs, Bitcoin Core's key
 * dumps, Cardano signing keys, Polkadot and Cosmos key output, hardware-wallet passphrases.
 */
import {
  B58,
  b64,
  bc1,
  bech,
  BECH32,
  blsKeystore,
  bytes,
  claudeRecord,
  draw,
  ethAddress,
  extendedKey,
  type HeldOutSecret,
  hex,
  hexKey,
  keystore,
  LOWER_DIGITS,
  mnemonic,
  num,
  pick,
  S,
  solanaArray,
  solanaPub,
  solanaSecret,
  SPANISH,
  startClock,
  tick,
  wif,
} from "./_heldout_twentyfour_make.ts";
import { buildOtherChains } from "./_heldout_twentyfour_chains.ts";

const MNEMONIC_LENGTHS = [12, 15, 18, 24] as const;

function mnemonics(): HeldOutSecret[] {
  const out: HeldOutSecret[] = [];
  for (const n of MNEMONIC_LENGTHS) {
    out.push(
      S("vendor", `a ${n}-word English mnemonic pasted alone`, (_k, add) => add(mnemonic(n))),
    );
    out.push(S("output", `a ${n}-word mnemonic printed by a wallet tool`, (_k, add) =>
      [
        "$ cast wallet new-mnemonic" + (n === 24 ? " --words 24" : ""),
        "Generating mnemonic from provided entropy...",
        "Successfully generated a new mnemonic.",
        `Phrase:\n${add(mnemonic(n))}`,
        "",
        "Accounts:",
        `- Account 0:\nAddress:     ${ethAddress()}\nPrivate key: 0x${add(hexKey())}`,
      ].join("\n")));
  }
  out.push(
    S("vendor", "a 12-word Spanish mnemonic pasted alone", (_k, add) => add(mnemonic(12, SPANISH))),
  );
  out.push(
    S(
      "vendor",
      "a 24-word Spanish mnemonic in a chat",
      (_k, add) =>
        `mi semilla de respaldo es esta, ¿la puedes importar en el script?\n\n${
          add(mnemonic(24, SPANISH))
        }\n\ngracias`,
    ),
  );
  out.push(
    S(
      "assignment",
      "MNEMONIC in a .env",
      (_k, add) =>
        `# local dev wallet\nMNEMONIC="${
          add(mnemonic(12))
        }"\nRPC_URL=http://127.0.0.1:8545\nCHAIN_ID=31337`,
    ),
  );
  out.push(
    S(
      "assignment",
      "SEED_PHRASE with 18 words in docker-compose",
      (_k, add) =>
        `    environment:\n      - NETWORK=sepolia\n      - SEED_PHRASE=${
          add(mnemonic(18))
        }\n      - LOG_LEVEL=debug`,
    ),
  );
  out.push(S("output", "cosmos keys add prints a mnemonic", (_k, add) =>
    [
      `- address: ${bech("cosmos")}`,
      "  name: validator",
      `  pubkey: '{"@type":"/cosmos.crypto.secp256k1.PubKey","key":"${b64(bytes(33))}"}'`,
      "  type: local",
      "",
      "",
      "**Important** write this mnemonic phrase in a safe place.",
      "It is the only way to recover your account if you ever forget your password.",
      "",
      add(mnemonic(24)),
    ].join("\n")));
  out.push(S("output", "polkadot subkey generate", (_k, add) =>
    [
      `Secret phrase:       ${add(mnemonic(12))}`,
      `  Network ID:        substrate`,
      `  Secret seed:       0x${add(hexKey())}`,
      `  Public key (hex):  0x${hex(64)}`,
      `  Account ID:        0x${hex(64)}`,
      `  Public key (SS58): 5${draw(47, B58)}`,
    ].join("\n")));
  out.push(S("block", "cardano payment.skey", (_k, add) =>
    JSON.stringify(
      {
        type: "PaymentSigningKeyShelley_ed25519",
        description: "Payment Signing Key",
        cborHex: "5820" + add(hexKey()),
      },
      null,
      4,
    )));
  out.push(
    S(
      "command",
      "cardano-cli with an inline signing key",
      (_k, add) =>
        `$ cat > stake.skey <<'EOF'\n{"type":"StakeSigningKeyShelley_ed25519","description":"Stake Signing Key","cborHex":"5820${
          add(hexKey())
        }"}\nEOF\n$ cardano-cli stake-address build --stake-verification-key-file stake.vkey --mainnet`,
    ),
  );
  out.push(S("output", "solana-keygen new output with its seed phrase", (_k, add) =>
    [
      "Generating a new keypair",
      "",
      "For added security, enter a BIP39 passphrase",
      "",
      "NOTE! This passphrase improves security of the recovery seed phrase NOT the",
      "keypair file itself, which is stored as insecure plain text",
      "",
      "BIP39 Passphrase (empty for none): ",
      "",
      "Wrote new keypair to /home/dev/.config/solana/id.json",
      "=".repeat(78),
      `pubkey: ${solanaPub()}`,
      "=".repeat(78),
      "Save this seed phrase and your BIP39 passphrase to recover your new keypair:",
      add(mnemonic(12)),
      "=".repeat(78),
    ].join("\n")));
  return out;
}

function keys(): HeldOutSecret[] {
  const out: HeldOutSecret[] = [];
  out.push(S("vendor", "an xprv alone", (_k, add) => add(extendedKey("xprv"))));
  out.push(
    S(
      "vendor",
      "a tprv in a question",
      (_k, add) =>
        `why does bdk reject this key? ${add(extendedKey("tprv"))} — it says network mismatch`,
    ),
  );
  out.push(S("output", "bitcoin-cli listdescriptors true", (_k, add) => {
    const root = add(extendedKey("xprv"));
    const d = (path: string, c: string) =>
      `    {\n      "desc": "wpkh(${root}/84h/0h/0h/${path}/*)#${
        draw(8, BECH32)
      }",\n      "timestamp": ${
        1700000000 + num(0, 9999999)
      },\n      "active": true,\n      "internal": ${c},\n      "range": [0, 999],\n      "next": ${
        num(0, 40)
      }\n    }`;
    return `$ bitcoin-cli -rpcwallet=hot listdescriptors true\n{\n  "wallet_name": "hot",\n  "descriptors": [\n${
      d("0", "false")
    },\n${d("1", "true")}\n  ]\n}`;
  }));
  out.push(
    S(
      "output",
      "bitcoin-cli dumpprivkey",
      (_k, add) => `$ bitcoin-cli dumpprivkey ${bc1()}\n${add(wif("compressed"))}`,
    ),
  );
  out.push(
    S(
      "output",
      "an uncompressed WIF from an old paper wallet",
      (_k, add) => `Address: 1${draw(33, B58)}\nPrivate key (WIF): ${add(wif("uncompressed"))}`,
    ),
  );
  out.push(
    S(
      "command",
      "importprivkey on testnet",
      (_k, add) => `bitcoin-cli -testnet importprivkey "${add(wif("testnet"))}" "faucet" false`,
    ),
  );
  out.push(S("vendor", "a 0x hex key on its own line", (_k, add) => `0x${add(hexKey())}`));
  out.push(
    S(
      "vendor",
      "a bare hex key in a chat",
      (_k, add) =>
        `here is the deployer key for sepolia, it only has test eth:\n${
          add(hexKey())
        }\ncan you run the deploy with it?`,
    ),
  );
  out.push(
    S(
      "assignment",
      "PRIVATE_KEY in Python",
      (_k, add) =>
        `from eth_account import Account\n\nPRIVATE_KEY = "0x${
          add(hexKey())
        }"\nacct = Account.from_key(PRIVATE_KEY)\nprint(acct.address)`,
    ),
  );
  out.push(S("block", "an Ethereum keystore file, pretty", (_k, add) => keystore(add, true)));
  out.push(S("block", "an Ethereum keystore in a tool result", (_k, add) => {
    startClock();
    return claudeRecord(`$ cat ~/.foundry/keystores/deployer\n${keystore(add, false)}`);
  }));
  out.push(
    S("block", "a validator keystore from staking-deposit-cli", (_k, add) => blsKeystore(add)),
  );
  out.push(S("block", "a Solana id.json", (_k, add) => add(solanaArray())));
  out.push(
    S(
      "command",
      "a Solana keypair echoed into a file",
      (_k, add) =>
        `echo '${
          add(solanaArray())
        }' > ~/.config/solana/devnet.json && solana config set --keypair ~/.config/solana/devnet.json`,
    ),
  );
  out.push(S("vendor", "a Phantom-exported base58 secret key", (_k, add) => add(solanaSecret())));
  out.push(
    S(
      "assignment",
      "SOLANA_PRIVATE_KEY in .env",
      (_k, add) =>
        `SOLANA_RPC=https://api.devnet.solana.com\nSOLANA_PRIVATE_KEY=${
          add(solanaSecret())
        }\nPROGRAM_ID=${solanaPub()}`,
    ),
  );
  out.push(
    S(
      "assignment",
      "a Ledger passphrase in notes",
      (_k, add) =>
        `Ledger Nano X\n  PIN: on the card in the safe\n  passphrase (25th word): ${
          add(draw(num(10, 14)) + pick(["!", "#", "-"]) + draw(4))
        }\n  attached to PIN 2`,
    ),
  );
  out.push(
    S(
      "assignment",
      "a Trezor hidden-wallet passphrase in a script",
      (_k, add) =>
        `client = get_default_client()\nclient.use_passphrase("${
          add(draw(num(12, 16), LOWER_DIGITS))
        }")\naddr = btc.get_address(client, "Bitcoin", parse_path("m/84h/0h/0h/0/0"))`,
    ),
  );
  out.push(S("wrapped", "an xprv wrapped by a terminal", (_k, add) => {
    const x = extendedKey("xprv", 3);
    return `Extended private key:\n${add(x.slice(0, 64))}\n${
      add(x.slice(64))
    }\nDerivation: m/84'/0'/0'`;
  }));
  out.push(S("wrapped", "a mnemonic across two lines of a note", (_k, add) => {
    const w = mnemonic(24).split(" ");
    return `backup words (24):\n${add(w.slice(0, 12).join(" "))}\n${add(w.slice(12).join(" "))}`;
  }));
  out.push(S("encoded", "a keystore passed base64 in a CI variable", (_k, add) => {
    const inner = keystore(() => "", false);
    return `KEYSTORE_JSON_B64=${add(b64(inner))}\nKEYSTORE_PASSWORD=$\{{ secrets.KS_PASS }}`;
  }));
  out.push(S("block", "a wallet grid of 24 numbered words", (_k, add) => {
    const w = mnemonic(24).split(" ");
    const rows: string[] = [];
    for (let i = 0; i < 24; i += 4) {
      rows.push(
        add(
          w.slice(i, i + 4).map((x, j) => `${String(i + j + 1).padStart(2)}. ${x.padEnd(9)}`).join(
            " ",
          ).trimEnd(),
        ),
      );
    }
    return `Your recovery phrase — write it down:\n\n${
      rows.join("\n")
    }\n\nNever share it with anyone.`;
  }));
  out.push(S("output", "a tool result printing a wallet", (_k, add) => {
    startClock();
    return claudeRecord(
      `$ node scripts/new-wallet.js\naddress: ${ethAddress()}\nmnemonic: ${
        add(mnemonic(12))
      }\nprivateKey: 0x${add(hexKey())}\ncreated ${tick()}`,
    );
  }));
  return out;
}

/** The wallets family: mnemonics, keys, then other chains' keys (_heldout_twentyfour_chains.ts). */
export function buildWallets(): HeldOutSecret[] {
  return [...mnemonics(), ...keys(), ...buildOtherChains()];
}
