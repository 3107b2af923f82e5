/**
 * Shapes read from held-out corpus twenty-five's misses (docs/redaction.md, "Corpus twenty-five
 * after it was seen": security work): hashes that log in or crack offline into a password, in the
 * forms Windows and Kerberos tools print them wherever they stand — a pwdump line's LM and NT
 * hashes (`user:rid:lm:nt:::`, and John's `--show` with the password in the second field),
 * Mimikatz's `* NTLM :`/`* SHA1 :`/`* DPAPI :`/`* Password :` lines and DPAPI master keys,
 * secretsdump's Kerberos keys, `dpapi_machinekey`/`dpapi_userkey` and the password under an LSA
 * secret's header, a hash in a cracker's `$scheme$` form (Kerberoast, AS-REP, DCC2, KeePass…)
 * with its wrapped lines and a cracked plaintext after it, a NetNTLM capture, a hashcat pot line
 * `hash:plaintext`, and a Kerberos ticket in base64 (`doI…`).
 *
 * The published hashes of the empty password (LM `aad3b435…`, NT `31d6cfe0…`) are no secret: they
 * say an account has none, and stay.
 */
import { HEX, sample } from "./_examples.ts";
import { isNotASecret } from "./_filters.ts";
import { anyRealValue, type Rule, rule } from "./_rule.ts";
import { holdsWord } from "./_stretches.ts";

const H32 = (seed: number) => sample(32, HEX, seed);
const EMPTY_LM = "aad3b435b51404eeaad3b435b51404ee";
const EMPTY_NT = "31d6cfe0d16ae931b73c59d7e0c089c0";
const PW = (seed: number) => "Autumn" + sample(4, "0123456789", seed) + "#" + sample(3, HEX, seed);

/** Whether `hex` is a hash of a password: not the published hash of the empty one, not zeros. */
function loginHash(hex: string): boolean {
  const h = hex.toLowerCase();
  return h !== EMPTY_LM && h !== EMPTY_NT && !/^0+$/.test(h) && !/^(.)\1+$/.test(h);
}

// Where a pwdump line's user starts: a line's start, or a space (NetExec's columns before it).
const LEAD = String.raw`(?<![^\s"'>|])`;

// A cracker's `$scheme$` for a login: Kerberos (TGS-REP, AS-REP, pre-auth), MS-Cache, KeePass,
// NetNTLM, the DPAPI master key: each cracks into a password. (Documents, archives and wallets
// have schemes too: each more keyword costs every text a little, so they wait for a case.)
const SCHEMES = "krb5tgs|krb5asrep|krb5pa|DCC2|DCC|mscash2?|keepass|NETNTLMv2|NETNTLM|dpapimk";

/** Whether `value`, after a hash and a colon, is a cracked plaintext: not a salt, not a path. */
function crackedPlain(value: string): boolean {
  return anyRealValue(value) && !/^[0-9A-Fa-f]{16,}$/.test(value) && !/[\/\\]|:\d+:/.test(value);
}

