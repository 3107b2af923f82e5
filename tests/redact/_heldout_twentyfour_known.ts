/**
 * Corpus twenty-four (written blind, see docs/redaction-corpus-twentyfour.md: blockchain, payments and fintech): its misses
 * at first sight, against main at 7e970aa (every rule of the twelfth round but t-red28's and f-mend12's) (no engineer who wrote those rules saw it): 147/252 = 58.3 % recall as
 * written and in a record, 110/124 = 88.7 % untouched (docs/redaction.md "Held-out corpus twenty-four").
 * Label → the case's shape and family.
 */
export const TWENTYFOUR_MISSED: Record<string, string> = {
  "a 12-word English mnemonic pasted alone": "vendor, in the family wallets and keys",
  "a 12-word mnemonic printed by a wallet tool": "output, in the family wallets and keys",
  "a 15-word English mnemonic pasted alone": "vendor, in the family wallets and keys",
  "a 15-word mnemonic printed by a wallet tool": "output, in the family wallets and keys",
  "a 18-word English mnemonic pasted alone": "vendor, in the family wallets and keys",
  "a 18-word mnemonic printed by a wallet tool": "output, in the family wallets and keys",
  "a 24-word English mnemonic pasted alone": "vendor, in the family wallets and keys",
  "a 24-word mnemonic printed by a wallet tool": "output, in the family wallets and keys",
  "a 12-word Spanish mnemonic pasted alone": "vendor, in the family wallets and keys",
  "a 24-word Spanish mnemonic in a chat": "vendor, in the family wallets and keys",
  "cosmos keys add prints a mnemonic": "output, in the family wallets and keys",
  "polkadot subkey generate": "output, in the family wallets and keys",
  "cardano payment.skey": "block, in the family wallets and keys",
  "cardano-cli with an inline signing key": "command, in the family wallets and keys",
  "an xprv alone": "vendor, in the family wallets and keys",
  "bitcoin-cli listdescriptors true": "output, in the family wallets and keys",
  "bitcoin-cli dumpprivkey": "output, in the family wallets and keys",
  "a 0x hex key on its own line": "vendor, in the family wallets and keys",
  "an Ethereum keystore file, pretty": "block, in the family wallets and keys",
  "an Ethereum keystore in a tool result": "block, in the family wallets and keys",
  "a validator keystore from staking-deposit-cli": "block, in the family wallets and keys",
  "a Phantom-exported base58 secret key": "vendor, in the family wallets and keys",
  "a Trezor hidden-wallet passphrase in a script": "assignment, in the family wallets and keys",
  "an xprv wrapped by a terminal": "wrapped, in the family wallets and keys",
  "a mnemonic across two lines of a note": "wrapped, in the family wallets and keys",
  "a wallet grid of 24 numbered words": "block, in the family wallets and keys",
  "sui keytool export": "output, in the family wallets and keys",
  "a MetaMask vault from the extension's storage": "block, in the family wallets and keys",
  "an Electrum wallet file": "block, in the family wallets and keys",
  "bitcoin-cli dumpwallet's file": "output, in the family wallets and keys",
  "foundry.toml with rpc and etherscan keys": "block, in the family chain dev tooling",
  "brownie-config.yaml with a private key": "block, in the family chain dev tooling",
  "ethers Wallet in TypeScript": "assignment, in the family chain dev tooling",
  "viem privateKeyToAccount": "assignment, in the family chain dev tooling",
  "Wallet.fromPhrase in a script": "assignment, in the family chain dev tooling",
  "brownie accounts.add": "assignment, in the family chain dev tooling",
  "forge script --private-key on sepolia": "command, in the family chain dev tooling",
  "forge script --private-key on holesky": "command, in the family chain dev tooling",
  "forge create with a key": "command, in the family chain dev tooling",
  "cast wallet import --private-key": "command, in the family chain dev tooling",
  "cast wallet address --mnemonic": "command, in the family chain dev tooling",
  "anvil --mnemonic with a real phrase": "command, in the family chain dev tooling",
  "solana-keygen recover with the phrase piped": "command, in the family chain dev tooling",
  "forge script verbose output echoing the key": "output, in the family chain dev tooling",
  "a --private-key wrapped in a long shell line": "wrapped, in the family chain dev tooling",
  "a mnemonic in a build-args query, URL-encoded": "encoded, in the family chain dev tooling",
  "QuickNode RPC URL": "url, in the family RPC, explorers and nodes",
  "QuickNode solana RPC URL": "assignment, in the family RPC, explorers and nodes",
  "Ankr RPC URL": "command, in the family RPC, explorers and nodes",
  "Ankr BSC websocket RPC URL": "url, in the family RPC, explorers and nodes",
  "Chainstack with basic auth RPC URL": "assignment, in the family RPC, explorers and nodes",
  "Blast API RPC URL": "command, in the family RPC, explorers and nodes",
  "Chainlink .api credentials file": "block, in the family RPC, explorers and nodes",
  "Chainlink node keys eth list": "output, in the family RPC, explorers and nodes",
  "a validator keystore in a deposit folder": "block, in the family RPC, explorers and nodes",
  "Prysm import with a wallet password": "command, in the family RPC, explorers and nodes",
  "an engine API jwt.hex": "vendor, in the family RPC, explorers and nodes",
  "a jwtsecret passed to geth": "command, in the family RPC, explorers and nodes",
  "Checkout.com secret key in C#": "assignment, in the family payment providers",
  "a Flutterwave secret pasted alone": "vendor, in the family payment API logs and webhooks",
  "GoCardless Bank Account Data secret id and key":
    "assignment, in the family open banking, cards and key material",
  "a Visa PAN with CVV and expiry in a support chat":
    "vendor, in the family open banking, cards and key material",
  "a Mastercard PAN with CVV and expiry in a support chat":
    "vendor, in the family open banking, cards and key material",
  "a Mastercard 2-series PAN with CVV and expiry in a support chat":
    "vendor, in the family open banking, cards and key material",
  "a Amex PAN with CVV and expiry in a support chat":
    "vendor, in the family open banking, cards and key material",
  "a Discover PAN with CVV and expiry in a support chat":
    "vendor, in the family open banking, cards and key material",
  "a PAN in a failing test fixture": "block, in the family open banking, cards and key material",
  "an unmasked PAN in an application log":
    "output, in the family open banking, cards and key material",
  "track 2 data in a terminal dump": "output, in the family open banking, cards and key material",
  "a card number in a SQL insert": "assignment, in the family open banking, cards and key material",
  "a PAN in a form-encoded request body":
    "encoded, in the family open banking, cards and key material",
  "HSM key components for a zone master key":
    "block, in the family open banking, cards and key material",
  "a Thales HSM command echoing a clear key":
    "output, in the family open banking, cards and key material",
  "aws kms generate-data-key output": "output, in the family open banking, cards and key material",
  "a card-data encryption key in config":
    "assignment, in the family open banking, cards and key material",
  "an HSM LMK wrapped on a printout": "wrapped, in the family open banking, cards and key material",
  "Bybit key and secret in a trading bot config.json": "block, in the family exchange API keys",
  "KuCoin key and secret in a trading bot config.json": "block, in the family exchange API keys",
  "a Deribit client secret in an auth request": "command, in the family exchange API keys",
  'a 12-word mnemonic after "ok so this is the phrase"':
    "vendor, in the family pasted alone and in chat",
  'a 24-word mnemonic after "my friend gave me this s"':
    "vendor, in the family pasted alone and in chat",
  'a 12-word mnemonic after "test wallet words (dont "':
    "vendor, in the family pasted alone and in chat",
  'a 18-word mnemonic after "the recovery phrase is"':
    "vendor, in the family pasted alone and in chat",
  'a 15-word mnemonic after "restore from these words"':
    "vendor, in the family pasted alone and in chat",
  "a mnemonic in capitals": "vendor, in the family pasted alone and in chat",
  "a mnemonic with commas": "vendor, in the family pasted alone and in chat",
  "a mnemonic as a JSON array": "vendor, in the family pasted alone and in chat",
  "a mnemonic one word a line": "vendor, in the family pasted alone and in chat",
  "a mnemonic numbered inline": "vendor, in the family pasted alone and in chat",
  "a mnemonic with a BIP39 passphrase": "vendor, in the family pasted alone and in chat",
  "a mnemonic with one word mistyped": "vendor, in the family pasted alone and in chat",
  "twelve words without the last, asking to brute force it":
    "vendor, in the family pasted alone and in chat",
  "a seed typed as BIP39 indexes": "vendor, in the family pasted alone and in chat",
  "a hex key among transaction hashes": "vendor, in the family pasted alone and in chat",
  "a key after 'pk:'": "vendor, in the family pasted alone and in chat",
  "a key in a markdown table": "vendor, in the family pasted alone and in chat",
  "an xprv quoted in a chat": "vendor, in the family pasted alone and in chat",
  "a mnemonic in a Claude Code tool result": "output, in the family pasted alone and in chat",
  "a hex key in a Claude Code tool result": "output, in the family pasted alone and in chat",
  "an xprv in a Claude Code tool result": "output, in the family pasted alone and in chat",
  "an assistant's answer quoting the user's key back":
    "output, in the family pasted alone and in chat",
  "a WIF broken across two lines": "wrapped, in the family pasted alone and in chat",
  "a mnemonic in base64": "encoded, in the family pasted alone and in chat",
  "a mnemonic percent-encoded in a URL": "encoded, in the family pasted alone and in chat",
  "a hex key in a JSON-escaped log line": "encoded, in the family pasted alone and in chat",
  "a mnemonic in a URL fragment": "url, in the family pasted alone and in chat",
};

/** Corpus twenty-four's clean texts changed at first sight: label → family. */
export const TWENTYFOUR_CHANGED: Record<string, string> = {
  "a Solana transaction signature (1)": "in the family clean chain data",
  "deposit_data.json (1)": "in the family clean chain data",
  "a Solana transaction signature (2)": "in the family clean chain data",
  "deposit_data.json (2)": "in the family clean chain data",
  "an Adyen client key and merchant reference (1)": "in the family clean payments and banking",
  "a Plaid link token response (1)": "in the family clean payments and banking",
  "an Adyen client key and merchant reference (2)": "in the family clean payments and banking",
  "a Plaid link token response (2)": "in the family clean payments and banking",
  "Hardhat's default mnemonic in a local config (1)":
    "in the family clean documented values and safe configs",
  "anvil started with its default mnemonic (1)":
    "in the family clean documented values and safe configs",
  "a hardhat config reading the environment (1)":
    "in the family clean documented values and safe configs",
  "Hardhat's default mnemonic in a local config (2)":
    "in the family clean documented values and safe configs",
  "anvil started with its default mnemonic (2)":
    "in the family clean documented values and safe configs",
  "a hardhat config reading the environment (2)":
    "in the family clean documented values and safe configs",
};
