/**
 * Windows Credential Manager through PowerShell and the Win32 credential API (CredRead/
 * CredWrite/CredDelete). `cmdkey` cannot read a password back and takes it on argv, so both
 * directions go through PowerShell. The script travels as `-EncodedCommand` and carries no
 * secret; the secret travels on stdin.
 */
import type { CommandRunner, RunResult } from "../process.ts";
import { KeychainError } from "../errors.ts";
import type { SecretName, SecretStore } from "./types.ts";
import { keychainFailure, SERVICE } from "./_service.ts";

const LABEL = "Windows Credential Manager (PowerShell)";
const STORE = { label: LABEL, hint: "set CTX_KEYCHAIN=off to use the key file" };
/** Our scripts exit 3 when the credential does not exist. */
const NOT_FOUND = 3;

const PRELUDE = String.raw`$ErrorActionPreference = 'Stop'
Add-Type -TypeDefinition @"
using System;
using System.Runtime.InteropServices;
public static class CtxCred {
  [StructLayout(LayoutKind.Sequential, CharSet = CharSet.Unicode)]
  public struct CREDENTIAL {
    public int Flags; public int Type; public string TargetName; public string Comment;
    public System.Runtime.InteropServices.ComTypes.FILETIME LastWritten;
    public int CredentialBlobSize; public IntPtr CredentialBlob; public int Persist;
    public int AttributeCount; public IntPtr Attributes; public string TargetAlias; public string UserName;
  }
  [DllImport("advapi32.dll", CharSet = CharSet.Unicode, SetLastError = true)]
  static extern bool CredReadW(string target, int type, int flags, out IntPtr cred);
  [DllImport("advapi32.dll", CharSet = CharSet.Unicode, SetLastError = true)]
  static extern bool CredWriteW(ref CREDENTIAL cred, int flags);
  [DllImport("advapi32.dll", CharSet = CharSet.Unicode, SetLastError = true)]
  static extern bool CredDeleteW(string target, int type, int flags);
  [DllImport("advapi32.dll")]
  static extern void CredFree(IntPtr cred);
  public static string Read(string target) {
    IntPtr p;
    if (!CredReadW(target, 1, 0, out p)) return null;
    try {
      CREDENTIAL c = (CREDENTIAL)Marshal.PtrToStructure(p, typeof(CREDENTIAL));
      if (c.CredentialBlobSize == 0) return "";
      return Marshal.PtrToStringUni(c.CredentialBlob, c.CredentialBlobSize / 2);
    } finally { CredFree(p); }
  }
  public static void Write(string target, string secret) {
    byte[] bytes = System.Text.Encoding.Unicode.GetBytes(secret);
    CREDENTIAL c = new CREDENTIAL();
    c.Type = 1; c.TargetName = target; c.UserName = "${SERVICE}"; c.Persist = 2;
    c.CredentialBlobSize = bytes.Length;
    c.CredentialBlob = Marshal.AllocHGlobal(bytes.Length);
    try {
      Marshal.Copy(bytes, 0, c.CredentialBlob, bytes.Length);
      if (!CredWriteW(ref c, 0)) throw new System.ComponentModel.Win32Exception(Marshal.GetLastWin32Error());
    } finally { Marshal.FreeHGlobal(c.CredentialBlob); }
  }
  public static bool Delete(string target) { return CredDeleteW(target, 1, 0); }
}
"@
`;

/** The PowerShell script for one operation (never contains the secret). */
export function powershellScript(op: "get" | "set" | "delete", name: SecretName): string {
  const target = `'${SERVICE}:${name}'`;
  const body = {
    get: `$v = [CtxCred]::Read(${target}); if ($null -eq $v) { exit ${NOT_FOUND} }; ` +
      `[Console]::Out.Write($v)`,
    set: `$s = [Console]::In.ReadToEnd(); [CtxCred]::Write(${target}, $s)`,
    delete: `if ([CtxCred]::Delete(${target})) { exit 0 } else { exit ${NOT_FOUND} }`,
  }[op];
  return `${PRELUDE}${body}\n`;
}

/** Arguments for `powershell.exe` running `script` (UTF-16LE base64, as PowerShell expects). */
export function powershellArgs(script: string): string[] {
  const bytes = new Uint8Array(script.length * 2);
  for (let i = 0; i < script.length; i++) {
    const code = script.charCodeAt(i);
    bytes[i * 2] = code & 0xff;
    bytes[i * 2 + 1] = code >> 8;
  }
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return ["-NoProfile", "-NonInteractive", "-EncodedCommand", btoa(binary)];
}

export interface PowershellOptions {
  run: CommandRunner;
  timeoutMs: number;
}

/** A `SecretStore` over the Windows Credential Manager. */
export function windowsStore(options: PowershellOptions): SecretStore {
  const call = (op: "get" | "set" | "delete", name: SecretName, stdin?: string) =>
    options.run("powershell.exe", powershellArgs(powershellScript(op, name)), {
      ...(stdin === undefined ? {} : { stdin }),
      timeoutMs: options.timeoutMs,
    });
  return {
    kind: "keychain",
    label: LABEL,
    async get(name) {
      const result = await call("get", name);
      if (result.code === 0) return result.stdout || undefined;
      if (result.code === NOT_FOUND) return undefined;
      throw failure("read", name, result);
    },
    async set(name, value) {
      const result = await call("set", name, value);
      if (result.code !== 0) throw failure("save", name, result);
    },
    async delete(name) {
      const result = await call("delete", name);
      if (result.code === 0) return true;
      if (result.code === NOT_FOUND) return false;
      throw failure("delete", name, result);
    },
  };
}

/** True when PowerShell starts and answers within the timeout. */
export async function probePowershell(options: PowershellOptions): Promise<boolean> {
  try {
    const result = await options.run(
      "powershell.exe",
      ["-NoProfile", "-NonInteractive", "-Command", "exit 0"],
      { timeoutMs: options.timeoutMs },
    );
    return !result.timedOut && result.code === 0;
  } catch {
    return false;
  }
}

/** PowerShell's errors run over many lines: the first says what failed. */
function failure(what: string, name: SecretName, result: RunResult): KeychainError {
  return keychainFailure(STORE, what, name, result, result.stderr.trim().split("\n")[0]);
}
