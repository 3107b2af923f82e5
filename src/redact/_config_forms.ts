/**
 * Secrets in configuration forms the assignment rules do not read: a YAML block scalar of one
 * line under a password name (`password: >-` then the value), a `.properties` dotted key whose
 * value runs to the end of the line (`spring.mail.password=awgo azqx osow qdye`), an app password
 * in four groups of four letters after any password name, openvpn's inline `<auth-user-pass>`,
 * a Wi-Fi passphrase (`psk="…"`, `sae_password="…"`) and the bind passwords of LDAP clients
 * (`ldap_default_authtok`, `bindpw`, `rootpw`).
 */
import { nameKind } from "./_documents.ts";
import { ALNUM, sample } from "./_examples.ts";
import { isNotASecret } from "./_filters.ts";
import { anyRealValue, type Rule, rule } from "./_rule.ts";

const PW = sample(6, ALNUM, 1801) + "#" + sample(6, ALNUM, 1802);
const APP_PW = "kqzv wmre ptso hxla";

// A value that is not a stand-in, a reference or an expression.
function realValue(value: string): boolean {
  return anyRealValue(value.trim()) && !/^[$%{]|\$\{/.test(value.trim());
}

/** True when the `.password` `match` found ends a dotted key standing first on its line. */
function dottedKeyBefore(match: RegExpExecArray): boolean {
  const input = match.input;
  const from = Math.max(input.lastIndexOf("\n", match.index) + 1, match.index - 300);
  const before = input.slice(from, match.index).replace(/^[^\n]*":[ \t]?"/, "");
  return /^[ \t]*[A-Za-z][\w-]{0,40}(?:\.[\w-]{1,40}){0,7}$/.test(before) &&
    (before.includes(".") || match.groups?.dot === ".");
}

/** The rules of this file, in the order they run (before the assignment rules). */
export const CONFIG_FORM_RULES: readonly Rule[] = [
  rule({
    id: "yaml-block-password",
    examples: {
      match: ["smtp:\n  password: >-\n    «" + PW + "»\n  from: noreply@acme.example"],
      clean: [
        "password_help: >-\n    Ask ops for the password\n",
        "password: |\n  ${SMTP_PASSWORD}",
      ],
    },
    description:
      "a YAML block scalar (`|`, `>-`) of one line under a password or secret name (`password: >-` then the value on the next line)",
    keywords: [": |", ": >", ":|", ":>"],
    wholeText: true,
    pattern:
      /(?<name>[\w.-]{0,60}(?:password|passwd|passphrase|pass|pwd|secret|token|api[_-]?key))["']?[ \t]*:[ \t]*[|>][+-]?[ \t]*\r?\n(?<ind>[ \t]+)(?<v>[^\s#][^\r\n]{3,300}?)[ \t]*(?=\r?\n(?!\k<ind>[^\s])|$|"[,}\]])/gdi,
    secret: ["v"],
    accept: (value, _group, match) => {
      const kind = nameKind(match.groups?.name ?? "");
      if (kind === undefined || !realValue(value)) return false;
      return kind === "password" ? !/\s/.test(value) : /^\S{12,}$/.test(value) && /\d/.test(value);
    },
  }),
  rule({
    id: "properties-password",
    examples: {
      match: [
        "SMTP_PASSWORD=«" + APP_PW + "»",
        "db.connection.password = «" + PW + " with spaces»",
      ],
      clean: [
        "spring.mail.password=${MAIL_PASSWORD}",
        "# password=change me before deploying",
        "spring.mail.password.hint=the app password",
        "user.password = await bcrypt.hash(password, rounds);",
        "self.password = settings['db_password']\nthis.passwd = password_store",
        "  ssl.keystore.password=null sensitive=true synonyms={}",
      ],
    },
    description:
      "a `.properties` dotted key named for a password whose value runs to the end of the line (spaces too), and a Google-style app password in four groups of four letters after any password name",
    keywords: ["password", "passwd", "pwd", "secret"],
    // From the password word (the regex engine skips ahead to it); the dotted name it ends is
    // read back to the start of its line (or of a JSONL record's string).
    pattern:
      /(?<dot>[._-])(?:password|passwd|pwd|secret)[ \t]*[=:][ \t]*(?<v>[^\s][^\r\n]{0,299}?)[ \t]*(?=\r?\n|\r?$|"[,}\]]|\\n)|(?<name>password|passwd|pwd)["']?[ \t]*[=:][ \t]*["']?(?<app>[a-z]{4}[ ][a-z]{4}[ ][a-z]{4}[ ][a-z]{4})(?![\w ])/gdi,
    secret: ["v", "app"],
    accept: (value, group, match) => {
      if (group === "app") return nameKind(match.groups?.name ?? "") === "password";
      // (Code, `user.password = await bcrypt.hash(…);`, is no properties file. A value
      // `kafka-configs --describe` hides, `null sensitive=true synonyms={}`, is none.)
      return dottedKeyBefore(match) && /\s/.test(value) && realValue(value) &&
        !isNotASecret(value) &&
        !/^["']|\w\(|;$|^(?:await|new|yield|return)\b/.test(value);
    },
  }),
  rule({
    id: "openvpn-inline-auth",
    examples: {
      match: ["<auth-user-pass>\nvpnuser\n«" + PW + "»\n</auth-user-pass>"],
      clean: ["auth-user-pass /etc/openvpn/creds.txt"],
    },
    description:
      "the password line of an openvpn profile's inline `<auth-user-pass>` block (the user above it)",
    keywords: ["<auth-user-pass>"],
    wholeText: true,
    pattern:
      /<auth-user-pass>[ \t]*\r?\n[^\r\n]{1,200}\r?\n(?<v>[^\r\n]{1,200}?)[ \t]*\r?\n[ \t]*<\/auth-user-pass>/gd,
    secret: ["v"],
    accept: (value) => realValue(value),
  }),
  rule({
    id: "wifi-passphrase",
    examples: {
      match: [
        'network={\n    ssid="AcmeOffice"\n    psk="«falcon kelp hollow 230»"\n}',
        "wpa_passphrase=«correct horse battery 77»",
      ],
      clean: ['psk="${WIFI_PSK}"', "key_mgmt=WPA-PSK"],
    },
    description:
      'a Wi-Fi passphrase in a wpa_supplicant or hostapd config (`psk="…"`, `sae_password="…"`, `wpa_passphrase=…`), with spaces (one without is for the assignment rules)',
    keywords: ["psk", "sae_password", "wpa_passphrase"],
    pattern:
      /\b(?:psk|sae_password|wpa_passphrase)[ \t]*=[ \t]*(?:"(?<dq>(?:[^"\\\r\n]|\\.){8,63})"|(?<bare>[^\s"\\][^\r\n\\]{7,62}?)[ \t]*(?=\r?\n|\r?$|"[,}\]]))/gd,
    secret: ["dq", "bare"],
    // (Without a space, the value is the assignment rules'.)
    accept: (value) => /\S\s+\S/.test(value) && realValue(value),
  }),
  rule({
    id: "ldap-bind-password",
    examples: {
      match: [
        "bindpw «" + PW + "»",
        "rootpw    «" + sample(16, ALNUM, 1803) + "»",
      ],
      clean: ["ldap_default_authtok_type = password", "bindpw $LDAP_BIND_PW"],
    },
    description:
      "the bind password of an LDAP client or server config (sssd's `ldap_default_authtok`, nslcd's `bindpw`, slapd's `rootpw`)",
    keywords: ["authtok", "bindpw", "rootpw"],
    pattern:
      /\b(?:\w{0,40}authtok|bindpw|rootpw)\b(?:[ \t]*[=:][ \t]*|[ \t]+)(?<v>[^\s"][^\r\n]{0,299}?)[ \t]*(?=\r?\n|\r?$|"[,}\]])/gd,
    secret: ["v"],
    accept: (value) => realValue(value) && !isNotASecret(value) && !/\s/.test(value),
  }),
];
