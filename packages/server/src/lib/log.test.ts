import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './log';

describe('createLogger', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-log-'));
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('gathers lines and writes them once a second, and writes nothing in a quiet second', async () => {
    const file = path.join(dir, 'log.jsonl');
    const writes = vi.spyOn(fs, 'write');
    const log = createLogger('info', file);
    log.info({ answer: 42 }, 'first line');
    log.info('second line');
    expect(writes).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1000);
    await vi.waitFor(() => expect(fs.readFileSync(file, 'utf8')).toContain('second line'));
    const lines = fs
      .readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.msg)).toEqual(['first line', 'second line']);
    expect(lines[0].answer).toBe(42);
    expect(writes).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(5000);
    expect(writes).toHaveBeenCalledTimes(1);
  });

  it('writes at once when the lines gathered reach 4 KB', async () => {
    const file = path.join(dir, 'log.jsonl');
    const log = createLogger('info', file);
    for (let index = 0; index < 40; index++) log.info({ filler: 'x'.repeat(100) }, `line ${index}`);
    await vi.waitFor(() => expect(fs.readFileSync(file, 'utf8')).toContain('line 30'));
  });

  it('writes nothing at the silent level', () => {
    const writes = vi.spyOn(fs, 'write');
    createLogger('silent', path.join(dir, 'never.jsonl')).error('not written');
    vi.advanceTimersByTime(2000);
    expect(writes).not.toHaveBeenCalled();
    expect(fs.existsSync(path.join(dir, 'never.jsonl'))).toBe(false);
  });
});
