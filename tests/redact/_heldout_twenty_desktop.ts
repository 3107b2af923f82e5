/**
 * Corpus twenty, Electron and Windows desktop: electron-builder's signing and publishing
 * variables, signtool and cmdkey commands, Windows `.reg` exports, Tauri's updater key, keys
 * bundled into an app's main process.
 */
import {
  type Alike,
  AWS_ID,
  B64,
  b64,
  B64URL,
  cases,
  cleanCases,
  DIGITS,
  draw,
  ghBody,
  type HeldOutClean,
  type HeldOutSecret,
  hex,
  hexOf,
  type Insertion,
  num,
  pass,
  pick,
  UPPER_DIGITS,
  user,
  uuid,
} from "./_heldout_twenty_make.ts";

const APPS = ["Notely", "Clipstack", "Waveform", "Ledgerly"];
const HEXU = "0123456789ABCDEF";

/** A REG_BINARY value as regedit exports it: comma-separated hex, wrapped with `\` at 25 bytes. */
function regBinary(bytes: string): string[] {
  const pairs = bytes.match(/../g) ?? [];
  const rows: string[] = [];
  for (let i = 0; i < pairs.length; i += 25) rows.push(pairs.slice(i, i + 25).join(","));
  return rows.map((r, i) => (i === 0 ? "" : "  ") + r + (i < rows.length - 1 ? ",\\" : ""));
}

/** An Entra ID client secret: three characters, a digit, `Q~` and 34 more. */
const entraSecret = () => draw(3) + draw(1, DIGITS) + "Q~" + draw(34, B64URL.replace("-", "~"));

const INSERTIONS: Insertion[] = [
  {
    label: "electron-builder signing variables",
    shape: "assignment",
    path: "electron-builder.env",
    make: (_k, add) => [
      "CSC_LINK=build/certs/win-codesign.pfx",
      `CSC_KEY_PASSWORD=${pass(add)}`,
      `WIN_CSC_KEY_PASSWORD=${pass(add)}`,
    ],
  },
  {
    label: "publish token for electron-builder",
    shape: "vendor",
    path: ".env.release",
    make: (_k, add) => [`GH_TOKEN=ghp_${ghBody(add)}`, "EP_DRAFT=true"],
  },
  {
    label: "npm token for private packages",
    shape: "vendor",
    path: ".npmrc",
    make: (_k, add) => [
      "@acme:registry=https://registry.npmjs.org/",
      `//registry.npmjs.org/:_authToken=npm_${ghBody(add)}`,
    ],
  },
  {
    label: "signtool with the pfx password",
    shape: "command",
    path: "signtool sign /f … /p …",
    term: true,
    make: (_k, add) => [
      `signtool sign /fd SHA256 /f C:\\certs\\codesign.pfx /p ${pass(add)} ` +
      `/tr http://timestamp.digicert.com /td SHA256 dist\\${pick(APPS)}Setup.exe`,
      "Done Adding Additional Store",
      `Successfully signed: dist\\${pick(APPS)}Setup.exe`,
    ],
  },
  {
    label: "cmdkey adds a stored credential",
    shape: "command",
    path: "cmdkey /add",
    term: true,
    make: (_k, add) => [
      `cmdkey /add:fileserver.corp.local /user:CORP\\${user()} /pass:${pass(add)}`,
      "CMDKEY: Credential added successfully.",
    ],
  },
  {
    label: "registry export with a plain password",
    shape: "assignment",
    path: "updater-settings.reg",
    make: (_k, add) => [
      "Windows Registry Editor Version 5.00",
      "",
      `[HKEY_CURRENT_USER\\Software\\Acme\\${pick(APPS)}\\Sync]`,
      `"ServerUrl"="https://sync.acme.io"`,
      `"UserName"="${user()}"`,
      `"Password"="${pass(add)}"`,
    ],
  },
  {
    label: "registry export with a binary secret, wrapped",
    shape: "wrapped",
    path: "proxy-auth.reg",
    make: (_k, add) => {
      const rows = regBinary(hexOf(draw(num(30, 40))));
      for (const row of rows) add(row.trim().replace(/,\\$/, ""));
      return [
        "Windows Registry Editor Version 5.00",
        "",
        "[HKEY_CURRENT_USER\\Software\\Acme\\Proxy]",
        `"AuthBlob"=hex:${rows[0]}`,
        ...rows.slice(1),
      ];
    },
  },
  {
    label: "Tauri updater signing key",
    shape: "encoded",
    path: ".github/workflows/tauri.yml",
    make: (_k, add) => {
      const key = `untrusted comment: rsign encrypted secret key\n${draw(num(200, 220), B64)}\n`;
      return [
        "      env:",
        `        TAURI_SIGNING_PRIVATE_KEY: ${add(b64(key))}`,
        `        TAURI_SIGNING_PRIVATE_KEY_PASSWORD: ${pass(add)}`,
      ];
    },
  },
  {
    label: "OpenAI key bundled in the main process",
    shape: "vendor",
    path: "src/main/ai.ts",
    make: (k) => [
      'import OpenAI from "openai";',
      "",
      `const client = new OpenAI({ apiKey: "sk-proj-${k(74, B64URL)}T3BlbkFJ${k(74, B64URL)}" });`,
      "export default client;",
    ],
  },
  {
    label: "Anthropic key in the preload script",
    shape: "vendor",
    path: "src/preload.js",
    make: (k) => [
      "contextBridge.exposeInMainWorld('config', {",
      `  anthropicKey: 'sk-ant-api03-${k(93, B64URL)}AA',`,
      "  model: 'claude-sonnet-4-5',",
      "});",
    ],
  },
  {
    label: "Azure Trusted Signing client secret",
    shape: "assignment",
    path: ".env.signing",
    make: (_k, add) => [
      `AZURE_TENANT_ID=${uuid()}`,
      `AZURE_CLIENT_ID=${uuid()}`,
      `AZURE_CLIENT_SECRET=${add(entraSecret())}`,
    ],
  },
  {
    label: "update bucket keys for electron-updater",
    shape: "vendor",
    path: "electron-builder.yml",
    make: (k) => [
      "publish:",
      "  provider: s3",
      "  bucket: acme-desktop-updates",
      "# exported before `electron-builder -p always`:",
      `#   AWS_ACCESS_KEY_ID=AKIA${k(16, AWS_ID)}`,
      `#   AWS_SECRET_ACCESS_KEY=${k(40, B64)}`,
    ],
  },
  {
    label: "PowerShell secure string from a literal",
    shape: "command",
    path: "scripts/sign.ps1",
    make: (_k, add) => [
      `$pw = ConvertTo-SecureString -String "${pass(add)}" -Force -AsPlainText`,
      "Import-PfxCertificate -FilePath .\\codesign.pfx -CertStoreLocation Cert:\\CurrentUser\\My -Password $pw",
    ],
  },
  {
    label: "notarization password printed by the build",
    shape: "output",
    path: "npm run dist:mac",
    term: true,
    make: (_k, add) => [
      "  • electron-builder  version=25.1.8 os=24.1.0",
      "  • signing         file=dist/mac-arm64/App.app identityName=Developer ID Application",
      `  • notarizing      appleId=${user()}@acme.io appleIdPassword=${add(appPass())} teamId=${
        draw(10, UPPER_DIGITS)
      }`,
    ],
  },
  {
    label: "license server URL with a password",
    shape: "url",
    path: "src/main/license.ts",
    make: (_k, add) => [
      `const LICENSE_URL = "https://app:${pass(add)}@licenses.acme.io/v2/activate";`,
      "export async function activate(seat: string) {",
      "  return fetch(`${LICENSE_URL}?seat=${seat}`);",
      "}",
    ],
  },
  {
    label: "Sentry token in the Electron forge config",
    shape: "vendor",
    path: "forge.config.js",
    make: (k) => [
      "plugins: [",
      "  new SentryPlugin({",
      `    authToken: 'sntryu_${k(64, hexLower)}',`,
      "    org: 'acme', project: 'desktop',",
      "  }),",
      "],",
    ],
  },
];

