/**
 * What the text around a name says about what follows it: code, not a value (docs/redaction.md,
 * "Real code as a standing clean corpus"). The assignment rules read these on a match they found.
 */

/**
 * True when the name ends a prompt's string (`getpass('Password: ')`, `input("Enter token: ")`):
 * the quote after `: ` closes the prompt, and what follows it is code (`)`, `,`), not a value.
 */
export function inPrompt(match: RegExpExecArray, at: number, name: string, value: string): boolean {
  if (!/^[)\],;+ \\]/.test(value)) return false;
  const q = /(['"])[\w ]{0,40}$/.exec(match.input.slice(Math.max(0, at - 41), at))?.[1];
  return q !== undefined && new RegExp(`^:[ \\t]+\\\\?${q}`).test(match[0].slice(name.length));
}

/**
 * True when the name of a `.properties`-looking line is an object's attribute in a program
 * (`self.passwd = password_mgr`, `this.password = value`): what follows is code, not a literal.
 */
export function ofAnObject(match: RegExpExecArray): boolean {
  const before = match.input.slice(Math.max(0, match.index - 80), match.index);
  return /(?:^|[\n"'\x60]|\\n)[ \t]*(?:self|this|cls)\.(?:\w+\.)*$/.test(before);
}

// Code where a value stands (docs/redaction.md, "Real code as a standing clean corpus"): a call
// (`cfg.get(`, `os.getcwd()`, `self.ftp.pwd()`), an index (`config[`, `auth[2]`), a parenthesised
// expression (`(self.password.encode(`) or a double negation (`!!pending`). A password is never
// a name with a call's or an index's brackets after it.
const CODE_VALUE =
  /^(?:(?:!!|\(+)[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\(?|[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\(\)?|\[(?:\d{1,4}|\w{1,40}|(?:'\w{0,40}'?|"\w{0,40}"?))?\]?))$/;

/**
 * True when `value` is code, not a literal (`CODE_VALUE`): what follows a name in a program. A
 * password with brackets typed after it (`Hunter22()`, `(Xy7Kq9Lm2`, `Summer2024[`) is no name.
 */
export function isCode(value: string): boolean {
  return CODE_VALUE.test(value) && !passwordName(value.replace(/^(?:!!|\(+)|[(\[].*$/g, ""));
}

/**
 * True when `name` (one part, no dots) is written as a password is: 8 characters or more with a
 * digit and both cases, and not a camel-cased identifier with a number at its end (`getItem2`,
 * `toBase64`). (`looksGenerated` in _positions.ts asks the same of a value; it imports _filters.ts, which
 * the rules reading this file import too.)
 */
function passwordName(name: string): boolean {
  return name.length >= 8 && !name.includes(".") && /\d/.test(name) && /[a-z]/.test(name) &&
    /[A-Z]/.test(name) && !/^[a-z]+(?:[A-Z][a-z]*)+\d{0,4}$/.test(name);
}
