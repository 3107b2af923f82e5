/**
 * Corpus twenty, Android: Gradle properties, signing configs, keystore properties, Firebase and
 * Play Console files, apksigner/bundletool/keytool commands and Gradle build output.
 */
import {
  type Alike,
  AWS_ID,
  B64,
  b64,
  B64URL,
  cases,
  cleanCases,
  DIGITS,
  draw,
  fingerprint,
  ghBody,
  type HeldOutClean,
  type HeldOutSecret,
  hex,
  type Insertion,
  LOWER,
  num,
  pass,
  pick,
  project,
  serviceAccount,
  user,
} from "./_heldout_twenty_make.ts";

const APPS = ["shopfront", "tripnote", "pocketvet", "fieldlog", "bakery"];
const pkg = () => `com.${pick(["acme", "northwind", "lumen"])}.${pick(APPS)}`;

const INSERTIONS: Insertion[] = [
  {
    label: "release store and key passwords",
    shape: "assignment",
    path: "gradle.properties",
    make: (_k, add) => [
      "org.gradle.jvmargs=-Xmx4g -Dfile.encoding=UTF-8",
      "android.useAndroidX=true",
      `RELEASE_STORE_FILE=../keys/${pick(APPS)}-release.jks`,
      `RELEASE_STORE_PASSWORD=${pass(add)}`,
      "RELEASE_KEY_ALIAS=release",
      `RELEASE_KEY_PASSWORD=${pass(add)}`,
    ],
  },
  {
    label: "Maps key in local properties",
    shape: "vendor",
    path: "local.properties",
    make: (k) => [
      "## This file must *NOT* be checked into Version Control Systems,",
      `sdk.dir=/Users/${user()}/Library/Android/sdk`,
      `MAPS_API_KEY=AIza${k(35, B64URL)}`,
    ],
  },
  {
    label: "keystore properties",
    shape: "assignment",
    path: "android/keystore.properties",
    make: (_k, add) => [
      `storePassword=${pass(add)}`,
      `keyPassword=${pass(add)}`,
      "keyAlias=upload",
      "storeFile=/home/runner/upload-keystore.jks",
    ],
  },
  {
    label: "signing config written in the build script",
    shape: "assignment",
    path: "app/build.gradle.kts",
    make: (_k, add) => [
      "android {",
      "    signingConfigs {",
      '        create("release") {',
      '            storeFile = file("release.keystore")',
      `            storePassword = "${pass(add)}"`,
      '            keyAlias = "release"',
      `            keyPassword = "${pass(add)}"`,
      "        }",
      "    }",
      "}",
    ],
  },
  {
    label: "Groovy signing config",
    shape: "assignment",
    path: "app/build.gradle",
    make: (_k, add) => [
      "signingConfigs {",
      "    release {",
      "        storeFile file('keystore/release.jks')",
      `        storePassword '${pass(add)}'`,
      "        keyAlias 'key0'",
      `        keyPassword '${pass(add)}'`,
      "    }",
      "}",
    ],
  },
  {
    label: "google-services current key",
    shape: "vendor",
    path: "app/google-services.json",
    make: (k) => {
      const p = project(APPS);
      return [
        "{",
        `  "project_info": { "project_number": "${draw(12, DIGITS)}", "project_id": "${p}" },`,
        '  "client": [{',
        `    "client_info": { "mobilesdk_app_id": "1:${draw(12, DIGITS)}:android:${hex(16)}" },`,
        `    "api_key": [{ "current_key": "AIza${k(35, B64URL)}" }]`,
        "  }]",
        "}",
      ];
    },
  },
  {
    label: "Play Console service account",
    shape: "block",
    path: "fastlane/play-store-credentials.json",
    make: (k) => serviceAccount(k, project(["api-project", "pc-api"]), "play-publisher"),
  },
  {
    label: "GitHub Packages token in the Gradle home",
    shape: "vendor",
    path: "~/.gradle/gradle.properties",
    make: (_k, add) => [
      `gpr.user=${user()}-dev`,
      `gpr.key=ghp_${ghBody(add)}`,
    ],
  },
  {
    label: "Maven Central and signing in the Gradle home",
    shape: "assignment",
    path: "~/.gradle/gradle.properties",
    make: (k, add) => [
      `mavenCentralUsername=${k(8, LOWER)}`,
      `mavenCentralPassword=${k(44, B64URL)}`,
      `signing.keyId=${draw(8, "0123456789ABCDEF")}`,
      `signing.password=${pass(add)}`,
      `signing.secretKeyRingFile=/Users/${user()}/.gnupg/secring.gpg`,
    ],
  },
  {
    label: "in-memory PGP signing key",
    shape: "block",
    path: ".github/workflows/publish.yml",
    make: (k, add) => {
      const body = [k(64, B64), k(64, B64), k(64, B64), k(64, B64), k(num(20, 40), B64)];
      // RFC 9580 drops the armour's CRC-24 line; this key is written without one.
      const armoured = [
        "-----BEGIN PGP PRIVATE" + " KEY BLOCK-----",
        "",
        ...body,
        "-----END PGP PRIVATE" + " KEY BLOCK-----",
      ];
      return [
        "    env:",
        `      ORG_GRADLE_PROJECT_signingInMemoryKeyPassword: ${pass(add)}`,
        "      ORG_GRADLE_PROJECT_signingInMemoryKey: |",
        ...armoured.map((l) => "        " + l),
      ];
    },
  },
  {
    label: "apksigner with passwords on the command line",
    shape: "command",
    path: "apksigner sign --ks release.jks --ks-pass pass:… app-release.apk",
    term: true,
    make: (_k, add) => [
      `$ apksigner sign --ks release.jks --ks-key-alias release --ks-pass pass:${pass(add)} ` +
      `--key-pass pass:${pass(add)} --out app-release.apk app-release-unsigned.apk`,
      "Signed",
    ],
  },
  {
    label: "bundletool build-apks",
    shape: "command",
    path: "bundletool build-apks",
    term: true,
    make: (_k, add) => [
      `java -jar bundletool.jar build-apks --bundle=app.aab --output=app.apks --ks=upload.jks ` +
      `--ks-pass=pass:${pass(add)} --ks-key-alias=upload --key-pass=pass:${pass(add)}`,
      "INFO: The APKs will be signed with the key 'upload'.",
    ],
  },
  {
    label: "keytool storepass",
    shape: "command",
    path: "keytool -list -v",
    term: true,
    make: (_k, add) => [
      `keytool -list -v -keystore upload.jks -alias upload -storepass ${pass(add)}`,
      "Alias name: upload",
      `Creation date: Nov ${num(1, 27)}, 2026`,
      `\t SHA1: ${fingerprint(20)}`,
      `\t SHA256: ${fingerprint(32)}`,
    ],
  },
  {
    label: "Gradle info log prints the injected signing password",
    shape: "output",
    path: "./gradlew assembleRelease --info",
    term: true,
    make: (_k, add) => [
      "> Task :app:packageRelease",
      "Starting process 'command '/opt/android/build-tools/34.0.0/zipalign''.",
      `Injected signing config: storeFile=/tmp/ks.jks, storePassword=${pass(add)}, keyAlias=upload`,
      "BUILD SUCCESSFUL in 2m 14s",
    ],
  },
  {
    label: "keystore as base64 in a CI secret, wrapped",
    shape: "wrapped",
    path: "ci/android-secrets.env",
    make: (k) => [
      "# base64 -i upload.jks | fold -w 76",
      `ANDROID_KEYSTORE_B64="${k(76, B64)}\\`,
      `${k(76, B64)}\\`,
      `${k(num(30, 70), B64)}="`,
    ],
  },
  {
    label: "Maven repository Basic auth header",
    shape: "encoded",
    path: "curl -v maven.pkg.internal",
    term: true,
    make: (_k, add) => [
      "> GET /repository/android-releases/com/acme/core/maven-metadata.xml HTTP/1.1",
      "> Host: maven.pkg.internal",
      `> Authorization: Basic ${add(b64(`deploy:${draw(num(14, 20))}`))}`,
      "< HTTP/1.1 200 OK",
    ],
  },
  {
    label: "S3 build cache keys in settings",
    shape: "vendor",
    path: "settings.gradle.kts",
    make: (k) => [
      "buildCache {",
      "    remote<com.github.burrunan.s3cache.AwsS3BuildCache> {",
      '        region = "eu-west-1"',
      `        awsAccessKeyId = "AKIA${k(16, AWS_ID)}"`,
      `        awsSecretKey = "${k(40, B64)}"`,
      "        isPush = true",
      "    }",
      "}",
    ],
  },
];

