/**
 * More programs whose flags or words carry a secret, by the program: a remote desktop's `/p:`,
 * `ipmitool -P`, `db2 connect … using …`, SNMP's community (`-c`) and v3 passphrases (`-A`,
 * `-X`), the InfluxDB CLI's `-t`, curl's `--oauth2-bearer`, Xcode's `altool -p`, `anaconda -t`,
 * `schtasks /RP`, `dscl . -passwd`, `cypress run --key`, any `--user name:password` (and
 * skopeo's `--creds`), and `bundle config <host> user:password`. Only the argument goes; the command stays.
 */
import { ALNUM, HEX, sample } from "./_examples.ts";
import { anyRealValue, ARG, ARG_GROUPS, bareValueEnds, type Rule, rule } from "./_rule.ts";

const PW = sample(8, ALNUM, 3601) + "*" + sample(7, ALNUM, 3602);
const UUID = [8, 4, 4, 4, 12].map((n, i) => sample(n, HEX, 3607 + i)).join("-");
// The rest of a command up to the flag: no pipe, `;` or `&` (another command starts there).
const UPTO = String.raw`[^\n|;&]{0,200}?[ \t]`;
// `dscl . -passwd /Users/x OLD NEW`: the old password, when both are given.
const OLD = String
  .raw`(?:(?:'(?<oq>[^'\r\n]{1,300})'|"(?<od>[^"\r\n]{1,300})"|(?<ob>[^\s'"|;&]{1,300}))[ \t]+)?`;
const OLD_GROUPS = ["oq", "od", "ob"];

/** A command argument that is a value: real, not a `$VAR`/`%VAR%` reference, not `*` (a prompt). */
export function argAccept(value: string, group: string, match: RegExpExecArray): boolean {
  return (group !== "bare" || bareValueEnds(match, group)) && anyRealValue(value) &&
    !/^\$\{?\w+\}?$|^%\w+%$/.test(value) && value !== "*";
}

