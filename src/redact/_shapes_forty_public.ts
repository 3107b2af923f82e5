/**
 * Public key material a developer's machine prints (docs/redaction.md, "Corpus forty after it was
 * seen"): a check on a rule's findings, never a pass over the text, asked by `publicChecked` of
 * every rule. A value a rule found is let go when it is
 *
 * - an SSH public key's algorithm name (`ssh-ed25519`, `ecdsa-sha2-nistp256`, `sk-…@openssh.com`)
 *   with the key's base64 after it (git's `user.signingkey = ecdsa-sha2-nistp256 AAAA…`, an
 *   `allowed_signers` line): a name, and the key beside it public;
 * - part of a key's MD5 fingerprint as `ssh-keygen -E md5 -l` prints it (`MD5:` and 16 colon hex
 *   pairs): a digest of a public key.
 */
import { groupSpan } from "./_indices.ts";

// An SSH public key's algorithm name.
const SSH_KEY_TYPE =
  /^(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp(?:256|384|521)|sk-(?:ssh-ed25519|ecdsa-sha2-nistp256)@openssh\.com)$/;

// A public key's base64 after its algorithm name (every SSH key blob starts `AAAA`).
const KEY_BLOB_AFTER = /^[ \t]+AAAA[A-Za-z0-9+/]{12}/;

// An MD5 fingerprint's head just before the value, and the value its colon hex pairs.
const MD5_BEFORE = /\bMD5:(?:[0-9a-f]{2}:){0,15}$/i;
const HEX_PAIRS = /^(?:[0-9a-f]{2}:){0,15}[0-9a-f]{2}$/i;

/** True when `value`, found as group `group` of `match`, is public key material (see above). */
export function publicOnMachine(value: string, group: string, match: RegExpExecArray): boolean {
  const key = value.length >= 7 && value.length <= 40 && SSH_KEY_TYPE.test(value);
  const md5 = !key && value.length <= 47 && HEX_PAIRS.test(value);
  if (!key && !md5) return false;
  const at = groupSpan(match, group)?.[0];
  if (at === undefined) return false;
  const text = match.input;
  if (key) return KEY_BLOB_AFTER.test(text.slice(at + value.length, at + value.length + 40));
  return MD5_BEFORE.test(text.slice(Math.max(0, at - 60), at));
}
