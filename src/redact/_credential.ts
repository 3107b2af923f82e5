/**
 * Whether a value that nothing names could be a credential: the test shared by the rules that
 * find a value by what stands around it rather than by a name beside it (a line that announces
 * it, `_announced.ts`; a table column whose header says secret, `_table_columns.ts`).
 */
import { isDottedIdentifier, isNotASecret } from "./_filters.ts";
import { isCode } from "./_in_code.ts";
import { caseNoise, isUuid, mixedNoise } from "./_noise.ts";
import { looksGenerated } from "./_positions.ts";

/**
 * True when `value` is words of one case joined by `-`, `_` or `.`, each a word with a number
 * after it or a part of three characters at most (`web01-prod`, `build-20261128-7a`,
 * `api-k8s-prod-tls`, `srv01-rack2`, `myapp-tls2024`): a host's, a package's, a build's or a
 * resource's name, not a generated value (`k3j9-x2m8-q1zz`, a UUID).
 */
export function namesJoined(value: string): boolean {
  if (/[a-z]/.test(value) && /[A-Z]/.test(value)) return false;
  const parts = value.split(/[-_.]/);
  return parts.length > 1 &&
    parts.every((p) => /^(?:[A-Za-z]+\d*|\d+[A-Za-z]{0,2}|[A-Za-z0-9]{1,3})$/.test(p));
}

/**
 * True when `value`, alone on its line, could be a credential: 8 to 256 characters without a
 * space; a digit in it, or both cases changing as a random string's do; not a word or words joined
 * (`release-2024-06`, `at-least-12-characters`), a number, a date, a time, a version, a path, a
 * URL, an e-mail, a flag, a reference or code. A value of one case and no symbol needs two runs of
 * digits (`k3j9x2…`, not `ubuntu2204`); under a weak word (`key`, `pass `), it must look generated.
 */
export function credentialLike(value: string, strong: boolean): boolean {
  if (value.length < 8 || value.length > 256) return false;
  if (/[\s(){}\[\]<>;,"'\x60\\]/.test(value) || /^[-$%#&~\/.:=+*|!@^]/.test(value)) return false;
  // (A key and its value, `Domain:target=…`; a line that ends a sentence; a URL.)
  if (/^[A-Za-z_][\w.-]*[:=]|[:.]$/.test(value) || value.includes("://")) return false;
  // (A value a screen masked or cut short: `SG.****…r44c`, `shpat_••••82b2`.)
  if (/[*•●]{3}|…/.test(value)) return false;
  // (A time stamp or a date.)
  if (/\d{4}-\d\d-\d\d|\d{1,2}:\d\d:\d\d/.test(value)) return false;
  // (A commit's SHA, which a line about a token fix or a build's tag may hand over.)
  if (/^[0-9a-f]{40}$/.test(value)) return false;
  if (/^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/.test(value)) return false;
  // (A number, a date, a time, a phone number; a version; words and numbers joined.)
  if (/^[\d\W_]+$/.test(value) || /^v?\d+(?:\.\d+)+(?:[-+][\w.]+)?$/i.test(value)) return false;
  // (Words are of one case or capitalised: `COGpdPtm-cfDuSbRc` is no words joined.)
  if (/^(?:[A-Za-z][a-z]*|[A-Z]+|\d+)(?:[-_.](?:[A-Za-z][a-z]*|[A-Z]+|\d+))+$/.test(value)) {
    return false;
  }
  if (namesJoined(value)) return false;
  if (isNotASecret(value) || isDottedIdentifier(value) || isCode(value)) return false;
  if (isUuid(value)) return strong;
  if (!strong) return looksGenerated(value, 16) || mixedNoise(value, 10);
  if (!/\d/.test(value)) return caseNoise(value, 10);
  const symbol = /[^A-Za-z0-9]/.test(value);
  const cases = /[a-z]/.test(value) && /[A-Z]/.test(value);
  if (symbol || cases) return /[A-Za-z]/.test(value);
  // (One case and digits: hex, or digits in two runs or more among letters.)
  return /^[0-9a-f]{16,}$/i.test(value) ||
    value.length >= 10 && (value.match(/\d+/g)?.length ?? 0) >= 2 &&
      (value.match(/[A-Za-z]/g)?.length ?? 0) >= 3;
}
