/**
 * Secrets in code forms other rules do not read: a declaration with a type or a keyword between
 * the name and the value (VBA `Const DB_PASSWORD As String = "…"`, Ada `Pw : constant String :=
 * "…"`, ABAP `CONSTANTS lc_password TYPE string VALUE '…'`, COBOL `PIC X(16) VALUE '…'`, Bicep
 * `param pw string = '…'`, T-SQL `PASSWORD = N'…'`, C `char pass[] = "…"`), a `set` that names
 * its variable first (Tcl `set ftp_password "…"`, CMake `set(KEY "…" CACHE …)`, batch
 * `set "SQLPASS=…"`), a name and its value as two arguments (MATLAB `'Password','…'`, sbt
 * `Credentials(realm, host, user, "…")`), a literal wrapped in a call that marks it
 * (`SecretValue.unsafePlainText('…')`, a URL's password spliced in with `encodeURIComponent("…")`),
 * and an AutoHotkey hotstring that types a password (`::;pw::…`).
 */
import { ALNUM, HEX, sample } from "./_examples.ts";
import { looksLikeBareSecret } from "./_filters.ts";
import { looksGenerated } from "./_positions.ts";
import { anyRealValue, type Rule, rule } from "./_rule.ts";

const PW = sample(8, ALNUM, 3801) + "~" + sample(7, ALNUM, 3802);

// The secret word a name ends in (with a suffix of up to 20 word characters).
const WORD = String
  .raw`(?:password|passwd|pass|pwd|secret|token|api[_-]?key|private[_-]?key|server[_-]?key|license[_-]?key|auth[_-]?key)`;
// What stands between a name and its value in a typed declaration.
const TYPED = String
  .raw`(?:\[\][ \t]*=|[ \t]+As[ \t]+\w{1,20}[ \t]*=|[ \t]*:[ \t]*constant[ \t]+\w{1,20}[ \t]*:=|[ \t]+TYPE[ \t]+\w{1,20}[ \t]+VALUE|[ \t]+PIC[ \t]+[\w()]{1,20}[ \t]+VALUE|[ \t]+(?:string|securestring|str)[ \t]*=|[ \t]*=[ \t]*(?=N'))[ \t]*N?`;
const QUOTED = String.raw`(?:'(?<sq>[^'\r\n]{4,300})'|"(?<dq>[^"\r\n]{4,300})")`;

