// Adds the app's own native parts to the Android project `cap add android` generated: the
// share-intent plugin, the activity that registers it, the intent filters that make
// Vantage a target of "Share" for images, and the one that opens the sign-in's return link
// (app.vantage.atlas://signin) in the app. Safe to run again.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('..', import.meta.url));
const main = path.join(here, 'android/app/src/main');
if (!fs.existsSync(main)) {
  console.error('No Android project yet: run `npm run add` (cap add android) first.');
  process.exit(1);
}
const javaDir = path.join(main, 'java/app/vantage/atlas');
fs.mkdirSync(javaDir, { recursive: true });
for (const file of ['MainActivity.java', 'ShareIntentPlugin.java']) {
  fs.copyFileSync(path.join(here, 'native', file), path.join(javaDir, file));
}

const manifestPath = path.join(main, 'AndroidManifest.xml');
let manifest = fs.readFileSync(manifestPath, 'utf8');
if (!manifest.includes('android.intent.action.SEND_MULTIPLE')) {
  const filters = ['android.intent.action.SEND', 'android.intent.action.SEND_MULTIPLE']
    .map(
      (action) => `
            <intent-filter>
                <action android:name="${action}" />
                <category android:name="android.intent.category.DEFAULT" />
                <data android:mimeType="image/*" />
            </intent-filter>`,
    )
    .join('');
  const launcher = '<category android:name="android.intent.category.LAUNCHER" />';
  const at = manifest.indexOf('</intent-filter>', manifest.indexOf(launcher));
  if (at < 0) {
    console.error('AndroidManifest.xml has no launcher activity to add the share filters to.');
    process.exit(1);
  }
  const end = at + '</intent-filter>'.length;
  manifest = manifest.slice(0, end) + filters + manifest.slice(end);
  fs.writeFileSync(manifestPath, manifest);
}
if (!manifest.includes('android:scheme="app.vantage.atlas"')) {
  // A provider sign-in runs in the browser and comes back on this link with a one-time code.
  const returnLink = `
            <intent-filter>
                <action android:name="android.intent.action.VIEW" />
                <category android:name="android.intent.category.DEFAULT" />
                <category android:name="android.intent.category.BROWSABLE" />
                <data android:scheme="app.vantage.atlas" android:host="signin" />
            </intent-filter>`;
  const at = manifest.lastIndexOf('</intent-filter>', manifest.indexOf('</activity>'));
  const end = at + '</intent-filter>'.length;
  manifest = manifest.slice(0, end) + returnLink + manifest.slice(end);
  fs.writeFileSync(manifestPath, manifest);
}
console.log('Share intent plugin, share filters and the sign-in return link are in place.');
