/**
 * Corpus twelve: command lines of registry and package-manager logins, cloud and platform CLIs,
 * secret stores, message brokers and HTTP clients, with the secret as a flag, an env prefix or a
 * piped value. Shapes: command.
 */
import {
  ALNUM,
  BASE64,
  BASE64URL,
  checked30,
  DIGITS,
  g,
  type HeldOutSecret,
  HEX,
  LOWER_DIGITS,
  pwd,
  S,
  UPPER_DIGITS,
  uuid,
} from "./_heldout_twelve_make.ts";

export function cliCommands(): HeldOutSecret[] {
  return [
    S(
      "command",
      "skopeo creds user colon pass",
      (k) =>
        `skopeo copy --dest-creds robot\\$ci+push:${
          k(32)
        } docker://node:22 docker://harbor.corp/base/node:22`,
    ),
    S(
      "command",
      "crane auth login password",
      (k) =>
        `crane auth login registry.gitlab.com -u gitlab-ci-token -p glcbt-${g(2, HEX)}_${
          k(20, ALNUM + "_-")
        }`,
    ),
    S(
      "command",
      "helm registry login password stdin from echo",
      (k) => `echo "${k(40, HEX)}" | helm registry login ghcr.io -u bot --password-stdin`,
    ),
    S(
      "command",
      "podman login password flag",
      (_k, add) => `podman login quay.io -u 'shop+ci' -p ${add(g(64, UPPER_DIGITS))}`,
    ),
    S(
      "command",
      "twine upload with token password",
      (k) => `twine upload -u __token__ -p pypi-AgEIcHlwaS5vcmc${k(150, BASE64URL)} dist/*`,
    ),
    S(
      "command",
      "poetry http-basic credentials",
      (_k, add) => `poetry config http-basic.corp-pypi deployer ${add(pwd(20))}`,
    ),
    S(
      "command",
      "composer global http-basic",
      (_k, add) =>
        `composer config --global http-basic.repo.packagist.com token ${add(g(64, HEX))}`,
    ),
    S(
      "command",
      "bundle config private gem server",
      (k) => `bundle config set --global gems.contribsys.com ${g(8, HEX)}:${k(8, HEX)}${k(8, HEX)}`,
    ),
    S(
      "command",
      "conan remote login with password",
      (_k, add) => `conan remote login artifactory ci-bot -p ${add(g(64, ALNUM))}`,
    ),
    S("command", "dart pub token add via env", (k) =>
      `export PUB_TOKEN=${k(40, HEX)}
dart pub token add https://dart.cloudsmith.io/corp/pkgs/ --env-var PUB_TOKEN`),
    S(
      "command",
      "cf login with -p",
      (_k, add) =>
        `cf login -a https://api.sys.corp.example -u ci-deployer -p '${
          add(pwd(18))
        }' -o shop -s prod`,
    ),
    S(
      "command",
      "oc login sha256 token",
      (k) =>
        `oc login --token=sha256~${k(43, BASE64URL)} --server=https://api.ocp.corp.example:6443`,
    ),
    S(
      "command",
      "rancher login token key colon secret",
      (k) =>
        `rancher login https://rancher.corp.example --token token-${g(5, LOWER_DIGITS)}:${
          k(54, LOWER_DIGITS)
        }`,
    ),
    S(
      "command",
      "argocd login password",
      (_k, add) =>
        `argocd login argocd.corp.example --username admin --password '${add(pwd(16))}' --grpc-web`,
    ),
    S(
      "command",
      "ibmcloud login apikey",
      (k) => `ibmcloud login --apikey ${k(44, BASE64URL)} -r eu-de -g default`,
    ),
    S(
      "command",
      "doctl auth init with token",
      (k) => `doctl auth init --context shop -t dop_v1_${k(64, HEX)}`,
    ),
    S(
      "command",
      "scw init with secret key",
      (_k, add) =>
        `scw init access-key=SCW${g(17, UPPER_DIGITS)} secret-key=${
          add(uuid())
        } organization-id=${uuid()}`,
    ),
    S(
      "command",
      "mosquitto_pub with password",
      (_k, add) =>
        `mosquitto_pub -h mqtt.lan -p 8883 --cafile ca.crt -u sensor-07 -P '${
          add(pwd(16))
        }' -t home/garage/door -m open`,
    ),
    S(
      "command",
      "nats cli user and password",
      (_k, add) =>
        `nats --server nats://orders:${
          add(pwd(16).replace(/[@:]/g, "Q"))
        }@nats.internal:4222 pub orders.created '{}'`,
    ),
    S(
      "command",
      "redis-cli -a password",
      (k) =>
        `redis-cli -h cache.internal -p 6380 --tls -a ${k(32)} --no-auth-warning INFO keyspace`,
    ),
    S(
      "command",
      "etcdctl user colon password",
      (_k, add) =>
        `ETCDCTL_API=3 etcdctl --endpoints=https://10.0.0.5:2379 --user root:${
          add(pwd(16))
        } get /registry --prefix --keys-only`,
    ),
    S(
      "command",
      "rsync password env prefix",
      (_k, add) => `RSYNC_PASSWORD='${add(pwd(14))}' rsync -av ./site/ rsync://backup@nas.lan/web/`,
    ),
    S(
      "command",
      "wget http password flag",
      (_k, add) =>
        `wget --user=release --password='${
          add(pwd(16))
        }' https://dl.corp.example/builds/app-4.2.1.tar.gz`,
    ),
    S(
      "command",
      "aria2c http passwd",
      (_k, add) =>
        `aria2c --http-user=mirror --http-passwd=${
          add(g(18))
        } https://mirror.corp.example/iso/os.iso`,
    ),
    S(
      "command",
      "curl oauth2 bearer flag",
      (k) => `curl --oauth2-bearer ${k(40, BASE64URL)} https://api.corp.example/v1/me`,
    ),
    S(
      "command",
      "httpie auth flag",
      (_k, add) =>
        `http -a admin:${add(pwd(16).replace(/:/g, "x"))} POST :8080/api/reindex full==true`,
    ),
    S(
      "command",
      "httpie header item with bearer",
      (k) =>
        `http GET https://api.corp.example/v3/reports Authorization:'Bearer ${k(44, BASE64URL)}'`,
    ),
    S(
      "command",
      "grpcurl metadata header",
      (k) =>
        `grpcurl -H "x-api-key: ${k(40)}" -d '{"id": 42}' api.corp.example:443 shop.v1.Orders/Get`,
    ),
    S(
      "command",
      "ansible extra vars become password",
      (_k, add) =>
        `ansible-playbook site.yml -i inventory/prod --extra-vars "ansible_become_pass=${
          add(pwd(16))
        } app_version=4.2.1"`,
    ),
    S(
      "command",
      "helm install set-string password",
      (_k, add) =>
        `helm upgrade --install pg bitnami/postgresql --set-string auth.postgresPassword=${
          add(pwd(20).replace(/[,=]/g, "k"))
        } --set primary.persistence.size=20Gi`,
    ),
    S(
      "command",
      "kubectl create docker-registry secret",
      (_k, add) =>
        `kubectl create secret docker-registry regcred --docker-server=registry.corp.example --docker-username=ci --docker-password='${
          add(pwd(20))
        }' -n shop`,
    ),
    S(
      "command",
      "az webapp appsettings set",
      (k) =>
        `az webapp config appsettings set -g rg-shop -n shop-api --settings STRIPE_SECRET=sk_live_${
          k(99)
        } LOG_LEVEL=info`,
    ),
    S(
      "command",
      "gcloud run deploy set-env-vars",
      (_k, add) =>
        `gcloud run deploy api --image europe-docker.pkg.dev/shop/api:4.2 --set-env-vars DB_PASS=${
          add(pwd(18).replace(/[,=]/g, "z"))
        },REGION=eu`,
    ),
    S(
      "command",
      "fly secrets set several",
      (k) => `fly secrets set SESSION_KEY=${k(64, HEX)} SMTP_PASSWORD=${k(20)} -a shop-web`,
    ),
    S(
      "command",
      "gh secret set with body flag",
      (_k, add) => `gh secret set NPM_TOKEN --repo shop/web --body "npm_${add(checked30())}"`,
    ),
    S(
      "command",
      "glab variable set masked",
      (k) =>
        `glab variable set SENTRY_AUTH_TOKEN "sntryu_${k(64, HEX)}" --masked --scope production`,
    ),
    S(
      "command",
      "aws configure set secret",
      (k) => `aws configure set aws_secret_access_key ${k(40, BASE64)} --profile shop-prod`,
    ),
    S(
      "command",
      "vault kv put with password",
      (_k, add) => `vault kv put secret/shop/smtp username=mailer password='${add(pwd(18))}'`,
    ),
    S("command", "vault login with token", (k) => `vault login hvs.${k(24)}`),
    S(
      "command",
      "tailscale up authkey",
      (k) =>
        `sudo tailscale up --authkey=tskey-auth-${g(17)}CNTRL-${k(33)} --advertise-tags=tag:ci`,
    ),
    S("command", "ngrok add authtoken", (k) => `ngrok config add-authtoken ${k(27)}_${k(21)}`),
    S(
      "command",
      "mongosh srv uri in quotes",
      (_k, add) =>
        `mongosh "mongodb+srv://app:${add(g(16))}@cluster0.${
          g(5, LOWER_DIGITS)
        }.mongodb.net/shop?retryWrites=true"`,
    ),
    S(
      "command",
      "psql conninfo keyword password",
      (_k, add) =>
        `psql "host=pg.internal port=5432 dbname=shop user=report password=${
          add(g(20))
        } sslmode=verify-full"`,
    ),
    S(
      "command",
      "influx cli token flag",
      (k) => `influx write -b sensors -o home -t ${k(86, BASE64URL)}== -p s @metrics.lp`,
    ),
    S(
      "command",
      "fish set -x universal variable",
      (k) => `set -Ux ANTHROPIC_API_KEY sk-ant-api03-${k(93, BASE64URL)}AA`,
    ),
    S("command", "nushell env assignment", (k) => `$env.GROQ_API_KEY = "gsk_${k(52)}"`),
    S(
      "command",
      "history line with an env token before the command",
      (k) =>
        `  512  2026-02-11 09:14:03 HF_TOKEN=hf_${
          k(34, ALNUM.slice(0, 52))
        } huggingface-cli upload shop/model ./out`,
    ),
    S(
      "command",
      "docker run with an env password",
      (k) =>
        `docker run -d -e PIHOLE_PASSWORD=${
          k(12, DIGITS + "abcdef")
        }x -e TZ=Europe/Berlin pihole/pihole`,
    ),
    S(
      "command",
      "terraform apply with -var password",
      (_k, add) =>
        `terraform apply -var="db_password=${
          add(pwd(20).replace(/"/g, "q"))
        }" -var="env=prod" -auto-approve`,
    ),
    S(
      "command",
      "packer build var client secret",
      (k) =>
        `packer build -var "client_secret=${k(40, BASE64)}" -var "subscription_id=${
          g(8, HEX)
        }" azure.pkr.hcl`,
    ),
  ];
}