/** The rules of this file, in the order they run (with the command rules). */
export const MORE_COMMAND_RULES: readonly Rule[] = [
  rule({
    id: "program-secret-flag",
    examples: {
      match: [
        "xfreerdp /v:10.0.0.5 /u:Administrator /p:'«" + PW + "»' /cert:ignore",
        "ipmitool -I lanplus -H 10.0.9.21 -U ADMIN -P «" + PW + "» chassis power status",
        "db2 connect to SHOPDB user db2inst1 using «" + PW + "»",
        "snmpwalk -v3 -l authPriv -u mon -a SHA -A '«" + PW + "»' -x AES -X '«" + PW +
        "»' 10.0.0.1",
        "snmpwalk -v2c -c «" + PW + "» core-sw-01.lan ifDescr",
        "./lnms device:add --v3 -u librenms -A «" + PW + "» -X '«" + PW + "»' rtr-1",
        "influx write -b sensors -t «" + sample(40, ALNUM, 3603) + "» -p s @metrics.lp",
        "curl --oauth2-bearer «" + sample(40, ALNUM, 3604) + "» https://api.example.org/v1/me",
        "xcrun altool --validate-app -f App.ipa -u ci@example.com -p «" + PW + "»",
        "schtasks /Create /S srv01 /U CORP\\ops /P «" + PW + "» /TN Backup /TR b.cmd /SC DAILY",
        "dscl . -passwd /Users/ci '«" + PW + "»' '«" + PW + "»'",
        "npx cypress run --record --key «" + UUID + "» --parallel",
        "sipp -sf uac_auth.xml -s 6456120875 -au 448460 -ap '«" + PW + "»' sip.example.net:5060",
        "fs_cli -H 10.0.0.7 -P 8021 -p '«" + PW + '»\' -x "sofia status"',
        "swaks -t ops@example.org -s smtp.example.net -au ops -ap «" + PW + "»",
        "sendEmail -f a@example.org -t b@example.org -xu ops -xp «" + PW + "»",
        "murmurd -ini /etc/mumble-server.ini -supw «" + PW + "»",
      ],
      clean: [
        "ipmitool -I lanplus -H 10.0.9.21 -U ADMIN -E chassis power status",
        "snmpwalk -v2c -c public core-sw-01.lan ifDescr",
        "xfreerdp /v:10.0.0.5 /u:Administrator /p:$RDP_PASSWORD",
        "db2 connect to SHOPDB user db2inst1 using $DB2_PASSWORD",
        "xcrun altool --upload-app -f App.ipa -u ci@example.com -p @keychain:AC_PASSWORD",
        "npx cypress run --record --key $CYPRESS_RECORD_KEY",
        'fs_cli -H 10.0.0.7 -P 8021 -x "sofia status"',
      ],
    },
    description:
      "the secret flag or word of a program that takes one: `xfreerdp /p:`, `ipmitool -P`, `db2 connect … using`, `snmpwalk`/`snmpget` and LibreNMS' `lnms` `-c`, `-A`, `-X`, `influx -t`, `curl --oauth2-bearer`, `altool -p`, `anaconda -t`, `schtasks /RP` and `/P`, `dscl . -passwd PATH [OLD] NEW`, `cypress run --key` (the Cloud record key), SIP and mail tools' passwords (`sipp`/`swaks` `-au … -ap`, `sendemail -xp`, `fs_cli -p`, `sipsak -a`, `pjsua --password`), Mumble's `murmurd -supw`, `sendxmpp -p`",
    keywords: [
      "freerdp",
      "ipmitool",
      "db2 connect",
      "snmp",
      "lnms",
      "influx",
      "oauth2-bearer",
      "altool",
      "anaconda",
      "schtasks",
      "dscl",
      "cypress",
      "sipp",
      "swaks",
      "-ap ",
      "sendemail",
      "fs_cli",
      "murmurd",
      "mumble-server",
      "sendxmpp",
      "sipsak",
      "pjsua",
    ],
    pattern: new RegExp(
      String
        .raw`(?:x?freerdp\b${UPTO}\/p:|ipmitool\b${UPTO}-P[ \t]+|db2[ \t]+connect\b${UPTO}using[ \t]+|(?<=\b(?:snmp\w{0,10}|lnms)\b[^\n|;&]{0,200}?[ \t])-[cAX][ \t]+|influx\b${UPTO}(?:-t|--token)[ \t=]+|--oauth2-bearer[ \t=]+|altool\b${UPTO}(?:-p|--password)[ \t=]+|anaconda\b${UPTO}(?:-t|--token)[ \t=]+|schtasks\b${UPTO}\/(?:RP|rp|P|p)[ \t]+|cypress\b${UPTO}--key[ \t=]+|(?:\b(?:sipp|swaks)\b|[ \t]-au[ \t])${UPTO}-ap[ \t]+|send[Ee]mail\b${UPTO}-xp[ \t]+|fs_cli\b${UPTO}(?:-p|--password)[ \t=]+|(?:murmurd|mumble-server)\b${UPTO}-supw[ \t]+|sendxmpp\b${UPTO}(?:-p|--password)[ \t=]+|sipsak\b${UPTO}-a[ \t]+|pjsua\b${UPTO}--password[ \t=]+|dscl\b${UPTO}-passwd[ \t]+[^\s|;&]{1,200}[ \t]+${OLD})${ARG}`,
      "gd",
    ),
    secret: [...ARG_GROUPS, ...OLD_GROUPS],
    accept: (value, group, match) =>
      argAccept(value, group, match) && !/^(?:public|private)$/.test(value) &&
      !/^@(?:keychain|env):/.test(value),
  }),
  rule({
    id: "user-colon-password-flag",
    examples: {
      match: [
        "etcdctl --endpoints=https://10.0.0.5:2379 --user root:«" + PW + "» get /registry",
        "skopeo copy docker://a/b:1 docker://reg.example/b:1 --dest-creds mirror:«" + PW + "»",
        "bundle config set --global gems.contribsys.com " + sample(8, HEX, 3605) + ":«" +
        sample(16, HEX, 3606) + "»",
      ],
      clean: [
        "etcdctl --user root get /registry",
        "skopeo copy --src-creds $SRC_USER:$SRC_PASS docker://a/b:1 dir:/tmp/b",
        "bundle config set --global gems.contribsys.com ${SIDEKIQ_CREDS}",
        "docker run --user 1000:1000 alpine",
      ],
    },
    description:
      "the password of a `--user name:password` flag (any program), of skopeo's and buildah's `--creds`, `--src-creds`, `--dest-creds name:password`, and `bundle config <host> user:password`",
    keywords: ["--user", "creds", "bundle config"],
    pattern:
      /(?:--(?:user|(?:src-|dest-)?creds)[ \t=]+|bundle[ \t]+config[ \t]+(?:set[ \t]+)?(?:--(?:global|local)[ \t]+)?[\w-]{1,60}\.[\w.-]{1,100}[ \t]+)["']?[^\s:"'$]{1,64}:(?<v>[^\s"']{4,300})/gd,
    secret: ["v"],
    accept: (value) => anyRealValue(value) && !/^\d+$/.test(value) && !/^\$/.test(value),
  }),
];
