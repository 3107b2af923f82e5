/**
 * Corpus twenty-four, clean payments and banking: publishable and client-side keys (decided public,
 * see the doc), object ids, idempotency keys, masked PANs, vendor test cards, IBANs and BICs in
 * SWIFT and ISO 20022 messages, webhook payloads with only their signature header, PCI logs.
 */
import {
  cleanRounds,
  DIGITS,
  draw,
  type HeldOutClean,
  hex,
  live,
  LOWER_DIGITS,
  num,
  pick,
  startClock,
  stripeId,
  tick,
  unix,
  UPPER,
  uuid,
  WORD,
} from "./_heldout_twentyfour_make.ts";

/** A German IBAN with a random account (its check digits are not computed: a look-alike). */
const iban = () =>
  `DE${draw(2, DIGITS)} ${draw(4, DIGITS)} ${draw(4, DIGITS)} ${draw(4, DIGITS)} ${
    draw(4, DIGITS)
  } ${draw(2, DIGITS)}`;
const bic = () => pick(["DEUTDEFF", "COBADEFFXXX", "BNPAFRPP", "INGBNL2A", "NWBKGB2L"]);
const last4 = () => draw(4, DIGITS);

/** Vendor test cards from the vendors' documentation: public. */
const TEST_CARDS = [
  "4242 4242 4242 4242",
  "4000 0025 0000 3155",
  "5555 5555 5555 4444",
  "3782 822463 10005",
  "4111 1111 1111 1111",
];

