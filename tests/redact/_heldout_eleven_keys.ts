/**
 * Corpus eleven, keys and tokens that are not vendor keys: private keys (PEM, OpenSSH, PuTTY,
 * JWK, PGP) where they turn up, JWTs, session cookies, signing and HMAC secrets, OTP seeds —
 * and secrets wrapped over lines, split, or encoded (base64, hex, percent, JSON-escaped).
 */
import type { HeldOutSecret } from "./_heldout_make.ts";
import {
  ALNUM,
  armour,
  b64,
  BASE64,
  BASE64URL,
  g,
  guid,
  HEX,
  jwt,
  LOWER_DIGITS,
  opensshKey,
  pem,
  pwd,
  S,
  UPPER_DIGITS,
  urlPwd,
} from "./_heldout_eleven_make.ts";

/** A PGP armour line built at run time. */
function pgp(edge: "BEGIN" | "END"): string {
  return "-".repeat(5) + edge + " PGP PRIV" + "ATE KEY BLOCK" + "-".repeat(5);
}

export function keys(): HeldOutSecret[] {
  return [
    S("block", "rsa pem printed by cat", (_k, add) => {
      const p = pem("RSA ", 10);
      p.body.forEach(add);
      return `$ cat ~/.ssh/id_rsa\n${p.block}`;
    }),
    S("block", "pkcs8 pem in a yaml block scalar", (_k, add) => {
      const p = pem("", 8);
      p.body.forEach(add);
      return `tls:\n  key: |\n    ${p.block.split("\n").join("\n    ")}\n  cert: /etc/tls/cert.pem`;
    }),
    S("block", "ec pem in terraform heredoc", (_k, add) => {
      const p = pem("EC ", 4);
      p.body.forEach(add);
      return `resource "tls_locally_signed_cert" "x" {\n  ca_private_key_pem = <<-EOT\n    ${
        p.block.split("\n").join("\n    ")
      }\n  EOT\n}`;
    }),
    S("block", "openssh key in chat", (_k, add) => {
      const p = opensshKey(6);
      p.body.forEach(add);
      return `this is the deploy key, add it to the runner:\n\n${p.block}`;
    }),
    S("block", "openssh key inside github actions secret echo", (_k, add) => {
      const p = opensshKey(5);
      p.body.forEach(add);
      return `- name: ssh\n  run: |\n    mkdir -p ~/.ssh\n    cat > ~/.ssh/id_ed25519 <<'KEY'\n    ${
        p.block.split("\n").join("\n    ")
      }\n    KEY`;
    }),
    S("encoded", "pem in json with escaped newlines (service account)", (_k, add) => {
      const p = pem("", 6);
      p.body.forEach(add);
      return `{\n  "type": "service_account",\n  "project_id": "acme-prod",\n  "private_key_id": "${
        g(40, HEX)
      }",\n  "private_key": "${
        p.block.replace(/\n/g, "\\n")
      }\\n",\n  "client_email": "deployer@acme-prod.iam.gserviceaccount.com"\n}`;
    }),
    S("encoded", "pem in dotenv one line with literal \\n", (_k, add) => {
      const p = pem("RSA ", 5);
      p.body.forEach(add);
      return `GITHUB_APP_PRIVATE_KEY="${p.block.replace(/\n/g, "\\n")}"`;
    }),
    S("encoded", "pem base64-encoded whole in k8s secret", (_k, add) => {
      const p = pem("", 4);
      const enc = b64(p.block);
      // Past the encoded armour line (fixed), five slices of the encoded body.
      for (let i = 40; i < 40 + 5 * 64; i += 64) add(enc.slice(i, i + 64));
      return `data:\n  tls.key: ${enc}`;
    }),
    S("block", "pem with windows line endings", (_k, add) => {
      const p = pem("RSA ", 5, "\r\n");
      p.body.forEach(add);
      return p.block;
    }),
    S("block", "encrypted pem with passphrase nearby", (_k, add) => {
      const body = [g(64, BASE64), g(64, BASE64), g(64, BASE64), g(40, BASE64) + "=="];
      body.forEach(add);
      const pass = add(pwd());
      return `${armour("BEGIN", "RSA ")}\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,${
        g(32, "0123456789ABCDEF")
      }\n\n${body.join("\n")}\n${armour("END", "RSA ")}\n\npassphrase: ${pass}`;
    }),
    S("block", "putty ppk file", (_k, add) => {
      const priv = add(g(44, BASE64));
      return `PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key-20240612\nPublic-Lines: 2\nAAAAC3NzaC1lZDI1NTE5AAAAI${
        g(43, BASE64)
      }\nPrivate-Lines: 1\n${priv}\nPrivate-MAC: ${g(64, HEX)}`;
    }),
    S("block", "putty ppk rsa with several private lines", (_k, add) => {
      const lines = [g(64, BASE64), g(64, BASE64), g(64, BASE64), g(30, BASE64) + "="];
      lines.forEach(add);
      return `PuTTY-User-Key-File-2: ssh-rsa\nEncryption: none\nComment: rsa-key-20231102\nPublic-Lines: 1\nAAAAB3NzaC1yc2EAAAABJQAAAQEA${
        g(40, BASE64)
      }\nPrivate-Lines: 4\n${lines.join("\n")}\nPrivate-MAC: ${g(40, HEX)}`;
    }),
    S("block", "rsa jwk with private members", (k) =>
      JSON.stringify(
        {
          kty: "RSA",
          kid: g(8, HEX),
          use: "sig",
          n: g(342, BASE64URL),
          e: "AQAB",
          d: k(342, BASE64URL),
          p: k(171, BASE64URL),
          q: k(171, BASE64URL),
          dp: k(171, BASE64URL),
          dq: k(171, BASE64URL),
          qi: k(171, BASE64URL),
        },
        null,
        2,
      )),
    S(
      "block",
      "ec jwk d on one line",
      (k) =>
        `{"kty":"EC","crv":"P-256","x":"${g(43, BASE64URL)}","y":"${g(43, BASE64URL)}","d":"${
          k(43, BASE64URL)
        }"}`,
    ),
    S(
      "block",
      "oct jwk symmetric key",
      (k) => `const jwk = { kty: "oct", alg: "HS256", k: "${k(43, BASE64URL)}" };`,
    ),
    S("block", "pgp private key block", (_k, add) => {
      const lines = [g(64, BASE64), g(64, BASE64), g(64, BASE64), g(64, BASE64), g(33, BASE64)];
      lines.forEach(add);
      return `${pgp("BEGIN")}\n\n${lines.join("\n")}\n=${g(4, BASE64)}\n${pgp("END")}`;
    }),
    S("block", "ssh key pasted as one long line", (_k, add) => {
      const p = pem("RSA ", 6);
      p.body.forEach(add);
      return p.block.replace(/\n/g, " ");
    }),
    S(
      "vendor",
      "jwt hs256 in authorization header",
      (_k, add) =>
        `Authorization: Bearer ${
          jwt("HS256", { sub: "42", role: "admin", iat: 1718187751 }, add).token
        }`,
    ),
    S(
      "vendor",
      "jwt es256 in cookie",
      (_k, add) =>
        `Cookie: id_token=${
          jwt("ES256", { iss: "https://id.acme.example", sub: guid(), exp: 1718274151 }, add).token
        }; lang=en`,
    ),
    S(
      "vendor",
      "supabase service role jwt in env",
      (_k, add) =>
        `SUPABASE_SERVICE_ROLE_KEY=${
          jwt("HS256", {
            iss: "supabase",
            ref: g(20, "abcdefghijklmnopqrstuvwxyz"),
            role: "service_role",
            iat: 1700000000,
            exp: 2015576000,
          }, add).token
        }`,
    ),
    S(
      "vendor",
      "jwt in localStorage dump",
      (_k, add) =>
        `> localStorage.getItem("auth")\n'{"token":"${
          jwt("RS256", { sub: "u_" + g(10, LOWER_DIGITS), scope: "read write" }, add).token
        }","user":"dev"}'`,
    ),
    S("wrapped", "jwt wrapped by the terminal at 80 columns", (_k, add) => {
      const t = jwt("HS256", { sub: "svc-export", iat: 1718187751 }).token;
      const sig = t.slice(t.lastIndexOf(".") + 1);
      const cut = t.length - 20;
      add(sig.slice(0, sig.length - 20));
      add(t.slice(cut));
      return `token: ${t.slice(0, cut)}\n${t.slice(cut)}`;
    }),
    S(
      "assignment",
      "express session secret",
      (k) =>
        `app.use(session({ secret: "${k(48, ALNUM)}", resave: false, saveUninitialized: false }));`,
    ),
    S(
      "assignment",
      "flask secret key bytes",
      (k) => `app.secret_key = b'${k(32, "abcdef0123456789")}'`,
    ),
    S(
      "assignment",
      "rails cookie value",
      (k) => `Cookie: _acme_session=${k(200, BASE64)}--${k(40, HEX)}`,
    ),
    S(
      "assignment",
      "php session id in header",
      (k) => `Set-Cookie: PHPSESSID=${k(26, LOWER_DIGITS)}; path=/; HttpOnly`,
    ),
    S("assignment", "aspnet auth cookie", (k) => `.AspNetCore.Cookies=CfDJ8${k(300, BASE64URL)}`),
    S(
      "assignment",
      "github webhook secret in settings json",
      (k) =>
        `{"hook":{"config":{"url":"https://ci.acme.example/hook","content_type":"json","secret":"${
          k(40, HEX)
        }"}}}`,
    ),
    S(
      "assignment",
      "hmac signing key hex in go",
      (k) => `var hmacKey, _ = hex.DecodeString("${k(64, HEX)}")`,
    ),
    S("assignment", "signing secret for slack app", (k) => `SLACK_SIGNING_SECRET=${k(32, HEX)}`),
    S(
      "assignment",
      "otpauth uri",
      (k) =>
        `otpauth://totp/Acme:ops@acme.example?secret=${
          k(32, UPPER_DIGITS)
        }&issuer=Acme&algorithm=SHA1&digits=6&period=30`,
    ),
    S("assignment", "totp seed grouped in fours", (_k, add) => {
      const seed = [g(4, UPPER_DIGITS), g(4, UPPER_DIGITS), g(4, UPPER_DIGITS), g(4, UPPER_DIGITS)];
      add(seed.slice(0, 2).join(" "));
      add(seed.slice(2).join(" "));
      return `Can't scan the QR code? Enter this key instead: ${seed.join(" ")}`;
    }),
    S(
      "assignment",
      "encryption key for app data base64",
      (k) => `ENCRYPTION_KEY=${k(43, BASE64)}=`,
    ),
    S("assignment", "fernet key", (k) => `FERNET_KEY = "${k(43, BASE64URL)}="`),
    S("assignment", "laravel app key", (k) => `APP_KEY=base64:${k(43, BASE64)}=`),
    S("assignment", "nextauth secret", (k) => `NEXTAUTH_SECRET="${k(44, BASE64)}"`),
    S(
      "assignment",
      "ansible vault password file",
      (_k, add) => `$ cat ~/.vault_pass\n${add(pwd())}`,
    ),
    S(
      "assignment",
      "keystore password in gradle signing config",
      (_k, add) =>
        `signingConfigs {\n    release {\n        storeFile file("release.jks")\n        storePassword "${
          add(pwd())
        }"\n        keyAlias "upload"\n        keyPassword "${add(pwd())}"\n    }\n}`,
    ),
    S(
      "assignment",
      "java keytool storepass",
      (_k, add) =>
        `keytool -importcert -alias corp-ca -file ca.crt -keystore truststore.jks -storepass ${
          add(urlPwd())
        } -noprompt`,
    ),
    S(
      "assignment",
      "pkcs12 export with passout",
      (_k, add) =>
        `openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:${
          add(pwd())
        }`,
    ),
  ];
}