/** The rules of this file, in the order they run (before the generic context rules). */
export const TWENTYFIVE_HASH_RULES: readonly Rule[] = [
  rule({
    id: "pwdump-hash",
    examples: {
      match: [
        `Administrator:500:${EMPTY_LM}:«${H32(2501)}»:::`,
        `r.kowalski:«${PW(2502)}»:1474:${EMPTY_LM}:«${H32(2503)}»:::`,
        `SMB  10.0.0.5  445  DC01  helpdesk:1001:«${H32(2504)}»:«${H32(2505)}»:::`,
      ],
      clean: [
        `Guest:501:${EMPTY_LM}:${EMPTY_NT}:::`,
        "Dumping local SAM hashes (uid:rid:lmhash:nthash)",
      ],
    },
    description:
      "the LM and NT hashes of a pwdump/secretsdump line (`user:rid:lm:nt:::`, also inside NetExec's columns) and the cracked password John's `--show` puts in its second field: an NT hash logs in as it is (pass-the-hash); the published hashes of the empty password stay",
    keywords: [":::"],
    pattern: new RegExp(
      LEAD +
        String
          .raw`[^\s:]{1,100}:(?:(?<plain>[^\r\n"\\]{1,100}?):)?\d{1,10}:(?<lm>[0-9A-Fa-f]{32}):(?<nt>[0-9A-Fa-f]{32}):::`,
      "gd",
    ),
    secret: ["plain", "lm", "nt"],
    accept: (value, group) => group === "plain" ? anyRealValue(value) : loginHash(value),
  }),
  rule({
    id: "mimikatz-credential",
    examples: {
      match: [
        "mimikatz # sekurlsa::logonpasswords\n         * NTLM     : «" + H32(2511) +
        "»\n         * SHA1     : «" + sample(40, HEX, 2512) + "»\n         * Password : «" +
        PW(2513) + "»",
        "mimikatz # lsadump::sam\nUser : admin\n  Hash NTLM: «" + H32(2514) + "»",
        "**MASTERKEYS**\n[domainkey] with RPC\n  key : «" + sample(128, HEX, 2515) +
        "»\n  sha1: «" + sample(40, HEX, 2516) + "»",
      ],
      clean: [
        "mimikatz # sekurlsa::logonpasswords\n         * Password : (null)",
        "Release notes\n * SHA1 : " + sample(40, HEX, 2517),
      ],
    },
    description:
      "what Mimikatz prints of a logon's credentials (`* NTLM :`, `* SHA1 :`, `* DPAPI :`, `* LM :`, `* Password :` not `(null)`, `Hash NTLM:`, `ntlm- 0:`) and of a DPAPI master key (`key :`, `sha1:`), in a text that is Mimikatz's output",
    // (Words of Mimikatz's own output; its `* NTLM :` lines hold none, so the rule reads the text.)
    keywords: ["mimikatz", "sekurlsa", "masterkey", "lsadump"],
    wholeText: true,
    pattern:
      /(?:\*[ \t]{1,3}(?:NTLM|SHA1|DPAPI|LM|NT|Password)[ \t]{0,12}:|\bHash (?:NTLM|LM):|\b(?:ntlm|lm)[ \t]{0,2}- \d{1,2}:|^[ \t]{0,8}(?:key|sha1)[ \t]{0,4}:)[ \t]{0,4}(?<v>[^\s\\"][^\r\n\\"]{0,200}?)(?=[ \t]*(?:\r?\n|\\[nr"]|"|$))/gdm,
    secret: ["v"],
    accept: (value, _group, match) => {
      if (/^\(null\)$/i.test(value) || isNotASecret(value)) return false;
      const head = match[0].slice(0, match[0].length - value.length);
      if (/Password/.test(head)) return anyRealValue(value);
      return /^(?:0x)?[0-9A-Fa-f]{16,}$/.test(value) && loginHash(value.replace(/^0x/, ""));
    },
  }),
  rule({
    id: "secretsdump-secret",
    examples: {
      match: [
        "krbtgt:aes256-cts-hmac-sha1-96:«" + sample(64, HEX, 2521) + "»",
        "krbtgt:des-cbc-md5:«" + sample(16, HEX, 2522) + "»",
        "dpapi_machinekey:«0x" + sample(40, HEX, 2523) + "»",
        "[*] _SC_MSSQLSERVER \nACME\\svc_sql:«" + PW(2524) + "»",
        "[*] DefaultPassword\n(Unknown User):«" + PW(2525) + "»",
      ],
      clean: ["[*] _SC_Spooler \n(Unknown User):(null)", "krbtgt:des-cbc-md5:<key>"],
    },
    description:
      "what Impacket's secretsdump prints of keys and LSA secrets: a Kerberos key (`user:aes256-cts-hmac-sha1-96:…`, `:des-cbc-md5:`), `dpapi_machinekey:`/`dpapi_userkey:`, and the password on the line under a service's `[*] _SC_…` or `[*] DefaultPassword` header",
    keywords: ["-cts-hmac", "des-cbc-", "dpapi_", "_sc_", "defaultpassword"],
    wholeText: true,
    pattern:
      /:(?:aes(?:256|128)-cts-hmac-sha1-96|des-cbc-(?:md5|crc)|rc4_hmac):(?<k>[0-9A-Fa-f]{16,64})\b|\bdpapi_(?:machine|user)key:(?<d>0x[0-9A-Fa-f]{32,64})\b|\[\*\][ \t](?:_SC_[^\s\\]{1,80}|DefaultPassword)[ \t]*(?:\r?\n|\\r?\\n)[^\r\n:"]{1,100}:(?<p>[^\r\n\\"]{1,200})/gd,
    secret: ["k", "d", "p"],
    accept: (value, group) =>
      group === "p"
        ? anyRealValue(value) && !/^\(null\)$/i.test(value.trim())
        : loginHash(value.replace(/^0x/, "")),
  }),
  rule({
    id: "cracker-hash",
    examples: {
      match: [
        "$krb5tgs$«23$*svc_sql$CORP.LOCAL$corp.local/svc_sql*$" + H32(2531) + "$" +
        sample(120, HEX, 2532) + "»",
        "$krb5asrep$«23$j.doe@CORP.LOCAL:" + H32(2533) + "$" + sample(100, HEX, 2534) + ":" +
        PW(2535) + "»",
        "ACME/s.moreau:$DCC2$«10240#s.moreau#" + H32(2536) + "»",
        "[*] Hash : $krb5tgs$«23$*svc$CORP$http/web*$" + H32(2537).toUpperCase() + "$" +
        sample(40, HEX, 2538).toUpperCase() + "\n      " + sample(76, HEX, 2539).toUpperCase() +
        "»",
      ],
      clean: [
        "$krb5tgs$23$*user$realm$spn*$<checksum>$<edata2>",
        "hashcat -m 13100 for $krb5tgs$23$ hashes",
      ],
    },
    description:
      "a hash in a password cracker's `$scheme$` form that cracks offline into a password (Kerberoast `$krb5tgs$`, AS-REP `$krb5asrep$`, `$DCC2$`, `$keepass$`, `$NETNTLMv2$`, DPAPI `$dpapimk$`, documents, archives, wallets), with the hex lines Rubeus wraps it over and a cracked plaintext after it (`…:Password1`)",
    keywords: ["$krb5", "$dcc", "$mscash", "$keepass$", "$netntlm", "$dpapimk$"],
    wholeText: true,
    pattern: new RegExp(
      String
        .raw`\$(?:${SCHEMES})\$(?<h>[^\s"'<>\\\x60]{16,20000}(?:(?:\r?\n|\\r?\\n)[ \t]{2,40}[0-9A-Fa-f]{16,400}(?=[ \t]*(?:\r?\n|\\[nr"]|"|$)))*)`,
      "gdi",
    ),
    secret: ["h"],
    accept: (value) => /[0-9A-Fa-f]{16}/.test(value),
  }),
  rule({
    id: "netntlm-capture",
    examples: {
      match: [
        "[SMB] NTLMv2-SSP Hash     : t.moreau::INITECH:" + sample(16, HEX, 2541) + ":«" +
        H32(2542).toUpperCase() + "»:«" + sample(200, HEX, 2543).toUpperCase() + "»",
        "j.doe::CORP:«" + sample(48, HEX, 2544) + "»:«" + sample(48, HEX, 2545) + "»:" +
        sample(16, HEX, 2546),
      ],
      clean: ["std::vec::Vec<u8>::new()", "user::DOMAIN:<challenge>:<NTProofStr>:<blob>"],
    },
    description:
      "a captured NetNTLMv2 challenge-response (`user::DOMAIN:challenge:NTProofStr:blob`, Responder's and hashcat's mode 5600 form; its NTProofStr and blob crack offline into the password) and a NetNTLMv1 one (`user::DOMAIN:lm:nt:challenge`)",
    // (A keyword, not `lineHas` alone: a rule without keywords searches every text for its lines.)
    keywords: ["::"],
    pattern:
      /::[^\s:]{0,64}:(?:[0-9A-Fa-f]{16}:(?<proof>[0-9A-Fa-f]{32}):(?<blob>[0-9A-Fa-f]{32,4000})|(?<lm>[0-9A-Fa-f]{48}):(?<nt>[0-9A-Fa-f]{48}):[0-9A-Fa-f]{16})(?![0-9A-Za-z])/gd,
    secret: ["proof", "blob", "lm", "nt"],
    accept: (value) => loginHash(value),
  }),
  rule({
    id: "cracked-pot-line",
    examples: {
      match: [
        "$ cat hashcat.potfile\n«" + H32(2551) + "»:«" + PW(2552) + "»",
        "$ hashcat -m 16500 jwt.txt rockyou.txt --show\n[REDACTED]:«" +
        sample(15, "abcdefghijklmnopqrstuvwxyz0123456789", 2553) + "»",
      ],
      clean: [
        "$ hashcat --show hashes.txt\n" + H32(2554) + ":" + H32(2555),
        "Which commit cracked it? git grep -n TODO " + sample(40, HEX, 2556) + "\n" +
        sample(40, HEX, 2557) + ":src/app.ts:12: // TODO",
      ],
    },
    description:
      "the plaintext of a cracker's pot line `hash:plaintext` (hashcat's potfile and `--show`, John's `--show`): a hex hash or one already redacted, then the password to the end of the line, in a text about cracking",
    // (The text must be about cracking: a pot line itself holds no word.)
    keywords: ["hashcat", "potfile", ".pot", "john", "--show", "cracked"],
    wholeText: true,
    pattern:
      /(?:^|(?<=\r?\n|\\n))(?:(?<h>[0-9A-Fa-f]{32}|[0-9A-Fa-f]{40}|[0-9A-Fa-f]{64}|[0-9A-Fa-f]{128})|\[REDACTED\]):(?<p>[^\s:\\][^\r\n\\]{2,100}?)(?=[ \t]*(?:\r?\n|\\[nr"]|"|$))/gdm,
    secret: ["h", "p"],
    // (The hash goes with its plaintext: a 32-digit one may be an NT hash, which logs in.)
    accept: (_value, _group, match) => crackedPlain(match.groups!.p!),
  }),
  rule({
    id: "kerberos-ticket-base64",
    examples: {
      match: [
        "[*] base64(ticket.kirbi):\n\n      doIF«" +
        sample(100, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", 2561) +
        "\n      " +
        sample(100, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", 2562) + "»",
        "Rubeus.exe ptt /ticket:doIE«" +
        sample(80, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 2563) + "»",
      ],
      clean: ["public void doItNow() { return; }", "Rubeus.exe ptt /ticket:<base64>"],
    },
    description:
      "a Kerberos ticket as base64 (a `.kirbi`, KRB-CRED, always starting `doI`), with the lines Rubeus wraps it over: whoever holds it is the user until it expires (pass-the-ticket)",
    keywords: [],
    // (Found from its `I`, which code holds few of.)
    when: (text) => holdsWord(text, "doI", 2),
    wholeText: true,
    pattern:
      /(?<![A-Za-z0-9+\/])doI[A-H](?<t>[A-Za-z0-9+\/]{40,20000}={0,2}(?:(?:\r?\n|\\r?\\n)[ \t]{2,40}[A-Za-z0-9+\/]{40,400}={0,2}(?=[ \t]*(?:\r?\n|\\[nr"]|"|$)))*)/gd,
    secret: ["t"],
    accept: (value) => /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value),
  }),
];
