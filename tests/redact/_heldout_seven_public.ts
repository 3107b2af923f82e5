/**
 * Held-out corpus seven (see _heldout_seven.ts), clean: public keys and certificates, keys that
 * are public by design (publishable, site and project keys, DSNs), and base64 of what is not a
 * secret (images, fonts, source maps, file contents, CA bundles). Each must come out byte for
 * byte.
 */
import type { HeldOutClean } from "./_heldout_make.ts";
import { ALNUM, b64, b64url, base64, C, digits, g, hex, uuid } from "./_heldout_seven_make.ts";

const certBody = () => Array.from({ length: 12 }, () => b64(64)).join("\n") + "\n" + b64(28) + "==";
const cert = () => "-----BEGIN CERTIFICATE-----\n" + certBody() + "\n-----END CERTIFICATE-----";
const ed = () => "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + b64(43);
const rsaPub = () => "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + b64(510);
const bech = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
const caPem = cert();
const readme =
  "# acme-web\n\nThe storefront. Run `npm ci && npm run dev`, open http://localhost:5173.\n\n## Deploy\n\nMerging to main deploys to staging; tags deploy to production.\n";
const readmeB64 = base64(readme).replace(/(.{60})/g, "$1\\n");
const sourceMap = base64(
  JSON.stringify({
    version: 3,
    sources: ["../src/index.ts"],
    names: [],
    mappings: "AAAA,SAAS,GAAG" + g(60, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefgh,;"),
  }),
);

export const SEVEN_PUBLIC_CLEAN: readonly HeldOutClean[] = [
  C("ssh ed25519 public key", `$ cat ~/.ssh/id_ed25519.pub\n${ed()} dana@laptop`),
  C(
    "authorized keys",
    `$ cat ~/.ssh/authorized_keys\n${rsaPub()} ci@runner-01\n${ed()} dana@laptop`,
  ),
  C(
    "known hosts hashed",
    `|1|${b64(27)}=|${
      b64(27)
    }= ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB${b64(88)}=`,
  ),
  C(
    "github deploy key add",
    `$ gh repo deploy-key add ~/.ssh/deploy.pub --title "ci deploy"\n✓ Deploy key added to acme/web\n${ed()} deploy@acme`,
  ),
  C("certificate pem", `$ cat /etc/ssl/certs/acme-root.pem\n${caPem}`),
  C(
    "openssl x509 text",
    `$ openssl x509 -in server.crt -noout -fingerprint -sha256 -serial\nsha256 Fingerprint=${
      hex(64).toUpperCase().match(/../g)!.join(":")
    }\nserial=${hex(32).toUpperCase()}`,
  ),
  C(
    "public key pem",
    `-----BEGIN PUBLIC KEY-----\n${b64(64)}\n${b64(64)}\n${b64(64)}\n${b64(64)}\n${b64(64)}\n${
      b64(64)
    }\n${b64(8)}\n-----END PUBLIC KEY-----`,
  ),
  C(
    "pgp public key block",
    `-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n${
      Array.from({ length: 8 }, () => b64(64)).join("\n")
    }\n=${b64(4)}\n-----END PGP PUBLIC KEY BLOCK-----`,
  ),
  C(
    "wireguard peer public key",
    `[Peer]\nPublicKey = ${
      b64(43)
    }=\nEndpoint = vpn.acme.dev:51820\nAllowedIPs = 10.8.0.0/24\nPersistentKeepalive = 25`,
  ),
  C("age recipient", `$ sops --encrypt --age age1${g(58, bech)} secrets.yaml > secrets.enc.yaml`),
  C(
    "minisign public key",
    `untrusted comment: minisign public key ${hex(16).toUpperCase()}\nRW${b64(54)}`,
  ),
  C(
    "jwks document",
    `{"keys":[{"kty":"RSA","use":"sig","kid":"${hex(40)}","alg":"RS256","n":"${
      b64url(342)
    }","e":"AQAB"}]}`,
  ),
  C(
    "kubeconfig ca data",
    `clusters:\n- cluster:\n    certificate-authority-data: ${
      base64(caPem + "\n")
    }\n    server: https://10.0.0.10:6443\n  name: kind-dev`,
  ),
  C(
    "stripe publishable key",
    `<script>\n  const stripe = Stripe("pk_live_${g(99, ALNUM)}");\n</script>`,
  ),
  C(
    "mapbox public token",
    `mapboxgl.accessToken = "pk.eyJ1IjoiYWNtZSIsImEiOiJ${b64url(20)}In0.${b64url(22)}";`,
  ),
  C(
    "recaptcha site key",
    `<div class="g-recaptcha" data-sitekey="6L${g(38, ALNUM + "-_")}"></div>`,
  ),
  C(
    "posthog project key",
    `posthog.init("phc_${g(43, ALNUM)}", { api_host: "https://eu.i.posthog.com" });`,
  ),
  C(
    "sentry dsn in frontend",
    `Sentry.init({\n  dsn: "https://${hex(32)}@o${digits(6)}.ingest.de.sentry.io/${
      digits(16)
    }",\n  tracesSampleRate: 0.1,\n});`,
  ),
  C("vapid public key", `const applicationServerKey = urlBase64ToUint8Array("B${b64url(86)}");`),
  C(
    "png data url",
    `background-image: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA${
      b64(180)
    }AAAAAElFTkSuQmCC");`,
  ),
  C(
    "woff2 font data url",
    `@font-face {\n  font-family: "Inter";\n  src: url(data:font/woff2;base64,d09GMgABAAAAA${
      b64(300)
    }) format("woff2");\n}`,
  ),
  C(
    "svg data url",
    `<img src="data:image/svg+xml;base64,${
      base64(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 2L2 22h20z"/></svg>',
      )
    }" alt="">`,
  ),
  C("source map data url", `//# sourceMappingURL=data:application/json;base64,${sourceMap}`),
  C(
    "github api file content",
    `{\n  "name": "README.md",\n  "path": "README.md",\n  "sha": "${
      hex(40)
    }",\n  "encoding": "base64",\n  "content": "${readmeB64}"\n}`,
  ),
  C(
    "base64 of json config",
    `$ echo '${
      base64(JSON.stringify({ region: "eu-west-1", replicas: 3, features: ["search", "export"] }))
    }' | base64 -d\n${
      JSON.stringify({ region: "eu-west-1", replicas: 3, features: ["search", "export"] })
    }`,
  ),
  C(
    "kubernetes configmap binary data",
    `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: favicon\nbinaryData:\n  favicon.ico: AAABAAEAEBAAAAEAIABoBAAAFgAAACgAAAAQAAAAIAAAAAEAIAAAAAAAAAQ${
      b64(120)
    }==`,
  ),
  C(
    "saml metadata certificate",
    `<ds:X509Certificate>${b64(64)}${b64(64)}${b64(64)}${b64(64)}${b64(20)}==</ds:X509Certificate>`,
  ),
  C(
    "csp nonce and hashes",
    `Content-Security-Policy: script-src 'self' 'nonce-${b64(22)}==' 'sha256-${
      b64(43)
    }='; object-src 'none'`,
  ),
  C(
    "tls fingerprint pin",
    `ssl_trusted_certificate /etc/nginx/ca.pem;\n# pin-sha256="${b64(43)}="`,
  ),
  C(
    "azure tenant and client ids",
    `AZURE_TENANT_ID=${uuid()}\nAZURE_CLIENT_ID=${uuid()}\nAZURE_SUBSCRIPTION_ID=${uuid()}\n# the client secret comes from the federated credential, not from here`,
  ),
  C(
    "google oauth client id",
    `<meta name="google-signin-client_id" content="${digits(12)}-${
      g(32, "abcdefghijklmnopqrstuvwxyz0123456789")
    }.apps.googleusercontent.com">`,
  ),
  C(
    "aws account and access key listing masked",
    `$ aws configure list\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                     prod           manual    --profile\naccess_key     ****************${
      g(4, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    } shared-credentials-file\nsecret_key     ****************${
      g(4, ALNUM)
    } shared-credentials-file\n    region                eu-west-1      config-file    ~/.aws/config`,
  ),
];
