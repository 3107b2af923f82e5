/**
 * Corpus fourteen, clean look-alikes in the emphasis's own contexts: chat with no keyword and a
 * random-looking public value, other languages talking about secrets without one, Markdown and
 * mail full of ids, and errors that mask or omit the secret. Each must come out byte for byte.
 */
import {
  ALNUM,
  b64,
  BASE64,
  BASE64URL,
  C,
  d,
  DIGITS,
  type HeldOutClean,
  HEX,
  hexId,
  LOWER_DIGITS,
  UPPER_DIGITS,
  uuid,
} from "./_heldout_fourteen_make.ts";

export function cleanPeopleAndErrors(): HeldOutClean[] {
  return [
    C(
      "chat: here's what broke it, a commit sha",
      `here's what broke it:\n\n${hexId(40)}\n\ncan you bisect from there?`,
    ),
    C(
      "chat: use this one, an image digest",
      `use this one instead, it's pinned: ghcr.io/acme/api@sha256:${hexId(64)}`,
    ),
    C(
      "chat: it's the second line, request ids",
      `from the support mail:\n${uuid()}\n${uuid()}\nit's the second line (the request id)`,
    ),
    C(
      "chat: a masked key in a question",
      `is sk-proj-••••••••••••${d(4)} the right project key? the dashboard only shows the end`,
    ),
    C(
      "chat: the password lives in the manager",
      `the password is in 1Password under "Prod DB (rw)", don't paste it here`,
    ),
    C(
      "chat: the assistant declines to echo a key",
      `Assistant: I set \`STRIPE_SECRET_KEY\` from your shell environment and did not write its value anywhere.`,
    ),
    C(
      "chat: a tracking number read out",
      `tracking number is 1Z ${d(3, UPPER_DIGITS)} ${d(3, UPPER_DIGITS)} ${d(2, DIGITS)} ${
        d(4, DIGITS)
      } ${d(4, DIGITS)}`,
    ),
    C(
      "chat: a short sha read aloud in groups",
      `the build that passed was ${hexId(4)} ${hexId(4)}, the one after broke`,
    ),
    C("chat: a ticket reference with dashes", `see INC-${d(7, DIGITS)} and CHG-${d(7, DIGITS)}`),
    C(
      "chat: a request for a random secret answered by a command",
      `Assistant: Generate one locally rather than here:\n\n\`\`\`sh\nopenssl rand -base64 32\n\`\`\``,
    ),
    C(
      "chat: the token ends in four characters",
      `the one that leaked ends in …${d(4, LOWER_DIGITS)}, it's already revoked`,
    ),
    C(
      "chat: a placeholder answer",
      `Assistant: Put your key in \`.env\` as \`OPENAI_API_KEY=<your-key-here>\` and restart.`,
    ),
    C(
      "chat: an order id pasted with no keyword",
      `ok this one: ${d(3, DIGITS)}-${d(7, DIGITS)}-${
        d(7, DIGITS)
      } (amazon order, for the invoice)`,
    ),
    C(
      "chat: a public SSH key pasted to be added",
      `add this to the deploy user please:\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${
        d(43, BASE64)
      } ana@laptop`,
    ),
    C(
      "es: the password is in the manager, not sent",
      `la contraseña está en el gestor de contraseñas, no te la paso por aquí`,
    ),
    C(
      "de: a password policy",
      `Das Passwort muss mindestens 12 Zeichen lang sein und darf nicht „Passwort123“ lauten.`,
    ),
    C(
      "fr: a public key given in French",
      `la clé publique du serveur : ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ${
        d(60, BASE64)
      } root@web1`,
    ),
    C(
      "ja: a masked password",
      `パスワードは ******** です（伏せています）。管理画面で確認してください。`,
    ),
    C("zh: a commit hash in Chinese prose", `出问题的提交哈希是 ${hexId(40)}，请回滚。`),
    C(
      "ru: a bcrypt hash in Russian prose",
      `в базе лежит только хеш пароля: $2b$12$${d(53, "./" + ALNUM)}`,
    ),
    C("pt: a transaction id", `o ID da transação é ${uuid()}, pode consultar no painel`),
    C("zh: talking about the key format", `OpenAI 的 API 密钥是以 sk- 开头的，不要提交到仓库里。`),
    C(
      "md: a table of variable names and where to get them",
      `| Variable | Where |\n|---|---|\n| \`STRIPE_SECRET_KEY\` | Dashboard → Developers |\n| \`SENTRY_AUTH_TOKEN\` | Settings → Auth Tokens |`,
    ),
    C(
      "md: a table of image digests",
      `| image | digest |\n|---|---|\n| api | \`sha256:${hexId(64)}\` |\n| web | \`sha256:${
        hexId(64)
      }\` |`,
    ),
    C(
      "md: AWS's documented example keys in a quote",
      `> For example:\n> AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\n> AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
    ),
    C(
      "md: a link with a video id and utm",
      `[demo](https://www.youtube.com/watch?v=${d(11, BASE64URL)}&utm_source=${
        d(8, LOWER_DIGITS)
      })`,
    ),
    C("md: an image with a content-hashed name", `![logo](/assets/logo.${hexId(8)}.png)`),
    C(
      "md: a list of env names with no values",
      `- \`DATABASE_URL\`\n- \`REDIS_PASSWORD\` (set in Vault)\n- \`JWT_SECRET\` — generate with \`openssl rand -hex 32\``,
    ),
    C(
      "md: a table of masked tokens",
      `| token | created | last used |\n|---|---|---|\n| \`glpat-****${
        d(4)
      }\` | 2025-10-01 | today |`,
    ),
    C(
      "mail: forwarded headers with Message-ID and DKIM",
      `---------- Forwarded message ---------\nMessage-ID: <CA${
        d(40, BASE64URL)
      }@mail.gmail.com>\nDKIM-Signature: v=1; a=rsa-sha256; d=example.com; s=s1; bh=${
        d(43, BASE64)
      }=; b=${d(80, BASE64)}\nSubject: Re: access`,
    ),
    C(
      "mail: a quoted-printable French body",
      `Content-Transfer-Encoding: quoted-printable\n\nBonjour, votre acc=C3=A8s a =C3=A9t=C3=A9 activ=C3=A9. Le mot de passe vous sera envoy=C3=A9 s=C3=A9par=C3=A9ment.`,
    ),
    C(
      "chat export: Slack with file ids and a permalink",
      `[10:02 AM] Maya: uploaded F0${d(9, UPPER_DIGITS)}\nhttps://acme.slack.com/archives/C0${
        d(8, UPPER_DIGITS)
      }/p${d(16, DIGITS)}`,
    ),
    C(
      "chat export: WhatsApp with a phone and a hash-named file",
      `12/11/25, 18:10 - Ana: IMG-20251112-WA${d(4, DIGITS)}.jpg (file attached)`,
    ),
    C(
      "error: Stripe's own masked key",
      `StripeAuthenticationError: Invalid API Key provided: sk_live_********************${d(4)}`,
    ),
    C(
      "error: pip masks the index password",
      `Looking in indexes: https://__token__:****@pypi.example.com/simple\nERROR: No matching distribution found for acme-internal==2.4.1`,
    ),
    C(
      "error: Kafka prints hidden config",
      `ConsumerConfig values:\n\tsasl.jaas.config = [hidden]\n\tssl.truststore.password = [hidden]\n\tgroup.id = orders-${
        d(6, LOWER_DIGITS)
      }`,
    ),
    C(
      "error: SQLAlchemy masks the password",
      `sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection refused\n(Background on this error at: https://sqlalche.me/e/20/e3q8)\nurl: postgresql://app:***@db:5432/app`,
    ),
    C(
      "error: a Go panic with pointers and goroutine ids",
      `panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x${
        hexId(6)
      }]\n\ngoroutine ${d(3, DIGITS)} [running]:\nmain.(*Server).handle(0xc000${hexId(6)}, {0x${
        hexId(6)
      }, 0xc000${hexId(6)}})`,
    ),
    C(
      "error: a Java trace with hash codes",
      `java.lang.IllegalStateException: pool closed: com.zaxxer.hikari.HikariDataSource@${
        hexId(8)
      }\n\tat com.acme.Repo.find(Repo.java:88)\nrequestId=${uuid()}`,
    ),
    C(
      "error: password authentication failed, no value",
      `psql: error: connection to server at "db" (10.0.3.14), port 5432 failed: FATAL:  password authentication failed for user "app"`,
    ),
    C(
      "error: AWS AccessDenied with request ids",
      `An error occurred (AccessDenied) when calling the GetObject operation: Access Denied\nRequestId: ${
        d(16, UPPER_DIGITS)
      }\nHostId: ${d(76, BASE64)}=`,
    ),
    C(
      "error: a JWT rejected with only its kid",
      `JsonWebTokenError: invalid signature (kid=${d(43, BASE64URL)}, alg=RS256)`,
    ),
    C("error: a Sentry event id", `Sentry captured the error: event_id=${hexId(32)}`),
    C(
      "error: Terraform's sensitive value",
      `  # aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {\n      ~ password = (sensitive value)\n    }`,
    ),
    C(
      "error: GitHub Actions masked secret",
      `Run ./deploy.sh\n  ./deploy.sh --token ***\n  env:\n    API_TOKEN: ***\nError: Process completed with exit code 1.`,
    ),
    C(
      "error: an API error naming the header, no value",
      `{"error":"missing_api_key","message":"Send your key in the X-Api-Key header."}`,
    ),
    C(
      "error: kubectl describe with secret references only",
      `    Environment:\n      API_KEY:  <set to the key 'api-key' in secret 'vendor'>  Optional: false\n      POD_IP:   (v1:status.podIP)`,
    ),
    C(
      "error: a CORS error with a nonce",
      `Refused to execute inline script because it violates the following Content Security Policy directive: "script-src 'nonce-${
        d(22, BASE64)
      }=='"`,
    ),
    C(
      "error: a Docker pull by digest failing",
      `Error response from daemon: manifest for ghcr.io/acme/web@sha256:${
        hexId(64)
      } not found: manifest unknown`,
    ),
    C(
      "error: a redacted body in a log",
      `POST /oauth/token 401 body={"client_id":"web","client_secret":"[REDACTED]","grant_type":"client_credentials"}`,
    ),
    C(
      "chat: an Anthropic message id and tool use id",
      `the failing turn was msg_01${d(22)} and the tool call toolu_01${d(22)}`,
    ),
    C("chat: an OpenAI completion id", `response id chatcmpl-${d(29)} came back empty`),
    C(
      "chat: the RFC 7617 example Basic credentials",
      `The RFC example is \`Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==\` (Aladdin / open sesame).`,
    ),
    C(
      "chat: a base64 of a greeting",
      `what does ${b64(`hello from the ${d(6, "abcdefghij")} team`)} decode to?`,
    ),
    C("chat: spelled-out placeholders", `the format is XXXX-XXXX-XXXX-XXXX, four groups of four`),
    C(
      "chat: a Twilio account SID (public id) in a question",
      `which region is account AC${hexId(32)} in?`,
    ),
    C("chat: an Azure tenant and subscription", `tenant ${uuid()}\nsubscription ${uuid()}`),
    C(
      "chat: upper-case hex colour palette",
      `palette: #${d(6, HEX).toUpperCase()} #${d(6, HEX).toUpperCase()} #${
        d(6, HEX).toUpperCase()
      } #${d(6, HEX).toUpperCase()}`,
    ),
    C(
      "md: a changelog line about rotation",
      `- Rotated the Stripe webhook secret (ticket SEC-${d(4, DIGITS)}); old one revoked.`,
    ),
    C(
      "de: Zugangsdaten without values",
      `Zugangsdaten bekommst du von Jana, nicht per Mail.\nBenutzer: deploy\nKennwort: (siehe Tresor)`,
    ),
    C(
      "fr: an IBAN given for a transfer",
      `Référence du virement : FR${d(2, DIGITS)} ${d(4, UPPER_DIGITS)} ${d(4, UPPER_DIGITS)} ${
        d(4, UPPER_DIGITS)
      }`,
    ),
  ];
}
