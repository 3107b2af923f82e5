/**
 * Corpus thirty, auth and backends: Auth0, Clerk, Supabase's `service_role` key and database,
 * Firebase service accounts, NextAuth/Auth.js secrets, session and cookie signing keys, JWT
 * secrets of Laravel, Rails, Django and Express apps, and the tokens a logged-in browser sends.
 */
import {
  B64,
  b64,
  b64u,
  B64URL,
  draw,
  epoch,
  halves,
  HEX,
  hex,
  type Insertion,
  jwt,
  low,
  num,
  pass,
  pem,
  pick,
  shown,
  uuid,
} from "./_heldout_thirty_make.ts";
import type { HeldOutSecret } from "./_heldout_make.ts";

const DJANGO = "abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)";

const INSERTIONS: readonly Insertion[] = [
  {
    label: "an nextjs-auth0 .env.local with secret and client secret",
    shape: "assignment",
    file: ".env.local",
    make: (k) => [
      `AUTH0_SECRET='${k(64, HEX)}'`,
      "APP_BASE_URL='http://localhost:3000'",
      `AUTH0_DOMAIN='${low(8)}.eu.auth0.com'`,
      `AUTH0_CLIENT_ID='${draw(32)}'`,
      `AUTH0_CLIENT_SECRET='${k(64, B64URL)}'`,
    ],
  },
  {
    label: "an Auth0 Management API token in curl",
    shape: "command",
    file: "terminal",
    make: (k) => [
      `$ curl -s https://${low(8)}.us.auth0.com/api/v2/users?q=email:%22${
        low(5)
      }%40gmail.com%22 \\`,
      `  -H "authorization: Bearer ${
        jwt(
          {
            iss: `https://${low(8)}.us.auth0.com/`,
            sub: `${draw(32)}@clients`,
            aud: "https://tenant.us.auth0.com/api/v2/",
            iat: epoch(),
            scope: "read:users update:users",
            gty: "client-credentials",
          },
          k,
          "RS256",
        )
      }"`,
    ],
  },
  {
    label: "a Clerk secret key beside its publishable key",
    shape: "vendor",
    file: ".env.local",
    make: (k) => [
      `NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_${b64(`clerk.${low(7)}.com$`, false)}`,
      `CLERK_SECRET_KEY=sk_live_${k(50)}`,
      "NEXT_PUBLIC_CLERK_SIGN_IN_URL=/sign-in",
    ],
  },
  {
    label: "a Supabase service_role key in a server client",
    shape: "vendor",
    file: "lib/supabase-admin.ts",
    make: (k) => {
      const ref = low(20);
      return [
        "import { createClient } from '@supabase/supabase-js'",
        "",
        "export const admin = createClient(",
        `  'https://${ref}.supabase.co',`,
        `  '${
          jwt({
            iss: "supabase",
            ref,
            role: "service_role",
            iat: epoch(),
            exp: epoch() + 315360000,
          }, k)
        }',`,
        "  { auth: { persistSession: false } },",
        ")",
      ];
    },
  },
  {
    label: "a Supabase pooler URL and JWT secret",
    shape: "url",
    file: ".env",
    make: (k, add) => {
      const ref = low(20);
      return [
        `DATABASE_URL=postgresql://postgres.${ref}:${
          pass(add)
        }@aws-0-eu-central-1.pooler.supabase.com:6543/postgres?pgbouncer=true`,
        `DIRECT_URL=postgresql://postgres.${ref}@aws-0-eu-central-1.pooler.supabase.com:5432/postgres`,
        `SUPABASE_JWT_SECRET=${k(64, B64)}`,
      ];
    },
  },
  {
    label: "a Firebase service account JSON",
    shape: "block",
    file: "serviceAccountKey.json",
    make: (k) => {
      const project = `${low(6)}-${num(10000, 99999)}`;
      return [
        "{",
        '  "type": "service_account",',
        `  "project_id": "${project}",`,
        `  "private_key_id": "${hex(40)}",`,
        `  "private_key": "${pem(k, 6, "\\n")}\\n",`,
        `  "client_email": "firebase-adminsdk-${low(5)}@${project}.iam.gserviceaccount.com",`,
        `  "client_id": "${num(100000000, 999999999)}${num(100000000, 999999999)}",`,
        '  "token_uri": "https://oauth2.googleapis.com/token"',
        "}",
      ];
    },
  },
  {
    label: "a Firebase Admin private key in an env variable",
    shape: "block",
    file: ".env.local",
    make: (k) => [
      `FIREBASE_PROJECT_ID=${low(6)}-web`,
      `FIREBASE_CLIENT_EMAIL=firebase-adminsdk-${low(5)}@${low(6)}-web.iam.gserviceaccount.com`,
      `FIREBASE_PRIVATE_KEY="${pem(k, 5, "\\n")}\\n"`,
    ],
  },
  {
    label: "npx auth secret writing AUTH_SECRET",
    shape: "output",
    file: "terminal",
    make: (k) => [
      "$ npx auth secret",
      "📝 Created /app/.env.local with `AUTH_SECRET`.",
      "",
      `AUTH_SECRET="${k(43, B64)}="`,
    ],
  },
  {
    label: "an Express session secret inline",
    shape: "assignment",
    file: "server.js",
    make: (k) => [
      "const session = require('express-session')",
      "app.use(session({",
      `  secret: '${k(num(30, 44))}',`,
      "  resave: false,",
      "  saveUninitialized: false,",
      "  cookie: { secure: true, sameSite: 'lax', maxAge: 86400000 },",
      "}))",
    ],
  },
  {
    label: "a Laravel .env with APP_KEY and JWT_SECRET",
    shape: "assignment",
    file: ".env",
    make: (k, add) => [
      "APP_NAME=Storefront",
      "APP_ENV=production",
      `APP_KEY=base64:${k(43, B64)}=`,
      "APP_URL=https://shop.example.com",
      "DB_CONNECTION=mysql",
      `DB_PASSWORD=${pass(add)}`,
      `JWT_SECRET=${k(64)}`,
      "SESSION_DRIVER=redis",
    ],
  },
  {
    label: "bin/rails credentials:show printing secret_key_base",
    shape: "output",
    file: "terminal",
    make: (k) => [
      "$ EDITOR=cat bin/rails credentials:show",
      "# aws:",
      "#   access_key_id: 123",
      `secret_key_base: ${k(128, HEX)}`,
      "stripe:",
      `  webhook_secret: whsec_${k(32)}`,
    ],
  },
  {
    label: "a Django SECRET_KEY with symbols",
    shape: "assignment",
    file: "mysite/settings/production.py",
    make: (k) => [
      "from .base import *",
      "",
      "DEBUG = False",
      `ALLOWED_HOSTS = ["${low(7)}.org", "www.${low(7)}.org"]`,
      `SECRET_KEY = "${k(50, DJANGO)}"`,
      "SESSION_COOKIE_SECURE = True",
    ],
  },
  {
    label: "a Flask session cookie copied from devtools",
    shape: "output",
    file: "devtools",
    make: (_k, add) => {
      const payload = b64u(
        JSON.stringify({ _user_id: String(num(1, 9999)), _fresh: true, csrf_token: hex(40) }),
      );
      return [
        "Name      Value                                   Domain         Path  HttpOnly",
        `session   ${add(`${payload}.${draw(6, B64URL)}.${draw(27, B64URL)}`)}   .${
          low(7)
        }.app   /     ✓`,
        `_ga       GA1.1.${num(100000000, 999999999)}.${num(1700000000, 1790000000)}   .${
          low(7)
        }.app   /`,
      ];
    },
  },
  {
    label: "staging behind Basic auth in an nginx test",
    shape: "encoded",
    file: "terminal",
    make: (_k, add) => [
      `$ curl -I https://staging.${low(7)}.com -H "Authorization: Basic ${
        add(b64(`preview:${draw(num(12, 16))}`))
      }"`,
      "HTTP/2 200",
      "server: nginx",
      `x-request-id: ${uuid()}`,
    ],
  },
  {
    label: "Copy as cURL with a Clerk session JWT",
    shape: "command",
    file: "devtools",
    make: (k) => {
      const iat = epoch();
      return [
        `curl 'https://${low(7)}.com/api/orders' \\`,
        "  -H 'accept: */*' \\",
        `  -H 'cookie: __client_uat=${iat - num(60, 900)}; __session=${
          jwt(
            {
              azp: `https://${low(7)}.com`,
              exp: iat + 60,
              iat,
              iss: "https://clerk.example.com",
              sid: `sess_${draw(27)}`,
              sub: `user_${draw(27)}`,
            },
            k,
            "RS256",
          )
        }' \\`,
        "  --compressed",
      ];
    },
  },
  {
    label: "an Auth0 client secret wrapped in a paste",
    shape: "wrapped",
    file: "chat",
    make: (_k, add) => {
      const [a, b] = halves(add, draw(64, B64URL));
      return [
        `the callback fails with "Unauthorized" — client secret is ${a}`,
        `${b} (copied from the ${pick(["dashboard", "Applications tab", "settings page"])})`,
      ];
    },
  },
  {
    label: "a Supabase service key in a REST query string",
    shape: "url",
    file: "edge.log",
    make: (k) => {
      const ref = low(20);
      return [
        `GET https://${ref}.supabase.co/rest/v1/orders?select=*&apikey=${
          jwt({ iss: "supabase", ref, role: "service_role", iat: epoch() }, k)
        } 200`,
      ];
    },
  },
];

/** The family's cases: each insertion in two views. */
export function buildAuth(): HeldOutSecret[] {
  return shown(INSERTIONS, 2);
}
