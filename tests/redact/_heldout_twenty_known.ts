/**
 * Corpus twenty (written blind, see docs/redaction-corpus-twenty.md: mobile, desktop and
 * data-science toolchains): its misses and changed clean texts at first sight, against main at
 * 1bf52ab (corpus seventeen's and nineteen's shapes and the review's mends merged, eighteen's not
 * yet; none of their engineers saw it): 227/258 = 88.0 % recall and 119/120 = 99.2 % untouched
 * (docs/redaction.md "Held-out corpus twenty"). Not yet read as shapes: label → the case's shape
 * and family.
 */
export const TWENTY_MISSED: Record<string, string> = {
  "Play Console service account (fastlane/play-store-credentials.json, Read tool)":
    "block, in the family Android",
  "Play Console service account (fastlane/play-store-credentials.json, cat)":
    "block, in the family Android",
  "Maven Central and signing in the Gradle home (~/.gradle/gradle.properties, as written)":
    "assignment, in the family Android",
  "Maven Central and signing in the Gradle home (~/.gradle/gradle.properties, Read tool)":
    "assignment, in the family Android",
  "keystore as base64 in a CI secret, wrapped (ci/android-secrets.env, as written)":
    "wrapped, in the family Android",
  "keystore as base64 in a CI secret, wrapped (ci/android-secrets.env, Read tool)":
    "wrapped, in the family Android",
  "keychain password printed (security find-generic-password -s AC_PASSWORD -w, Bash tool)":
    "output, in the family iOS and macOS",
  "keychain password printed (security find-generic-password -s AC_PASSWORD -w, terminal)":
    "output, in the family iOS and macOS",
  "p12 certificate as base64, wrapped (certs/dist.p12.b64, cat)":
    "wrapped, in the family iOS and macOS",
  "fastlane session cookie (~/.fastlane/spaceship/session, as written)":
    "assignment, in the family iOS and macOS",
  "fastlane session cookie (~/.fastlane/spaceship/session, Read tool)":
    "assignment, in the family iOS and macOS",
  "signtool with the pfx password (signtool sign /f … /p …, terminal)":
    "command, in the family Electron and Windows desktop",
  "registry export with a binary secret, wrapped (proxy-auth.reg, Read tool)":
    "wrapped, in the family Electron and Windows desktop",
  "registry export with a binary secret, wrapped (proxy-auth.reg, cat)":
    "wrapped, in the family Electron and Windows desktop",
  "notarization password printed by the build (npm run dist:mac, CI log)":
    "output, in the family Electron and Windows desktop",
  "notarization password printed by the build (npm run dist:mac, Bash tool)":
    "output, in the family Electron and Windows desktop",
  "Unity build script sets keystore passwords (Assets/Editor/BuildAndroid.cs, as written)":
    "assignment, in the family Expo, Flutter, Unity and Steam",
  "Unity licence activation (Unity -batchmode -serial, terminal)":
    "command, in the family Expo, Flutter, Unity and Steam",
  "Unity licence activation (Unity -batchmode -serial, CI log)":
    "command, in the family Expo, Flutter, Unity and Steam",
  "SteamCMD login in the upload script (tools/upload_steam.sh, as written)":
    "command, in the family Expo, Flutter, Unity and Steam",
  "BigQuery credentials printed in a cell output (bq.ipynb, Read tool)":
    "block, in the family notebooks",
  "BigQuery credentials printed in a cell output (bq.ipynb, cat)": "block, in the family notebooks",
  "Modal token pair (~/.modal.toml, Read tool)":
    "assignment, in the family machine-learning platforms",
  "Modal token pair (~/.modal.toml, cat)": "assignment, in the family machine-learning platforms",
  "dbt BigQuery profile with inline keyfile (profiles.yml, Read tool)":
    "block, in the family data pipelines and warehouses",
  "dbt BigQuery profile with inline keyfile (profiles.yml, cat)":
    "block, in the family data pipelines and warehouses",
  "Streamlit secrets with a service account key (.streamlit/secrets.toml, cat)":
    "block, in the family R and analysis apps",
  "Streamlit secrets with a service account key (.streamlit/secrets.toml, as written)":
    "block, in the family R and analysis apps",
  "Sys.getenv printed to the console (R --quiet, terminal)":
    "output, in the family R and analysis apps",
  "long API key in config.yml, folded (config.yml, as written)":
    "wrapped, in the family R and analysis apps",
  "long API key in config.yml, folded (config.yml, Read tool)":
    "wrapped, in the family R and analysis apps",
};

/** Corpus twenty's clean texts changed at first sight: label → family and the rule that took it. */
export const TWENTY_CHANGED: Record<string, string> = {
  "Jupyter URL with the token elided (jupyter lab, CI log)":
    "in the family clean notebooks: in a JSONL record only, `query-secret` took `?token=...` (an elided token) followed by an escaped line break",
};
