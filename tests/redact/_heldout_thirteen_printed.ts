/**
 * Corpus thirteen, what tools print: a CLI's one-time answer, a REPL or debugger showing a config,
 * a database client's table, from ecosystems eleven's and twelve's write-ups do not list.
 */
import {
  B64,
  draw,
  type HeldOutSecret,
  HEX,
  LOWER_DIGITS,
  password,
  S,
  uuid,
} from "./_heldout_thirteen_make.ts";

export function toolOutput(): HeldOutSecret[] {
  return [
    S(
      "output",
      "mix hex.user key generate prints a key",
      (k) =>
        `$ mix hex.user key generate --key-name ci --permission api:write\nGenerated key: ${
          k(32, HEX)
        }\n`,
    ),
    S(
      "output",
      "cargo owner/token listing shows a freshly made token once",
      (k) =>
        `Created token 'ci-publish' (expires 2026-09-01)\n  ${
          "cio" + k(32)
        }\nSave it now: it will not be shown again.\n`,
    ),
    S(
      "output",
      "Bitwarden CLI unlock prints BW_SESSION",
      (k) =>
        `Your vault is now unlocked!\n\nTo unlock your vault, set your session key to the \`BW_SESSION\` environment variable. ex:\n$ export BW_SESSION="${
          k(88, B64)
        }=="\n`,
    ),
    S(
      "output",
      "kubeadm token create --print-join-command",
      (k) =>
        `kubeadm join 10.0.0.10:6443 --token ${draw(6, LOWER_DIGITS)}.${
          k(16, LOWER_DIGITS)
        } --discovery-token-ca-cert-hash sha256:${draw(64, HEX)}\n`,
    ),
    S(
      "output",
      "k3s node token file shown with cat",
      (k) =>
        `$ sudo cat /var/lib/rancher/k3s/server/node-token\nK10${draw(64, HEX)}::server:${
          k(32, HEX)
        }\n`,
    ),
    S(
      "output",
      "Portainer or Grafana reset-admin-password output",
      (_k, add) =>
        `$ grafana-cli admin reset-admin-password '${
          add(password())
        }'\nAdmin password changed successfully ✔\n`,
    ),
    S(
      "output",
      "psql \\set listing a PASSWORD variable",
      (_k, add) =>
        `app=> \\set\nDBNAME = 'app'\nHOST = 'db.internal'\nPASSWORD = '${
          add(password())
        }'\nPORT = '5432'\n`,
    ),
    S(
      "output",
      "redis-cli CONFIG GET requirepass",
      (k) => `127.0.0.1:6379> CONFIG GET requirepass\n1) "requirepass"\n2) "${k(32)}"\n`,
    ),
    S(
      "output",
      "a settings table selected in the mysql client",
      (k) =>
        `+------------------+------------------------------------------+\n| name             | value                                    |\n+------------------+------------------------------------------+\n| smtp_password    | ${
          k(40)
        } |\n| smtp_port        | 587                                      |\n+------------------+------------------------------------------+\n`,
    ),
    S(
      "output",
      "sqlite3 .mode line output",
      (k) =>
        `sqlite> .mode line\nsqlite> select * from integrations where id = 3;\n          id = 3\n    provider = pagerduty\nintegration_key = ${
          k(32, HEX)
        }\n`,
    ),
    S(
      "output",
      "Rails credentials:show",
      (k) =>
        `$ bin/rails credentials:show\nsecret_key_base: ${
          k(128, HEX)
        }\naws:\n  access_key_id: AKIA${
          draw(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
        }\n  secret_access_key: ${k(40, B64.slice(0, 62) + "/+")}\n`,
    ),
    S(
      "output",
      "Laravel tinker echoing config('services')",
      (k) =>
        `> config('services.mailgun')\n= [\n    "domain" => "mg.example.com",\n    "secret" => "${
          k(32, HEX)
        }-${k(8, HEX)}-${k(8, HEX)}",\n  ]\n`,
    ),
    S(
      "output",
      "Django shell printing settings",
      (k) =>
        `>>> from django.conf import settings\n>>> settings.AWS_SECRET_ACCESS_KEY\n'${
          k(40, B64.slice(0, 62) + "/+")
        }'\n`,
    ),
    S(
      "output",
      "iex inspecting Application env",
      (_k, add) =>
        `iex(1)> Application.get_env(:my_app, MyApp.Mailer)\n[adapter: Swoosh.Adapters.Postmark, api_key: "${
          add(uuid())
        }"]\n`,
    ),
    S(
      "output",
      "irb pp of ENV.select",
      (k) =>
        `irb(main):001> ENV.select { |k, _| k.include?("KEY") }\n=> {"LOB_API_KEY"=>"live_${
          k(32, HEX)
        }", "EDITOR_KEYMAP"=>"vim"}\n`,
    ),
    S(
      "output",
      "gdb print of a struct field",
      (k) =>
        `(gdb) p *cfg\n$1 = {port = 8443, verbose = 0, api_key = 0x5555555592a0 "${
          k(32)
        }", retries = 3}\n`,
    ),
    S(
      "output",
      "LLDB frame variable of a Swift string",
      (k) => `(lldb) frame variable token\n(String) token = "${k(40)}"\n`,
    ),
  ];
}
