/**
 * Corpus fourteen, clean look-alikes of the other families: public keys and certificates wrapped
 * like the secret blocks, encoded forms of public data, ciphertext and hashes, references to
 * secrets without their values, ids of records, messages and builds, and values public by design.
 */
import {
  ALNUM,
  b64,
  b64u,
  BASE64,
  BASE64URL,
  BECH32,
  C,
  d,
  DIGITS,
  fold,
  gzB64,
  type HeldOutClean,
  HEX,
  hexId,
  hexOf,
  LOWER,
  LOWER_DIGITS,
  pct,
  UPPER_DIGITS,
  uuid,
} from "./_heldout_fourteen_make.ts";

/** A public armour block of `kind` with `lines` body lines of 64 base64 characters. */
const publicBlock = (kind: string, lines: number, lead = ""): string =>
  [
    `-----BEGIN ${kind}-----`,
    ...Array.from({ length: lines }, () => d(64, BASE64)),
    `-----END ${kind}-----`,
  ]
    .map((l) => lead + l).join("\n");

const NIX32 = "0123456789abcdfghijklmnpqrsvwxyz";
const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZ" + "abcdefghijkmnopqrstuvwxyz";

export function cleanIdsAndForms(): HeldOutClean[] {
  return [
    C(
      "wrapped: a certificate in a YAML | block",
      `tls:\n  crt: |\n${publicBlock("CERTIFICATE", 6, "    ")}`,
    ),
    C(
      "wrapped: a public key block quoted in chat",
      `this is the server's public key:\n${publicBlock("PUBLIC KEY", 4, "> ")}`,
    ),
    C(
      "wrapped: a PGP public key block",
      `-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n${fold(d(192, BASE64), 64).join("\n")}\n=${
        d(4, BASE64)
      }\n-----END PGP PUBLIC KEY BLOCK-----`,
    ),
    C(
      "wrapped: a PGP signed message's signature",
      `-----BEGIN PGP SIGNATURE-----\n\n${fold(d(128, BASE64), 64).join("\n")}\n=${
        d(4, BASE64)
      }\n-----END PGP SIGNATURE-----`,
    ),
    C(
      "wrapped: an SSH2 public key from ssh.com",
      `---- BEGIN SSH2 PUBLIC KEY ----\nComment: "rsa-key-20251104"\n${
        fold(d(140, BASE64), 70).join("\n")
      }\n---- END SSH2 PUBLIC KEY ----`,
    ),
    C(
      "wrapped: a CSR folded by a terminal",
      `$ cat req.csr\n${publicBlock("CERTIFICATE REQUEST", 5)}`,
    ),
    C(
      "wrapped: an SRI hash folded across lines",
      `<script src="/app.js"\n  integrity="sha384-${
        d(64, BASE64)
      }"\n  crossorigin="anonymous"></script>`,
    ),
    C(
      "wrapped: a public key as a JS string concatenation",
      `const PUBLIC_KEY =\n  "${d(30, BASE64)}" +\n  "${
        d(30, BASE64)
      }"; // verify-only, published in the docs`,
    ),
    C(
      "wrapped: an age public recipient in a .sops.yaml",
      `creation_rules:\n  - path_regex: secrets/.*\n    age: age1${d(58, BECH32)}`,
    ),
    C(
      "encoded: base64 of a JWT header alone",
      `the header decodes fine: ${
        b64u(JSON.stringify({ alg: "RS256", kid: d(16, LOWER_DIGITS), typ: "JWT" }))
      }`,
    ),
    C(
      "encoded: base64 of a public config",
      `kind: ConfigMap\nbinaryData:\n  features.json: ${
        b64(JSON.stringify({ darkMode: true, maxUpload: 25, region: "eu-west-1" }))
      }`,
    ),
    C(
      "encoded: a data: URI of an SVG icon",
      `background: url("data:image/svg+xml;base64,${
        b64(
          `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${
            d(2, DIGITS)
          } 16"><path d="M0 0h16v16H0z"/></svg>`,
        )
      }");`,
    ),
    C(
      "encoded: a tiny PNG data URI",
      `<img src="data:image/png;base64,${
        "iVBORw0KGgoAAAANSUhEUg" + "AAAAEAAAABCAYAAAAfFcSJ" + "AAAADUlEQVR42mNk"
      }${d(12, BASE64)}AAAAAElFTkSuQmCC">`,
    ),
    C(
      "encoded: a percent-encoded redirect_uri",
      `https://auth.example.com/authorize?client_id=web&redirect_uri=${
        pct("https://app.example.com/callback?from=" + d(6, LOWER))
      }&state=${d(22, BASE64URL)}&code_challenge=${d(43, BASE64URL)}&code_challenge_method=S256`,
    ),
    C(
      "encoded: hex of a greeting",
      `$ xxd -p greeting.txt\n${hexOf(`hello, ${d(5, LOWER)} world\n`)}`,
    ),
    C(
      "encoded: \\u-escaped Japanese text in JSON",
      `{"message": "\\u30d1\\u30b9\\u30ef\\u30fc\\u30c9\\u3092\\u5909\\u66f4\\u3057\\u307e\\u3057\\u305f", "id": "${uuid()}"}`,
    ),
    C(
      "encoded: gzip+base64 of a public release note",
      `notes.gz.b64: ${
        gzB64(`Release ${d(2, DIGITS)}.${d(1, DIGITS)}: faster search, fewer crashes.\n`)
      }`,
    ),
    C(
      "encoded: a percent-encoded search query",
      `GET /search?q=${pct("how to rotate a postgres password " + d(3, DIGITS))}&page=2`,
    ),
    C(
      "ciphertext: an Ansible vault blob",
      `db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  ${fold(d(160, HEX), 80).join("\n  ")}`,
    ),
    C(
      "ciphertext: a SOPS value",
      `password: ENC[AES256_GCM,data:${d(24, BASE64)},iv:${d(43, BASE64)}=,tag:${
        d(22, BASE64)
      }==,type:str]`,
    ),
    C("ciphertext: a sealed secret", `spec:\n  encryptedData:\n    password: AgB${d(300, BASE64)}`),
    C("ciphertext: a KMS ciphertext blob", `CiphertextBlob: AQICAHh${d(180, BASE64)}`),
    C(
      "ciphertext: an age armoured file",
      `-----BEGIN AGE ENCRYPTED FILE-----\n${
        fold(d(128, BASE64), 64).join("\n")
      }\n-----END AGE ENCRYPTED FILE-----`,
    ),
    C(
      "hash: /etc/shadow line",
      `deploy:$6$${d(16, "./" + ALNUM)}$${d(86, "./" + ALNUM)}:19700:0:99999:7:::`,
    ),
    C(
      "hash: an Argon2 hash in a user row",
      `(42, 'ana@example.com', '$argon2id$v=19$m=65536,t=3,p=4$${d(22, BASE64)}$${d(43, BASE64)}')`,
    ),
    C("hash: a Django PBKDF2 hash", `pbkdf2_sha256$870000$${d(22)}$${d(43, BASE64)}=`),
    C(
      "hash: a Git LFS pointer",
      `version https://git-lfs.github.com/spec/v1\noid sha256:${hexId(64)}\nsize ${d(7, DIGITS)}`,
    ),
    C("hash: a Nix store path", `/nix/store/${d(32, NIX32)}-openssl-3.0.15/bin/openssl`),
    C("hash: a go.sum line", `github.com/acme/lib v1.4.2 h1:${d(43, BASE64)}=`),
    C("hash: npm integrity in a lockfile", `"integrity": "sha512-${d(86, BASE64)}=="`),
    C(
      "hash: a certificate fingerprint with colons",
      `SHA256 Fingerprint=${Array.from({ length: 32 }, () => d(2, HEX).toUpperCase()).join(":")}`,
    ),
    C("hash: ssh-keygen -lf output", `256 SHA256:${d(43, BASE64)} ana@laptop (ED25519)`),
    C(
      "hash: gpg --list-keys fingerprint",
      `pub   ed25519 2024-03-01 [SC]\n      ${
        d(40, HEX).toUpperCase()
      }\nuid           [ultimate] Ana <ana@example.com>`,
    ),
    C("id: IPFS CIDv0", `ipfs cat Qm${d(44, BASE58)}`),
    C(
      "id: a Bitcoin address",
      `send the refund to bc1q${d(38, BECH32)}`,
    ),
    C("id: Stripe customer and charge ids", `cus_${d(14)} was charged ch_${d(24)} twice`),
    C(
      "id: a ULID and a KSUID",
      `order ${d(26, "0123456789ABCDEFGHJKMNPQRSTVWXYZ")} / event ${d(27)}`,
    ),
    C("id: request ids with prefixes", `x-request-id: req_${d(24)}\ncf-ray: ${hexId(16)}-FRA`),
    C(
      "id: S3 ETag and version id",
      `"ETag": "\\"${hexId(32)}\\"",\n"VersionId": "${d(32, BASE64URL)}"`,
    ),
    C(
      "id: a Secrets Manager ARN with its suffix",
      `arn:aws:secretsmanager:eu-west-1:${d(12, DIGITS)}:secret:prod/db/password-${d(6)}`,
    ),
    C("id: a Vault lease id", `lease_id: database/creds/readonly/${d(24)}`),
    C("id: a Tailscale node key (public)", `nodekey:${hexId(64)}`),
    C(
      "id: a WireGuard peer's public key",
      `[Peer]\nPublicKey = ${d(43, BASE64)}=\nAllowedIPs = 10.8.0.2/32`,
    ),
    C(
      "id: webpack chunk and CSS module hashes",
      `main.${hexId(20)}.js  vendor.${hexId(20)}.js  .button_${d(5, BASE64URL)}`,
    ),
    C(
      "public: a PostHog project key in the browser snippet",
      `posthog.init('phc_${d(43)}', { api_host: 'https://eu.posthog.com' })`,
    ),
    C(
      "public: a reCAPTCHA site key",
      `<div class="g-recaptcha" data-sitekey="6L${d(38, BASE64URL)}"></div>`,
    ),
    C(
      "public: a Stripe publishable key in a script tag",
      `<script>const stripe = Stripe("pk_live_${d(99)}");</script>`,
    ),
    C("public: a Google Analytics measurement id", `gtag('config', 'G-${d(10, UPPER_DIGITS)}');`),
    C(
      "reference: a secret from the environment in code",
      `api_key = os.environ["VENDOR_API_KEY"]\nclient = Vendor(api_key=api_key, timeout=30)`,
    ),
    C(
      "reference: a compose file with ${VAR}",
      `environment:\n  POSTGRES_PASSWORD: \${POSTGRES_PASSWORD:?set it in .env}\n  POSTGRES_USER: app`,
    ),
    C("reference: an Ansible variable", `mysql_root_password: "{{ vault_mysql_root_password }}"`),
    C(
      "reference: kubectl create secret from a shell variable",
      `kubectl create secret generic db --from-literal=password="$DB_PASSWORD" --dry-run=client -o yaml`,
    ),
    C(
      "reference: mysql prompting for the password",
      `$ mysql -u root -p\nEnter password:\nWelcome to the MySQL monitor.`,
    ),
    C(
      "reference: .env.example placeholders",
      `STRIPE_SECRET_KEY=sk_test_your_key_here\nDATABASE_URL=postgres://user:password@localhost:5432/app\nSESSION_SECRET=changeme`,
    ),
    C("reference: a 1Password secret reference", `DB_PASSWORD=op://Engineering/Prod DB/password`),
    C(
      "reference: a GitHub Actions secret expression",
      `env:\n  NPM_TOKEN: \${{ secrets.NPM_TOKEN }}\n  TURBO_TEAM: acme`,
    ),
    C(
      "reference: an Azure Key Vault reference",
      `@Microsoft.KeyVault(SecretUri=https://acme-kv.vault.azure.net/secrets/DbPassword/${
        hexId(32)
      })`,
    ),
    C("masked: a password field in a UI copy", `Password: ••••••••••••  [Show]  [Copy]`),
    C(
      "masked: heroku config with a masked value",
      `=== acme-api Config Vars\nDATABASE_URL: postgres://u${
        d(6, LOWER_DIGITS)
      }:********@ec2-3-250-1-1.eu-west-1.compute.amazonaws.com:5432/d${d(8, LOWER_DIGITS)}`,
    ),
    C(
      "command: docker images with ids",
      `REPOSITORY   TAG     IMAGE ID       CREATED\nacme/api     2.4.1   ${
        hexId(12)
      }   2 days ago\nacme/web     2.4.1   ${hexId(12)}   2 days ago`,
    ),
    C(
      "command: git log --oneline",
      `${hexId(7)} fix: rotate keys without downtime\n${hexId(7)} chore: bump deps\n${
        hexId(7)
      } feat: add audit log`,
    ),
    C(
      "command: pip hash output",
      `$ pip hash acme-1.2.0.tar.gz\nacme-1.2.0.tar.gz:\n--hash=sha256:${hexId(64)}`,
    ),
    C(
      "command: openssl rand without its output",
      `$ openssl rand -hex 32 > .secret && chmod 600 .secret && wc -c .secret\n65 .secret`,
    ),
    C(
      "code: a test asserting a secret is redacted",
      `expect(log).not.toContain(process.env.API_KEY);\nexpect(log).toContain("[REDACTED]");`,
    ),
    C("code: a regex for a token format", `const TOKEN_RE = /^ghp_[A-Za-z0-9]{36}$/;`),
    C(
      "config: a public OIDC discovery document",
      `{"issuer":"https://auth.example.com","jwks_uri":"https://auth.example.com/.well-known/jwks.json","id_token_signing_alg_values_supported":["RS256"]}`,
    ),
    C(
      "config: a JWKS with only public parts",
      `{"keys":[{"kty":"RSA","kid":"${d(16, LOWER_DIGITS)}","use":"sig","n":"${
        d(342, BASE64URL)
      }","e":"AQAB"}]}`,
    ),
  ];
}
