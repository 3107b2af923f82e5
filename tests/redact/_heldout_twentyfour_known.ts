/**
 * Corpus twenty-four (written blind, see docs/redaction-corpus-twentyfour.md: blockchain, payments and fintech): its misses
 * at first sight, against main at 7e970aa (every rule of the twelfth round but t-red28's and f-mend12's) (no engineer who wrote those rules saw it): 147/252 = 58.3 % recall as
 * written and in a record, 110/124 = 88.7 % untouched (docs/redaction.md "Held-out corpus twenty-four").
 * Label → the case's shape and family.
 */
export const TWENTYFOUR_MISSED: Record<string, string> = {
  "polkadot subkey generate": "output, in the family wallets and keys",
  "cardano payment.skey": "block, in the family wallets and keys",
  "cardano-cli with an inline signing key": "command, in the family wallets and keys",
  "a 0x hex key on its own line": "vendor, in the family wallets and keys",
  "a Trezor hidden-wallet passphrase in a script": "assignment, in the family wallets and keys",
  "sui keytool export": "output, in the family wallets and keys",
  "foundry.toml with rpc and etherscan keys": "block, in the family chain dev tooling",
  "brownie-config.yaml with a private key": "block, in the family chain dev tooling",
  "brownie accounts.add": "assignment, in the family chain dev tooling",
  "forge script verbose output echoing the key": "output, in the family chain dev tooling",
  "a mnemonic in a build-args query, URL-encoded": "encoded, in the family chain dev tooling",
  "Chainlink .api credentials file": "block, in the family RPC, explorers and nodes",
  "Prysm import with a wallet password": "command, in the family RPC, explorers and nodes",
  "an engine API jwt.hex": "vendor, in the family RPC, explorers and nodes",
  "a jwtsecret passed to geth": "command, in the family RPC, explorers and nodes",
  "Checkout.com secret key in C#": "assignment, in the family payment providers",
  "a Flutterwave secret pasted alone": "vendor, in the family payment API logs and webhooks",
  "GoCardless Bank Account Data secret id and key":
    "assignment, in the family open banking, cards and key material",
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
  "a seed typed as BIP39 indexes": "vendor, in the family pasted alone and in chat",
  "a hex key among transaction hashes": "vendor, in the family pasted alone and in chat",
  "a key in a markdown table": "vendor, in the family pasted alone and in chat",
  "a hex key in a Claude Code tool result": "output, in the family pasted alone and in chat",
  "an assistant's answer quoting the user's key back":
    "output, in the family pasted alone and in chat",
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
  "a hardhat config reading the environment (1)":
    "in the family clean documented values and safe configs",
  "a hardhat config reading the environment (2)":
    "in the family clean documented values and safe configs",
};
