/**
 * Corpus fourteen, the rest of redaction so the figure covers it whole: configuration files,
 * code in many languages and commands, each a situation the earlier write-ups do not name.
 */
import {
  BASE64,
  BASE64URL,
  d,
  DIGITS,
  type HeldOutSecret,
  HEX,
  LOWER_DIGITS,
  plain,
  S,
  UPPER,
} from "./_heldout_fourteen_make.ts";

export function configAndCode(): HeldOutSecret[] {
  return [
    S(
      "assignment",
      "config: a .pgpass line",
      (_k, add) => `$ cat ~/.pgpass\ndb.internal:5432:*:analytics:${add(plain())}`,
    ),
    S(
      "assignment",
      "config: .my.cnf client section",
      (_k, add) => `[client]\nuser=backup\npassword="${add(plain())}"\nhost=127.0.0.1`,
    ),
    S(
      "assignment",
      "config: .netrc for a Heroku-style API",
      (_k, add) =>
        `machine api.heroku.com\n  login dev@example.com\n  password ${
          add(`${d(8, HEX)}-${d(4, HEX)}-4${d(3, HEX)}-a${d(3, HEX)}-${d(12, HEX)}`)
        }`,
    ),
    S(
      "assignment",
      "config: Maven settings.xml server password",
      (_k, add) =>
        `<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>deployer</username>\n    <password>${
          add(plain())
        }</password>\n  </server>\n</servers>`,
    ),
    S(
      "assignment",
      "config: gradle.properties signing password",
      (_k, add) =>
        `signing.keyId=24875D73\nsigning.password=${
          add(plain())
        }\nsigning.secretKeyRingFile=/home/ci/.gnupg/secring.gpg`,
    ),
    S("assignment", "config: wp-config.php salts", (_k, add) => {
      const salt = () => add(d(64, BASE64 + "!@#%^&*()-_[]{}<>~`+=,.;:/?|"));
      return `define( 'AUTH_KEY',         '${salt()}' );\ndefine( 'SECURE_AUTH_KEY',  '${salt()}' );`;
    }),
    S(
      "assignment",
      "config: Django's insecure secret key",
      (k) => `SECRET_KEY = "django-insecure-${k(50, LOWER_DIGITS + "!@#%^&*(-_=+)")}"`,
    ),
    S(
      "assignment",
      "config: Rails database.yml with an ENV.fetch default",
      (_k, add) =>
        `production:\n  <<: *default\n  password: <%= ENV.fetch("DB_PASSWORD") { "${
          add(plain())
        }" } %>`,
    ),
    S(
      "assignment",
      "config: rclone.conf with an obscured (reversible) password",
      (k) => `[nas]\ntype = sftp\nhost = 192.168.1.20\nuser = backup\npass = ${k(43, BASE64URL)}`,
    ),
    S(
      "encoded",
      "config: FileZilla sitemanager.xml base64 password",
      (_k, add) =>
        `<Server>\n  <Host>ftp.example.com</Host>\n  <User>site</User>\n  <Pass encoding="base64">${
          add(btoa(plain()))
        }</Pass>\n</Server>`,
    ),
    S(
      "assignment",
      "config: wpa_supplicant psk",
      (_k, add) => `network={\n    ssid="Office"\n    psk="${add(plain())}"\n}`,
    ),
    S(
      "assignment",
      "config: an OpenVPN auth-user-pass file by cat",
      (_k, add) => `$ sudo cat /etc/openvpn/client/auth.txt\nvpnuser\n${add(plain())}`,
    ),
    S(
      "assignment",
      "config: .s3cfg keys",
      (k) =>
        `[default]\naccess_key = ${d(20, UPPER + DIGITS)}\nsecret_key = ${
          k(40, BASE64)
        }\nhost_base = s3.example.com`,
    ),
    S(
      "assignment",
      "config: redis.conf requirepass",
      (k) => `bind 0.0.0.0\nrequirepass ${k(32)}\nmaxmemory 2gb`,
    ),
    S(
      "assignment",
      "config: haproxy stats auth",
      (_k, add) => `listen stats\n  bind :8404\n  stats enable\n  stats auth admin:${add(plain())}`,
    ),
    S(
      "assignment",
      "config: nginx proxy_set_header with a bearer",
      (k) =>
        `location /upstream/ {\n  proxy_pass https://api.vendor.example/;\n  proxy_set_header Authorization "Bearer ${
          k(40)
        }";\n}`,
    ),
    S(
      "assignment",
      "config: sonar-project.properties login token",
      (k) =>
        `sonar.projectKey=shop\nsonar.host.url=https://sonar.example.com\nsonar.login=squ_${
          k(40, HEX)
        }`,
    ),
    S(
      "assignment",
      "config: Elixir runtime.exs repo password",
      (_k, add) =>
        `config :shop, Shop.Repo,\n  username: "shop",\n  password: "${
          add(plain())
        }",\n  hostname: "db"`,
    ),
    S(
      "assignment",
      "config: Clojure profiles.clj",
      (_k, add) =>
        `{:dev {:env {:database-url "jdbc:postgresql://localhost/app" :database-password "${
          add(plain())
        }"}}}`,
    ),
    S(
      "assignment",
      "code: os.environ.setdefault with a real default",
      (k) => `os.environ.setdefault("VENDOR_API_KEY", "${k(40)}")`,
    ),
    S(
      "assignment",
      "code: axios default Authorization header",
      (k) => `axios.defaults.headers.common["Authorization"] = "Bearer ${k(48, BASE64URL)}";`,
    ),
    S(
      "assignment",
      "code: Go SetBasicAuth",
      (_k, add) => `req.SetBasicAuth("admin", "${add(plain())}")`,
    ),
    S(
      "assignment",
      "code: Java PasswordAuthentication",
      (_k, add) => `return new PasswordAuthentication("relay", "${add(plain())}".toCharArray());`,
    ),
    S(
      "assignment",
      "code: a C #define",
      (k) => `#define API_SECRET "${k(32)}"\n#define API_HOST "api.example.com"`,
    ),
    S(
      "assignment",
      "code: Dart const in a Flutter env file",
      (k) => `const String mapsKey = '${k(39)}';`,
    ),
    S(
      "assignment",
      "code: Objective-C NSString constant",
      (k) => `static NSString *const kClientSecret = @"${k(40)}";`,
    ),
    S(
      "assignment",
      "code: Perl DBI connect",
      (_k, add) =>
        `my $dbh = DBI->connect("dbi:Pg:dbname=ledger;host=db", "ledger", "${
          add(plain())
        }", { RaiseError => 1 });`,
    ),
    S(
      "assignment",
      "code: R Sys.setenv",
      (k) =>
        `Sys.setenv(OPENAI_API_KEY = "sk-proj-${k(74, BASE64URL)}T3BlbkFJ${k(74, BASE64URL)}")`,
    ),
    S("assignment", "code: Julia ENV assignment", (k) => `ENV["WANDB_API_KEY"] = "${k(40, HEX)}"`),
    S(
      "assignment",
      "code: VBA ADODB connection string",
      (_k, add) =>
        `conn.Open "Provider=SQLOLEDB;Data Source=sql01;Initial Catalog=Sales;User ID=excel;Password=${
          add(plain())
        };"`,
    ),
    S(
      "assignment",
      "code: a Kotlin OkHttp interceptor header",
      (k) => `chain.proceed(chain.request().newBuilder().header("X-Api-Key", "${k(32)}").build())`,
    ),
    S(
      "assignment",
      "code: a Deno test seeding an env var",
      (k) => `Deno.env.set("SUPABASE_SERVICE_ROLE_SECRET", "${k(40)}");`,
    ),
    S(
      "command",
      "command: mysql -p glued to the password",
      (_k, add) => `$ mysql -h 10.0.0.9 -u root -p${add(plain())} -e "SHOW DATABASES"`,
    ),
    S(
      "command",
      "command: smbclient user%password",
      (_k, add) => `$ smbclient //fs01/share -U 'CORP\\jsmith%${add(plain())}'`,
    ),
    S(
      "command",
      "command: mount cifs options",
      (_k, add) =>
        `sudo mount -t cifs //nas/media /mnt/media -o username=media,password=${
          add(plain())
        },uid=1000`,
    ),
    S(
      "command",
      "command: 7z with -p glued",
      (_k, add) => `7z a -p${add(plain())} -mhe=on backup.7z ./db-dumps`,
    ),
    S(
      "command",
      "command: zip -P",
      (_k, add) => `zip -r -P '${add(plain())}' handoff.zip exports/`,
    ),
    S(
      "command",
      "command: keytool storepass and keypass",
      (_k, add) =>
        `keytool -genkeypair -alias upload -keystore upload.jks -storepass ${
          add(plain())
        } -keypass ${add(plain())} -dname "CN=Acme"`,
    ),
    S(
      "command",
      "command: openssl pkcs12 -passout pass:",
      (_k, add) =>
        `openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:${
          add(plain())
        }`,
    ),
    S(
      "command",
      "command: ldapsearch -w",
      (_k, add) =>
        `ldapsearch -x -H ldap://dc01 -D "cn=svc-ldap,ou=svc,dc=corp" -w '${
          add(plain())
        }' -b "dc=corp" "(uid=jdoe)"`,
    ),
    S(
      "command",
      "command: sqlcmd -P",
      (_k, add) => `sqlcmd -S tcp:sql01,1433 -U sa -P "${add(plain())}" -Q "SELECT @@VERSION"`,
    ),
    S(
      "command",
      "command: nmcli wifi connect",
      (_k, add) => `nmcli dev wifi connect "Lab-5G" password "${add(plain())}"`,
    ),
    S(
      "command",
      "command: gpg --passphrase in batch mode",
      (_k, add) =>
        `gpg --batch --pinentry-mode loopback --passphrase '${
          add(plain())
        }' -d backup.tar.gpg | tar x`,
    ),
    S(
      "command",
      "command: wget --password",
      (_k, add) =>
        `wget --user=mirror --password='${add(plain())}' https://files.example.com/dist/app.tar.gz`,
    ),
    S(
      "command",
      "command: xfreerdp /p:",
      (_k, add) => `xfreerdp /v:10.0.5.12 /u:Administrator /p:'${add(plain())}' /cert:ignore`,
    ),
    S(
      "command",
      "command: net use with the password",
      (_k, add) => `net use Z: \\\\fs01\\share ${add(plain())} /user:CORP\\jsmith`,
    ),
    S(
      "command",
      "command: an expect script sending the password",
      (_k, add) =>
        `expect -c 'spawn ssh admin@switch01; expect "assword:"; send "${
          add(plain())
        }\\r"; interact'`,
    ),
    S(
      "command",
      "command: curl -u with an API key as the user",
      (k) => `curl -u ${k(32, HEX)}: https://api.vendor.example/v1/charges`,
    ),
    S(
      "command",
      "command: docker run -e with a token",
      (k) =>
        `docker run --rm -e CF_API_TOKEN=${k(40, BASE64URL)} -v $PWD:/work ghcr.io/acme/dns-sync:2`,
    ),
    S(
      "command",
      "command: redis-cli -a with --no-auth-warning",
      (k) => `redis-cli -h cache.internal -p 6380 --tls -a ${k(32)} --no-auth-warning INFO memory`,
    ),
    S(
      "command",
      "command: a numeric conference PIN as a flag",
      (k) => `zoomctl join --meeting 81234567890 --passcode ${k(10, DIGITS)}`,
    ),
  ];
}
