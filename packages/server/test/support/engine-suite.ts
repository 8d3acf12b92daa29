import { describe } from 'vitest';
import type { Engine } from '../../src/db/database';
import { testEngines } from './engines';
import { useTestContext, type TestContext } from './test-context';

/** The engines this run of the API suite covers: SQLite, and PostgreSQL when reachable. */
export const engines = await testEngines();

/**
 * A describe block once per engine (`title` names the engine with `%s`), each with a test
 * context of its own on a fresh database, made before its tests and closed after them.
 */
export function describeEachEngine(
  title: string,
  body: (ctx: TestContext, engine: Engine) => void,
): void {
  describe.each(engines)(title, (engine) => body(useTestContext(engine), engine));
}
