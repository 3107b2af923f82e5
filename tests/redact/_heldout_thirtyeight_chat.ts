/**
 * Corpus thirty-eight, chat, wrapped and encoded values: secrets of this subject as people and
 * assistants write them in messages — a token in a sentence, an assistant repeating a key back,
 * keys cut by a terminal's width or a mail client, a value split over string concatenation, base64
 * and percent-encoded forms, a key block inside a JSON string of a Terraform state, and keys
 * pasted from a password manager's note.
 */
import { type Insertion } from "./_heldout_thirtyeight_boxes.ts";
import { combine } from "./_heldout_thirtyeight_boxes.ts";
import {
  akamaiId,
  ALNUM,
  armour,
  B64,
  b64,
  B64URL,
  draw,
  type HeldOutSecret,
  hex,
  host,
  keyB64,
  num,
  pick,
  tunnelToken,
  zone,
} from "./_heldout_thirtyeight_make.ts";

/** `s` cut into pieces of `width` characters (a short tail joins the last), each recorded. */
function cut(add: (p: string) => string, s: string, width: number): string[] {
  const parts: string[] = [];
  for (let i = 0; i < s.length; i += width) parts.push(s.slice(i, i + width));
  const tail = parts[parts.length - 1]!;
  if (parts.length > 1 && (tail.match(/[A-Za-z0-9]/g) ?? []).length < 8) {
    const last = parts.pop()!;
    parts[parts.length - 1] += last;
  }
  return parts.map(add);
}

const INSERTIONS: readonly Insertion[] = [
  {
    label: "Cloudflare token in a sentence",
    shape: "vendor",
    make: (_k, add) => [
      `ok I made a new token with Zone:DNS:Edit on ${zone()} only, it's cfut_${
        add(draw(40) + hex(8))
      } — can you write the certbot ini for it?`,
    ],
  },
  {
    label: "assistant repeating a Global API key",
    shape: "vendor",
    make: (k) => [
      `The request fails because \`X-Auth-Key\` expects the Global API key, and the value you passed (\`${
        k(37, "0123456789abcdef")
      }\`) is being sent together with an API token header. Use one scheme: either the Global key with \`X-Auth-Email\`, or only \`Authorization: Bearer\`.`,
    ],
  },
  {
    label: "Porkbun keys from a Slack thread",
    shape: "vendor",
    make: (_k, add) => [
      `> **Dana** ${num(1, 12)}:${num(10, 59)} PM`,
      `> new porkbun keys for the registrar automation:`,
      `> api: pk1_${add(hex(64))}`,
      `> secret: sk1_${add(hex(64))}`,
      `> please put them in the vault and not in the repo this time`,
    ],
  },
  {
    label: "TSIG secret cut by a narrow terminal",
    shape: "wrapped",
    make: (_k, add) => [
      `key "acme-update" {`,
      `  algorithm hmac-sha512;`,
      `  secret "${cut(add, keyB64(64), 40).join("\n")}";`,
      `};`,
    ],
  },
  {
    label: "Akamai client secret over two quoted mail lines",
    shape: "wrapped",
    make: (_k, add) => {
      const [a, b] = cut(add, draw(43, B64) + "=", 24);
      return [
        `> On ${num(2, 27)} Nov, ${pick(["Priya", "Marc", "Yuki"])} wrote:`,
        `> here are the API client credentials for the property manager, client secret`,
        `> ${a}`,
        `> ${b}`,
        `> host and tokens are in the .edgerc template I sent earlier.`,
      ];
    },
  },
  {
    label: "Origin CA key wrapped at 80 columns",
    shape: "wrapped",
    make: (_k, add) => {
      const parts = cut(add, `${hex(24)}-${hex(146)}`, 80);
      return [`ORIGIN_CA_KEY=v1.0-${parts[0]}`, ...parts.slice(1)];
    },
  },
  {
    label: "Fastly token split over string concatenation",
    shape: "wrapped",
    make: (_k, add) => {
      const [a, b] = cut(add, draw(32, B64URL), 16);
      return [
        `const FASTLY_TOKEN =`,
        `  "${a}" +`,
        `  "${b}";`,
        `await fetch(\`https://api.fastly.com/service/\${SERVICE}/purge_all\`, { method: "POST", headers: { "Fastly-Key": FASTLY_TOKEN } });`,
      ];
    },
  },
  {
    label: "base64 of an .edgerc in a Kubernetes Secret",
    shape: "encoded",
    make: (_k, add) => {
      const edgerc = [
        `[default]`,
        `client_secret = ${draw(43, B64)}=`,
        `host = akab-${akamaiId()}.luna.akamaiapis.net`,
        `access_token = akab-${akamaiId()}`,
        `client_token = akab-${akamaiId()}`,
      ].join("\n");
      return [
        `apiVersion: v1`,
        `kind: Secret`,
        `metadata: { name: edgerc }`,
        `data:`,
        `  .edgerc: ${add(b64(edgerc))}`,
      ];
    },
  },
  {
    label: "percent-encoded dyndns password",
    shape: "encoded",
    make: (_k, add) => {
      const pw = `${draw(6)}${pick(["@", "/", "#", "&"])}${draw(6)}${pick(["+", "=", "?"])}${
        draw(4)
      }`;
      return [
        `the updater URL from the router UI, note it encoded my password:`,
        `https://nas%40${zone()}:${
          add(encodeURIComponent(pw))
        }@dynupdate.no-ip.com/nic/update?hostname=${host()}`,
      ];
    },
  },
  {
    label: "GoDaddy key pair in a shell heredoc",
    shape: "assignment",
    make: (k) => [
      `cat > ~/.config/godaddy.env <<'EOF'`,
      `GODADDY_API_KEY=${k(num(32, 36), ALNUM + "_")}`,
      `GODADDY_API_SECRET=${k(22)}`,
      `EOF`,
    ],
  },
  {
    label: "key block in a Terraform state string",
    shape: "block",
    make: (k) => {
      const body = [k(64, B64), k(64, B64), k(64, B64), k(40, B64) + "=="];
      return [
        `      "attributes": {`,
        `        "algorithm": "ECDSA",`,
        `        "ecdsa_curve": "P384",`,
        `        "private_key_pem": "${
          [armour("EC ", false), ...body, armour("EC ", true)].join("\\n")
        }\\n",`,
        `        "public_key_fingerprint_sha256": "SHA256:${draw(43, B64)}"`,
        `      }`,
      ];
    },
  },
  {
    label: "password manager note pasted",
    shape: "assignment",
    make: (k) => [
      `Title: ${zone()} registrar`,
      `Username: ${pick(["hostmaster", "billing"])}@${zone()}`,
      `Password: ${k(num(14, 20))}`,
      `Auth code (transfer): ${k(16, ALNUM + "!#%&")}`,
      `Notes: 2FA on Dana's phone`,
    ],
  },
  {
    label: "hex of a TSIG key from xxd",
    shape: "encoded",
    make: (_k, add) => [
      `$ echo -n "$TSIG" | base64 -d | xxd -p -c 64`,
      add(hex(64)),
    ],
  },
  {
    label: "tunnel token printed alone",
    shape: "encoded",
    make: (_k, add) => [
      `$ cloudflared tunnel token ${pick(["edge", "homelab", "office"])}`,
      add(tunnelToken()),
    ],
  },
  {
    label: "Fastly token pasted bare",
    shape: "output",
    make: (k) => [k(32, B64URL)],
  },
];

/** The chat cases: each insertion in two containers. */
export function buildChat(): HeldOutSecret[] {
  return combine(INSERTIONS, 2);
}
