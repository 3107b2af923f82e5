/**
 * Corpus nineteen, family "API client files": Postman collections and environments, Insomnia
 * exports, Bruno `.bru` files, `.http` files of VS Code REST Client and JetBrains' HTTP client
 * with its `http-client.private.env.json`.
 */
import {
  C,
  crossed,
  type HeldOutClean,
  type HeldOutSecret,
  host,
  num,
  pick,
  S,
  type Template,
  uuid,
} from "./_heldout_nineteen_make.ts";

/** A Postman collection whose one request has `auth` and `headers`. */
function postman(name: string, auth: unknown, headers: { key: string; value: string }[]): string {
  return JSON.stringify(
    {
      info: {
        _postman_id: uuid(),
        name,
        schema: "https://schema.getpostman.com/json/collection/v2.1.0/collection.json",
      },
      item: [{
        name: "List orders",
        request: {
          ...(auth ? { auth } : {}),
          method: "GET",
          header: headers,
          url: { raw: "{{baseUrl}}/orders?status=open", host: ["{{baseUrl}}"], path: ["orders"] },
        },
      }],
      variable: [{ key: "baseUrl", value: `https://${host()}/v${num(1, 3)}` }],
    },
    null,
    "\t",
  );
}

const TEMPLATES: readonly Template[] = [
  {
    label: "Postman collection with bearer auth",
    shape: "block",
    write: (t) =>
      postman(`${pick(["Billing", "Orders", "Partner"])} API`, {
        type: "bearer",
        bearer: [{ key: "token", value: t, type: "string" }],
      }, []),
  },
  {
    label: "Postman collection with an API key header",
    shape: "block",
    write: (t) =>
      postman("Internal tools", null, [{ key: "x-api-key", value: t }, {
        key: "Accept",
        value: "application/json",
      }]),
  },
  {
    label: "Postman environment with a secret value",
    shape: "assignment",
    write: (t) =>
      JSON.stringify(
        {
          id: uuid(),
          name: "production",
          values: [
            { key: "baseUrl", value: `https://${host()}`, type: "default", enabled: true },
            { key: "access_token", value: t, type: "secret", enabled: true },
          ],
          _postman_variable_scope: "environment",
        },
        null,
        "\t",
      ),
  },
  {
    label: "Bruno .bru request with bearer auth",
    shape: "block",
    write: (t) =>
      `meta {\n  name: get-invoices\n  type: http\n  seq: ${
        num(1, 9)
      }\n}\n\nget {\n  url: {{baseUrl}}/invoices\n  body: none\n  auth: bearer\n}\n\nauth:bearer {\n  token: ${t}\n}\n`,
  },
  {
    label: "Bruno environment file",
    shape: "assignment",
    write: (t) =>
      `vars {\n  baseUrl: https://${host()}\n  tenant: ${uuid()}\n  apiToken: ${t}\n}\n`,
  },
  {
    label: "VS Code REST Client .http file",
    shape: "block",
    write: (t) =>
      `@host = ${host()}\n@token = ${t}\n\n### list users\nGET https://{{host}}/users?page=${
        num(1, 5)
      }\nAuthorization: Bearer {{token}}\n\n### create\nPOST https://{{host}}/users\nContent-Type: application/json\n\n{"name": "test"}\n`,
  },
  {
    label: "JetBrains http-client.private.env.json",
    shape: "assignment",
    write: (t) =>
      JSON.stringify(
        {
          dev: { token: t, baseUrl: `https://dev.${host()}` },
          prod: { baseUrl: `https://${host()}` },
        },
        null,
        2,
      ),
  },
  {
    label: "Insomnia export with a header",
    shape: "block",
    write: (t) =>
      JSON.stringify(
        {
          _type: "export",
          __export_format: 4,
          resources: [{
            _id: `req_${uuid().replace(/-/g, "")}`,
            _type: "request",
            name: "Sync",
            method: "POST",
            url: "{{ _.base_url }}/sync",
            headers: [{ name: "Authorization", value: `Token ${t}` }],
          }],
        },
        null,
        2,
      ),
  },
];

/** Client-file cases whose secret is a password or client secret rather than a token. */
function passwordCases(): HeldOutSecret[] {
  return [1, 2, 3].flatMap((i) => [
    S(
      "block",
      `Postman collection with basic auth ${i}`,
      (k) =>
        postman("Legacy admin", {
          type: "basic",
          basic: [{ key: "username", value: "admin" }, { key: "password", value: k(num(14, 20)) }],
        }, []),
    ),
    S(
      "assignment",
      `.http file with a client secret variable ${i}`,
      (k) =>
        `@clientId = ${uuid()}\n@clientSecret = ${
          k(40)
        }\n\nPOST https://login.${host()}/oauth2/token\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=client_credentials&client_id={{clientId}}&client_secret={{clientSecret}}\n`,
    ),
  ]);
}

/** API client files carrying a credential. */
export function buildCollections(): HeldOutSecret[] {
  return [...crossed(TEMPLATES, 3), ...passwordCases()];
}

/** The same files with variables, empty secrets and placeholders. */
export function buildCleanCollections(): HeldOutClean[] {
  const out: HeldOutClean[] = [];
  const vars = ["{{access_token}}", "{{$processEnvVariable API_TOKEN}}", "<paste token here>", ""];
  vars.forEach((v, i) => {
    out.push(C(
      `Postman collection with a variable bearer ${i + 1}`,
      postman(`Public API ${i + 1}`, {
        type: "bearer",
        bearer: [{ key: "token", value: v, type: "string" }],
      }, [{ key: "X-Request-Id", value: "{{$guid}}" }]),
    ));
  });
  for (let i = 1; i <= 3; i++) {
    out.push(C(
      `Postman environment with the secret left out ${i}`,
      JSON.stringify(
        {
          id: uuid(),
          name: `staging-${i}`,
          values: [{ key: "baseUrl", value: `https://${host()}`, enabled: true }, {
            key: "tenantId",
            value: uuid(),
            enabled: true,
          }, { key: "access_token", value: "", type: "secret", enabled: true }],
        },
        null,
        "\t",
      ),
    ));
  }
  for (let i = 1; i <= 3; i++) {
    out.push(C(
      `.http file reading the token from the environment ${i}`,
      `@host = ${host()}\n\n### me\nGET https://{{host}}/me\nAuthorization: Bearer {{$dotenv API_TOKEN}}\nX-Request-Id: ${uuid()}\n`,
    ));
  }
  for (let i = 1; i <= 3; i++) {
    out.push(C(
      `Bruno request using a secret variable ${i}`,
      `meta {\n  name: health-${i}\n  type: http\n  seq: ${
        num(1, 9)
      }\n}\n\nget {\n  url: https://${host()}/health\n  auth: bearer\n}\n\nauth:bearer {\n  token: {{process.env.API_TOKEN}}\n}\n`,
    ));
  }
  return out;
}
