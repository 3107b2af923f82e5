/**
 * Corpus twenty-four, payment API logs and webhooks: SDK debug logs, webhook receivers, request
 * dumps, tracebacks and environment dumps of payment services that print a key among ids, OAuth
 * responses, webhook endpoints' own credentials, and keys wrapped or encoded.
 */
import {
  B64,
  draw,
  type HeldOutSecret,
  HEX,
  hex,
  jwt,
  LOWER_DIGITS,
  num,
  pass,
  pick,
  S,
  startClock,
  stripeId,
  tick,
  unix,
  uuid,
  WORD,
} from "./_heldout_twentyfour_make.ts";
import { TOKENS } from "./_heldout_twentyfour_payments.ts";

/** Payment API logs and dumps that carry a secret among ids. */
function logs(): HeldOutSecret[] {
  const out: HeldOutSecret[] = [];
  out.push(S("output", "a Stripe SDK debug log with the key", (k) => {
    startClock();
    return [
      `${tick()} DEBUG stripe: Request to Stripe API method=post path=/v1/charges`,
      `${tick()} DEBUG stripe: Post details post_data=amount=2000&currency=usd&source=tok_visa`,
      `${tick()} DEBUG stripe: Authorization: Bearer ${TOKENS.stripeSecret(k)}`,
      `${tick()} INFO stripe: Stripe API response code=200 request_id=req_${draw(14)}`,
    ].join("\n");
  }));
  out.push(
    S(
      "output",
      "a webhook receiver logging its secret on failure",
      (k) =>
        `WebhookSignatureError: No signatures found matching the expected signature for payload.\n  secret=${
          TOKENS.stripeWebhook(k)
        }\n  header=t=${unix()},v1=${hex(64)}\n  event=${stripeId("evt")}`,
    ),
  );
  out.push(
    S(
      "output",
      "printenv on a payments pod",
      (k) =>
        `HOSTNAME=payments-${hex(10)}-${draw(5, LOWER_DIGITS)}\nADYEN_API_KEY=${
          TOKENS.adyenApi(k)
        }\nBRAINTREE_PRIVATE_KEY=${TOKENS.braintreePrivate(k)}\nNODE_ENV=production\nPORT=8080`,
    ),
  );
  out.push(
    S(
      "output",
      "a Mollie client repr in a traceback",
      (k) =>
        `Traceback (most recent call last):\n  File "shop/pay.py", line 41, in create\n    payment = client.payments.create(data)\nmollie.api.error.UnauthorizedError: Missing authentication, or failed to authenticate (client=Client(api_key='${
          TOKENS.mollieLive(k)
        }'))`,
    ),
  );
  out.push(
    S(
      "output",
      "GoCardless key in a request dump",
      (k) =>
        `> GET /payments?limit=50 HTTP/1.1\n> Host: api.gocardless.com\n> Authorization: Bearer ${
          TOKENS.gocardlessAccess(k)
        }\n> GoCardless-Version: 2015-07-06\n< HTTP/1.1 200 OK\n< request-id: ${uuid()}`,
    ),
  );
  out.push(S("wrapped", "a Stripe key wrapped in a narrow terminal", (_k, add) => {
    const t = TOKENS.stripeSecret((n, a) => draw(n, a));
    return `STRIPE_SECRET_KEY=${add(t.slice(0, 60))}\n${add(t.slice(60))}`;
  }));
  out.push(S("wrapped", "a PayPal secret broken in an email quote", (_k, add) => {
    const t = TOKENS.paypalSecret((n, a) => draw(n, a));
    return `> client id: A${draw(40, WORD)}...\n> secret: ${add(t.slice(0, 40))}\n> ${
      add(t.slice(40))
    }`;
  }));
  out.push(
    S(
      "encoded",
      "a Stripe key inside a JSON-escaped config string",
      (k) =>
        `{"config":"{\\"stripe\\":{\\"secret\\":\\"${
          TOKENS.stripeRestricted(k)
        }\\",\\"mode\\":\\"live\\"}}"}`,
    ),
  );
  out.push(
    S(
      "url",
      "a Braintree token in a query string",
      (k) =>
        `https://hooks.internal.example/braintree/sync?token=${
          encodeURIComponent(TOKENS.braintreeAccess(k))
        }&since=${unix()}`,
    ),
  );
  out.push(
    S(
      "url",
      "Stripe key as basic auth in a URL",
      (k) => `https://${TOKENS.stripeTest(k)}:@api.stripe.com/v1/customers?limit=3`,
    ),
  );
  out.push(S("vendor", "a Stripe secret key pasted alone", (k) => TOKENS.stripeSecret(k)));
  out.push(
    S(
      "vendor",
      "a Square token pasted in chat",
      (k) =>
        `hm, square keeps returning UNAUTHORIZED with ${
          TOKENS.squareAccess(k)
        } — is it the sandbox one?`,
    ),
  );
  out.push(S("vendor", "a Flutterwave secret pasted alone", (k) => TOKENS.flutterwaveSecret(k)));
  return out;
}

