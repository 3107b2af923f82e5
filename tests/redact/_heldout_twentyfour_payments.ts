/**
 * Corpus twenty-four, payment providers: the secret keys, restricted keys, webhook signing secrets,
 * client secrets and access tokens of Stripe, Adyen, Braintree, PayPal, Square, Mollie, Razorpay,
 * Paystack, Flutterwave, Checkout.com, Klarna and GoCardless, as configs, commands and SDK code
 * show them (API logs and webhooks: _heldout_twentyfour_paylogs.ts). Every vendor prefix is joined at run time (the source holds none whole).
 */
import {
  type Add,
  ALNUM,
  B64,
  b64,
  B64URL,
  draw,
  type HeldOutSecret,
  HEX,
  hex,
  live,
  LOWER_DIGITS,
  num,
  pick,
  type Piece,
  S,
  type Shape,
  test,
  tick,
  UHEX,
  UPPER,
  WORD,
} from "./_heldout_twentyfour_make.ts";

/** The secret values of each provider, drawn as pieces. */
export const TOKENS = {
  stripeSecret: (k: Piece) => live("sk") + k(99),
  stripeTest: (k: Piece) => test("sk") + k(99),
  stripeRestricted: (k: Piece) => live("rk") + k(99),
  stripeWebhook: (k: Piece) => "wh" + "sec_" + k(32),
  adyenApi: (k: Piece) =>
    "AQE" + k(num(80, 96), B64) + "=-" + k(43, B64) + "=-" + k(16, ALNUM + "#<>[]()"),
  adyenHmac: (k: Piece) => k(64, UHEX),
  braintreeAccess: (k: Piece) => `access_token$production$${k(16, LOWER_DIGITS)}$${k(32, HEX)}`,
  braintreePrivate: (k: Piece) => k(32, HEX),
  paypalSecret: (k: Piece) => "E" + k(79, WORD),
  paypalAccess: (k: Piece) => "A21AA" + k(num(90, 100), WORD),
  squareAccess: (k: Piece) => "EAAA" + k(60, WORD),
  squareSecret: (k: Piece) => "sq0" + "csp-" + k(43, WORD),
  squareSignature: (k: Piece) => k(22, B64URL),
  mollieLive: (k: Piece) => live("").slice(1) + k(30),
  mollieAccess: (k: Piece) => "access_" + k(40),
  razorpaySecret: (k: Piece) => k(24),
  paystackSecret: (k: Piece) => live("sk") + k(40, HEX),
  flutterwaveSecret: (k: Piece) => "FLW" + "SECK-" + k(32, HEX) + "-X",
  flutterwaveEnc: (k: Piece) => "FLW" + "SECK_TEST" + k(12, HEX),
  checkoutSecret: (k: Piece) => "sk_" + "sbox_" + k(27, LOWER_DIGITS),
  klarnaPassword: (k: Piece) => k(16, ALNUM),
  gocardlessAccess: (k: Piece) => live("").slice(1) + k(40, WORD),
};

type Kind = keyof typeof TOKENS;

