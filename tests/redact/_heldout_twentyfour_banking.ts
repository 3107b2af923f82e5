/**
 * Corpus twenty-four, open banking, cards and key material: Plaid, TrueLayer, Wise and GoCardless
 * Bank Account Data credentials and consent tokens; full card numbers (valid Luhn) with their CVV;
 * HSM key components and KMS plaintext data keys.
 */
import {
  ALNUM,
  B64,
  b64,
  bytes,
  draw,
  type HeldOutSecret,
  HEX,
  hex,
  jwt,
  num,
  pan,
  pass,
  pick,
  S,
  spaced,
  startClock,
  tick,
  UHEX,
  unix,
  uuid,
} from "./_heldout_twentyfour_make.ts";

function openBanking(): HeldOutSecret[] {
  const out: HeldOutSecret[] = [];
  out.push(
    S(
      "assignment",
      "Plaid client id and secret",
      (k) =>
        `PLAID_CLIENT_ID=${hex(24)}\nPLAID_SECRET=${
          k(30, HEX)
        }\nPLAID_ENV=production\nPLAID_PRODUCTS=transactions,auth`,
    ),
  );
  out.push(
    S(
      "output",
      "Plaid access token from a public token exchange",
      (k) =>
        `{\n  "access_token": "access-production-${k(8, HEX)}-${hex(4)}-${hex(4)}-${hex(4)}-${
          k(12, HEX)
        }",\n  "item_id": "${draw(37)}",\n  "request_id": "${draw(15)}"\n}`,
    ),
  );
  out.push(
    S(
      "command",
      "Plaid transactions/get with secret in the body",
      (k) =>
        `curl -X POST https://production.plaid.com/transactions/get -H 'Content-Type: application/json' -d '{"client_id":"${
          hex(24)
        }","secret":"${k(30, HEX)}","access_token":"access-production-${k(8, HEX)}-${hex(4)}-${
          hex(4)
        }-${hex(4)}-${k(12, HEX)}","start_date":"2026-10-01","end_date":"2026-11-01"}'`,
    ),
  );
  out.push(
    S(
      "assignment",
      "TrueLayer client secret",
      (k) =>
        `truelayer:\n  client_id: ${pick(["sandbox-", ""])}shop-${hex(6)}\n  client_secret: ${
          k(8, HEX)
        }-${hex(4)}-4${hex(3)}-a${hex(3)}-${
          k(12, HEX)
        }\n  redirect_uri: https://shop.example.org/callback`,
    ),
  );
  out.push(
    S("output", "TrueLayer token response with a refresh token", (k) =>
      `{"access_token":"${
        jwt(k, {
          iss: "https://auth.truelayer.com",
          exp: unix() + 3600,
          client_id: `app-${hex(6)}`,
          scope: ["info", "accounts", "balance"],
        }, "RS256")
      }","expires_in":3600,"token_type":"Bearer","refresh_token":"${k(64, UHEX)}"}`),
  );
  out.push(
    S(
      "assignment",
      "Wise API token",
      (k) =>
        `WISE_API_TOKEN=${k(8, HEX)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${
          k(12, HEX)
        }\nWISE_PROFILE_ID=${num(10000000, 99999999)}`,
    ),
  );
  out.push(
    S(
      "command",
      "Wise token in a curl header",
      (k) =>
        `curl -H "Authorization: Bearer ${k(8, HEX)}-${hex(4)}-4${hex(3)}-9${hex(3)}-${
          k(12, HEX)
        }" https://api.transferwise.com/v4/profiles/${
          num(10000000, 99999999)
        }/balances?types=STANDARD`,
    ),
  );
  out.push(S("block", "Wise SCA signing private key", (k) => {
    const body = [k(64, B64), k(64, B64), k(64, B64), k(num(20, 40), B64) + "=="];
    return ["-----BEGIN " + "PRIVATE" + " KEY-----", ...body, "-----END " + "PRIVATE" + " KEY-----"]
      .join("\n");
  }));
  out.push(
    S(
      "assignment",
      "GoCardless Bank Account Data secret id and key",
      (k) =>
        `NORDIGEN_SECRET_ID=${k(8, HEX)}-${hex(4)}-4${hex(3)}-b${hex(3)}-${
          k(12, HEX)
        }\nNORDIGEN_SECRET_KEY=${k(128, HEX)}`,
    ),
  );
  out.push(S("output", "an open-banking consent token in a log", (k) => {
    startClock();
    return `${tick()} INFO aisp: consent ${uuid()} authorised\n${tick()} DEBUG aisp: using token ${
      jwt(k, {
        sub: `urn:consent:${uuid()}`,
        aud: "https://ob.bank.example/aisp",
        scope: "accounts payments",
        exp: unix() + 7776000,
      }, "ES256")
    }\n${tick()} INFO aisp: fetched ${num(2, 9)} accounts`;
  }));
  out.push(
    S(
      "url",
      "a consent access token in a callback URL",
      (k) =>
        `https://app.example.org/ob/callback#access_token=${
          k(40, ALNUM)
        }&token_type=Bearer&expires_in=3599&state=${hex(16)}`,
    ),
  );
  out.push(
    S(
      "assignment",
      "a QWAC certificate's PKCS#12 password",
      (_k, add) =>
        `openssl pkcs12 -in qwac.p12 -nodes -passin pass:${
          pass(add)
        } | openssl x509 -noout -subject`,
    ),
  );
  out.push(
    S(
      "output",
      "a private_key_jwt client assertion in a token request",
      (k) =>
        `POST /as/token.oauth2 HTTP/1.1\nHost: ob.bank.example\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=client_credentials&scope=accounts&client_assertion_type=urn%3Aietf%3Aparams%3Aoauth%3Aclient-assertion-type%3Ajwt-bearer&client_assertion=${
          jwt(k, {
            iss: `tpp-${hex(8)}`,
            sub: `tpp-${hex(8)}`,
            aud: "https://ob.bank.example/as/token.oauth2",
            jti: uuid(),
            exp: unix() + 300,
          }, "RS256")
        }`,
    ),
  );
  return out;
}

