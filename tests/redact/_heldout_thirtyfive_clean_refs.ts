/**
 * Corpus thirty-five's clean placeholders and references: `.env.example` files, CI and Kubernetes
 * references to where a secret is kept, password-manager and vault paths, documentation's
 * placeholder keys, masked values, public certificates and host keys of an SFTP or AS2 partner,
 * AS2 MIC digests — text that names a secret and holds none.
 */
import {
  B64,
  C,
  digits,
  draw,
  envFiller,
  type HeldOutClean,
  hex,
  num,
  pick,
} from "./_heldout_thirtyfive_make.ts";

const VARS = [
  "GOOGLE_MAPS_SERVER_KEY",
  "MAPBOX_SECRET_TOKEN",
  "HERE_API_KEY",
  "FEDEX_SECRET_KEY",
  "UPS_CLIENT_SECRET",
  "EASYPOST_API_KEY",
  "SHIPPO_API_TOKEN",
  "SAMSARA_API_TOKEN",
  "AMADEUS_CLIENT_SECRET",
  "DUFFEL_ACCESS_TOKEN",
  "DOORDASH_SIGNING_SECRET",
  "WMS_SFTP_PASSWORD",
];
const v = () => pick(VARS);

/** A public certificate block (the partner's AS2 certificate: public by design). */
function certificate(): string {
  const body = Array.from({ length: num(8, 14) }, () => draw(64, B64));
  return [
    "-----BEGIN CERTIFICATE-----",
    ...body,
    draw(num(20, 50), B64) + "=",
    "-----END CERTIFICATE-----",
  ].join("\n");
}

/** The clean placeholders and references. */
export function buildCleanRefs(): HeldOutClean[] {
  const out: HeldOutClean[] = [];
  for (let i = 0; i < 3; i++) {
    const names = [v(), v(), v()];
    out.push(
      C(
        `.env.example with empty values ${i + 1}`,
        [...envFiller(num(4, 9)), ...names.map((n) => `${n}=`)].join("\n"),
      ),
    );
  }
  const forms: readonly (readonly [string, (n: string) => string])[] = [
    [
      "GitHub Actions secret reference",
      (n) => `      env:\n        ${n}: \${{ secrets.${n} }}\n        NODE_ENV: production`,
    ],
    [
      "Kubernetes secretKeyRef",
      (n) =>
        `        - name: ${n}\n          valueFrom:\n            secretKeyRef:\n              name: carriers-${
          num(1, 9)
        }\n              key: ${n.toLowerCase()}`,
    ],
    [
      "1Password reference",
      (n) =>
        `${n}=op://Logistics/${n.split("_")[0]}/${pick(["credential", "client_secret", "token"])}`,
    ],
    [
      "SSM parameter read",
      (n) =>
        `$ export ${n}=$(aws ssm get-parameter --name /prod/${n.toLowerCase()} --with-decryption --query Parameter.Value --output text)`,
    ],
    [
      "Vault read with no output",
      (n) =>
        `$ vault kv get -field=${n.toLowerCase()} secret/${pick(["carriers", "maps", "travel"])}/${
          pick(["prod", "staging"])
        }\n$ echo $?\n0`,
    ],
    [
      "process.env lookups",
      (n) =>
        `const key = process.env.${n};\nif (!key) throw new Error("${n} is not set; see docs/setup.md");`,
    ],
    ["shell parameter expansion", (n) => `: "\${${n}:?set ${n} in .envrc (ask #ops for access)}"`],
    [
      "Terraform sensitive variable",
      (n) => `variable "${n.toLowerCase()}" {\n  type      = string\n  sensitive = true\n}`,
    ],
    [
      "documentation placeholder",
      (n) =>
        `Set ${n} to the value from the provider's dashboard, for example \`${n}=YOUR_${n}_HERE\`.`,
    ],
    [
      "masked value in a dashboard",
      (n) =>
        `${n}  ••••••••••••${
          pick(["", "  (last rotated " + num(2, 90) + " days ago)"])
        }  [Reveal] [Rotate]`,
    ],
    [
      "docs URL with a placeholder key",
      (n) =>
        `curl "https://maps.googleapis.com/maps/api/geocode/json?address=${
          pick(["Berlin", "Leeds"])
        }&key=YOUR_API_KEY"  # the docs' example; ours comes from ${n}`,
    ],
    [
      "angle-bracket placeholder",
      (n) => `${n}=<paste the ${pick(["sandbox", "production"])} value here>`,
    ],
  ];
  forms.forEach(([label, make], i) => {
    for (let j = 0; j < 2; j++) {
      out.push(C(`${label} ${j + 1}`, make(VARS[(i * 2 + j) % VARS.length]!)));
    }
  });
  out.push(
    C("partner AS2 certificate", `$ cat certs/partner-public.pem\n${certificate()}`),
    C(
      "AS2 certificate in a chat",
      `this is their public cert, do we import it as the encryption cert?\n\n${certificate()}`,
    ),
    C(
      "SFTP host key in known_hosts",
      `sftp.${pick(["3pl-north", "wms-east"])}.net ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${
        draw(43, B64)
      }`,
    ),
    C(
      "AS2 MDN with a MIC digest",
      [
        `Content-Type: message/disposition-notification`,
        `Original-Message-ID: <${digits(13)}.${num(1, 99)}@as2.freightly.io>`,
        `Received-Content-MIC: ${draw(43, B64)}=, sha-256`,
        `Disposition: automatic-action/MDN-sent-automatically; processed`,
      ].join("\n"),
    ),
    C(
      "secret rotation note",
      `rotated the Shippo and EasyPost keys on ${
        num(1, 28)
      }.11, new ones are in 1Password under "Carriers" (ticket OPS-${digits(4)})`,
    ),
    C(
      "webhook delivery ids",
      `delivery ${hex(8)}-${hex(4)} status 200\ndelivery ${hex(8)}-${
        hex(4)
      } status 200\nx-request-id ${hex(32)}`,
    ),
  );
  return out;
}
