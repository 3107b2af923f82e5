/**
 * How held-out corpus thirty-three is written (see _heldout_thirtythree.ts): its seeded stream,
 * case builders and the small parts its family files share — generated passwords, JWTs, private
 * key blocks, base32 seeds, names of tenants, realms and hosts. Every random character, in a
 * secret and in the text around it alike, comes from one stream, so the corpus is the same on
 * every run under THIRTYTHREE_SEED and different in every piece under another seed.
 */
import {
  type Add,
  b64,
  b64u,
  corpusKit,
  DIGITS,
  type HeldOutClean,
  type HeldOutSecret,
  LOWER,
  LOWER_DIGITS,
  type Piece,
  type Shape,
  UPPER,
} from "./_heldout_make.ts";
import { ALNUM, BASE64 as B64, BASE64URL as B64URL, HEX, UPPER_DIGITS as B32 } from "./_fakes.ts";

export type { Add, HeldOutClean, HeldOutSecret, Piece, Shape };
export { ALNUM, B32, B64, b64, b64u, B64URL, DIGITS, HEX, LOWER, LOWER_DIGITS, UPPER };

export const THIRTYTHREE_SEED = 33033;

const kit = corpusKit(THIRTYTHREE_SEED, ALNUM);
/** The corpus's stream (reset, draw, num, pick, hex) and case builders (S, C), bound to it. */
export const { reset, draw, num, pick, hex, S, C } = kit;

/** A v4-looking UUID. */
export const uuid = (): string => kit.uuid(pick(["8", "9", "a", "b"]));

/** Upper-case hex of `n` characters (a thumbprint, a serial). */
export const HEXU = "0123456789ABCDEF";

/** What one case keeps the same wherever it says it (its prompt, its hosts), cleared per case. */
const sameInCase = new Map<string, string>();

/** The value `key` has in the current case, made by `make` the first time. */
export function inCase(key: string, make: () => string): string {
  let v = sameInCase.get(key);
  if (v === undefined) sameInCase.set(key, v = make());
  return v;
}

/** `n` secret cases of one template, labelled `label (1)` … `label (n)`. */
export function many(
  shape: Shape,
  label: string,
  n: number,
  build: (k: Piece, add: Add, i: number) => string,
): HeldOutSecret[] {
  return Array.from(
    { length: n },
    (_, i) =>
      S(shape, `${label} (${i + 1})`, (k, a) => {
        sameInCase.clear();
        return build(k, a, i);
      }),
  );
}

/** `n` clean cases of one template, labelled `label (1)` … `label (n)`. */
export function manyClean(label: string, n: number, make: (i: number) => string): HeldOutClean[] {
  return Array.from({ length: n }, (_, i) => {
    sameInCase.clear();
    return C(`${label} (${i + 1})`, make(i));
  });
}

/** A generated password as one piece: letters and digits around one symbol. */
export function pass(add: Add): string {
  return add(
    draw(num(7, 10)) + pick(["!", "#", "-", "_", ".", "*", "%", "@", "$"]) + draw(num(5, 8)),
  );
}

/** A person's chosen password as one piece: a word, digits, a symbol and random letters. */
export function humanPass(add: Add): string {
  const word = pick(["Winter", "Falcon", "Orchid", "Granite", "Harbor", "Maple", "Cobalt"]);
  return add(word + draw(4, DIGITS) + pick(["!", "?", "#", "$"]) + draw(4));
}

/** Signature length of a JWT by its algorithm. */
const SIG: Record<string, number> = { HS256: 43, ES256: 86, RS256: 342 };

/** A JWT of `alg` whose claims are `claims`; its signature is a piece. */
export function jwt(k: Piece, claims: Record<string, unknown>, alg = "RS256"): string {
  const head = b64u(JSON.stringify({ alg, kid: draw(20, B64URL), typ: "JWT" }));
  return `${head}.${b64u(JSON.stringify(claims))}.${k(SIG[alg]!, B64URL)}`;
}

