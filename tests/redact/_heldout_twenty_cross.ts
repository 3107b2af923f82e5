/**
 * Corpus twenty, cross-platform apps and games: Expo/EAS, Flutter's `--dart-define`, Unity build
 * scripts and licences, SteamCMD, Mapbox's download token, Firebase App Distribution.
 */
import {
  type Alike,
  b64u,
  B64URL,
  cases,
  cleanCases,
  DIGITS,
  draw,
  type HeldOutClean,
  type HeldOutSecret,
  hex,
  type Insertion,
  jwt,
  LOWER,
  LOWER_DIGITS,
  num,
  pass,
  pick,
  type Piece,
  UPPER_DIGITS,
  user,
  uuid,
} from "./_heldout_twenty_make.ts";
import { ALNUM } from "./_fakes.ts";

const GAMES = ["skyforge", "tinyfarm", "orbitron", "mossrun"];

/** A Mapbox secret token: `sk.`, a base64url JSON of user and id, a dot and 22 characters. */
function mapbox(k: Piece): string {
  const id = draw(25, LOWER_DIGITS);
  return `sk.${b64u(JSON.stringify({ u: user() + draw(3, DIGITS), a: id }))}.${k(22, B64URL)}`;
}

/** A Google OAuth refresh token as the Firebase CLI prints it. */
const firebaseToken = (k: Piece) => `1//0${k(num(98, 102), B64URL)}`;

const INSERTIONS: Insertion[] = [
  {
    label: "Expo token in the CI environment",
    shape: "assignment",
    path: ".github/workflows/eas-build.yml",
    make: (k) => [
      "      - uses: expo/expo-github-action@v8",
      "        with:",
      "          eas-version: latest",
      `          token: ${k(40, ALNUM + "_-")}`,
    ],
  },
  {
    label: "EAS secret listed with its value",
    shape: "output",
    path: "eas env:list --environment production --include-sensitive",
    term: true,
    make: (_k, add) => [
      `EXPO_PUBLIC_API_URL=https://api.${pick(GAMES)}.app`,
      `SENTRY_AUTH_TOKEN=sntryu_${add(draw(64, "0123456789abcdef"))}`,
      `PAYMENTS_SECRET=${pass(add)}`,
    ],
  },
  {
    label: "Stripe secret key passed with --dart-define",
    shape: "command",
    path: "flutter build apk --dart-define",
    term: true,
    make: (k) => [
      `flutter build apk --release --dart-define=ENV=prod --dart-define=STRIPE_SECRET=sk_live_${
        k(99)
      }`,
      "✓ Built build/app/outputs/flutter-apk/app-release.apk (21.4MB)",
    ],
  },
  {
    label: "dart-define file with keys",
    shape: "assignment",
    path: "config/prod.json",
    make: (k, add) => [
      "{",
      '  "ENV": "prod",',
      `  "BACKEND_API_KEY": "${k(32, LOWER_DIGITS)}",`,
      `  "ADMIN_PASSWORD": "${pass(add)}"`,
      "}",
    ],
  },
  {
    label: "Supabase service role key in a Flutter env",
    shape: "vendor",
    path: "assets/.env",
    make: (k) => {
      const ref = draw(20, LOWER);
      const iat = 1760000000 + num(0, 9000000);
      const key = jwt(k, { iss: "supabase", ref, role: "service_role", iat, exp: iat + 315360000 });
      return [`SUPABASE_URL=https://${ref}.supabase.co`, `SUPABASE_SERVICE_ROLE_KEY=${key}`];
    },
  },
  {
    label: "Unity build script sets keystore passwords",
    shape: "assignment",
    path: "Assets/Editor/BuildAndroid.cs",
    make: (_k, add) => [
      "PlayerSettings.Android.useCustomKeystore = true;",
      'PlayerSettings.Android.keystoreName = "Keys/user.keystore";',
      `PlayerSettings.Android.keystorePass = "${pass(add)}";`,
      'PlayerSettings.Android.keyaliasName = "game";',
      `PlayerSettings.Android.keyaliasPass = "${pass(add)}";`,
    ],
  },
  {
    label: "Unity licence activation",
    shape: "command",
    path: "Unity -batchmode -serial",
    term: true,
    make: (_k, add) => {
      const serial = ["SC", ...[0, 1, 2, 3, 4].map(() => draw(4, UPPER_DIGITS))].join("-");
      return [
        `/opt/unity/Editor/Unity -batchmode -quit -serial ${add(serial)} -username ${user()}@` +
        `acme.games -password '${pass(add)}'`,
        "[Licensing::Module] Serial number assigned",
      ];
    },
  },
  {
    label: "SteamCMD login in the upload script",
    shape: "command",
    path: "tools/upload_steam.sh",
    make: (_k, add) => [
      "#!/usr/bin/env bash",
      `steamcmd +login ${pick(GAMES)}_builder ${pass(add)} \\`,
      `  +run_app_build "$PWD/steam/app_build_${num(100000, 999999)}.vdf" +quit`,
    ],
  },
  {
    label: "Steam web API key",
    shape: "assignment",
    path: "server/.env",
    make: (
      k,
    ) => [`STEAM_APP_ID=${num(100000, 2999999)}`, `STEAM_WEB_API_KEY=${k(32, "0123456789ABCDEF")}`],
  },
  {
    label: "Mapbox download token in a netrc",
    shape: "vendor",
    path: "~/.netrc",
    make: (k) => ["machine api.mapbox.com", "login mapbox", `password ${mapbox(k)}`],
  },
  {
    label: "Mapbox token in Gradle properties",
    shape: "vendor",
    path: "android/gradle.properties",
    make: (k) => ["android.useAndroidX=true", `MAPBOX_DOWNLOADS_TOKEN=${mapbox(k)}`],
  },
  {
    label: "Firebase App Distribution with a CLI token",
    shape: "vendor",
    path: "firebase appdistribution:distribute",
    term: true,
    make: (k) => [
      `firebase appdistribution:distribute build/app-release.apk --app 1:${draw(12, DIGITS)}:` +
      `android:${hex(16)} --groups qa --token "${firebaseToken(k)}"`,
      "✔  uploaded new release successfully",
    ],
  },
  {
    label: "RevenueCat secret key in a backend config",
    shape: "assignment",
    path: "functions/.runtimeconfig.json",
    make: (k) => [
      "{",
      '  "revenuecat": {',
      `    "secret_key": "sk_${k(32)}",`,
      `    "webhook_auth": "Bearer ${k(40, LOWER_DIGITS)}"`,
      "  }",
      "}",
    ],
  },
  {
    label: "pub token added for a private registry",
    shape: "output",
    path: "cat ~/.config/dart/pub-tokens.json",
    term: true,
    make: (k) => [
      `{"version":1,"hosted":[{"url":"https://dart.acme.dev","token":"${k(48, B64URL)}"}]}`,
    ],
  },
  {
    label: "game server URL in the Unity settings",
    shape: "url",
    path: "Assets/Resources/ServerSettings.asset",
    make: (_k, add) => [
      "MonoBehaviour:",
      "  m_Name: ServerSettings",
      `  matchmakerUrl: wss://admin:${pass(add)}@mm.${pick(GAMES)}.games:7443/queue`,
      `  region: ${pick(["eu", "us", "asia"])}`,
    ],
  },
  {
    label: "Google OAuth client secret for desktop Flutter sign-in",
    shape: "vendor",
    path: "lib/auth/google_desktop.dart",
    make: (k) => [
      "const desktopClient = ClientId(",
      `  '${draw(12, DIGITS)}-${draw(32, LOWER_DIGITS)}.apps.googleusercontent.com',`,
      `  'GOCSPX-${k(28, B64URL)}',`,
      ");",
    ],
  },
];