/** A value that reads as a password or a key (not a placeholder, a name, a sentence). */
function codeSecret(value: string): boolean {
  if (!anyRealValue(value) || /\s/.test(value) || /^[$%{]/.test(value)) return false;
  // A path or a secret's name (`prod/db/credentials`) is not its value.
  if (/^[\w.-]+(?:\/[\w.-]+)+$/.test(value) && !looksGenerated(value, 16)) return false;
  return looksGenerated(value, 8) || looksLikeBareSecret(value, 8) && /[A-Za-z]/.test(value);
}

/** The rules of this file, in the order they run (with the late rules). */
export const MORE_CODE_RULES: readonly Rule[] = [
  rule({
    id: "typed-declaration-secret",
    examples: {
      match: [
        'Private Const DB_PASSWORD As String = "«' + PW + '»"',
        'Bind_Password : constant String := "«' + PW + '»";',
        "CONSTANTS lc_password TYPE string VALUE '«" + PW + "»'.",
        "       01 WS-DB-PASSWORD  PIC X(16) VALUE '«" + PW + "»'.",
        "param sqlAdminPassword string = '«" + PW + "»'",
        "CREATE LOGIN [svc] WITH PASSWORD = N'«" + PW + "»', CHECK_POLICY = ON;",
        'char pass[] = "«' + PW + '»";',
      ],
      clean: [
        'Private Const DB_PASSWORD_PROMPT As String = "Enter the password"',
        "param sqlAdminPassword string",
        "CONSTANTS lc_password_len TYPE i VALUE 16.",
      ],
    },
    description:
      "a declaration with a type or a keyword between a secret name and its value: VBA `As String =`, Ada `: constant String :=`, ABAP `TYPE … VALUE`, COBOL `PIC … VALUE`, Bicep `param … string =`, T-SQL `N'…'`, C `char pass[] =`",
    keywords: ["pass", "pwd", "secret"],
    lineHas: /=|VALUE/gi,
    pattern: new RegExp(
      String.raw`(?:password|passwd|pass|pwd|secret)\w{0,20}\b${TYPED}${QUOTED}`,
      "gdi",
    ),
    secret: ["sq", "dq"],
    accept: (value) => codeSecret(value),
  }),
  rule({
    id: "set-command-secret",
    examples: {
      match: [
        'set ftp_password "«' + PW + '»"',
        'set(LICENSE_SERVER_KEY "«' + sample(48, HEX, 3803) + '»" CACHE STRING "license key")',
        'set "SQLPASS=«' + PW + '»"',
      ],
      clean: ['set ftp_password ""', 'set(API_KEY_HEADER "X-Api-Key")', 'set "SQLPASS=%1"'],
    },
    description:
      'a `set` that names a secret variable and then its value: Tcl `set ftp_password "…"`, CMake `set(KEY "…" …)`, batch `set "SQLPASS=…"`',
    keywords: ["set ", "set("],
    pattern: new RegExp(
      String
        .raw`\bset(?:[ \t]+|\([ \t]*)(?:\w{0,40}${WORD}\w{0,20}[ \t]+${QUOTED}|"\w{0,40}${WORD}\w{0,20}=(?<bq>[^"\r\n]{4,300})")`,
      "gdi",
    ),
    secret: ["sq", "dq", "bq"],
    accept: (value) => codeSecret(value),
  }),
  rule({
    id: "argument-pair-secret",
    examples: {
      match: [
        "opts = weboptions('Username','lab','Password','«" + PW + "»','Timeout',30);",
      ],
      clean: [
        "opts = weboptions('Username','lab','Password',pw,'Timeout',30);",
        'prompt("Password", "Enter your password")',
      ],
    },
    description:
      "a name and its value as two arguments (MATLAB `'Password','…'`), and the password of sbt's `Credentials(realm, host, user, password)`",
    keywords: ["password',", 'password",', "credentials("],
    pattern:
      /(?<q>['"])(?:password|passwd|secret|token|apikey|api_key)\k<q>[ \t]*,[ \t]*(?<q2>['"])(?<v>[^'"\r\n]{4,300})\k<q2>|\bCredentials\([ \t]*"[^"\r\n]{1,100}"[ \t]*,[ \t]*"[^"\r\n]{1,200}"[ \t]*,[ \t]*"[^"\r\n]{1,100}"[ \t]*,[ \t]*"(?<cv>[^"\r\n]{4,300})"[ \t]*\)/gdi,
    secret: ["v", "cv"],
    accept: (value) => codeSecret(value),
  }),
  rule({
    id: "marked-literal-secret",
    examples: {
      match: [
        "rds.Credentials.fromPassword('admin', SecretValue.unsafePlainText('«" + PW + "»'))",
        'mongoose.connect("mongodb://api:" + encodeURIComponent("«' + PW +
        '»") + "@mongo-0.internal:27017/shop");',
        "::;pw::«" + PW + "»",
      ],
      clean: [
        "SecretValue.unsafePlainText(props.password)",
        'const url = "https://example.org/search?q=" + encodeURIComponent("a b") + "&x=1";',
        "::;btw::by the way",
      ],
    },
    description:
      'a literal marked as a secret by the call around it (`SecretValue.unsafePlainText(\'…\')`), a URL\'s password spliced in (`"mongodb://user:" + encodeURIComponent("…") + "@…"`), an AutoHotkey hotstring that types a password (`::;pw::…`)',
    keywords: ["plaintext(", "encodeuricomponent(", "pw::", "pass::", "pwd::"],
    pattern:
      /\bunsafePlainText\([ \t]*(?:'(?<sq>[^'\r\n]{4,300})'|"(?<dq>[^"\r\n]{4,300})")|:\/\/[^\s"'\/:@]{1,64}:["'][ \t]*\+[ \t]*encodeURIComponent\([ \t]*(?:'(?<usq>[^'\r\n]{1,300})'|"(?<udq>[^"\r\n]{1,300})")\)[ \t]*\+[ \t]*["']@|(?<![^\n"])::[^:\s]{0,8}(?:pw|pass|pwd)::(?<hot>[^\s"\\]{6,200})/gdi,
    secret: ["sq", "dq", "usq", "udq", "hot"],
    accept: (value) => anyRealValue(value) && !/\s/.test(value),
  }),
];
