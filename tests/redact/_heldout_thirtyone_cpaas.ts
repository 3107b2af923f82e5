/**
 * Corpus thirty-one, SMS and voice APIs: Twilio auth tokens and API key secrets (with the account
 * SID beside them, which is an id), Vonage API secrets and signature secrets, Plivo, Telnyx,
 * Bandwidth, Sinch and MessageBird credentials, in `.env` files, code, `curl -v` to an SMS API
 * (Basic auth written out and base64-encoded), webhook signing secrets and TwiML app settings.
 */
import {
  ALNUM,
  armour,
  b64,
  b64u,
  B64URL,
  digits,
  domain,
  draw,
  framed,
  type HeldOutSecret,
  HEX,
  hex,
  num,
  phone,
  pick,
  pubIp,
  tick,
  times,
  UPPER_ALNUM,
  uuid,
} from "./_heldout_thirtyone_make.ts";

const sid = (p: string): string => p + hex(32);

/** The secret cases of the CPaaS family. */
export function buildCpaas(): HeldOutSecret[] {
  return [
    ...framed("vendor", "Twilio auth token in a .env", [0, 1, 3, 4], (k) => {
      const body = [
        `TWILIO_ACCOUNT_SID=${sid("AC")}`,
        `TWILIO_AUTH_TOKEN=${k(32, HEX)}`,
        `TWILIO_FROM=${phone()}`,
        `TWILIO_MESSAGING_SERVICE_SID=${sid("MG")}`,
      ];
      return [".env", body.join("\n")];
    }),
    ...times(3, "vendor", "Twilio API key secret in code", (k) => {
      return `const client = twilio(\n  "${sid("SK")}",\n  "${k(32)}",\n  { accountSid: "${
        sid("AC")
      }" },\n);\nawait client.messages.create({ to: "${phone()}", from: "${phone()}", body: "Your code is ${
        digits(6)
      }" });`;
    }),
    ...times(3, "encoded", "curl -v to Twilio showing the Basic header", (_k, add) => {
      const ac = sid("AC");
      const token = draw(32, HEX);
      return [
        `$ curl -v -X POST https://api.twilio.com/2010-04-01/Accounts/${ac}/Messages.json --data-urlencode "To=${phone()}" --data-urlencode "From=${phone()}" --data-urlencode "Body=deploy done" -u "${ac}:$TWILIO_AUTH_TOKEN"`,
        "*   Trying 54.172.60.0:443...",
        "* Connected to api.twilio.com (54.172.60.0) port 443",
        `> POST /2010-04-01/Accounts/${ac}/Messages.json HTTP/2`,
        "> Host: api.twilio.com",
        `> authorization: Basic ${add(b64(`${ac}:${token}`))}`,
        "> user-agent: curl/8.5.0",
        "< HTTP/2 201",
        `< twilio-request-id: RQ${hex(32)}`,
      ].join("\n");
    }),
    ...times(2, "url", "Twilio credentials in a URL", (k) => {
      return `TWILIO_URL=https://${sid("AC")}:${k(32, HEX)}@api.twilio.com/2010-04-01/Accounts/${
        sid("AC")
      }/Calls.json`;
    }),
    ...times(3, "vendor", "Vonage API key and secret", (k, _add, i) => {
      const key = hex(8);
      return [
        () => `VONAGE_API_KEY=${key}\nVONAGE_API_SECRET=${k(16)}\nVONAGE_SIGNATURE_SECRET=${k(50)}`,
        () => `vonage = Vonage(Auth(api_key="${key}", api_secret="${k(16)}"))`,
        () =>
          `$ curl -X POST https://rest.nexmo.com/sms/json -d api_key=${key} -d api_secret=${
            k(16)
          } -d to=${phone().slice(1)} -d from=Acme -d text=hello`,
      ][i]!();
    }),
    ...times(2, "block", "Vonage application private key", (k) => {
      const lines = [];
      for (let i = 0; i < 25; i++) lines.push(k(64, ALNUM + "+/"));
      lines.push(k(num(20, 40), ALNUM + "+/") + "==");
      return `$ vonage apps:create "ivr" --voice_answer_url=https://${domain()}/answer\nApplication created: ${uuid()}\nPrivate key saved: private.key\n$ cat private.key\n${
        armour("", false)
      }\n${lines.join("\n")}\n${armour("", true)}`;
    }),
    ...times(3, "vendor", "Plivo auth id and token", (k, _add, i) => {
      const id = "MA" + draw(18, UPPER_ALNUM);
      const token = k(40);
      return [
        `PLIVO_AUTH_ID=${id}\nPLIVO_AUTH_TOKEN=${token}`,
        `client = plivo.RestClient("${id}", "${token}")`,
        `curl -i --user ${id}:${token} -H "Content-Type: application/json" -d '{"src": "${phone()}","dst": "${phone()}", "text": "Hello"}' https://api.plivo.com/v1/Account/${id}/Message/`,
      ][i]!;
    }),
    ...times(3, "vendor", "Telnyx API key", (_k, add, i) => {
      const key = add(`KEY${draw(32, "0123456789ABCDEF")}_${draw(22)}`);
      return [
        `TELNYX_API_KEY=${key}\nTELNYX_PUBLIC_KEY=${draw(43, ALNUM)}=`,
        `$ curl -X POST https://api.telnyx.com/v2/messages -H "Authorization: Bearer ${key}" -d '{"from":"${phone()}","to":"${phone()}","text":"hi"}'`,
        `telnyx.api_key = "${key}"`,
      ][i]!;
    }),
    ...times(2, "assignment", "Bandwidth API credentials", (k, add) => {
      return `BW_ACCOUNT_ID=${digits(7)}\nBW_USERNAME=api-${hex(6)}\nBW_PASSWORD=${
        add(draw(num(10, 14)) + pick(["!", "$", "#"]) + draw(6))
      }\nBW_MESSAGING_APPLICATION_ID=${uuid()}\nBW_CLIENT_SECRET=${k(40)}`;
    }),
    ...times(2, "vendor", "Sinch service plan and API token", (k) => {
      const plan = hex(32);
      return `$ curl -X POST https://us.sms.api.sinch.com/xms/v1/${plan}/batches -H "Authorization: Bearer ${
        k(32, HEX)
      }" -H "Content-Type: application/json" -d '{"from": "${phone()}", "to": ["${phone()}"], "body": "ping"}'`;
    }),
    ...times(2, "vendor", "MessageBird access key", (k, _add, i) => {
      const key = k(25);
      return [
        `MESSAGEBIRD_ACCESS_KEY=${key}`,
        `curl -X POST https://rest.messagebird.com/messages -H 'Authorization: AccessKey ${key}' -d "recipients=${
          phone().slice(1)
        }" -d "originator=Acme" -d "body=test"`,
      ][i]!;
    }),
    ...framed("assignment", "webhook signing secrets of SMS providers", [0, 2], (k) => {
      const body = [
        "sms:",
        "  provider: telnyx",
        `  webhook_url: https://hooks.${domain()}/sms/inbound`,
        `  twilio_webhook_auth_token: ${k(32, HEX)}`,
        `  vonage_signature_secret: ${k(48)}`,
        `  status_callback: https://hooks.${domain()}/sms/status`,
      ];
      return ["config/sms.yml", body.join("\n")];
    }),
    ...times(2, "output", "TwiML app fetched with the CLI", (k) => {
      return [
        `$ twilio api:core:applications:fetch --sid ${sid("AP")} -o json`,
        "[",
        "  {",
        `    "accountSid": "${sid("AC")}",`,
        `    "friendlyName": "ivr-prod",`,
        `    "voiceUrl": "https://ivr.${domain()}/voice?auth=${k(32)}",`,
        `    "voiceMethod": "POST",`,
        `    "smsUrl": "https://ivr.${domain()}/sms",`,
        `    "sid": "${sid("AP")}"`,
        "  }",
        "]",
      ].join("\n");
    }),
    ...times(2, "wrapped", "Twilio auth token wrapped in a table", (k) => {
      return `| name              | value                  |\n|-------------------|------------------------|\n| TWILIO_AUTH_TOKEN | ${
        k(16, HEX)
      }       |\n|                   | ${k(16, HEX)}       |\n| region            | ${
        pick(["ie1", "au1", "us1"])
      }                    |\n| edge              | ${pick(["dublin", "sydney"])} (${pubIp()})  |`;
    }),
    ...times(2, "output", "Twilio Voice access token handed to the browser", (k) => {
      const now = num(1_790_000_000, 1_800_000_000);
      const head = b64u(JSON.stringify({ typ: "JWT", alg: "HS256", cty: "twilio-fpa;v=1" }));
      const claims = b64u(JSON.stringify({
        jti: `${sid("SK")}-${now}`,
        grants: {
          identity: `agent-${num(1, 99)}`,
          voice: { outgoing: { application_sid: sid("AP") } },
        },
        iat: now,
        exp: now + 3600,
        iss: sid("SK"),
        sub: sid("AC"),
      }));
      return `${tick()} GET /voice/token 200\n{"identity":"agent","token":"${head}.${claims}.${
        k(43, B64URL)
      }"}`;
    }),
  ];
}