/** OAuth responses and webhook endpoints' own credentials. */
function hooks(): HeldOutSecret[] {
  const out: HeldOutSecret[] = [];
  out.push(S("output", "a Stripe Connect OAuth token response", (k) =>
    JSON.stringify(
      {
        access_token: TOKENS.stripeSecret(k),
        livemode: true,
        refresh_token: "rt_" + k(num(40, 48)),
        token_type: "bearer",
        stripe_publishable_key: "pk_" + "live_" + draw(99),
        stripe_user_id: "acct_" + draw(16),
        scope: "read_write",
      },
      null,
      2,
    )));
  out.push(
    S(
      "assignment",
      "Adyen webhook basic-auth credentials",
      (_k, add) =>
        `adyen:\n  notifications:\n    username: ws_${
          num(100000, 999999)
        }@Company.Acme\n    password: ${pass(add)}\n    hmac-key: ${
          TOKENS.adyenHmac((n, a) => add(draw(n, a)))
        }`,
    ),
  );
  out.push(
    S(
      "command",
      "Checkout.com webhook authorization header",
      (k) =>
        `curl -X POST https://shop.example.org/hooks/cko -H "Authorization: ${
          k(32, HEX)
        }" -H "Cko-Signature: ${hex(64)}" -d @event.json`,
    ),
  );
  out.push(
    S(
      "assignment",
      "a Square sandbox token in a Python client",
      (k) =>
        `from square.client import Client\n\nclient = Client(access_token="${
          TOKENS.squareAccess(k)
        }", environment="sandbox")`,
    ),
  );
  out.push(
    S(
      "output",
      "a Klarna session call with basic auth echoed",
      (k) =>
        `> POST /payments/v1/sessions HTTP/2\n> Host: api.klarna.com\n> Authorization: Basic ${
          k(num(40, 60), B64)
        }=\n> Content-Type: application/json\n< HTTP/2 200\n< klarna-correlation-id: ${uuid()}`,
    ),
  );
  out.push(
    S(
      "output",
      "a Razorpay webhook validation failure printing the secret",
      (k) =>
        `razorpay.errors.SignatureVerificationError: Razorpay Signature Verification Failed\n  webhook_secret='${
          k(num(16, 24))
        }' signature='${hex(64)}' event=payment.captured id=pay_${draw(14)}`,
    ),
  );
  out.push(S("output", "a Plaid-style link exchange in a payments log", (k) => {
    startClock();
    return `${tick()} INFO ledger: session ${uuid()} started\n${tick()} DEBUG ledger: issuing service token ${
      jwt(k, {
        sub: "svc-payouts",
        aud: "ledger-api",
        iat: unix(),
        scope: pick(["payouts:write", "refunds:write"]),
      })
    }\n${tick()} INFO ledger: payout ${stripeId("po")} queued`;
  }));
  return out;
}

/** The payment API logs and webhooks family. */
export function buildPayLogs(): HeldOutSecret[] {
  return [...logs(), ...hooks()];
}
