/**
 * Corpus eleven, terminal: commands a user typed or an assistant ran (flags, env prefixes,
 * pipes, heredocs, shell history with timestamps) and what tools printed back (CLI answers,
 * `curl -v`, `env` dumps, `set -x` traces).
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  ALNUM,
  BASE64,
  BASE64URL,
  DIGITS,
  g,
  guid,
  HEX,
  passphrase,
  pwd,
  S,
  urlPwd,
} from "./_heldout_eleven_make.ts";

export function terminal(): HeldOutSecret[] {
  return [
    S("command", "mysql client with password glued to -p", (_k, add) => {
      const p = add(pwd());
      return `$ mysql -h db.internal -u report -p${p} analytics -e 'select count(*) from events'`;
    }),
    S(
      "command",
      "psql with PGPASSWORD env prefix",
      (_k, add) => `PGPASSWORD='${add(pwd())}' psql -h 10.0.4.12 -U app -d orders -c '\\dt'`,
    ),
    S("command", "redis-cli -a with warning printed", (_k, add) => {
      const p = add(urlPwd());
      return `$ redis-cli -h cache-01 -a ${p} PING\nWarning: Using a password with '-a' or '-u' option on the command line interface may not be safe.\nPONG`;
    }),
    S(
      "command",
      "docker login with password-stdin echo",
      (_k, add) =>
        `echo "${
          add(pwd())
        }" | docker login registry.corp.example --username ci-bot --password-stdin\nLogin Succeeded`,
    ),
    S(
      "command",
      "docker run -e with api key",
      (k) =>
        `docker run --rm -e OPENAI_API_KEY=sk-proj-${
          k(48, BASE64URL)
        } -p 8080:8080 ghcr.io/acme/agent:latest`,
    ),
    S(
      "command",
      "helm install --set db password",
      (_k, add) =>
        `helm upgrade --install api ./chart -n prod --set postgresql.auth.password=${
          add(urlPwd())
        } --set image.tag=1.14.2`,
    ),
    S(
      "command",
      "kubectl create secret generic from-literal",
      (_k, add) =>
        `kubectl -n payments create secret generic stripe --from-literal=STRIPE_SECRET_KEY=sk_live_${
          add(g(99))
        } --dry-run=client -o yaml`,
    ),
    S(
      "command",
      "terraform apply -var with token",
      (k) => `terraform apply -var="cloudflare_api_token=${k(40, BASE64URL)}" -auto-approve`,
    ),
    S(
      "command",
      "gh auth login with token heredoc",
      (k) => `gh auth login --with-token <<EOF\nghp_${k(36)}\nEOF`,
    ),
    S(
      "command",
      "npm config set authToken",
      (k) => `npm config set //registry.npmjs.org/:_authToken npm_${k(36)}`,
    ),
    S(
      "command",
      "pip install with index url credentials",
      (_k, add) =>
        `pip install --index-url https://deploy:${
          add(urlPwd())
        }@pypi.corp.example/simple/ internal-sdk==2.3.1`,
    ),
    S(
      "command",
      "git clone with token in url",
      (k) => `git clone https://oauth2:glpat-${k(20, BASE64URL)}@gitlab.com/acme/infra.git`,
    ),
    S(
      "command",
      "curl -u user:password basic auth",
      (_k, add) =>
        `curl -s -u admin:${add(pwd())} https://jenkins.corp.example/api/json?tree=jobs[name]`,
    ),
    S(
      "command",
      "curl with x-api-key header single quotes",
      (k) =>
        `curl https://api.anthropic.com/v1/messages -H 'x-api-key: sk-ant-api03-${
          k(93, BASE64URL)
        }AA' -H 'anthropic-version: 2023-06-01' -d @req.json`,
    ),
    S(
      "command",
      "curl bearer token in double quotes with backslash continuation",
      (k) =>
        `curl -X POST https://api.linear.app/graphql \\\n  -H "Authorization: lin_api_${
          k(40)
        }" \\\n  -H "Content-Type: application/json" \\\n  --data '{"query":"{ viewer { id } }"}'`,
    ),
    S(
      "command",
      "export of a slack bot token in zshrc line",
      (k, add) =>
        `export SLACK_BOT_TOKEN=xoxb-${add(g(12, DIGITS))}-${add(g(13, DIGITS))}-${k(24)}`,
    ),
    S("command", "set -x trace prints expanded token", (k) => {
      const t = k(40, HEX);
      return `+ curl -sf -H 'Authorization: token ${t}' https://api.github.com/user\n+ jq -r .login\nbuild-bot`;
    }),
    S(
      "command",
      "aws configure set secret key",
      (k) => `aws configure set aws_secret_access_key ${k(40, BASE64)} --profile staging`,
    ),
    S(
      "command",
      "ssh-keygen passphrase on command line",
      (_k, add) =>
        `ssh-keygen -t ed25519 -N '${add(passphrase())}' -C deploy@ci -f ~/.ssh/deploy_ed25519`,
    ),
    S(
      "command",
      "openssl enc with -pass pass:",
      (_k, add) =>
        `openssl enc -aes-256-cbc -pbkdf2 -salt -in backup.tar -out backup.tar.enc -pass pass:${
          add(pwd())
        }`,
    ),
    S(
      "command",
      "zip -P password",
      (_k, add) => `zip -r -P ${add(urlPwd())} customer-export.zip exports/2024-06/`,
    ),
    S(
      "command",
      "htpasswd -b in shell",
      (_k, add) => `htpasswd -bc /etc/nginx/.htpasswd grafana ${add(pwd())}`,
    ),
    S(
      "command",
      "mongosh connection string with password",
      (_k, add) =>
        `mongosh "mongodb+srv://appUser:${
          add(urlPwd())
        }@cluster0.ab1cd.mongodb.net/shop?retryWrites=true"`,
    ),
    S(
      "command",
      "vault login with token",
      (k) => `$ vault login hvs.${k(24)}\nSuccess! You are now authenticated.`,
    ),
    S(
      "command",
      "heroku config:set with several values",
      (k) =>
        `heroku config:set SESSION_SECRET=${k(64, HEX)} MAILGUN_API_KEY=key-${
          k(32, HEX)
        } -a acme-web\nSetting SESSION_SECRET, MAILGUN_API_KEY and restarting ⬢ acme-web... done, v212`,
    ),
    S(
      "command",
      "flyctl secrets set database url",
      (_k, add) =>
        `fly secrets set DATABASE_URL=postgres://postgres:${
          add(urlPwd())
        }@acme-db.flycast:5432/acme -a acme-api`,
    ),
    S(
      "command",
      "wrangler secret put echo pipe",
      (k) => `echo ${k(32, HEX)} | npx wrangler secret put WEBHOOK_SIGNING_SECRET`,
    ),
    S(
      "command",
      "gcloud secrets create from stdin printf",
      (_k, add) =>
        `printf '%s' '${add(pwd())}' | gcloud secrets versions add smtp-password --data-file=-`,
    ),
    S(
      "command",
      "az login service principal password",
      (_k, add) =>
        `az login --service-principal -u ${guid()} -p ${
          add(g(8) + "~" + g(31, ALNUM + "._-"))
        } --tenant ${guid()}`,
    ),
    S(
      "command",
      "sshpass -p",
      (_k, add) => `sshpass -p '${add(pwd())}' rsync -az ./dist/ deploy@203.0.113.7:/srv/www/`,
    ),
    S(
      "command",
      "mysqldump --password=",
      (_k, add) =>
        `mysqldump --user=backup --password=${add(urlPwd())} --single-transaction shop > shop.sql`,
    ),
    S(
      "command",
      "wget with http-password",
      (_k, add) =>
        `wget --http-user=ci --http-password=${
          add(urlPwd())
        } https://artifacts.corp.example/builds/latest.tgz`,
    ),
    S(
      "command",
      "env prefix with two secrets then node",
      (k) => `JWT_SECRET=${k(48, BASE64URL)} COOKIE_SECRET=${k(32, HEX)} node server.js`,
    ),
    S("command", "fish set -gx", (k) => `set -gx HF_TOKEN hf_${k(34)}`),
    S(
      "command",
      "powershell env assignment",
      (k) => `PS C:\\src\\app> $env:GROQ_API_KEY = "gsk_${k(52)}"`,
    ),
    S(
      "command",
      "windows cmd set",
      (k) => `C:\\> set SENDGRID_API_KEY=SG.${k(22, BASE64URL)}.${k(43, BASE64URL)}`,
    ),
    S(
      "command",
      "shell history with timestamps",
      (k, add) =>
        `: 1718201022:0;export STRIPE_KEY=rk_live_${
          k(24)
        }\n: 1718201040:0;stripe listen --forward-to localhost:3000/hooks\n: 1718201101:0;psql "postgresql://admin:${
          add(urlPwd())
        }@localhost/dev"`,
    ),
    S(
      "command",
      "bash history numbered",
      (k) =>
        `  501  cd infra\n  502  export DIGITALOCEAN_TOKEN=dop_v1_${
          k(64, HEX)
        }\n  503  terraform plan`,
    ),
    S(
      "command",
      "tailscale up with auth key",
      (k) => `sudo tailscale up --authkey=tskey-auth-k${g(10, ALNUM)}CNTRL-${k(33, ALNUM)} --ssh`,
    ),
    S(
      "command",
      "doppler run with service token env",
      (k) => `DOPPLER_TOKEN=dp.st.prd.${k(43)} doppler run -- npm start`,
    ),
    S(
      "command",
      "mc alias set minio keys",
      (k) => `mc alias set local http://127.0.0.1:9000 minioadmin ${k(40)}`,
    ),
    S(
      "command",
      "rclone obscured pass on config create",
      (k) => `rclone config create b2 b2 account 0024${g(8, HEX)} key K002${k(27)}`,
    ),
  ];
}