/** Where a provider's value is written, each a way of writing a token of `kind`. */
const FORMS: ReadonlyArray<readonly [Kind, Shape, string, (t: string, add: Add) => string]> = [
  [
    "stripeSecret",
    "assignment",
    "Stripe secret key in .env",
    (t) => `STRIPE_SECRET_KEY=${t}\nSTRIPE_PRICE_ID=price_${draw(24)}`,
  ],
  [
    "stripeSecret",
    "command",
    "Stripe secret key in curl -u",
    (t) =>
      `curl https://api.stripe.com/v1/payment_intents -u ${t}: -d amount=${
        num(100, 99999)
      } -d currency=eur`,
  ],
  [
    "stripeSecret",
    "assignment",
    "Stripe secret key in Python",
    (t) =>
      `import stripe\nstripe.api_key = "${t}"\nstripe.PaymentIntent.create(amount=2000, currency="usd")`,
  ],
  [
    "stripeTest",
    "assignment",
    "Stripe test secret key in Node",
    (t) => `const stripe = require("stripe")("${t}");`,
  ],
  [
    "stripeTest",
    "command",
    "stripe CLI with --api-key",
    (t) => `stripe listen --forward-to localhost:4242/webhook --api-key ${t}`,
  ],
  [
    "stripeRestricted",
    "assignment",
    "Stripe restricted key in YAML",
    (t) => `payments:\n  stripe:\n    restricted_key: ${t}\n    account: acct_${draw(16)}`,
  ],
  [
    "stripeWebhook",
    "assignment",
    "Stripe webhook secret in .env",
    (t) => `STRIPE_WEBHOOK_SECRET=${t}`,
  ],
  [
    "stripeWebhook",
    "output",
    "stripe listen printing the signing secret",
    (t) =>
      `> Ready! You are using Stripe API Version [2024-06-20]. Your webhook signing secret is ${t} (^C to quit)`,
  ],
  [
    "stripeWebhook",
    "assignment",
    "constructEvent with a literal secret",
    (t) => `event = stripe.Webhook.construct_event(payload, sig_header, "${t}")`,
  ],
  [
    "adyenApi",
    "assignment",
    "Adyen API key in application.yml",
    (t) =>
      `adyen:\n  merchant-account: ${
        pick(["Acme", "Shop", "Demo"])
      }ECOM\n  api-key: "${t}"\n  environment: LIVE`,
  ],
  [
    "adyenApi",
    "command",
    "Adyen API key in a curl header",
    (t) =>
      `curl https://checkout-test.adyen.com/v71/paymentMethods -H 'x-API-key: ${t}' -H 'content-type: application/json' -d '{"merchantAccount":"TestECOM"}'`,
  ],
  [
    "adyenHmac",
    "assignment",
    "Adyen HMAC key for notifications",
    (t) => `ADYEN_HMAC_KEY=${t}\nADYEN_MERCHANT_ACCOUNT=StoreECOM`,
  ],
  [
    "braintreeAccess",
    "assignment",
    "Braintree access token in PHP",
    (t) => `$gateway = new Braintree\\Gateway(['accessToken' => '${t}']);`,
  ],
  [
    "braintreePrivate",
    "block",
    "Braintree gateway config in Ruby",
    (t) =>
      `gateway = Braintree::Gateway.new(\n  environment: :production,\n  merchant_id: "${
        draw(16, LOWER_DIGITS)
      }",\n  public_key: "${draw(16, LOWER_DIGITS)}",\n  private_key: "${t}",\n)`,
  ],
  [
    "paypalSecret",
    "assignment",
    "PayPal client secret in .env",
    (t) => `PAYPAL_CLIENT_ID=A${draw(79, WORD)}\nPAYPAL_CLIENT_SECRET=${t}\nPAYPAL_MODE=live`,
  ],
  [
    "paypalSecret",
    "encoded",
    "PayPal OAuth with a base64 basic header",
    (t, add) =>
      `curl -v https://api-m.paypal.com/v1/oauth2/token -H "Authorization: Basic ${
        add(b64(`A${draw(79, WORD)}:${t}`))
      }" -d grant_type=client_credentials`,
  ],
  [
    "paypalAccess",
    "output",
    "PayPal token response",
    (t) =>
      `{"scope":"https://uri.paypal.com/services/payments/payment","access_token":"${t}","token_type":"Bearer","app_id":"APP-${
        draw(17, UPPER + "0123456789")
      }","expires_in":32400,"nonce":"${tick()}${draw(20, WORD)}"}`,
  ],
  [
    "squareAccess",
    "assignment",
    "Square access token in .env",
    (t) => `SQUARE_ACCESS_TOKEN=${t}\nSQUARE_LOCATION_ID=L${draw(12, UPPER + "0123456789")}`,
  ],
  [
    "squareAccess",
    "command",
    "Square access token in curl",
    (t) =>
      `curl https://connect.squareup.com/v2/locations -H 'Square-Version: 2024-10-17' -H 'Authorization: Bearer ${t}'`,
  ],
  [
    "squareSecret",
    "assignment",
    "Square application secret",
    (t) => `square:\n  application_id: sq0idp-${draw(22, WORD)}\n  application_secret: ${t}`,
  ],
  [
    "squareSignature",
    "assignment",
    "Square webhook signature key",
    (t) =>
      `SQUARE_WEBHOOK_SIGNATURE_KEY=${t}\nSQUARE_WEBHOOK_URL=https://shop.example.org/hooks/square`,
  ],
  [
    "mollieLive",
    "assignment",
    "Mollie live key in Laravel .env",
    (t) => `MOLLIE_KEY=${t}\nMOLLIE_WEBHOOK=/webhooks/mollie`,
  ],
  [
    "mollieLive",
    "command",
    "Mollie key in curl",
    (t) => `curl -X GET https://api.mollie.com/v2/payments -H "Authorization: Bearer ${t}"`,
  ],
  [
    "mollieAccess",
    "assignment",
    "Mollie organization access token",
    (t) => `$mollie->setAccessToken("${t}");`,
  ],
  [
    "razorpaySecret",
    "assignment",
    "Razorpay key secret beside its key id",
    (t) => `RAZORPAY_KEY_ID=${live("rzp")}${draw(14)}\nRAZORPAY_KEY_SECRET=${t}`,
  ],
  [
    "razorpaySecret",
    "encoded",
    "Razorpay basic auth in an API log",
    (t, add) =>
      `POST /v1/orders HTTP/1.1\nHost: api.razorpay.com\nAuthorization: Basic ${
        add(b64(`${test("rzp")}${draw(14)}:${t}`))
      }\nContent-Type: application/json`,
  ],
  [
    "paystackSecret",
    "assignment",
    "Paystack secret key in Python",
    (t) =>
      `PAYSTACK_SECRET_KEY = "${t}"\nheaders = {"Authorization": f"Bearer {PAYSTACK_SECRET_KEY}"}`,
  ],
  [
    "paystackSecret",
    "command",
    "Paystack verify with curl",
    (t) =>
      `curl https://api.paystack.co/transaction/verify/${
        draw(10, LOWER_DIGITS)
      } -H "Authorization: Bearer ${t}"`,
  ],
  [
    "flutterwaveSecret",
    "assignment",
    "Flutterwave secret key",
    (t) => `FLW_PUBLIC_KEY=FLW${"PUBK"}-${hex(32)}-X\nFLW_SECRET_KEY=${t}`,
  ],
  ["flutterwaveEnc", "assignment", "Flutterwave encryption key", (t) => `FLW_ENCRYPTION_KEY=${t}`],
  [
    "checkoutSecret",
    "assignment",
    "Checkout.com secret key in C#",
    (t) =>
      `var api = CheckoutSdk.Builder().StaticKeys()\n    .SecretKey("${t}")\n    .Environment(Environment.Sandbox)\n    .Build();`,
  ],
  [
    "checkoutSecret",
    "command",
    "Checkout.com key in a curl header",
    (t) =>
      `curl https://api.sandbox.checkout.com/payments -H "Authorization: Bearer ${t}" -H "Content-Type: application/json"`,
  ],
  [
    "klarnaPassword",
    "assignment",
    "Klarna API credentials",
    (t) =>
      `KLARNA_USERNAME=PK${num(10000, 99999)}_${hex(12)}\nKLARNA_PASSWORD=${t}\nKLARNA_REGION=eu`,
  ],
  [
    "gocardlessAccess",
    "assignment",
    "GoCardless access token in Ruby",
    (t) => `client = GoCardlessPro::Client.new(\n  access_token: "${t}",\n  environment: :live,\n)`,
  ],
];

function forms(): HeldOutSecret[] {
  return FORMS.map(([kind, shape, label, write]) =>
    S(shape, label, (k, add) => {
      // An encoded case's piece is the encoded form, added by its writer.
      const t = TOKENS[kind](shape === "encoded" ? (n, a) => draw(n, a) : k);
      return write(t, add);
    })
  );
}

/** The payment providers family. */
export function buildPayments(): HeldOutSecret[] {
  return forms();
}