const ALIKES: Alike[] = [
  {
    label: "signing report fingerprints",
    path: "./gradlew signingReport",
    term: true,
    make: () => [
      "Variant: release",
      "Config: release",
      `Store: /Users/${user()}/keys/release.jks`,
      "Alias: release",
      `MD5: ${fingerprint(16)}`,
      `SHA1: ${fingerprint(20)}`,
      `SHA-256: ${fingerprint(32)}`,
      "Valid until: Friday, 3 March 2051",
    ],
  },
  {
    label: "properties read from the environment",
    path: "keystore.properties",
    make: () => [
      'storePassword=${System.getenv("ANDROID_STORE_PASSWORD")}',
      'keyPassword=${System.getenv("ANDROID_KEY_PASSWORD")}',
      `keyAlias=${pick(["upload", "release", "key0"])}`,
      `storeFile=keys/${pick(APPS)}-upload.jks`,
    ],
  },
  {
    label: "dependency verification metadata",
    path: "gradle/verification-metadata.xml",
    make: () => [
      '<component group="androidx.core" name="core-ktx" version="1.13.1">',
      '   <artifact name="core-ktx-1.13.1.aar">',
      `      <sha256 value="${hex(64)}" origin="Generated by Gradle"/>`,
      "   </artifact>",
      '   <artifact name="core-ktx-1.13.1.module">',
      `      <sha256 value="${hex(64)}" origin="Generated by Gradle"/>`,
      "   </artifact>",
      "</component>",
    ],
  },
  {
    label: "signing config from secrets",
    path: "app/build.gradle.kts",
    make: () => [
      'create("release") {',
      '    storeFile = file(System.getenv("KEYSTORE_PATH") ?: "debug.keystore")',
      '    storePassword = providers.gradleProperty("storePassword").orNull',
      '    keyAlias = "upload"',
      '    keyPassword = providers.gradleProperty("keyPassword").orNull',
      "}",
    ],
  },
  {
    label: "Gradle wrapper checksum",
    path: "gradle/wrapper/gradle-wrapper.properties",
    make: () => [
      "distributionBase=GRADLE_USER_HOME",
      `distributionSha256Sum=${hex(64)}`,
      "distributionUrl=https\\://services.gradle.org/distributions/gradle-8.10.2-bin.zip",
    ],
  },
  {
    label: "workflow with secrets expressions",
    path: ".github/workflows/android.yml",
    make: () => [
      "      - run: ./gradlew bundleRelease",
      "        env:",
      "          RELEASE_STORE_PASSWORD: ${{ secrets.RELEASE_STORE_PASSWORD }}",
      "          RELEASE_KEY_PASSWORD: ${{ secrets.RELEASE_KEY_PASSWORD }}",
      `          VERSION_CODE: ${num(100, 9999)}`,
      `          GIT_SHA: ${hex(40)}`,
    ],
  },
  {
    label: "apksigner verify output",
    path: "apksigner verify --print-certs app.apk",
    term: true,
    make: () => [
      `Signer #1 certificate DN: CN=${pick(["Acme", "Lumen"])} Mobile, O=Android`,
      `Signer #1 certificate SHA-256 digest: ${hex(64)}`,
      `Signer #1 certificate SHA-1 digest: ${hex(40)}`,
      `Signer #1 certificate MD5 digest: ${hex(32)}`,
    ],
  },
  {
    label: "local properties without keys",
    path: "local.properties",
    make: () => [
      `sdk.dir=/home/${user()}/Android/Sdk`,
      `ndk.dir=/home/${user()}/Android/Sdk/ndk/26.${num(1, 3)}.${num(10000, 11999)}`,
      "MAPS_API_KEY=YOUR_KEY_HERE",
      `applicationId=${pkg()}`,
    ],
  },
];

export const buildAndroid = (): HeldOutSecret[] => cases(INSERTIONS);
export const buildCleanAndroid = (): HeldOutClean[] => cleanCases(ALIKES);
