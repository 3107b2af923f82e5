/**
 * Corpus fifteen, network URIs: LDAP binds, SMB/CIFS, FTP/SFTP, WebDAV, S3-compatible stores, git
 * remotes, proxies, DSNs inside other strings, and other services' URLs.
 */
import { B64, type HeldOutSecret, HEX, LOWNUM, pw, S, urlPw, v } from "./_heldout_fifteen_make.ts";

export function networkUris(): HeldOutSecret[] {
  return [
    S(
      "url",
      "LDAP: an ldaps URL with the bind DN and password in a Python config",
      (_k, add) =>
        `AUTH_LDAP_SERVER_URI = "ldaps://dc01.corp.lan:636"\nAUTH_LDAP_BIND_DN = "CN=svc-ldap,OU=Service,DC=corp,DC=lan"\nAUTH_LDAP_BIND_PASSWORD = "${
          pw(add, 17)
        }"`,
    ),
    S(
      "url",
      "LDAP: a Spring ldap block with manager-password",
      (_k, add) =>
        `spring.ldap.urls=ldap://ldap.corp.lan:389\nspring.ldap.username=cn=admin,dc=corp,dc=lan\nspring.ldap.password=${
          pw(add, 16)
        }`,
    ),
    S(
      "url",
      "SMB: an smb:// URL with domain, user and password",
      (_k, add) => `smb://CORP;backup:${urlPw(add, 15)}@nas01.corp.lan/backups/db`,
    ),
    S(
      "url",
      "CIFS: an fstab line with password= in the options",
      (_k, add) =>
        `//nas01/media  /mnt/media  cifs  username=plex,password=${
          pw(add, 14, "-_.")
        },uid=1000,vers=3.0  0  0`,
    ),
    S(
      "url",
      "FTP: an ftp URL in a lftp mirror command",
      (_k, add) =>
        `lftp -e 'mirror -R dist/ /public_html; quit' ftp://webmaster:${
          urlPw(add, 14)
        }@ftp.hosting.example`,
    ),
    S(
      "url",
      "SFTP: an sftp URL in a deploy config (JSON)",
      (_k, add) =>
        `{ "target": "sftp://deploy:${
          urlPw(add, 16)
        }@files.example.net:2222/var/www", "exclude": [".git"] }`,
    ),
    S(
      "url",
      "WebDAV: a davs URL in a Nextcloud sync note",
      (_k, add) => `davs://anna:${urlPw(add, 20)}@cloud.example.org/remote.php/dav/files/anna/`,
    ),
    S(
      "url",
      "WebDAV: a Nextcloud app password in a curl -u",
      (_k, add) =>
        `curl -u anna:${
          add([v(5), v(5), v(5), v(5), v(5)].join("-"))
        } -X PROPFIND https://cloud.example.org/remote.php/dav/files/anna/`,
    ),
    S(
      "url",
      "S3-compatible: Wasabi keys in an s3cmd-style URL for restic",
      (k) =>
        `RESTIC_REPOSITORY=s3:https://s3.eu-central-1.wasabisys.com/backups-42\nAWS_ACCESS_KEY_ID=${
          v(20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        }\nAWS_SECRET_ACCESS_KEY=${k(40, B64)}`,
    ),
    S(
      "url",
      "S3-compatible: Cloudflare R2 endpoint with keys in a boto3 client",
      (k) =>
        `s3 = boto3.client("s3", endpoint_url="https://${
          v(32, HEX)
        }.r2.cloudflarestorage.com",\n    aws_access_key_id="${
          v(32, HEX)
        }", aws_secret_access_key="${k(64, HEX)}")`,
    ),
    S(
      "url",
      "S3-compatible: a MinIO URL with keys as userinfo",
      (k) =>
        `s3://${v(20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}:${
          k(40)
        }@minio.lan:9000/ml-artifacts`,
    ),
    S(
      "url",
      "git remote: a Bitbucket app password in .git/config",
      (k) =>
        `[remote "origin"]\n\turl = https://jdoe:${
          k(20)
        }@bitbucket.org/acme/web.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*`,
    ),
    S("url", "git remote: an Azure DevOps PAT in a remote -v listing", (k) => {
      const pat = k(52, "abcdefghijklmnopqrstuvwxyz234567");
      return `origin\thttps://build:${pat}@dev.azure.com/acme/web/_git/web (fetch)\norigin\thttps://build:${pat}@dev.azure.com/acme/web/_git/web (push)`;
    }),
    S(
      "url",
      "git remote: a Gitea token as the user part",
      (k) => `git remote set-url origin https://${k(40, HEX)}@git.home.lan/me/dotfiles.git`,
    ),
    S(
      "url",
      "proxy: HTTPS_PROXY with credentials in a shell env",
      (_k, add) =>
        `export HTTPS_PROXY=http://jdoe:${
          urlPw(add, 14)
        }@proxy.corp.example:8080\nexport NO_PROXY=localhost,.corp.example`,
    ),
    S(
      "url",
      "proxy: a SOCKS5 URL in a Python requests proxies dict",
      (_k, add) =>
        `proxies = {"https": "socks5h://scraper:${
          urlPw(add, 18)
        }@gw.residential-proxy.example:1080"}`,
    ),
    S(
      "url",
      "proxy: npm config with a proxy URL carrying a password",
      (_k, add) =>
        `proxy=http://svc_npm:${urlPw(add, 15)}@10.10.0.1:3128/\nhttps-proxy=http://svc_npm:${
          urlPw(add, 15)
        }@10.10.0.1:3128/`,
    ),
    S(
      "url",
      "DSN inside a JSON string of a log line",
      (_k, add) =>
        `{"level":"error","msg":"migration failed","dsn":"postgres://migrator:${
          urlPw(add, 17)
        }@10.0.4.7:5432/app?sslmode=disable","err":"relation exists"}`,
    ),
    S(
      "url",
      "DSN inside a Python f-string with the password already interpolated in a traceback",
      (_k, add) =>
        `  File "/app/db.py", line 12, in connect\n    engine = create_engine(f"mysql+pymysql://{user}:{pw}@{host}/{db}")\nsqlalchemy.exc.OperationalError: (pymysql.err.OperationalError) (2003, "Can't connect") [url: mysql+pymysql://shop:${
          urlPw(add, 16)
        }@mysql:3306/shop]`,
    ),
    S(
      "url",
      "DSN inside a Go string in a docker-compose healthcheck",
      (_k, add) =>
        `healthcheck:\n  test: ["CMD", "pg_isready", "-d", "postgres://health:${
          urlPw(add, 15)
        }@localhost:5432/app"]`,
    ),
    S(
      "url",
      "Neo4j bolt+s URL with credentials",
      (_k, add) => `NEO4J_URI=neo4j+s://neo4j:${urlPw(add, 22)}@a1b2c3d4.databases.neo4j.io`,
    ),
    S(
      "url",
      "NATS URL with a user and password in a Go client call",
      (_k, add) => `nc, _ := nats.Connect("nats://events:${urlPw(add, 17)}@nats.lan:4222")`,
    ),
    S(
      "url",
      "Elasticsearch: an ApiKey in a Kibana-style header and cloud id",
      (k) =>
        `es = Elasticsearch(cloud_id="prod:${v(40, B64)}", api_key="${k(60, B64.slice(0, 62))}==")`,
    ),
    S(
      "url",
      "CouchDB URL in a replication document",
      (_k, add) =>
        `{ "source": "https://admin:${
          urlPw(add, 18)
        }@couch-a.lan:6984/orders", "target": "orders_copy", "continuous": true }`,
    ),
    S(
      "url",
      "InfluxDB v1 URL with u and p query parameters",
      (_k, add) =>
        `curl -G 'http://influx.lan:8086/query?u=grafana&p=${
          urlPw(add, 16)
        }' --data-urlencode 'q=SHOW DATABASES'`,
    ),
    S(
      "url",
      "Memcached SASL in a PHP options array",
      (_k, add) => `$m->setSaslAuthData('cache_user', '${pw(add, 14)}');`,
    ),
    S(
      "url",
      "IMAP URL in a mail fetcher config",
      (_k, add) =>
        `poll_url = "imaps://support%40example.com:${urlPw(add, 16)}@imap.mail.example:993/INBOX"`,
    ),
    S(
      "url",
      "Vertica/ClickHouse native URL in a dbt profile",
      (_k, add) => `clickhouse://dbt:${urlPw(add, 18)}@ch.lan:9440/analytics?secure=true`,
    ),
    S(
      "url",
      "a SIP URI with a password in an Asterisk PJSIP registration",
      (_k, add) =>
        `server_uri=sip:sip.provider.example\nclient_uri=sip:4930123456:${
          urlPw(add, 14)
        }@sip.provider.example`,
    ),
    S(
      "url",
      "a database URL with a port-less host in Heroku-style config",
      (_k, add) =>
        `DATABASE_URL=postgres://u${v(12, LOWNUM)}:${
          add(v(64, HEX))
        }@ec2-3-251-10-1.eu-west-1.compute.amazonaws.com:5432/d${
          v(13, LOWNUM)
        }\nREDIS_URL=redis://:p${add(v(63, HEX))}@ec2-52-1-2-3.compute-1.amazonaws.com:12345`,
    ),
  ];
}
