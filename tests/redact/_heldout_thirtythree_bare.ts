/**
 * Corpus thirty-three, values with no name beside them: what a person pastes into the chat after
 * an admin console showed it once — a client secret alone on a line, a token in a sentence, a
 * table of environments, an assistant's answer repeating a value.
 */
import {
  ALNUM,
  B32,
  B64,
  B64URL,
  draw,
  entraSecret,
  type HeldOutSecret,
  HEX,
  many,
  num,
  oktaToken,
  org,
  pick,
  uuid,
  vaultToken,
} from "./_heldout_thirtythree_make.ts";

const OPENERS = [
  "ok the portal only shows it once, pasting it here so we don't lose it:",
  "this is what came back:",
  "copied from the admin console:",
  "new one after the rotation:",
  "here you go",
];

export function buildBare(): HeldOutSecret[] {
  return [
    ...many(
      "output",
      "Entra secret value alone on a line",
      3,
      (_k, add) => `${pick(OPENERS)}\n\n${entraSecret(add)}\n\nwhere do I put it in the pipeline?`,
    ),
    ...many(
      "output",
      "a 32-character Keycloak secret alone",
      2,
      (k) => `${pick(OPENERS)}\n${k(32)}\n`,
    ),
    ...many(
      "vendor",
      "Okta token in a sentence",
      2,
      (_k, add) =>
        `Use ${oktaToken(add)} for the migration script for now, I'll revoke it tomorrow.`,
    ),
    ...many(
      "vendor",
      "Vault token in a sentence",
      2,
      (_k, add) =>
        `I logged in and got ${
          vaultToken(add)
        } — can you write the policy so it only reads identity/*?`,
    ),
    ...many("output", "table of environments and their client secrets", 2, (k) =>
      [
        "| env  | client id | secret |",
        "|------|-----------|--------|",
        `| dev  | ${uuid()} | ${k(40, B64URL)} |`,
        `| prod | ${uuid()} | ${k(40, B64URL)} |`,
      ].join("\n")),
    ...many(
      "output",
      "assistant repeats the value it was given",
      2,
      (k) =>
        `Got it. I'll set the secret \`${k(num(40, 48), ALNUM)}\` on the ${
          pick(["Grafana", "Argo CD", "Jenkins"])
        } client and restart the deployment.`,
    ),
    ...many(
      "output",
      "an unseal key quoted in a list",
      2,
      (k) =>
        `Shares handed out:\n1. ${pick(["Ana", "Ben"])} — ${k(43, B64)}=\n2. ${
          pick(["Cy", "Di"])
        } — ${k(43, B64)}=`,
    ),
    ...many("output", "a TOTP seed read out in groups", 2, (_k, add) => {
      const groups = Array.from({ length: 8 }, () => draw(4, B32.toLowerCase()));
      add(groups.slice(0, 4).join(" "));
      add(groups.slice(4).join(" "));
      return `Can't scan the QR, the setup key is:\n${groups.join(" ")}`;
    }),
    ...many(
      "output",
      "a generated admin password in a reply",
      2,
      (_k, add) =>
        `Done — the new break-glass password for ${org()} is ${
          add(draw(num(16, 20)) + pick(["!", "#", "^"]) + draw(3))
        } (please move it to the vault).`,
    ),
    ...many(
      "output",
      "JumpCloud key in a quoted error",
      2,
      (k) => `Error: 401 Unauthorized for key '${k(40, HEX)}' on /api/systemusers`,
    ),
  ];
}
