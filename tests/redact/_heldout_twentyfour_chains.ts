/**
 * Corpus twenty-four, the keys of other chains and wallets, part of the wallets family: Tezos,
 * Sui, Aptos and NEAR secret keys as their tools export them, a MetaMask vault (encrypted, decided
 * a secret like a keystore), an Electrum wallet file, Bitcoin Core's `dumpwallet`, Hyperliquid
 * and Flashbots signer keys.
 */
import {
  B58,
  b64,
  base58,
  base58check,
  bc1,
  BECH32,
  bytes,
  draw,
  ethAddress,
  extendedKey,
  type HeldOutSecret,
  hex,
  hexKey,
  num,
  S,
  solanaPub,
  startClock,
  tick,
  wif,
} from "./_heldout_twentyfour_make.ts";

/** A Tezos ed25519 secret key (`edsk…`, base58check of a 4-byte prefix and a 32-byte seed). */
function edsk(): string {
  return base58check(Uint8Array.from([13, 15, 58, 7, ...bytes(32)]));
}

/** The keys of other chains and wallets. */
export function buildOtherChains(): HeldOutSecret[] {
  const out: HeldOutSecret[] = [];
  out.push(
    S(
      "output",
      "octez-client show address --show-secret",
      (_k, add) =>
        `$ octez-client show address baker --show-secret\nHash: tz1${
          draw(33, B58)
        }\nPublic Key: edpk${draw(50, B58)}\nSecret Key: unencrypted:${add(edsk())}`,
    ),
  );
  out.push(
    S(
      "output",
      "sui keytool export",
      (_k, add) =>
        `$ sui keytool export --key-identity ${
          "0x" + hex(64)
        }\n╭────────────────────┬──────────────────────────────────────────────────────────────────────────╮\n│ exportedPrivateKey │ suiprivkey1${
          add(draw(59, BECH32))
        } │\n│ key                │ ed25519                                                                  │\n╰────────────────────┴──────────────────────────────────────────────────────────────────────────╯`,
    ),
  );
  out.push(
    S(
      "block",
      "an Aptos CLI config.yaml",
      (_k, add) =>
        `---\nprofiles:\n  default:\n    network: Testnet\n    private_key: "ed25519-priv-0x${
          add(hexKey())
        }"\n    public_key: "ed25519-pub-0x${hex(64)}"\n    account: ${
          hex(64)
        }\n    rest_url: "https://fullnode.testnet.aptoslabs.com"`,
    ),
  );
  out.push(
    S("block", "a NEAR credentials file", (_k, add) =>
      JSON.stringify({
        account_id: `dev-${num(1700000000000, 1799999999999)}-${num(10000000, 99999999)}`,
        public_key: `ed25519:${solanaPub()}`,
        private_key: `ed25519:${add(base58(bytes(64)))}`,
      })),
  );
  out.push(
    S(
      "block",
      "a MetaMask vault from the extension's storage",
      (_k, add) =>
        `{"KeyringController":{"vault":"{\\"data\\":\\"${
          add(b64(bytes(num(220, 320))))
        }\\",\\"iv\\":\\"${
          b64(bytes(16))
        }\\",\\"keyMetadata\\":{\\"algorithm\\":\\"PBKDF2\\",\\"params\\":{\\"iterations\\":600000}},\\"salt\\":\\"${
          b64(bytes(32))
        }\\"}"}}`,
    ),
  );
  out.push(S("block", "an Electrum wallet file", (_k, add) =>
    JSON.stringify(
      {
        addr_history: { [bc1()]: [] },
        keystore: {
          pw_hash_version: 1,
          seed_type: "segwit",
          type: "bip32",
          xprv: add(extendedKey("xprv", 1)),
          xpub: extendedKey("xpub", 1),
        },
        seed_version: 59,
        wallet_type: "standard",
      },
      null,
      4,
    )));
  out.push(S("output", "bitcoin-cli dumpwallet's file", (_k, add) => {
    startClock();
    const when = tick().slice(0, 19) + "Z";
    return [
      "# Wallet dump created by Bitcoin Core v26.0.0",
      `# * Created on ${when}`,
      `# extended private masterkey: ${add(extendedKey("xprv"))}`,
      "",
      `${add(wif())} ${when} reserve=1 # addr=${bc1()} hdkeypath=m/84h/0h/0h/0/${num(0, 99)}`,
      `${add(wif())} ${when} change=1 # addr=${bc1()} hdkeypath=m/84h/0h/0h/1/${num(0, 99)}`,
      "",
      "# End of dump",
    ].join("\n");
  }));
  out.push(
    S("block", "a Hyperliquid SDK config.json", (_k, add) =>
      JSON.stringify(
        {
          secret_key: "0x" + add(hexKey()),
          account_address: ethAddress(),
          multi_sig: { authorized_users: [] },
        },
        null,
        4,
      )),
  );
  out.push(
    S(
      "assignment",
      "a Flashbots auth signer key for mev-boost",
      (_k, add) =>
        `FLASHBOTS_AUTH_KEY=0x${
          add(hexKey())
        }\nRELAY=https://relay.flashbots.net\nBUILDER_ENABLED=true`,
    ),
  );
  return out;
}