/** The armour of a PEM private key block of `kind` ("RSA ", "EC ", "ENCRYPTED ", "" …). */
export function armour(kind: string, end: boolean): string {
  return `-----${end ? "END" : "BEGIN"} ${kind}PRIVATE KEY-----`;
}

/** A private key block's lines: every body line a piece. */
export function pemBlock(k: Piece, kind: string, lines: number, indent = ""): string[] {
  const body: string[] = [];
  for (let i = 0; i < lines - 1; i++) body.push(indent + k(64, B64));
  body.push(indent + k(num(20, 60), B64) + "=");
  return [indent + armour(kind, false), ...body, indent + armour(kind, true)];
}

/** A public certificate's lines (clean: no private part), `lines` body lines. */
export function certBlock(lines: number, indent = ""): string[] {
  const body = Array.from(
    { length: lines - 1 },
    (_, i) => indent + (i ? draw(64, B64) : "MII" + draw(61, B64)),
  );
  body.push(indent + draw(num(20, 60), B64) + "=");
  const edge = (e: string) => `${indent}-----${e} CERTIFICATE-----`;
  return [edge("BEGIN"), ...body, edge("END")];
}

/** A company's short name. */
export function org(): string {
  return pick([
    "acme",
    "northwind",
    "globex",
    "initech",
    "umbrella",
    "contoso",
    "fabrikam",
    "hooli",
  ]) +
    pick(["", "-corp", "-labs", "-eu", "-dev", "-prod"]);
}

/** A host under a company's domain, the same for the same `what` throughout a case. */
export function host(
  what = pick(["sso", "idp", "auth", "login", "vault", "ldap", "dc01", "ca"]),
): string {
  return inCase(
    `host ${what}`,
    () => `${what}.${org()}.${pick(["com", "io", "net", "internal", "local"])}`,
  );
}

/** A person's login. */
export function user(): string {
  return pick(["jdoe", "asmith", "mgarcia", "lchen", "pnovak", "rkumar", "ewilson", "tnguyen"]) +
    draw(num(0, 2), DIGITS);
}

/** A shell prompt, the same throughout a case. */
export function prompt(): string {
  return inCase("prompt", () =>
    pick([
      "$ ",
      "% ",
      "❯ ",
      `${user()}@${pick(["bastion", "admin01", "laptop", "jump"])}:~$ `,
    ]));
}

/** An ISO timestamp of November 2026. */
export function stamp(): string {
  const d = Date.UTC(2026, 10, num(1, 27), num(0, 23), num(0, 59), num(0, 59), num(0, 999));
  return new Date(d).toISOString();
}

/** `s` cut after `at` characters into two pieces (a value a terminal or an editor wrapped). */
export function split2(add: Add, s: string, at: number): [string, string] {
  return [add(s.slice(0, at)), add(s.slice(at))];
}

/** A Vault service token (`hvs.` and 91 characters) as a piece. */
export function vaultToken(add: Add): string {
  return add("hvs.CAESI" + draw(86, ALNUM + "_-"));
}

/** An Okta API token (`00` and 40 characters) as a piece. */
export function oktaToken(add: Add): string {
  return add("00" + draw(40, ALNUM + "_-"));
}

/** An Entra ID client secret as a piece: three characters, a digit, `Q~` and 34 more. */
export function entraSecret(add: Add): string {
  const tail = ALNUM + "_.~-";
  return add(draw(3, tail) + draw(1, DIGITS) + "Q~" + draw(34, tail));
}

/** A Keycloak `rsa-generated` key component as a realm export writes it; `privateKey` is given. */
export function keyComponent(privateKey: string): Record<string, unknown> {
  return {
    id: uuid(),
    name: "rsa-generated",
    providerId: "rsa-generated",
    subComponents: {},
    config: {
      privateKey: [privateKey],
      keyUse: ["SIG"],
      certificate: ["MIIC" + draw(num(900, 960), B64)],
      priority: ["100"],
    },
  };
}
