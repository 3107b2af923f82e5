/**
 * Corpus eleven, what tools print back: curl -v, env dumps, docker and kubectl inspections,
 * files shown with cat, CLI answers that carry a credential (join tokens, temporary passwords).
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  b64,
  BASE64,
  BASE64URL,
  g,
  guid,
  HEX,
  LOWER_DIGITS,
  pwd,
  S,
  UPPER_DIGITS,
  UPPER_NUM,
  urlPwd,
} from "./_heldout_eleven_make.ts";

export function toolOutput(): HeldOutSecret[] {
  return [
    S("output", "curl -v shows authorization header", (k) => {
      const t = k(40);
      return `> GET /api/v4/projects HTTP/2\n> Host: gitlab.corp.example\n> user-agent: curl/8.5.0\n> accept: */*\n> private-token: ${t}\n>\n< HTTP/2 200\n< content-type: application/json`;
    }),
    S("output", "curl -v basic auth header line", (_k, add) => {
      const enc = add(b64(`ci-user:${pwd()}`).replace(/=+$/, ""));
      return `* Server auth using Basic with user 'ci-user'\n> POST /repository/npm-hosted/ HTTP/1.1\n> Host: nexus.corp.example\n> Authorization: Basic ${enc}${
        "=".repeat((4 - enc.length % 4) % 4)
      }\n> Content-Length: 1834`;
    }),
    S(
      "output",
      "env dump with several names",
      (k, add) =>
        `$ env | sort\nHOME=/home/dev\nHOSTNAME=web-7f9c\nNODE_ENV=production\nPATH=/usr/local/bin:/usr/bin\nPOSTMARK_SERVER_TOKEN=${
          add(guid())
        }\nREDIS_PASSWORD=${add(urlPwd())}\nSENTRY_AUTH_TOKEN=sntrys_${k(60, BASE64URL)}\nTZ=UTC`,
    ),
    S(
      "output",
      "printenv single variable",
      (k) => `$ printenv OPENROUTER_API_KEY\nsk-or-v1-${k(64, HEX)}`,
    ),
    S(
      "output",
      "docker inspect env array",
      (_k, add) =>
        `$ docker inspect api --format '{{json .Config.Env}}'\n["PATH=/usr/local/sbin:/usr/local/bin","DB_PASS=${
          add(pwd())
        }","PORT=8080"]`,
    ),
    S(
      "output",
      "kubectl get secret decoded with jq",
      (_k, add) =>
        `$ kubectl get secret pg-creds -o json | jq -r '.data.password | @base64d'\n${add(pwd())}`,
    ),
    S(
      "output",
      "cat of a netrc",
      (_k, add) =>
        `$ cat ~/.netrc\nmachine api.heroku.com\n  login dev@acme.example\n  password ${
          add(guid())
        }\nmachine git.heroku.com\n  login dev@acme.example\n  password ${add(guid())}`,
    ),
    S("output", "cat of rails master.key", (k) => `$ cat config/master.key\n${k(32, HEX)}`),
    S(
      "output",
      "cat of an age identity file",
      (k) =>
        `$ cat ~/.config/sops/age/keys.txt\n# created: 2024-05-02T10:11:12Z\n# public key: age1${
          g(58, LOWER_DIGITS)
        }\nAGE-SECRET-KEY-1${k(58, UPPER_NUM)}`,
    ),
    S(
      "output",
      "stripe cli login prints key",
      (k) =>
        `$ stripe config --list\n[default]\ndevice_name = dev-laptop\ndisplay_name = Acme\nlive_mode_api_key = 'rk_live_${
          k(99)
        }'\ntest_mode_api_key = 'sk_test_${k(99)}'`,
    ),
    S(
      "output",
      "aws sts assume-role credentials json",
      (k) =>
        `{\n    "Credentials": {\n        "AccessKeyId": "ASIA${
          g(16, UPPER_DIGITS)
        }",\n        "SecretAccessKey": "${
          k(40, BASE64)
        }",\n        "SessionToken": "IQoJb3JpZ2luX2Vj${
          k(300, BASE64)
        }",\n        "Expiration": "2024-06-12T13:44:21+00:00"\n    }\n}`,
    ),
    S(
      "output",
      "kubeadm token create print join command",
      (k) =>
        `$ kubeadm token create --print-join-command\nkubeadm join 10.0.0.10:6443 --token ${
          g(6, LOWER_DIGITS)
        }.${k(16, LOWER_DIGITS)} --discovery-token-ca-cert-hash sha256:${g(64, HEX)}`,
    ),
    S(
      "output",
      "docker swarm join-token output",
      (k) =>
        `To add a worker to this swarm, run the following command:\n\n    docker swarm join --token SWMTKN-1-${
          g(50, LOWER_DIGITS)
        }-${k(25, LOWER_DIGITS)} 192.168.65.3:2377`,
    ),
    S(
      "output",
      "k3s node token cat",
      (k) =>
        `$ sudo cat /var/lib/rancher/k3s/server/node-token\nK10${g(64, HEX)}::server:${k(32, HEX)}`,
    ),
    S(
      "output",
      "gitlab runner register output with token flag echo",
      (k) =>
        `Runtime platform    arch=amd64 os=linux pid=4121 revision=81ab07f6 version=16.11.0\nRunning in system-mode.\n\nEnter the GitLab instance URL:\nhttps://gitlab.com/\nEnter the registration token:\nglrt-${
          k(20, BASE64URL)
        }\nVerifying runner... is valid`,
    ),
    S(
      "output",
      "mysql root temporary password from log grep",
      (_k, add) =>
        `$ sudo grep 'temporary password' /var/log/mysqld.log\n2024-06-01T09:14:03.112233Z 6 [Note] [MY-010454] [Server] A temporary password is generated for root@localhost: ${
          add(g(4) + "#" + g(4) + ";" + g(3))
        }`,
    ),
    S(
      "output",
      "jupyter server list with token",
      (k) =>
        `$ jupyter server list\nCurrently running servers:\nhttp://localhost:8888/?token=${
          k(48, HEX)
        } :: /home/dev/notebooks`,
    ),
    S(
      "output",
      "grafana cli reset admin password echo",
      (_k, add) =>
        `$ grafana cli admin reset-admin-password ${
          add(pwd())
        }\nINFO [06-12|10:01:22] Starting Grafana\nAdmin password changed successfully ✔`,
    ),
    S(
      "output",
      "rabbitmqctl add_user",
      (_k, add) =>
        `$ rabbitmqctl add_user orders ${
          add(urlPwd())
        }\nAdding user "orders" ...\nDone. Don't forget to grant the user permissions to some virtual hosts!`,
    ),
    S(
      "output",
      "npm whoami after token login output of npmrc",
      (k) =>
        `$ cat ~/.npmrc\n//registry.npmjs.org/:_authToken=npm_${
          k(36)
        }\n@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=ghp_${
          k(36)
        }`,
    ),
    S(
      "output",
      "hub cli config cat",
      (k) =>
        `$ cat ~/.config/gh/hosts.yml\ngithub.com:\n    users:\n        octodev:\n            oauth_token: gho_${
          k(36)
        }\n    git_protocol: https\n    user: octodev\n    oauth_token: gho_${k(36)}`,
    ),
    S(
      "output",
      "pulumi config --show-secrets",
      (k, add) =>
        `$ pulumi config --show-secrets\nKEY                 VALUE\naws:region          eu-west-1\ndbPassword          ${
          add(pwd())
        }\ndatadogApiKey       ${k(32, HEX)}`,
    ),
  ];
}
