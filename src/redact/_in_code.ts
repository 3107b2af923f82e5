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
