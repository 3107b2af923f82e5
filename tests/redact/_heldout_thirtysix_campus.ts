/**
 * Corpus thirty-six, university IT: Shibboleth IdP `secrets.properties` and `credentials/` keys,
 * eduroam RADIUS shared secrets, EZproxy's `user.txt`, LDAP binds, research computing accounts
 * (Slurm REST tokens, MUNGE keys, Kerberos keytabs, a cluster user's GitHub token).
 */
import {
  B64,
  b64,
  B64URL,
  DIGITS,
  draw,
  epoch,
  expand,
  type HeldOutSecret,
  HEX,
  hex,
  humanPass,
  jwt,
  LOWER_DIGITS,
  num,
  pass,
  pemBlock,
  person,
  pick,
  school,
  type Template,
  wrapValue,
} from "./_heldout_thirtysix_make.ts";
import { tokenChecksum } from "./_heldout_make.ts";

const TEMPLATES: readonly Template[] = [
  ["assignment", "Shibboleth IdP secrets.properties", (k, add) =>
    [
      "# This is a reserved spot for most properties containing passwords or other secrets.",
      `idp.sealer.storePassword = ${pass(add)}`,
      `idp.sealer.keyPassword = ${pass(add)}`,
      `idp.authn.LDAP.bindDNCredential = ${pass(add)}`,
      `idp.persistentId.salt = ${k(num(32, 44))}`,
    ].join("\n")],
  ["block", "Shibboleth IdP signing key under credentials/", (k, _add, i) =>
    [
      "[root@idp credentials]# ls",
      "idp-backchannel.crt  idp-encryption.crt  idp-encryption.key  idp-signing.crt  idp-signing.key",
      "[root@idp credentials]# cat idp-signing.key",
      ...pemBlock(k, "", 9 + i * 2),
    ].join("\n")],
  ["block", "eduroam RADIUS clients.conf", (k) =>
    [
      `client ${pick(["wlc-core", "ap-library", "ap-halls", "nro-tld1"])} {`,
      `    ipaddr = 10.${num(0, 255)}.${num(0, 255)}.0/24`,
      `    secret = ${k(num(16, 28))}`,
      "    shortname = eduroam-ap",
      "    nastype = other",
      "}",
    ].join("\n")],
  [
    "command",
    "radtest with a user's password and the shared secret",
    (k, add) =>
      `$ radtest ${person()}@${school()}.edu '${humanPass(add)}' 127.0.0.1 0 ${k(num(16, 24))}`,
  ],
  ["output", "EZproxy user.txt", (_k, add) =>
    [
      "# user.txt",
      `libadmin:${pass(add)}:admin`,
      `walkin:${pass(add)}`,
      "::LDAP",
      `URL ldaps://ldap.${school()}.edu/ou=people,dc=${school()},dc=edu?uid`,
      "/LDAP",
    ].join("\n")],
  ["assignment", "Slurm REST API token exported on a login node", (k) => {
    const now = epoch();
    const token = jwt(k, { exp: now + 1800, iat: now, sun: person().replace(".", "") }, "HS256");
    return `export SLURM_JWT=${token}\ncurl -H "X-SLURM-USER-TOKEN: $SLURM_JWT" localhost:6820/slurm/v0.0.40/jobs`;
  }],
  [
    "encoded",
    "MUNGE key shown in base64",
    (_k, add) => `[root@hpc-head ~]# base64 -w0 /etc/munge/munge.key\n${add(b64(draw(128, B64)))}`,
  ],
  ["wrapped", "Kerberos keytab pasted in base64, wrapped", (_k, add) => {
    const keytab = b64(draw(180, B64));
    return [
      `here's the keytab for HTTP/research.${school()}.edu so you can test:`,
      ...wrapValue(add, keytab, 76),
    ].join("\n");
  }],
  ["vendor", "cluster user's GitHub token in a clone URL", (_k, add) => {
    const body = draw(30);
    const token = add(`ghp_${body}${tokenChecksum(body)}`);
    return `[${person()}@hpc-login1 ~]$ git clone https://${token}@github.com/${school()}-lab/pipeline.git`;
  }],
  [
    "url",
    "research storage WebDAV mount with credentials",
    (_k, add) =>
      `mount -t davfs https://${person()}:${pass(add)}@webdav.research.${school()}.edu/groups/${
        draw(6, LOWER_DIGITS)
      } /mnt/lab`,
  ],
  [
    "command",
    "ldapsearch binding as the IdP's service account",
    (_k, add) =>
      `ldapsearch -H ldaps://ldap.${school()}.edu -D "cn=shib-bind,ou=services,dc=${school()},dc=edu" -w '${
        pass(add)
      }' "(uid=${person()})" mail`,
  ],
  ["assignment", "JupyterHub crypt key and proxy token", (k) =>
    [
      `c.JupyterHub.bind_url = "https://jupyter.${school()}.edu"`,
      `c.ConfigurableHTTPProxy.auth_token = "${k(64, HEX)}"`,
      `c.CryptKeeper.keys = ["${k(64, HEX)}"]`,
    ].join("\n")],
  ["output", "research account welcome mail with a first password", (_k, add) =>
    [
      `Subject: Your account on the ${school()} research cluster`,
      "",
      `Username: ${person().replace(".", "")}`,
      `Temporary password: ${humanPass(add)}`,
      `Allocation: ${hex(6)} (${num(5000, 90000)} core-hours)`,
    ].join("\n")],
  [
    "vendor",
    "Google Maps key in the campus map's page source",
    (k) =>
      `<script src="https://maps.googleapis.com/maps/api/js?key=AIza${
        k(35, B64URL)
      }&callback=initCampusMap&libraries=places" async></script>`,
  ],
  ["vendor", "SendGrid key of the school newsletter", (k) =>
    [
      `# newsletter/settings.py (${school()} family bulletin)`,
      `EMAIL_HOST_PASSWORD = "SG.${k(22, B64URL)}.${k(43, B64URL)}"`,
      'EMAIL_HOST_USER = "apikey"',
    ].join("\n")],
  [
    "vendor",
    "Slack bot token of the IT alerts bot",
    (k) =>
      `alerts bot for #campus-outages uses xoxb-${k(12, DIGITS)}-${k(13, DIGITS)}-${
        k(24)
      } (posted by ${person()})`,
  ],
  ["vendor", "Stripe secret key of the tuition payments page", (k) =>
    [
      `// payments/${school()}-tuition.ts`,
      `const stripe = new Stripe("sk_live_${k(99)}", { apiVersion: "2025-09-30" });`,
    ].join("\n")],
];

/** The university IT cases: each template three times. */
export function buildCampus(): HeldOutSecret[] {
  return expand(TEMPLATES, 3);
}
