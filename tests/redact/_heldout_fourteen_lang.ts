/**
 * Corpus fourteen, other languages: Spanish, German, French, Portuguese, Japanese, Chinese and
 * Russian prose around a value, with and without a word for "password" or "key".
 */
import {
  BASE64URL,
  checksummed,
  d,
  DIGITS,
  type HeldOutSecret,
  HEX,
  LOWER_DIGITS,
  pw,
  S,
  UPPER_DIGITS,
} from "./_heldout_fourteen_make.ts";

export function otherLanguages(): HeldOutSecret[] {
  return [
    S(
      "assignment",
      "es: 'te paso la clave' with the value after a colon",
      (_k, add) => `te paso la clave del servidor de pruebas: ${add(pw())} — no la compartas`,
    ),
    S(
      "assignment",
      "es: no keyword, 'esto es lo que me mandaron'",
      (k) => `esto es lo que me mandaron del proveedor:\n${k(36)}\n¿dónde lo pongo?`,
    ),
    S(
      "assignment",
      "es: 'contraseña' in a question with ¿?",
      (_k, add) => `¿Por qué falla el login si la contraseña es ${add(pw())}?`,
    ),
    S(
      "vendor",
      "es: a GitHub token 'del CI'",
      (_k, add) =>
        `el token del CI es ${checksummed("ghp_", add)}, lo saqué de la cuenta de servicio`,
    ),
    S(
      "assignment",
      "de: 'hier das Passwort' with a dash",
      (_k, add) =>
        `Hier das Passwort für den Staging-Server – ${add(pw())} – bitte nicht weitergeben.`,
    ),
    S(
      "assignment",
      "de: 'Zugangsdaten' as two lines",
      (_k, add) => `Zugangsdaten:\nBenutzer: deploy\nKennwort: ${add(pw())}`,
    ),
    S(
      "assignment",
      "de: no keyword, 'nimm den hier'",
      (k) => `Der alte geht nicht mehr, nimm den hier: ${k(32, LOWER_DIGITS)}`,
    ),
    S(
      "assignment",
      "de: 'Schlüssel' in a sentence with German quotes",
      (k) => `Der API-Schlüssel lautet „${k(40)}“ und läuft Ende des Monats ab.`,
    ),
    S(
      "assignment",
      "fr: 'voici le mot de passe' with guillemets",
      (_k, add) => `Voici le mot de passe de la base : « ${add(pw())} »`,
    ),
    S(
      "assignment",
      "fr: 'clé' after a non-breaking space colon",
      (k) => `La clé d’API\u00a0: ${k(32, HEX)} (celle du compte de facturation)`,
    ),
    S(
      "assignment",
      "fr: no keyword, 'c'est la deuxième ligne'",
      (k) => `copié depuis le mail :\nfacturation-prod\n${k(28)}\nc’est la deuxième ligne`,
    ),
    S(
      "vendor",
      "fr: an OpenAI key in a question",
      (k) =>
        `Pourquoi sk-proj-${k(74, BASE64URL)}T3BlbkFJ${
          k(74, BASE64URL)
        } me renvoie « quota exceeded » ?`,
    ),
    S(
      "assignment",
      "pt: 'a senha é' in Brazilian Portuguese",
      (_k, add) => `a senha do banco de homologação é ${add(pw())}, usuário app_hml`,
    ),
    S(
      "assignment",
      "pt: 'chave' in European Portuguese with 'cá está'",
      (k) => `Cá está a chave que pediste: ${k(40)}`,
    ),
    S(
      "assignment",
      "pt: no keyword, 'usa esse aqui'",
      (k) => `usa esse aqui que o outro expirou: ${k(30)}`,
    ),
    S(
      "assignment",
      "ja: パスワード with a full-width colon",
      (_k, add) => `本番DBのパスワード：${add(pw())}\n他の人には共有しないでください。`,
    ),
    S(
      "assignment",
      "ja: no keyword, 'これを使ってください'",
      (k) => `先方から届いたものです。これを使ってください→ ${k(32)}`,
    ),
    S("assignment", "ja: APIキー in Japanese brackets", (k) => `APIキーは「${k(40)}」です。`),
    S(
      "vendor",
      "ja: a Slack token in a question",
      (k) =>
        `このトークン xoxb-${d(12, DIGITS)}-${d(13, DIGITS)}-${
          k(24)
        } で投稿できないのはなぜですか？`,
    ),
    S(
      "assignment",
      "zh: 密码 with a full-width colon",
      (_k, add) => `测试环境的密码：${add(pw())}，用户名是 admin`,
    ),
    S(
      "assignment",
      "zh: 密钥 in Chinese quotes",
      (k) => `阿里云的 AccessKey Secret 是“${k(30)}”，别外传。`,
    ),
    S(
      "assignment",
      "zh: no keyword, '用这个'",
      (k) => `之前那个失效了，用这个：${k(36, LOWER_DIGITS)}`,
    ),
    S(
      "assignment",
      "zh-TW: 金鑰 in traditional characters",
      (k) => `這是新的 API 金鑰：${k(32, HEX)}，請更新設定檔。`,
    ),
    S("assignment", "ru: 'пароль' after a dash", (_k, add) => `пароль от сервера — ${add(pw())}`),
    S(
      "assignment",
      "ru: 'вот ключ' with guillemets",
      (k) => `Вот ключ, который прислал подрядчик: «${k(36)}»`,
    ),
    S(
      "assignment",
      "ru: no keyword, 'вторая строка'",
      (k) => `из письма:\nbilling-bot\n${k(24)}\nнужна вторая строка`,
    ),
    S(
      "vendor",
      "ru: an Anthropic key in a question",
      (k) => `Почему sk-ant-api03-${k(93, BASE64URL)}AA не работает с прокси?`,
    ),
    S(
      "assignment",
      "it: 'la password è' (a seventh language)",
      (_k, add) => `la password dell'FTP è ${add(pw())}, ma cambiala appena puoi`,
    ),
    S("assignment", "ko: 비밀번호 with a colon", (_k, add) => `관리자 비밀번호: ${add(pw())}`),
    S(
      "assignment",
      "mixed: Spanglish chat with a token",
      (k) =>
        `oye, el token es ${k(20, LOWER_DIGITS)}${
          k(20, UPPER_DIGITS)
        }, just paste it in the config`,
    ),
    S("assignment", "de: a value read aloud in German", (_k, add) => {
      const a = add(d(4, LOWER_DIGITS) + " " + d(4, LOWER_DIGITS)),
        b = add(d(4, LOWER_DIGITS) + " " + d(4, LOWER_DIGITS));
      return `Ich lese vor: ${a} ${b}, alles klein geschrieben.`;
    }),
    S(
      "assignment",
      "fr: the assistant answers in French repeating the value",
      (k) =>
        `Assistant : J’ai remplacé la clé \`${
          k(40)
        }\` par une variable d’environnement \`STRIPE_KEY\`.`,
    ),
    S(
      "assignment",
      "ja: the assistant answers in Japanese repeating the password",
      (_k, add) => `アシスタント：\`.env\` の \`DB_PASSWORD\` を \`${add(pw())}\` に設定しました。`,
    ),
  ];
}
