/**
 * Corpus thirty-one, support desks and push: Intercom access tokens, Zendesk and Freshdesk agents'
 * API keys (plain and inside a Basic header), APNs `.p8` signing keys, FCM legacy server keys and
 * a service account's key, OneSignal REST keys, Pusher and Ably secrets.
 */
import {
  armour,
  B64,
  b64,
  B64URL,
  digits,
  domain,
  draw,
  type HeldOutSecret,
  HEX,
  hex,
  LOWER,
  num,
  pemBlock,
  pick,
  times,
  UPPER_ALNUM,
  uuid,
} from "./_heldout_thirtyone_make.ts";

/** The secret cases of the support-and-push family. */
export function buildPush(): HeldOutSecret[] {
  return [
    ...times(3, "encoded", "Intercom access token", (_k, add, i) => {
      const t = add(b64(`tok:${uuid()}:1:0`));
      return [
        `INTERCOM_ACCESS_TOKEN=${t}`,
        `curl https://api.intercom.io/contacts -H 'Authorization: Bearer ${t}' -H 'Accept: application/json'`,
        `const client = new IntercomClient({ token: "${t}" });`,
      ][i]!;
    }),
    ...times(3, "encoded", "Zendesk API token in a Basic header", (_k, add) => {
      const agent = `${pick(["ops", "support-bot", "maria"])}@${domain()}`;
      const basic = add(b64(`${agent}/token:${draw(40)}`));
      return `$ curl -v https://${
        pick(["acme", "northwind"])
      }.zendesk.com/api/v2/tickets.json\n> GET /api/v2/tickets.json HTTP/2\n> Host: acme.zendesk.com\n> Authorization: Basic ${basic}\n> Accept: */*\n< HTTP/2 200`;
    }),
    ...times(2, "command", "Zendesk API token with curl -u", (k) => {
      return `curl https://${
        pick(["acme", "globex"])
      }.zendesk.com/api/v2/users/me.json -u agent@${domain()}/token:${k(40)}`;
    }),
    ...times(3, "assignment", "Freshdesk API key", (k, _add, i) => {
      const key = k(20);
      return [
        `FRESHDESK_DOMAIN=${pick(["acme", "contoso"])}.freshdesk.com\nFRESHDESK_API_KEY=${key}`,
        `curl -v -u ${key}:X -H "Content-Type: application/json" -X GET 'https://acme.freshdesk.com/api/v2/tickets'`,
        `freshdesk:\n  api_key: "${key}"\n  group_id: ${digits(11)}`,
      ][i]!;
    }),
    ...times(3, "block", "APNs .p8 key", (k, _add, i) => {
      const keyId = draw(10, UPPER_ALNUM);
      const block = pemBlock(k, "", 4);
      return [
        `$ cat AuthKey_${keyId}.p8\n${block.join("\n")}`,
        `APNS_KEY_ID=${keyId}\nAPNS_TEAM_ID=${draw(10, UPPER_ALNUM)}\nAPNS_PRIVATE_KEY="${
          block.join("\n")
        }"`,
        `apns:\n  key_id: ${keyId}\n  team_id: ${draw(10, UPPER_ALNUM)}\n  key: |\n${
          block.map((l) => "    " + l).join("\n")
        }`,
      ][i]!;
    }),
    ...times(2, "wrapped", "APNs key in JSON with escaped newlines", (k) => {
      const body = [k(64, B64), k(64, B64), k(64, B64), k(8, B64)].join("\\n");
      return `{"apns":{"keyId":"${draw(10, UPPER_ALNUM)}","teamId":"${
        draw(10, UPPER_ALNUM)
      }","privateKey":"${armour("", false)}\\n${body}\\n${armour("", true)}","production":true}}`;
    }),
    ...times(3, "vendor", "FCM legacy server key", (_k, add, i) => {
      const key = add(`AAAA${draw(7, B64URL)}:APA91b${draw(134, B64URL)}`);
      return [
        `FCM_SERVER_KEY=${key}`,
        `curl -X POST -H "Authorization: key=${key}" -H "Content-Type: application/json" -d '{"to":"/topics/news","notification":{"title":"hi"}}' https://fcm.googleapis.com/fcm/send`,
        `firebase:\n  sender_id: "${digits(12)}"\n  server_key: "${key}"`,
      ][i]!;
    }),
    ...times(2, "block", "FCM service account key", (k) => {
      const key = pemBlock(k, "", 26).join("\\n");
      return `{\n  "type": "service_account",\n  "project_id": "push-${
        draw(6, LOWER)
      }",\n  "private_key_id": "${
        k(40, HEX)
      }",\n  "private_key": "${key}\\n",\n  "client_email": "firebase-adminsdk-${
        draw(5, LOWER)
      }@push.iam.gserviceaccount.com",\n  "client_id": "${digits(21)}"\n}`;
    }),
    ...times(3, "vendor", "OneSignal REST API key", (k, _add, i) => {
      const key = `os_v2_app_${k(num(100, 113), LOWER + "234567")}`;
      const app = uuid();
      return [
        `ONESIGNAL_APP_ID=${app}\nONESIGNAL_REST_API_KEY=${key}`,
        `curl --request POST --url https://api.onesignal.com/notifications --header 'Authorization: key ${key}' --header 'content-type: application/json' --data '{"app_id":"${app}","contents":{"en":"Hello"},"included_segments":["Active Users"]}'`,
        `OneSignal.init({ appId: "${app}", restApiKey: "${key}" });`,
      ][i]!;
    }),
    ...times(2, "assignment", "Pusher app secret", (k) => {
      return `PUSHER_APP_ID=${digits(7)}\nPUSHER_APP_KEY=${hex(20)}\nPUSHER_APP_SECRET=${
        k(20, HEX)
      }\nPUSHER_APP_CLUSTER=${pick(["eu", "mt1", "ap2"])}`;
    }),
    ...times(2, "vendor", "Ably API key", (k) => {
      return `const ably = new Ably.Realtime("${draw(6)}.${draw(6)}:${k(43, B64URL)}");`;
    }),
  ];
}