/** An Amex number as its cards print it: 4, 6 and 5 digits. */
const amexSpaced = (p: string) => `${p.slice(0, 4)} ${p.slice(4, 10)} ${p.slice(10)}`;

const CARDS = [["Visa", "4"], ["Mastercard", "5" + "1"], ["Mastercard 2-series", "22"], [
  "Amex",
  "37",
], [
  "Discover",
  "6011",
]] as const;

function cards(): HeldOutSecret[] {
  const out: HeldOutSecret[] = [];
  for (const [brand, prefix] of CARDS) {
    const len = brand === "Amex" ? 15 : 16;
    out.push(
      S(
        "vendor",
        `a ${brand} PAN with CVV and expiry in a support chat`,
        (_k, add) =>
          `customer says the charge failed, card ${
            add(len === 15 ? amexSpaced(pan(prefix, len)) : spaced(pan(prefix, len)))
          } exp ${String(num(1, 12)).padStart(2, "0")}/${num(27, 31)} cvv ${
            draw(len === 15 ? 4 : 3, "0123456789")
          }, can you retry?`,
      ),
    );
  }
  out.push(
    S(
      "block",
      "a PAN in a failing test fixture",
      (_k, add) =>
        `{\n  "card": {\n    "number": "${
          add(pan("4" + draw(5, "0123456789")))
        }",\n    "exp_month": ${num(1, 12)},\n    "exp_year": ${num(2027, 2031)},\n    "cvc": "${
          draw(3, "0123456789")
        }"\n  }\n}`,
    ),
  );
  out.push(S("output", "an unmasked PAN in an application log", (_k, add) => {
    startClock();
    return `${tick()} ERROR checkout: authorisation declined pan=${
      add(pan("5" + pick(["2", "3", "4", "5"])))
    } expiry=${num(27, 31)}${String(num(1, 12)).padStart(2, "0")} rc=05 stan=${
      num(100000, 999999)
    }`;
  }));
  out.push(S("output", "track 2 data in a terminal dump", (_k, add) => {
    const p = pan("4");
    return `TRACK2: ;${add(p)}=${num(27, 31)}${String(num(1, 12)).padStart(2, "0")}101${
      add(draw(12, "0123456789"))
    }?`;
  }));
  out.push(
    S(
      "assignment",
      "a card number in a SQL insert",
      (_k, add) =>
        `INSERT INTO cards (customer_id, pan, exp, cvv) VALUES (${num(1000, 9999)}, '${
          add(pan("4"))
        }', '${String(num(1, 12)).padStart(2, "0")}/${num(27, 31)}', '${draw(3, "0123456789")}');`,
    ),
  );
  out.push(
    S(
      "encoded",
      "a PAN in a form-encoded request body",
      (_k, add) =>
        `POST /pay HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\nname=J+Doe&card=${
          add(spaced(pan("5" + "5"), "+"))
        }&exp=${String(num(1, 12)).padStart(2, "0")}%2F${num(27, 31)}&cvc=${draw(3, "0123456789")}`,
    ),
  );
  return out;
}

function keyMaterial(): HeldOutSecret[] {
  const out: HeldOutSecret[] = [];
  out.push(
    S(
      "block",
      "HSM key components for a zone master key",
      (k) =>
        `ZMK component 1: ${k(32, UHEX)}  KCV ${hex(6).toUpperCase()}\nZMK component 2: ${
          k(32, UHEX)
        }  KCV ${hex(6).toUpperCase()}\nZMK component 3: ${k(32, UHEX)}  KCV ${
          hex(6).toUpperCase()
        }\nCombined KCV: ${hex(6).toUpperCase()}`,
    ),
  );
  out.push(
    S(
      "output",
      "a Thales HSM command echoing a clear key",
      (k) =>
        `> A0 1 009 U\nResponse: A100U${k(32, UHEX)} U${draw(32, UHEX)} ${
          draw(6, UHEX)
        }\n# first value is the clear ZPK under test LMK`,
    ),
  );
  out.push(
    S(
      "output",
      "aws kms generate-data-key output",
      (k) =>
        `{\n    "CiphertextBlob": "${b64(bytes(184))}",\n    "Plaintext": "${
          k(43, B64)
        }=",\n    "KeyId": "arn:aws:kms:eu-west-1:${
          num(100000000000, 999999999999)
        }:key/${uuid()}"\n}`,
    ),
  );
  out.push(
    S(
      "assignment",
      "a card-data encryption key in config",
      (k) => `pci:\n  tokenization:\n    dek_hex: ${k(64, HEX)}\n    dek_version: ${num(1, 9)}`,
    ),
  );
  out.push(
    S(
      "assignment",
      "a base64 AES key for PAN encryption",
      (k) => `CARD_ENCRYPTION_KEY=base64:${k(43, B64)}=`,
    ),
  );
  out.push(
    S(
      "wrapped",
      "an HSM LMK wrapped on a printout",
      (k) =>
        `LMK pair 04-05 (clear, ceremony copy):\n${k(16, UHEX)} ${k(16, UHEX)}\n${k(16, UHEX)} ${
          k(16, UHEX)
        }`,
    ),
  );
  return out;
}

/** The open banking, cards and key material family. */
export function buildBanking(): HeldOutSecret[] {
  return [...openBanking(), ...cards(), ...keyMaterial()];
}
