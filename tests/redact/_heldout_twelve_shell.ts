/**
 * Corpus twelve: command lines whose flags carry a secret in styles earlier corpora did not lean
 * on — glued to the flag (`-pSECRET`, `/p:`), `pass:` prefixes, `user%pass`, `user,pass`,
 * `user/pass@db`, piped into a command's stdin, Windows and network-gear tools, `expect` scripts.
 * Shapes: command.
 */
import {
  BASE64URL,
  g,
  type HeldOutSecret,
  phrase,
  pwd,
  S,
  UPPER_DIGITS,
} from "./_heldout_twelve_make.ts";

export function shellCommands(): HeldOutSecret[] {
  return [
    S(
      "command",
      "7z archive with glued password flag",
      (k) => `$ 7z a -t7z -mhe=on -p${k(18)} backup-2026-03.7z ./exports/`,
    ),
    S(
      "command",
      "zip with -P password",
      (_k, add) => `zip -r -P '${add(pwd(16))}' customer-dump.zip dump/`,
    ),
    S("command", "unzip with -P password", (k) => `unzip -P ${k(14)} invoices.zip -d /tmp/inv`),
    S(
      "command",
      "openssl enc with pass argument",
      (_k, add) =>
        `openssl enc -aes-256-cbc -pbkdf2 -salt -in db.sql -out db.sql.enc -pass pass:${
          add(pwd(20))
        }`,
    ),
    S(
      "command",
      "openssl enc with -k passphrase",
      (_k, add) =>
        `openssl enc -d -aes-256-cbc -md sha256 -k '${add(phrase(4))}' -in secrets.tar.enc | tar x`,
    ),
    S(
      "command",
      "openssl pkcs12 export with passout",
      (_k, add) =>
        `openssl pkcs12 -export -in cert.pem -inkey key.pem -out client.p12 -name shop -passout pass:${
          add(pwd(14))
        }`,
    ),
    S(
      "command",
      "keytool with storepass and keypass",
      (_k, add) =>
        `keytool -genkeypair -alias release -keyalg RSA -keysize 4096 -validity 9000 -keystore release.jks -storepass ${
          add(pwd(16))
        } -keypass ${add(pwd(16))} -dname "CN=Shop, O=Shop GmbH, C=DE"`,
    ),
    S(
      "command",
      "apksigner ks-pass pass prefix",
      (_k, add) =>
        `apksigner sign --ks release.jks --ks-key-alias upload --ks-pass pass:${
          add(pwd(16))
        } --key-pass pass:${add(pwd(16))} app-release-unsigned.apk`,
    ),
    S(
      "command",
      "jarsigner storepass",
      (_k, add) =>
        `jarsigner -keystore ~/keys/android.keystore -storepass ${add(g(20))} app.aab upload`,
    ),
    S(
      "command",
      "ssh-keygen new passphrase flag",
      (_k, add) =>
        `ssh-keygen -t ed25519 -C "deploy@ci" -f ~/.ssh/deploy_ed25519 -N '${add(phrase(5))}'`,
    ),
    S(
      "command",
      "gpg batch passphrase",
      (_k, add) =>
        `gpg --batch --yes --pinentry-mode loopback --passphrase '${
          add(pwd(22))
        }' --decrypt vault.json.gpg > vault.json`,
    ),
    S(
      "command",
      "smbclient user percent password",
      (_k, add) => `smbclient //fileserver/finance -U 'CORP\\\\jdoe%${add(pwd(14))}' -c 'ls'`,
    ),
    S(
      "command",
      "mount cifs with credentials in options",
      (_k, add) =>
        `sudo mount -t cifs //nas.lan/media /mnt/media -o username=mediauser,password=${
          add(pwd(16))
        },uid=1000,vers=3.0`,
    ),
    S(
      "command",
      "lftp user comma password",
      (_k, add) =>
        `lftp -u upload,${add(pwd(14))} -e "mirror -R dist /htdocs; quit" ftp.hosting.example`,
    ),
    S(
      "command",
      "xfreerdp slash p colon",
      (_k, add) =>
        `xfreerdp /v:10.20.0.15 /u:Administrator /p:'${
          add(pwd(16))
        }' /cert:ignore /dynamic-resolution`,
    ),
    S(
      "command",
      "windows net use with password",
      (_k, add) =>
        `C:\\> net use Z: \\\\fs01\\projects ${add(pwd(14))} /user:CORP\\svc_build /persistent:no`,
    ),
    S(
      "command",
      "psexec with -p",
      (_k, add) =>
        `PsExec64.exe \\\\build-agent-07 -u CORP\\svc_deploy -p ${
          add(pwd(16))
        } -h cmd /c "C:\\deploy\\run.bat"`,
    ),
    S(
      "command",
      "powershell convertto-securestring plain text",
      (_k, add) =>
        `PS> $pw = ConvertTo-SecureString '${add(pwd(18))}' -AsPlainText -Force
PS> $cred = New-Object System.Management.Automation.PSCredential('CORP\\svc_sql', $pw)
PS> Enter-PSSession -ComputerName sql02 -Credential $cred`,
    ),
    S(
      "command",
      "powershell invoke-restmethod bearer header hashtable",
      (k) =>
        `Invoke-RestMethod -Uri https://api.example.com/v2/orders -Headers @{ Authorization = "Bearer ${
          k(48, BASE64URL)
        }" } -Method Get`,
    ),
    S(
      "command",
      "cmd set env var then run",
      (k) =>
        `C:\\src\\shop> set OPENAI_API_KEY=sk-proj-${k(74, BASE64URL)}T3BlbkFJ${k(74, BASE64URL)}
C:\\src\\shop> python summarize.py`,
    ),
    S(
      "command",
      "sqlplus user slash password at tns",
      (_k, add) =>
        `$ sqlplus app_owner/${
          add(pwd(14).replace(/[@/]/g, "x"))
        }@//db-prod.corp:1521/ORCLPDB1 @migrate.sql`,
    ),
    S(
      "command",
      "db2 connect using password",
      (_k, add) => `db2 connect to SHOPDB user db2inst1 using ${add(g(16))}`,
    ),
    S(
      "command",
      "sqlcmd capital P password",
      (_k, add) =>
        `sqlcmd -S tcp:sql01.corp,1433 -U sa -P '${
          add(pwd(18))
        }' -d Orders -Q "SELECT COUNT(*) FROM dbo.Orders"`,
    ),
    S(
      "command",
      "mysqldump with glued -p",
      (_k, add) =>
        `mysqldump -h 127.0.0.1 -uroot -p'${add(pwd(16))}' --single-transaction shop > shop.sql`,
    ),
    S(
      "command",
      "clickhouse-client password flag",
      (k) =>
        `clickhouse-client --host ch.internal --secure --user analyst --password ${
          k(24)
        } --query "SELECT 1"`,
    ),
    S(
      "command",
      "cqlsh with -p",
      (_k, add) => `cqlsh cass-1.internal 9042 -u cassandra -p '${add(pwd(16))}' --ssl`,
    ),
    S(
      "command",
      "ldapsearch bind password -w",
      (_k, add) =>
        `ldapsearch -x -H ldaps://ldap.corp.example -D "cn=svc-reader,ou=svc,dc=corp,dc=example" -w '${
          add(pwd(18))
        }' -b "ou=people,dc=corp,dc=example" "(uid=jdoe)"`,
    ),
    S(
      "command",
      "chpasswd fed by echo",
      (_k, add) => `echo 'deploy:${add(pwd(16))}' | sudo chpasswd`,
    ),
    S(
      "command",
      "passwd stdin on rhel",
      (_k, add) => `echo "${add(pwd(14))}" | passwd --stdin backup`,
    ),
    S(
      "command",
      "ipmitool lanplus password",
      (k) =>
        `ipmitool -I lanplus -H 10.0.9.21 -U ADMIN -P ${k(12, UPPER_DIGITS)} chassis power status`,
    ),
    S(
      "command",
      "snmpwalk v3 auth and priv passphrases",
      (_k, add) =>
        `snmpwalk -v3 -l authPriv -u monitor -a SHA -A '${add(pwd(16))}' -x AES -X '${
          add(pwd(16))
        }' 10.0.0.1 1.3.6.1.2.1.1`,
    ),
    S(
      "command",
      "snmpwalk v2c community",
      (k) => `snmpwalk -v2c -c ${k(20)} core-sw-01.lan ifDescr`,
    ),
    S(
      "command",
      "nmcli connect with wifi password",
      (_k, add) =>
        `nmcli dev wifi connect "Guest-5G" password '${add(phrase(3, "_"))}' ifname wlan0`,
    ),
    S(
      "command",
      "iwctl passphrase flag",
      (_k, add) => `iwctl --passphrase '${add(pwd(16))}' station wlan0 connect HomeNet`,
    ),
    S(
      "command",
      "sshpass with -p",
      (_k, add) =>
        `sshpass -p '${
          add(pwd(14))
        }' ssh -o StrictHostKeyChecking=no pi@192.168.1.40 'sudo reboot'`,
    ),
    S("command", "expect script sends password", (_k, add) =>
      `#!/usr/bin/expect -f
spawn ssh admin@switch-02
expect "assword:"
send "${add(pwd(14))}\\r"
expect "#"
send "show running-config\\r"`),
  ];
}