const hexLower = "0123456789abcdef";
const appPass = () => [0, 1, 2, 3].map(() => draw(4, "abcdefghijklmnopqrstuvwxyz")).join("-");

const ALIKES: Alike[] = [
  {
    label: "signtool with a certificate thumbprint",
    path: "signtool sign /sha1",
    term: true,
    make: () => [
      `signtool sign /sha1 ${draw(40, HEXU)} /fd SHA256 /tr http://timestamp.digicert.com dist\\${
        pick(APPS)
      }.exe`,
      "Successfully signed",
    ],
  },
  {
    label: "cmdkey list",
    path: "cmdkey /list",
    term: true,
    make: () => [
      "Currently stored credentials:",
      "",
      "    Target: Domain:target=fileserver.corp.local",
      "    Type: Domain Password",
      `    User: CORP\\${user()}`,
    ],
  },
  {
    label: "registry export of window settings",
    path: "window.reg",
    make: () => [
      "Windows Registry Editor Version 5.00",
      "",
      `[HKEY_CURRENT_USER\\Software\\Acme\\${pick(APPS)}]`,
      `"InstallId"="{${uuid().toUpperCase()}}"`,
      `"WindowPlacement"=hex:${regBinary(hex(40))[0]}`,
      `"LastVersion"="${num(1, 9)}.${num(0, 20)}.${num(0, 99)}"`,
    ],
  },
  {
    label: "electron-builder config with env references",
    path: "electron-builder.yml",
    make: () => [
      `appId: com.acme.${pick(APPS).toLowerCase()}`,
      "win:",
      "  certificateSubjectName: Acme Ltd",
      `  certificateSha1: ${draw(40, HEXU)}`,
      "mac:",
      "  notarize:",
      `    teamId: ${draw(10, UPPER_DIGITS)}`,
    ],
  },
  {
    label: "latest.yml with update hashes",
    path: "dist/latest.yml",
    make: () => [
      `version: ${num(1, 4)}.${num(0, 30)}.${num(0, 9)}`,
      "files:",
      `  - url: ${pick(APPS)}-Setup.exe`,
      `    sha512: ${draw(86, B64)}==`,
      `    size: ${num(80000000, 120000000)}`,
      `releaseDate: '2026-11-${String(num(10, 27))}T10:${num(10, 59)}:00.000Z'`,
    ],
  },
  {
    label: "env template with placeholders",
    path: ".env.example",
    make: () => [
      "CSC_LINK=",
      "CSC_KEY_PASSWORD=changeme",
      "GH_TOKEN=<github token with repo scope>",
      `APPLE_TEAM_ID=${draw(10, UPPER_DIGITS)}`,
    ],
  },
  {
    label: "Tauri updater public key",
    path: "src-tauri/tauri.conf.json",
    make: () => [
      '  "plugins": {',
      '    "updater": {',
      `      "endpoints": ["https://releases.acme.io/{{target}}/{{current_version}}"],`,
      '      "pubkey": "see keys/updater.pub"',
      "    }",
      "  },",
      `  "identifier": "com.acme.${pick(APPS).toLowerCase()}"`,
    ],
  },
];

export const buildDesktop = (): HeldOutSecret[] => cases(INSERTIONS);
export const buildCleanDesktop = (): HeldOutClean[] => cleanCases(ALIKES);
