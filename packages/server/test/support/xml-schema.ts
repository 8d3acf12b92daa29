import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The official schemas the downloads are checked against (GPX 1.1, KML 2.2 and its imports). */
const XSD = path.join(import.meta.dirname, '..', 'fixtures', 'xsd');

/** Validates XML against a vendored schema with xmllint; answers its complaints, '' when valid. */
export function schemaErrors(xml: string, schema: 'ogckml22.xsd' | 'gpx11.xsd'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-xsd-'));
  const file = path.join(dir, 'doc.xml');
  fs.writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--nonet', '--schema', path.join(XSD, schema), file], {
      stdio: 'pipe',
    });
    return '';
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
