/**
 * Corpus twenty-four, pasted alone and in chat: secrets with no name beside them — a mnemonic in a
 * message, a hex key on its own line among hashes, a seed typed with numbers, a WIF in a list —
 * and inside an assistant's JSONL records.
 */
import {
  B58,
  claudeRecord,
  draw,
  ENGLISH,
  ethAddress,
  extendedKey,
  type HeldOutSecret,
  hex,
  hexKey,
  mnemonic,
  num,
  pick,
  S,
  solanaSecret,
  startClock,
  txHash,
  wif,
} from "./_heldout_twentyfour_make.ts";

const OPENERS = [
  "ok so this is the phrase from my metamask, I need the second account's address:",
  "my friend gave me this seed to recover his wallet, which derivation path should I try?",
  "test wallet words (dont worry):",
  "the recovery phrase is",
  "restore from these words please",
] as const;

function phrases(): HeldOutSecret[] {
  const out: HeldOutSecret[] = [];
  OPENERS.forEach((o, i) => {
    const n = [12, 24, 12, 18, 15][i]!;
    out.push(
      S(
        "vendor",
        `a ${n}-word mnemonic after "${o.slice(0, 24)}"`,
        (_k, add) => `${o} ${add(mnemonic(n))}`,
      ),
    );
  });
  out.push(S("vendor", "a mnemonic in capitals", (_k, add) => add(mnemonic(12).toUpperCase())));
  out.push(
    S(
      "vendor",
      "a mnemonic with commas",
      (_k, add) => `[${add(mnemonic(12).split(" ").join(", "))}]`,
    ),
  );
  out.push(
    S(
      "vendor",
      "a mnemonic as a JSON array",
      (_k, add) => `{"words": ${add(JSON.stringify(mnemonic(12).split(" ")))}}`,
    ),
  );
  out.push(
    S("vendor", "a mnemonic one word a line", (_k, add) => add(mnemonic(12).split(" ").join("\n"))),
  );
  out.push(
    S("vendor", "a mnemonic numbered inline", (_k, add) =>
      add(
        mnemonic(12).split(" ").map((w, i) => `${i + 1}.${w}`).join(" "),
      )),
  );
  out.push(
    S(
      "vendor",
      "a mnemonic with a BIP39 passphrase",
      (_k, add) => `seed: ${add(mnemonic(24))}\npassphrase: ${add(draw(num(10, 14)))}`,
    ),
  );
  out.push(S("vendor", "a mnemonic with one word mistyped", (_k, add) => {
    const w = mnemonic(12).split(" ");
    const at = num(2, 9);
    w[at] = w[at]!.slice(0, -1) + pick(["x", "q", "z"]);
    return `it says invalid mnemonic?? ${add(w.join(" "))}`;
  }));
  out.push(
    S(
      "vendor",
      "twelve words without the last, asking to brute force it",
      (_k, add) =>
        `I lost the last word, can you write a script to find it? ${
          add(mnemonic(12).split(" ").slice(0, 11).join(" "))
        } ???`,
    ),
  );
  out.push(S("vendor", "a seed typed as BIP39 indexes", (_k, add) => {
    const idx = mnemonic(12).split(" ").map((w) => String(ENGLISH.indexOf(w) + 1).padStart(4, "0"));
    return `steel plate numbers: ${add(idx.join(" "))}`;
  }));
  return out;
}

function loose(): HeldOutSecret[] {
  const out: HeldOutSecret[] = [];
  out.push(
    S(
      "vendor",
      "a hex key among transaction hashes",
      (_k, add) => `tx: ${txHash()}\nblock: ${txHash()}\n${add(hexKey())}\nfrom: ${ethAddress()}`,
    ),
  );
  out.push(S("vendor", "a key after 'pk:'", (_k, add) => `pk: ${add(hexKey())}`));
  out.push(
    S(
      "vendor",
      "a key in a markdown table",
      (_k, add) =>
        `| role | address | key |\n|---|---|---|\n| deployer | ${ethAddress()} | 0x${
          add(hexKey())
        } |\n| treasury | ${ethAddress()} | (hardware) |`,
    ),
  );
  out.push(
    S(
      "vendor",
      "WIF keys in a list",
      (_k, add) => `- ${add(wif())}\n- ${add(wif())}\n- ${add(wif("uncompressed"))}`,
    ),
  );
  out.push(
    S(
      "vendor",
      "an xprv quoted in a chat",
      (_k, add) => `> ${add(extendedKey("xprv", 1))}\nthat's the account-level key from sparrow`,
    ),
  );
  out.push(
    S(
      "vendor",
      "a Solana secret after a pubkey",
      (_k, add) => `wallet ${draw(44, B58)}\nsecret ${add(solanaSecret())}`,
    ),
  );
  for (const what of ["a mnemonic", "a hex key", "an xprv"] as const) {
    out.push(S("output", `${what} in a Claude Code tool result`, (_k, add) => {
      startClock();
      const v = what === "a mnemonic"
        ? mnemonic(24)
        : what === "a hex key"
        ? "0x" + hexKey()
        : extendedKey("xprv");
      return claudeRecord(
        `$ cat wallet-backup.txt\n${add(v.startsWith("0x") ? v.slice(2) : v)}`.replace(
          /\n(.*)$/,
          (_m, x) => what === "a hex key" ? `\n0x${x}` : `\n${x}`,
        ),
      );
    }));
  }
  out.push(
    S("output", "an assistant's answer quoting the user's key back", (_k, add) =>
      JSON.stringify({
        type: "assistant",
        message: {
          role: "assistant",
          content: [{
            type: "text",
            text: `I'll import the key \`0x${
              add(hexKey())
            }\` with \`cast wallet import\` and then deploy.`,
          }],
        },
      })),
  );
  out.push(
    S(
      "wrapped",
      "a hex key split in halves",
      (_k, add) => `key part 1: ${add(hex(32))}\nkey part 2: ${add(hex(32))}`,
    ),
  );
  out.push(S("wrapped", "a WIF broken across two lines", (_k, add) => {
    const w = wif();
    return `${add(w.slice(0, 26))}\n${add(w.slice(26))}`;
  }));
  out.push(
    S("encoded", "a mnemonic in base64", (_k, add) => `SEED_B64=${add(btoa(mnemonic(12)))}`),
  );
  out.push(
    S(
      "encoded",
      "a mnemonic percent-encoded in a URL",
      (_k, add) =>
        `https://wallet-recover.example.net/?phrase=${add(encodeURIComponent(mnemonic(12)))}`,
    ),
  );
  out.push(
    S(
      "encoded",
      "a hex key in a JSON-escaped log line",
      (_k, add) => `{"level":"debug","msg":"signer init {\\"pk\\":\\"0x${add(hexKey())}\\"}"}`,
    ),
  );
  out.push(
    S(
      "url",
      "a hex key in a query string",
      (_k, add) =>
        `GET /api/sign?chain=1&private_key=0x${add(hexKey())}&nonce=${num(1, 999)} HTTP/1.1`,
    ),
  );
  out.push(
    S(
      "url",
      "a mnemonic in a URL fragment",
      (_k, add) => `http://localhost:3000/#/import?m=${add(mnemonic(12).split(" ").join("+"))}`,
    ),
  );
  return out;
}

/** The pasted-alone and chat family. */
export function buildChat(): HeldOutSecret[] {
  return [...phrases(), ...loose()];
}
