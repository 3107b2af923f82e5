/**
 * Corpus thirteen, commands and what tools print, from tools and ecosystems eleven and twelve did
 * not show: package managers and registries of other languages, mobile and game tooling, data and
 * ML tools, backup tools, Windows and macOS admin, and the answer a CLI prints once.
 */
import {
  B64,
  B64URL,
  DIGITS,
  draw,
  ghBody,
  type HeldOutSecret,
  HEX,
  LOWER,
  LOWER_DIGITS,
  passphrase,
  password,
  S,
} from "./_heldout_thirteen_make.ts";

export function commandsAndOutput(): HeldOutSecret[] {
  return [
    S(
      "command",
      "restic with the repository password in the environment",
      (_k, add) =>
        `RESTIC_PASSWORD='${add(passphrase(5, " "))}' restic -r sftp:nas:/backup snapshots`,
    ),
    S(
      "command",
      "borg passphrase exported then create",
      (_k, add) =>
        `export BORG_PASSPHRASE="${
          add(passphrase(4, "-"))
        }"\nborg create ::'{hostname}-{now}' ~/src`,
    ),
    S(
      "command",
      "duplicity with PASSPHRASE prefix",
      (_k, add) => `PASSPHRASE=${add(password())} duplicity /home/me b2://keyid:appkey@bucket/`,
    ),
    S(
      "command",
      "veracrypt mount with --password",
      (_k, add) =>
        `veracrypt --text --mount vault.hc /mnt/v --password='${
          add(password())
        }' --pim=0 --non-interactive`,
    ),
    S(
      "command",
      "cryptsetup fed by printf",
      (_k, add) =>
        `printf '%s' '${add(passphrase(4, "."))}' | sudo cryptsetup open /dev/sdb1 data -`,
    ),
    S(
      "command",
      "mix hex.user key generate output consumed by env",
      (k) => `HEX_API_KEY=${k(32, HEX)} mix hex.publish --yes`,
    ),
    S("command", "cargo login with the token as an argument", (k) => `cargo login cio${k(32)}`),
    S(
      "command",
      "gem signin via credentials written with echo",
      (k) =>
        `echo -e "---\\n:rubygems_api_key: rubygems_${
          k(48, HEX)
        }" > ~/.gem/credentials && chmod 0600 ~/.gem/credentials`,
    ),
    S(
      "command",
      "dotnet nuget add source with a clear-text password",
      (k) =>
        `dotnet nuget add source https://pkgs.dev.azure.com/acme/_packaging/feed/nuget/v3/index.json -n acme -u build --password ${
          k(52, LOWER_DIGITS)
        } --store-password-in-clear-text`,
    ),
    S(
      "command",
      "Swift package registry login",
      (k) => `swift package-registry login https://packages.internal --token ${k(40)}`,
    ),
    S(
      "command",
      "pub token add from a variable set inline",
      (k) =>
        `MY_PUB_TOKEN=${k(40)} dart pub token add https://dart.internal --env-var MY_PUB_TOKEN`,
    ),
    S(
      "command",
      "hatch publish with auth options",
      (_k, add) =>
        `hatch publish -r https://pypi.internal/legacy/ -u __token__ -a pypi-AgEIcHlwaS5vcmc${
          add(draw(60, B64URL))
        }`,
    ),
    S(
      "command",
      "uv publish with a token flag",
      (k) => `uv publish --publish-url https://upload.internal/ --token ${k(48)}`,
    ),
    S(
      "command",
      "conda/anaconda login then upload with token",
      (k) => `anaconda -t ${k(30, LOWER_DIGITS + "-")} upload dist/pkg-1.2.0.tar.bz2`,
    ),
    S(
      "command",
      "Xcode altool with an app-specific password",
      (_k, add) =>
        `xcrun altool --upload-app -f App.ipa -u dev@example.com -p ${
          add([1, 2, 3, 4].map(() => draw(4, LOWER)).join("-"))
        }`,
    ),
    S(
      "command",
      "notarytool store-credentials",
      (_k, add) =>
        `xcrun notarytool store-credentials AC_PASS --apple-id dev@example.com --team-id ${
          draw(10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        } --password ${add([1, 2, 3, 4].map(() => draw(4, LOWER)).join("-"))}`,
    ),
    S(
      "command",
      "adb shell am start with a token extra",
      (k) => `adb shell am start -n com.acme.app/.DebugActivity --es auth_token ${k(40)}`,
    ),
    S(
      "command",
      "firebase appdistribution with --token",
      (k) =>
        `firebase appdistribution:distribute app.apk --app 1:${draw(12, DIGITS)}:android:${
          draw(16, HEX)
        } --token "1//0${k(60, B64URL)}"`,
    ),
    S(
      "command",
      "DVC remote modify with a secret key",
      (k) =>
        `dvc remote modify --local storage secret_access_key ${k(40, B64.slice(0, 62) + "/+")}`,
    ),
    S(
      "command",
      "MLflow tracking password in the environment",
      (_k, add) =>
        `MLFLOW_TRACKING_USERNAME=ml MLFLOW_TRACKING_PASSWORD='${add(password())}' python train.py`,
    ),
    S("command", "wandb login with the key", (k) => `wandb login ${k(40, HEX)}`),
    S(
      "command",
      "huggingface-cli upload with HF_TOKEN inline",
      (k) =>
        `HF_TOKEN=hf_${
          k(34, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
        } huggingface-cli upload acme/model ./out`,
    ),
    S(
      "command",
      "kaggle.json written with a heredoc",
      (k) =>
        `cat > ~/.kaggle/kaggle.json <<'JSON'\n{"username":"jdoe","key":"${k(32, HEX)}"}\nJSON`,
    ),
    S(
      "command",
      "rsync with RSYNC_PASSWORD",
      (_k, add) =>
        `RSYNC_PASSWORD='${
          add(password())
        }' rsync -av ./site/ rsync://mirror@files.example.org/site/`,
    ),
    S(
      "command",
      "sshpass -p before scp",
      (_k, add) => `sshpass -p "${add(password())}" scp build.tar.gz pi@192.168.1.23:/tmp/`,
    ),
    S(
      "command",
      "PowerShell PSCredential built in one line",
      (_k, add) =>
        `$cred = New-Object System.Management.Automation.PSCredential('CORP\\svc_deploy', (ConvertTo-SecureString -AsPlainText -Force -String '${
          add(password())
        }'))`,
    ),
    S(
      "command",
      "cmdkey storing a credential",
      (_k, add) => `cmdkey /add:fileserver01 /user:CORP\\backup /pass:${add(password())}`,
    ),
    S(
      "command",
      "schtasks /Create with /RP carrying the password",
      (_k, add) =>
        `schtasks /Create /TN Nightly /TR C:\\jobs\\n.bat /SC DAILY /RU CORP\\svc /RP ${
          add(password())
        }`,
    ),
    S(
      "command",
      "macOS sysadminctl creating a user",
      (_k, add) => `sudo sysadminctl -addUser kiosk -fullName Kiosk -password '${add(password())}'`,
    ),
    S(
      "command",
      "dscl passwd change",
      (_k, add) => `sudo dscl . -passwd /Users/build '${add(password())}'`,
    ),
    S(
      "command",
      "htpasswd -b with the clear password",
      (_k, add) => `htpasswd -bB /etc/nginx/.htpasswd admin '${add(password())}'`,
    ),
    S(
      "command",
      "rabbitmqctl add_user",
      (_k, add) =>
        `rabbitmqctl add_user orders '${
          add(password())
        }' && rabbitmqctl set_permissions -p / orders ".*" ".*" ".*"`,
    ),
    S(
      "command",
      "mongosh with --password and authenticationDatabase",
      (_k, add) =>
        `mongosh "mongodb://db1:27017/app" --username app --password '${
          add(password())
        }' --authenticationDatabase admin`,
    ),
    S("command", "k6 run with an env token", (k) => `k6 run -e API_TOKEN=${k(40)} load.js`),
    S(
      "command",
      "terraform apply -var with a secret",
      (_k, add) => `terraform apply -var="db_password=${add(password())}" -auto-approve`,
    ),
    S(
      "command",
      "pulumi config set --plaintext by mistake",
      (k) => `pulumi config set --plaintext apiKey ${k(36)}`,
    ),
    S(
      "command",
      "ansible-playbook --extra-vars JSON",
      (_k, add) => `ansible-playbook site.yml -e '{"vault_db_password": "${add(password())}"}'`,
    ),
    S(
      "command",
      "kubectl create secret docker-registry",
      (_k, add) =>
        `kubectl create secret docker-registry regcred --docker-server=ghcr.io --docker-username=ci --docker-password=ghp_${
          add(ghBody())
        }`,
    ),
    S(
      "command",
      "kubectl exec env one-liner",
      (_k, add) =>
        `kubectl exec deploy/api -- env PGPASSWORD='${
          add(password())
        }' psql -h db -U app -c 'select 1'`,
    ),
    S(
      "command",
      "git clone with a token in userinfo (oauth2 user)",
      (k) =>
        `git clone https://oauth2:glpat-${
          k(20, B64URL.slice(0, 62))
        }@gitlab.example.com/group/repo.git`,
    ),
    S(
      "command",
      "git remote set-url with x-access-token",
      (_k, add) =>
        `git remote set-url origin https://x-access-token:ghs_${
          add(ghBody())
        }@github.com/acme/site.git`,
    ),
  ];
}