const WRITERS: ReadonlyArray<readonly [string, () => string]> = [
  [
    "a Stripe publishable key in the frontend",
    () => `const stripe = Stripe("${live("pk")}${draw(99)}");`,
  ],
  [
    "Stripe ids in a dashboard export",
    () =>
      `id,amount,currency,customer,status\n${stripeId("pi")},${num(100, 99999)},eur,${
        stripeId("cus")
      },succeeded\n${stripeId("pi")},${num(100, 99999)},usd,${
        stripeId("cus")
      },requires_payment_method`,
  ],
  ["a Stripe charge object", () =>
    JSON.stringify(
      {
        id: stripeId("ch"),
        object: "charge",
        amount: num(100, 99999),
        balance_transaction: stripeId("txn"),
        payment_intent: stripeId("pi"),
        payment_method: stripeId("pm"),
        payment_method_details: {
          card: {
            brand: "visa",
            last4: last4(),
            exp_month: num(1, 12),
            exp_year: num(2027, 2031),
            fingerprint: draw(16),
          },
        },
      },
      null,
      2,
    )],
  [
    "an idempotency key header",
    () => `Idempotency-Key: ${uuid()}\nStripe-Account: acct_${draw(16)}`,
  ],
  [
    "a signed webhook with only its signature header",
    () =>
      `POST /webhooks/stripe\nStripe-Signature: t=${unix()},v1=${hex(64)}\n\n{"id":"${
        stripeId("evt")
      }","type":"payment_intent.succeeded","data":{"object":{"id":"${stripeId("pi")}","amount":${
        num(100, 9999)
      }}}}`,
  ],
  [
    "an Adyen client key and merchant reference",
    () =>
      `adyenCheckout({ clientKey: "${"li" + "ve"}_${
        draw(32, UPPER + DIGITS)
      }", environment: "live", merchantReference: "ORDER-${num(100000, 999999)}" })`,
  ],
  ["an Adyen notification with its hmac signature", () =>
    JSON.stringify(
      {
        live: "false",
        notificationItems: [{
          NotificationRequestItem: {
            additionalData: { hmacSignature: btoa(draw(32)) },
            amount: { currency: "EUR", value: num(100, 9999) },
            eventCode: "AUTHORISATION",
            merchantAccountCode: "TestECOM",
            merchantReference: `ref-${num(1000, 9999)}`,
            pspReference: draw(16, UPPER + DIGITS),
            success: "true",
          },
        }],
      },
      null,
      2,
    )],
  [
    "a Razorpay key id in checkout",
    () =>
      `var options = { key: "${live("rzp")}${draw(14)}", amount: ${
        num(100, 99999)
      }, currency: "INR", order_id: "order_${draw(14)}" };`,
  ],
  [
    "a Paystack public key",
    () =>
      `PaystackPop.setup({ key: '${live("pk")}${hex(40)}', email: 'buyer@example.org', amount: ${
        num(1000, 99999)
      }, ref: '${draw(12, LOWER_DIGITS)}' })`,
  ],
  [
    "a Flutterwave public key",
    () =>
      `FlutterwaveCheckout({ public_key: "FLW${"PUBK"}-${hex(32)}-X", tx_ref: "tx-${
        num(100000, 999999)
      }", amount: ${num(10, 999)} })`,
  ],
  [
    "a Square application id",
    () =>
      `const payments = Square.payments("sq0idp-${draw(22, WORD)}", "L${
        draw(12, UPPER + DIGITS)
      }");`,
  ],
  [
    "a PayPal client id in the JS SDK",
    () =>
      `<script src="https://www.paypal.com/sdk/js?client-id=A${
        draw(79, WORD)
      }&currency=EUR"></script>`,
  ],
  [
    "a WalletConnect project id (public)",
    () => `createWeb3Modal({ wagmiConfig, projectId: "${hex(32)}", chains })`,
  ],
  ["masked PANs in a PCI log", () => {
    startClock();
    return `${tick()} INFO auth: pan=${pick(["4", "5"])}${
      draw(5, DIGITS)
    }******${last4()} result=APPROVED\n${tick()} INFO auth: pan=${pick(["4", "5"])}${
      draw(5, DIGITS)
    }******${last4()} result=DECLINED rc=51`;
  }],
  [
    "a masked card in a receipt",
    () =>
      `VISA **** **** **** ${last4()}\nAUTH CODE ${draw(6, UPPER + DIGITS)}\nRRN ${
        draw(12, DIGITS)
      }`,
  ],
  [
    "a documented test card",
    () => `use ${pick(TEST_CARDS)} with any future date and any CVC (order ${num(1000, 9999)})`,
  ],
  [
    "an IBAN in an invoice",
    () => `Please pay to: IBAN ${iban()}  BIC ${bic()}\nReference: INV-${num(2026000, 2026999)}`,
  ],
  [
    "a SWIFT MT103",
    () =>
      `{1:F01${bic().slice(0, 8)}AXXX${draw(10, DIGITS)}}{2:I103${
        bic().slice(0, 8)
      }XXXXN}{4:\n:20:${draw(16, UPPER + DIGITS)}\n:23B:CRED\n:32A:261128EUR${
        num(100, 99999)
      },00\n:50K:/${iban().replace(/ /g, "")}\nACME GMBH\n:59:/${
        iban().replace(/ /g, "")
      }\nBETA BV\n:71A:SHA\n-}`,
  ],
  [
    "an ISO 20022 pacs.008 fragment",
    () =>
      `<CdtTrfTxInf>\n  <PmtId><InstrId>${draw(16, UPPER + DIGITS)}</InstrId><EndToEndId>E2E-${
        draw(12, UPPER + DIGITS)
      }</EndToEndId><UETR>${uuid()}</UETR></PmtId>\n  <IntrBkSttlmAmt Ccy="EUR">${
        num(100, 99999)
      }.00</IntrBkSttlmAmt>\n  <DbtrAcct><Id><IBAN>${
        iban().replace(/ /g, "")
      }</IBAN></Id></DbtrAcct>\n  <CdtrAgt><FinInstnId><BICFI>${bic()}</BICFI></FinInstnId></CdtrAgt>\n</CdtTrfTxInf>`,
  ],
  [
    "a Plaid link token response",
    () =>
      `{"expiration":"${tick()}","link_token":"link-sandbox-${uuid()}","request_id":"${draw(15)}"}`,
  ],
  [
    "a GoCardless mandate and payment ids",
    () =>
      `mandate MD${draw(12, UPPER + DIGITS)} payment PM${draw(12, UPPER + DIGITS)} customer CU${
        draw(12, UPPER + DIGITS)
      } status=confirmed`,
  ],
  [
    "a Mollie payment id and checkout url",
    () =>
      `{"resource":"payment","id":"tr_${
        draw(10)
      }","status":"open","_links":{"checkout":{"href":"https://www.mollie.com/checkout/select-method/${
        draw(10)
      }"}}}`,
  ],
];

/** The clean payments family: every writer in two variants. */
export function buildCleanPay(): HeldOutClean[] {
  return cleanRounds(WRITERS);
}