const ALIKES: Alike[] = [
  {
    label: "eas.json build profiles",
    path: "eas.json",
    make: () => [
      "{",
      '  "build": {',
      '    "production": { "env": { "APP_VARIANT": "production" }, "autoIncrement": true },',
      `    "preview": { "distribution": "internal", "channel": "preview-${num(1, 9)}" }`,
      "  },",
      `  "submit": { "production": { "ios": { "ascAppId": "${draw(10, DIGITS)}" } } }`,
      "}",
    ],
  },
  {
    label: "EAS build output",
    path: "eas build --platform ios",
    term: true,
    make: () => [
      `Build ID: ${uuid()}`,
      `Fingerprint: ${hex(40)}`,
      `🍏 iOS app: https://expo.dev/artifacts/eas/${draw(22, LOWER_DIGITS)}.ipa`,
    ],
  },
  {
    label: "dart-define with public values",
    path: "flutter run --dart-define",
    term: true,
    make: () => [
      `flutter run --dart-define=FLAVOR=staging --dart-define=BUILD_NUMBER=${num(100, 9999)} ` +
      `--dart-define=GIT_SHA=${hex(40)}`,
      "Launching lib/main.dart on iPhone 16 in debug mode...",
    ],
  },
  {
    label: "pubspec lock hashes",
    path: "pubspec.lock",
    make: () => [
      "  http:",
      '    dependency: "direct main"',
      "    description:",
      "      name: http",
      `      sha256: "${hex(64)}"`,
      '      url: "https://pub.dev"',
      "    source: hosted",
      `    version: "1.${num(1, 4)}.${num(0, 9)}"`,
    ],
  },
  {
    label: "Steam app build script",
    path: "steam/app_build.vdf",
    make: () => [
      '"AppBuild"',
      "{",
      `\t"AppID" "${num(100000, 2999999)}"`,
      `\t"Desc" "nightly ${hex(8)}"`,
      '\t"ContentRoot" "../build/"',
      `\t"Depots" { "${num(100000, 2999999)}" "depot_build.vdf" }`,
      "}",
    ],
  },
  {
    label: "Unity project settings",
    path: "ProjectSettings/ProjectSettings.asset",
    make: () => [
      `  productGUID: ${hex(32)}`,
      `  AndroidKeystoreName: '{inproject}: Keys/${pick(GAMES)}.keystore'`,
      "  AndroidKeyaliasName: game",
      `  bundleVersion: 0.${num(1, 40)}.${num(0, 9)}`,
      `  cloudProjectId: ${uuid()}`,
    ],
  },
  {
    label: "workflow passing the Expo token by name",
    path: ".github/workflows/eas-update.yml",
    make: () => [
      "      - uses: expo/expo-github-action@v8",
      "        with:",
      "          token: ${{ secrets.EXPO_TOKEN }}",
      `      - run: eas update --branch main --message "build ${hex(7)}"`,
    ],
  },
  {
    label: "Firebase web config read from public env",
    path: "src/firebase.ts",
    make: () => [
      "export const firebaseConfig = {",
      "  apiKey: process.env.EXPO_PUBLIC_FIREBASE_API_KEY,",
      `  authDomain: "${pick(GAMES)}-${draw(5, LOWER_DIGITS)}.firebaseapp.com",`,
      `  messagingSenderId: "${draw(12, DIGITS)}",`,
      `  appId: "1:${draw(12, DIGITS)}:web:${hex(22)}",`,
      `  measurementId: "G-${draw(10, UPPER_DIGITS)}",`,
      "};",
    ],
  },
];

export const buildCross = (): HeldOutSecret[] => cases(INSERTIONS);
export const buildCleanCross = (): HeldOutClean[] => cleanCases(ALIKES);
